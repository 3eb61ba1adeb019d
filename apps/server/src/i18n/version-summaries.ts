import type { InterfaceLanguage } from '@sitecraft/shared/i18n';
import { russianAnswer } from './english-answers.ts';

// A saved version's summary is written by the engine in English (packages/sitegen/src/edit): its changes joined by
// '; ', each maybe counted ('×2'). These are the Russian of each change.
const SECTION_KINDS: Record<string, string> = {
  hero: '«Первый экран»',
  highlights: '«Преимущества»',
  services: '«Услуги»',
  products: '«Товары»',
  about: '«О нас»',
  process: '«Как мы работаем»',
  stats: '«Цифры»',
  testimonials: '«Отзывы»',
  gallery: '«Галерея»',
  pricing: '«Цены»',
  team: '«Команда»',
  faq: '«Вопросы и ответы»',
  blogTeaser: '«Последние статьи»',
  cta: '«Призыв к действию»',
  contact: '«Контакты»',
  pageHeader: '«Заголовок страницы»',
  article: '«Статья»',
  prose: '«Текст»',
  notFound: '«Страница не найдена»',
  thankYou: '«Спасибо»',
};
const SECTION_CHANGES: Record<string, string> = { hid: 'скрыт раздел', showed: 'показан раздел', duplicated: 'повторён раздел', moved: 'перемещён раздел', restyled: 'изменён вид раздела' };
const FACTS: Record<string, string> = {
  name: 'название',
  'phone number': 'телефон',
  address: 'адрес',
  'email address': 'email',
  'opening hours': 'часы работы',
  reviews: 'отзывы',
  'areas served': 'районы работы',
  'ways to pay': 'способы оплаты',
  'founding year': 'год основания',
};
const place = (where: string) => (where === 'the menu' ? 'в меню' : where === 'the footer' ? 'в подвале' : `на ${where}`);
const fact = (name: string) => FACTS[name] ?? name;

const CHANGES: ReadonlyArray<readonly [RegExp, (...values: string[]) => string]> = [
  [/^edited a text on (.+)$/, (where) => `изменён текст ${place(where)}`],
  [/^replaced a picture on (.+)$/, (where) => `заменена картинка ${place(where)}`],
  [/^replaced the logo$/, () => 'заменён логотип'],
  [/^changed the (?:business’s )?(.+) on every page$/, (name) => `изменено: ${fact(name)} на всех страницах`],
  [/^took the (?:business’s )?(.+) off every page$/, (name) => `убрано: ${fact(name)} со всех страниц`],
  [/^set the (offers|reviews) \((\d+)\) on every page$/, (what, count) => `${what === 'offers' ? 'предложения' : 'отзывы'} (${count}) заданы на всех страницах`],
  [/^changed the booking rules$/, () => 'изменены правила записи'],
  [/^turned booking requests (on|off)$/, (state) => (state === 'on' ? 'запись включена' : 'запись выключена')],
  [/^took the (look|colours) of (.+)$/, (what, name) => `${what === 'look' ? 'взят облик' : 'взяты цвета'} шаблона ${name}`],
  [/^(hid|showed|duplicated|moved|restyled) a (\w+) section on (.+)$/, (change, kind, where) => `${SECTION_CHANGES[change]} ${SECTION_KINDS[kind] ?? kind} ${place(where)}`],
];

function russianChange(change: string): string | undefined {
  const counted = /^(.*?)( ×\d+)?$/s.exec(change)!;
  const text = counted[1]!.charAt(0).toLowerCase() + counted[1]!.slice(1);
  for (const [pattern, russian] of CHANGES) {
    const match = pattern.exec(text);
    if (match) return `${russian(...match.slice(1))}${counted[2] ?? ''}`;
  }
  return undefined;
}

/** A version's summary in the language of the person reading it; one it cannot read stays as written. */
export function versionSummaryIn(language: InterfaceLanguage | undefined, summary: string): string {
  if (language !== 'ru') return summary;
  const whole = russianAnswer(summary);
  if (whole !== undefined) return whole;
  const changes = summary.split('; ').map(russianChange);
  if (changes.some((change) => change === undefined)) return summary;
  const line = changes.join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
