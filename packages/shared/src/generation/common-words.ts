/**
 * Words no text of a language can be written without, by the names a request gives the language in (English name,
 * code, own name): as stop words they would leave a site with no sentence, so they are refused at the request.
 */
const commonWords: readonly { language: string; names: readonly string[]; words: readonly string[] }[] = [
  { language: 'English', names: ['english', 'en'], words: ['the', 'a', 'an', 'and', 'or', 'of', 'to', 'in', 'on', 'for', 'with', 'is', 'are', 'it', 'you', 'your', 'that', 'this'] },
  { language: 'Russian', names: ['russian', 'ru', 'русский'], words: ['и', 'в', 'во', 'на', 'с', 'не', 'что', 'мы', 'вы', 'по', 'для', 'это', 'к', 'о', 'из', 'у', 'за', 'от', 'а', 'но'] },
  { language: 'German', names: ['german', 'de', 'deutsch'], words: ['und', 'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'ist', 'zu', 'mit', 'für', 'in', 'von', 'auf', 'nicht', 'wir', 'sie', 'es'] },
];

/** The language a stop word is one of the commonest words of, among the site's languages (English when none is given). */
export function commonWordOf(stopWord: string, siteLanguages: readonly (string | undefined)[]): string | undefined {
  const named = siteLanguages.map((answer) => answer?.trim().toLocaleLowerCase()).filter((answer): answer is string => Boolean(answer));
  const word = stopWord.trim().toLocaleLowerCase();
  return commonWords.find((entry) => (named.length === 0 ? entry.language === 'English' : named.some((name) => entry.names.includes(name))) && entry.words.includes(word))?.language;
}
