import type { AnswerTable } from './table.ts';

/** Zod's type names, as its English messages give them, in Russian. */
const typeNames: Readonly<Record<string, string>> = {
  string: 'строка',
  number: 'число',
  int: 'целое число',
  boolean: 'true или false',
  object: 'объект',
  array: 'список',
  date: 'дата',
  null: 'null',
  nan: 'NaN',
  NaN: 'NaN',
  bigint: 'целое число',
  undefined: 'ничего',
};
const typeName = (name: string) => typeNames[name] ?? name;

/** What a bound is on: zod's origin and unit as its messages give them (a unit after the number, abbreviated so no plural is needed). */
const measured: Readonly<Record<string, { long: string; short: string; unit: string }>> = {
  'string characters': { long: 'Слишком длинный текст', short: 'Слишком короткий текст', unit: ' симв.' },
  'array items': { long: 'Слишком много элементов', short: 'Слишком мало элементов', unit: '' },
  'set items': { long: 'Слишком много элементов', short: 'Слишком мало элементов', unit: '' },
  'map entries': { long: 'Слишком много записей', short: 'Слишком мало записей', unit: '' },
  'file bytes': { long: 'Слишком большой файл', short: 'Слишком маленький файл', unit: ' Б' },
};
const bound: Readonly<Record<string, { big: string; small: string }>> = {
  '<=': { big: 'не больше', small: 'не меньше' },
  '>=': { big: 'не больше', small: 'не меньше' },
  '<': { big: 'меньше', small: 'больше' },
  '>': { big: 'меньше', small: 'больше' },
  'exactly ': { big: 'ровно', small: 'ровно' },
};

const formats: ReadonlyArray<readonly [english: string, russian: string]> = [
  ['input', 'Некорректное значение'],
  ['email address', 'Некорректный адрес email'],
  ['URL', 'Некорректный URL'],
  ['UUID', 'Некорректный UUID'],
  ['ISO datetime', 'Некорректные дата и время ISO'],
  ['ISO date', 'Некорректная дата ISO'],
  ['ISO time', 'Некорректное время ISO'],
  ['IPv4 address', 'Некорректный адрес IPv4'],
  ['IPv6 address', 'Некорректный адрес IPv6'],
  ['base64-encoded string', 'Некорректная строка base64'],
  ['JSON string', 'Некорректная строка JSON'],
];

/**
 * Zod's own English messages (zod/v4/locales/en), which a schema without its own message answers with, in Russian: an
 * API caller's mistakes the product's screens never make, so plainly worded.
 */
export const zodAnswers: AnswerTable = {
  russianByEnglish: [
    ['Invalid input', 'Некорректное значение'],
    ['Invalid input: more than one option matched', 'Некорректное значение: подходит больше одного варианта'],
    ...formats.map(([english, russian]) => [`Invalid ${english}`, russian] as const),
  ],
  russianPatterns: [
    [
      /^Invalid input: expected (\w+), received (\w+)$/,
      (_match, expected = '', received = '') =>
        received === 'undefined' ? `Значение обязательно: ожидается ${typeName(expected)}` : `Некорректное значение: ожидается ${typeName(expected)}, а передано: ${typeName(received)}`,
    ],
    [/^Invalid input: expected (.+)$/s, 'Некорректное значение: ожидается $1'],
    [/^Invalid option: expected one of (.+)$/s, 'Некорректный вариант: ожидается одно из значений $1'],
    [
      /^Too (big|small): expected (\w+) to have (<=|>=|<|>|exactly )(-?[\d.e+]+) (\w+)$/,
      (match, size = '', origin = '', adjective = '', limit = '', unit = '') => {
        const what = measured[`${origin} ${unit}`];
        const side = bound[adjective];
        if (!what || !side) return match;
        return `${size === 'big' ? what.long : what.short}: допускается ${size === 'big' ? side.big : side.small} ${limit}${what.unit}`;
      },
    ],
    [
      /^Too (big|small): expected (\w+) to be (<=|>=|<|>|exactly )(-?[\d.e+]+)$/,
      (match, size = '', _origin = '', adjective = '', limit = '') => {
        const side = bound[adjective];
        if (!side) return match;
        return `${size === 'big' ? 'Слишком большое значение' : 'Слишком маленькое значение'}: допускается ${size === 'big' ? side.big : side.small} ${limit}`;
      },
    ],
    [/^Invalid string: must start with "(.*)"$/s, 'Некорректная строка: должна начинаться с "$1"'],
    [/^Invalid string: must end with "(.*)"$/s, 'Некорректная строка: должна заканчиваться на "$1"'],
    [/^Invalid string: must include "(.*)"$/s, 'Некорректная строка: должна содержать "$1"'],
    [/^Invalid string: must match pattern (.+)$/s, 'Некорректная строка: должна соответствовать шаблону $1'],
    [/^Invalid number: must be a multiple of (.+)$/, 'Некорректное число: должно быть кратно $1'],
    [/^Unrecognized keys?: (.+)$/s, 'Неизвестные поля: $1'],
    [/^Invalid discriminator value\. Expected (.+)$/s, 'Некорректное значение: ожидается $1'],
    [/^Invalid key in (\w+)$/, 'Некорректный ключ'],
    [/^Invalid value in (\w+)$/, 'Некорректное значение'],
  ],
};
