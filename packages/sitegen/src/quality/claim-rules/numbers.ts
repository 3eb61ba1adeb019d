/** Number words of the catalogue's languages, as a rule's pattern writes them, with the figure each stands for. */
const numberWords: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100, thousand: 1000,
  один: 1, одна: 1, одно: 1, одного: 1, одной: 1, одну: 1, два: 2, две: 2, двух: 2, три: 3, трёх: 3, трех: 3, четыре: 4, четырёх: 4, четырех: 4, пять: 5, пяти: 5, шесть: 6, шести: 6,
  семь: 7, семи: 7, восемь: 8, восьми: 8, девять: 9, девяти: 9, десять: 10, десяти: 10, двенадцать: 12, пятнадцать: 15, двадцать: 20, двадцати: 20, тридцать: 30, сорок: 40, пятьдесят: 50, сто: 100, тысяча: 1000,
  ein: 1, eine: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, zehn: 10, zwanzig: 20,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, dix: 10, vingt: 20,
  uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, diez: 10, veinte: 20,
};

/**
 * The words of `numberWords` and digits, as a pattern: a figure written either way. `fromTwo` leaves out the words for
 * one, which say "a single" more often than they count ("one lawyer from start to finish" is a policy, not a figure).
 */
export function numberPattern(language: 'en' | 'ru' | 'de' | 'fr' | 'es', fromTwo = false): string {
  const scripts: Record<typeof language, RegExp> = { en: /^[a-z]+$/, ru: /^[а-яё]+$/, de: /^[a-zäöüß]+$/, fr: /^[a-z]+$/, es: /^[a-z]+$/ };
  const own: Record<typeof language, readonly string[]> = {
    en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'fifteen', 'twenty', 'thirty', 'forty', 'fifty', 'hundred', 'thousand'],
    ru: Object.keys(numberWords).filter((word) => scripts.ru.test(word)),
    de: ['ein', 'eine', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'zehn', 'zwanzig'],
    fr: ['un', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'dix', 'vingt'],
    es: ['uno', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'diez', 'veinte'],
  };
  const ones = new Set(['one', 'один', 'одна', 'одно', 'одного', 'одной', 'одну', 'ein', 'eine', 'un', 'une', 'uno', 'una']);
  return `(?:\\d+(?:[.,]\\d+)?\\+?|${own[language].filter((word) => !fromTwo || !ones.has(word)).join('|')})`;
}

/** The figures a text names, as digits ("four" and "4" both "4"), in order. */
export function figures(text: string): string[] {
  const out: string[] = [];
  for (const [token] of text.toLocaleLowerCase().matchAll(/\d+(?:[.,]\d+)?|[\p{L}]+/gu)) {
    if (/^\d/.test(token)) out.push(token.replace(',', '.'));
    else if (numberWords[token] !== undefined) out.push(String(numberWords[token]));
  }
  return out;
}
