import { francAll } from 'franc-min';

// ISO 639-3 codes franc reports, for the languages of step 5.
const francCodes: Readonly<Record<string, string>> = {
  en: 'eng', ru: 'rus', uk: 'ukr', be: 'bel', kk: 'kaz', uz: 'uzn', de: 'deu', fr: 'fra', es: 'spa', it: 'ita', pt: 'por', nl: 'nld', pl: 'pol', cs: 'ces',
  hr: 'hrv', sr: 'srp', bg: 'bul', ro: 'ron', hu: 'hun', tr: 'tur', az: 'azj', ar: 'arb', fa: 'pes', ur: 'urd', hi: 'hin', vi: 'vie', id: 'ind', ms: 'zlm',
  tl: 'tgl', sv: 'swe', sw: 'swh', ja: 'jpn', ko: 'kor', zh: 'cmn', el: 'ell', he: 'heb', ka: 'kat', hy: 'hye', th: 'tha', ta: 'tam', bn: 'ben',
};

// Languages franc cannot tell apart from a close neighbour in short texts.
const neighbours: Readonly<Record<string, readonly string[]>> = {
  hrv: ['bos', 'srp'], srp: ['bos', 'hrv', 'rus', 'bul', 'mkd'], ind: ['zlm'], zlm: ['ind'], ces: ['slk'],
  rus: ['bel', 'ukr', 'bul', 'srp', 'mkd'], ukr: ['rus', 'bel'], bel: ['rus', 'ukr'], bul: ['rus', 'mkd', 'srp'],
  swe: ['nob', 'dan'], por: ['glg'], spa: ['glg', 'cat'], uzn: ['uzs'], pes: ['prs'], hin: ['mar', 'nep'],
};

/** What is wrong with the language of a text (at least 200 characters to tell), or undefined. */
export function languageProblem(text: string, code: string): string | undefined {
  const expected = francCodes[code];
  if (!expected || text.length < 200) return undefined;
  const key = `${code}\n${text}`;
  if (judged.has(key)) return judged.get(key);
  if (judged.size >= 20_000) judged.clear();
  // franc's scores are relative to the best guess and crowd together on long texts (English prose scores
  // 0.95 as German), so only the best guess itself tells the language.
  const [best] = francAll(text, { minLength: 50 });
  const problem = !best || best[0] === 'und' || best[0] === expected || neighbours[expected]?.includes(best[0]) ? undefined : `the text reads as ${best[0]}, not ${expected}`;
  judged.set(key, problem);
  return problem;
}

// The same texts are judged again and again (a trade pack's texts by every site of that trade, each page by each
// round of checks), and franc's trigrams were a tenth of a site's checks.
const judged = new Map<string, string | undefined>();
