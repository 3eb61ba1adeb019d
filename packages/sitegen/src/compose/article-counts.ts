/**
 * The count an article's title gives of its own list ("Five questions to ask before you start", «Четыре привычки,
 * которые…»): it must be the number of sections the article shows, which stop words and claims can make fewer.
 */

const englishNumbers = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const englishNouns = 'questions|habits|points|steps|tips|mistakes|signs|reasons|rules|things|ideas|checks';
const englishCount = new RegExp(`(?<![\\p{L}\\d])(\\d+|${englishNumbers.slice(2).join('|')})((?:\\s+[\\p{L}-]+){0,2}?\\s+(?:${englishNouns}))(?![\\p{L}])`, 'iu');

type Gender = 'm' | 'f' | 'n';

/** Russian nouns a list is counted in, by stem: gender, the form after 2–4 and the form after 5 and more. */
const russianNouns: Readonly<Record<string, readonly [Gender, string, string]>> = {
  вопрос: ['m', 'вопроса', 'вопросов'],
  пункт: ['m', 'пункта', 'пунктов'],
  шаг: ['m', 'шага', 'шагов'],
  совет: ['m', 'совета', 'советов'],
  признак: ['m', 'признака', 'признаков'],
  привыч: ['f', 'привычки', 'привычек'],
  ошиб: ['f', 'ошибки', 'ошибок'],
  причин: ['f', 'причины', 'причин'],
  вещ: ['f', 'вещи', 'вещей'],
  иде: ['f', 'идеи', 'идей'],
  правил: ['n', 'правила', 'правил'],
};
const russianNumbers: Readonly<Record<string, number>> = { два: 2, две: 2, три: 3, четыре: 4, пять: 5, шесть: 6, семь: 7, восемь: 8 };
const russianCount = new RegExp(`(?<![\\p{L}\\d])(\\d+|${Object.keys(russianNumbers).join('|')})((?:\\s+\\p{L}+(?:ых|их|ые|ие))?\\s+)((?:${Object.keys(russianNouns).join('|')})\\p{L}*)(?![\\p{L}])`, 'iu');

function numberOf(word: string): number {
  const lower = word.toLocaleLowerCase();
  return /^\d+$/.test(lower) ? Number(lower) : (russianNumbers[lower] ?? englishNumbers.indexOf(lower));
}

function cased(word: string, like: string): string {
  return like.charAt(0) === like.charAt(0).toLocaleUpperCase() && /\p{L}/u.test(like.charAt(0)) ? word.charAt(0).toLocaleUpperCase() + word.slice(1) : word;
}

/** The count of a list a text names ("five questions" → 5), or undefined. */
export function listCount(text: string, language: string): number | undefined {
  const match = (language === 'ru' ? russianCount : englishCount).exec(text);
  return match ? numberOf(match[1] as string) : undefined;
}

function russianNumber(count: number, gender: Gender): string {
  const words = ['', '', gender === 'f' ? 'две' : 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь'];
  return words[count] ?? String(count);
}

/**
 * The text with the count of its list set to `count` ("Five questions…" → "Four questions…", «Пять вопросов» →
 * «Четыре вопроса»); the text as it is when it counts no list; undefined where the count cannot be written (one item,
 * a noun of unknown forms).
 */
export function recounted(text: string, count: number, language: string): string | undefined {
  const said = listCount(text, language);
  if (said === undefined || said === count) return text;
  if (count < 2) return undefined;
  if (language !== 'ru') {
    return text.replace(englishCount, (_, number: string, rest: string) => `${/^\d/.test(number) ? String(count) : cased(englishNumbers[count] ?? String(count), number)}${rest}`);
  }
  const match = russianCount.exec(text);
  const noun = match?.[3] ?? '';
  const forms = Object.entries(russianNouns).find(([stem]) => noun.toLocaleLowerCase().startsWith(stem))?.[1];
  if (!match || !forms || count > 8) return undefined;
  const number = /^\d/.test(match[1] as string) ? String(count) : cased(russianNumber(count, forms[0]), match[1] as string);
  return text.replace(russianCount, () => `${number}${match[2] ?? ' '}${count <= 4 ? forms[1] : forms[2]}`);
}
