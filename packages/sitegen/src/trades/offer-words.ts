/*
 * The words an offer is known by, in English and Russian: "Home boarding for dogs" is known by "board…",
 * "Индивидуальная прогулка" by "прогулк…". Texts that hold the words of an offer the site does not show are left
 * out, and an owner's offer is matched to the catalogue offer of the same words.
 */

// Words that join a title together and say nothing of the offer.
const fillers = new Set([
  'and', 'or', 'for', 'with', 'the', 'a', 'an', 'of', 'to', 'in', 'on', 'at', 'by', 'from', 'your', 'our', 'per', 'plus',
  'that', 'this', 'these', 'those', 'when', 'what', 'which', 'where', 'while', 'than', 'then', 'them', 'they', 'their',
  'there', 'here', 'into', 'over', 'under', 'each', 'every', 'more', 'most', 'less', 'only', 'also', 'just', 'like',
  'need', 'take', 'make', 'made', 'keep', 'ready', 'matter', 'about', 'after', 'before', 'without', 'within', 'all', 'any',
  'и', 'или', 'для', 'с', 'со', 'в', 'во', 'на', 'по', 'от', 'до', 'из', 'к', 'за', 'о', 'об', 'при', 'ваш', 'наш',
  'вас', 'вами', 'нас', 'нами', 'это', 'как', 'так', 'что', 'где', 'когда', 'всегда', 'всё', 'все', 'весь', 'каждый',
  'свой', 'без', 'под', 'над', 'после', 'перед', 'через', 'только', 'тоже', 'также', 'живых', 'людей',
]);

// Words many offers of a trade share: they tell no offer from another, so they never mark one as absent.
const shared = new Set([
  'full', 'small', 'large', 'first', 'single', 'regular', 'home', 'basic', 'standard', 'premium', 'classic', 'special',
  'custom', 'extra', 'quick', 'mini', 'whole', 'half', 'session', 'service', 'package', 'consultation', 'group', 'support',
  'business', 'order', 'help', 'plan', 'check', 'time', 'work', 'team', 'clear', 'fixed', 'daily',
  'полн', 'мал', 'больш', 'перв', 'разов', 'обычн', 'домашн', 'стандартн', 'премиальн', 'классическ', 'специальн',
  'экспресс', 'сеанс', 'услуг', 'пакет', 'консультац', 'группов', 'индивидуальн', 'поддержк', 'бизнес', 'заказ',
  'помощ', 'план', 'провер', 'время', 'работ', 'команд', 'ежедневн', 'нескольк',
]);

const russianEnding = /(?:ами|ями|ого|его|ому|ему|ыми|ими|ых|их|ым|им|ой|ей|ий|ый|ая|яя|ое|ее|ые|ие|ия|ию|ии|ую|юю|ам|ям|ах|ях|ом|ем|ов|ев|ок|ек|[аеиоуыэюяйь])$/u;

/** The stem of one lower-case word: English plurals, "-ing" and "-ed" off; Russian endings off. */
function stem(word: string): string {
  const plain = word.replace(/['’]s$/u, '').replaceAll('ё', 'е');
  if (/[а-я]/u.test(plain)) {
    const cut = plain.replace(russianEnding, '');
    if (cut.length >= 4) return cut;
    // A vowel that comes and goes: "кошек" is "кошк-а", "стрижек" "стрижк-а".
    if (plain.length >= 5 && /[^аеиоуыэюя][ео]к$/u.test(plain)) return `${plain.slice(0, -2)}к`;
    // A short root keeps its three letters ("кот" of "котов", "нян" of "няни"), matched as a whole word.
    return cut.length >= 3 ? cut : plain;
  }
  if (plain.length > 5 && plain.endsWith('ing')) return plain.slice(0, -3);
  if (plain.length > 5 && plain.endsWith('ed')) return plain.slice(0, -2);
  if (plain.length > 4 && /(?:s|x|z|ch|sh)es$/u.test(plain)) return plain.slice(0, -2);
  if (plain.length > 3 && plain.endsWith('s') && !plain.endsWith('ss')) return plain.slice(0, -1);
  return plain;
}

/** The lower-case words of a text. */
export function wordsOf(text: string): string[] {
  return text.toLocaleLowerCase().split(/[^\p{L}\p{N}'’]+/u).map((word) => word.replace(/^['’]+|['’]+$/gu, '')).filter(Boolean);
}

/** The stems of the words of a title that say what it is (no joining words, no numbers). */
export function titleStems(title: string): string[] {
  return [...new Set(wordsOf(title).filter((word) => /\p{L}/u.test(word) && !fillers.has(word)).map(stem))];
}

/** Whether two stems are one word: equal, or one begins the other and both have four letters or more. */
export function sameStem(first: string, second: string): boolean {
  if (first === second) return true;
  return Math.min(first.length, second.length) >= 4 && (first.startsWith(second) || second.startsWith(first));
}

/** The stems of a title that can tell its offer from the others: four letters or more, none shared by many offers. */
export function distinctStems(title: string): string[] {
  return titleStems(title).filter((each) => each.length >= 4 && ![...shared].some((common) => sameStem(common, each)));
}

/** Finds the words of offers in a text: a word of the text that begins with one of the stems (or is a short one). */
export class OfferWords {
  constructor(readonly stems: readonly string[]) {}

  mentions(text: string): boolean {
    if (this.stems.length === 0) return false;
    return wordsOf(text).some((word) => {
      const plain = word.replaceAll('ё', 'е');
      const own = stem(plain);
      // A stem of three letters ("cat", "rye") is a whole word: it must not find "category" or "ryegrass".
      return this.stems.some((each) => (each.length >= 4 ? plain.startsWith(each) || sameStem(own, each) : own === each));
    });
  }
}

/**
 * The words a trade uses of most of its offers ("собак" of a pet carer's grooms, walks and stays alike; "gold" of a
 * jeweller's rings and necklaces): found in the names or descriptions of half its offers or more, they name none,
 * unless one is an offer's whole name ("Espresso", which a coffee shop's other drinks are made with).
 */
export function tradeWideStems(offers: readonly { title: string; text: string }[]): string[] {
  const names = offers.map((offer) => distinctStems(offer.title));
  const stems = [...new Set(names.flat())].filter((each) => !names.some((name) => name.length === 1 && name[0] === each));
  return stems.filter((each) => offers.filter((offer) => new OfferWords([each]).mentions(`${offer.title} ${offer.text}`)).length * 2 >= offers.length);
}

/**
 * The words of the offers a site leaves out (their names' words, but for those of the whole trade, and the other
 * words the pack gives for them) that its own offers and its trade's noun do not use: "walk" and "board" for a
 * grooming salon that offers no walks and no boarding, but not "dog", which its grooms speak of too.
 */
export function absentStems(absent: readonly { title: string; words?: readonly string[] }[], tradeWide: readonly string[], shownTexts: readonly string[]): string[] {
  const named = absent.flatMap((offer) => distinctStems(offer.title)).filter((each) => !tradeWide.includes(each));
  const stems = [...new Set([...named, ...absent.flatMap((offer) => offer.words ?? [])])];
  const seen = shownTexts.join(' ');
  return stems.filter((each) => !new OfferWords([each]).mentions(seen));
}
