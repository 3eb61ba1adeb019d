import { sentencesOf } from '../content/sentences.ts';
import { brokenSentenceProblem } from './fragments.ts';
import { cutEndings, doubledAllowed, fillerPhrases, modelWords } from './fault-words.ts';
import { insideSpan, maskText, type MaskedText } from './text-mask.ts';
import { languageProblem } from './language.ts';

/**
 * The catalogue of output faults: every kind of slip a writer (a person or a model) leaves in a text that must never
 * reach a page, each with its detector. The quality stage runs it on every text of every page (see everyText): titles,
 * meta descriptions, alt texts, share pictures, navigation, footer, JSON-LD and the body.
 */
export type OutputFault = 'placeholders' | 'filler' | 'doubled_words' | 'sentences' | 'markup' | 'model_words' | 'language' | 'too_long';

/** What a text is, for the checks that depend on it. */
export interface TextPlace {
  role: 'heading' | 'prose';
  /** The language its words are written in, and the page's own (menus and labels are in the page's language). */
  textCode: string;
  pageCode: string;
  /** The owner's words: masked before a check reads the text. */
  protectedWords: readonly string[];
}

export interface FoundFault {
  fault: OutputFault;
  /** Starts with the fault's name in words ("a placeholder left unfilled"), which the repair reads. */
  detail: string;
  /** The sentence at fault, where the fault lies in one sentence of a longer text; else the whole text. */
  piece: string;
}

interface FaultRule {
  fault: OutputFault;
  /** Whether the rule reads one sentence at a time (a cut sentence) or the whole text (markup, a doubled word). */
  bySentence: boolean;
  detect: (text: MaskedText, place: TextPlace) => string | undefined;
}

const quote = (text: string) => `“${text.slice(0, 100)}”`;
const lowerCode = (code: string) => code.split('-')[0] ?? code;

const placeholderPatterns: readonly RegExp[] = [
  /\{\{?\s*[\p{L}_][\p{L}\p{N}_ .-]*\s*\}\}?/u, // {name}, {{phone_number}}
  /\$\{[^}]*\}/u, // ${name}
  /\[[^\]\n]*\p{L}[^\]\n]*\]/u, // [Your name]
  /<\s*(?!(?:p|br|b|i|u|s|em|strong|span|div|a|img|ul|ol|li|h[1-6]|table|tr|td|th|section|article|script|style|code|pre|small|sup|sub)\b)[\p{L}_][\p{L}\p{N}_ -]*>/iu, // <name>
  /(?<![\p{L}\p{N}])%(?:\d+\$)?[sdif](?![\p{L}\p{N}])|%\([\p{L}_]+\)[sd]/u, // %s, %1$s, %(name)s
  /(?<![\p{L}\p{N}])(?:TODO|TBD|FIXME|XXX+)(?![\p{L}\p{N}])/u,
  /(?<![\p{L}\p{N}])__[A-Z][A-Z_]*__(?![\p{L}\p{N}])/u,
];

const markupPatterns: readonly [RegExp, string][] = [
  [/```|~~~/u, 'a code fence'],
  [/\*\*|__(?=\p{L})|(?<=\p{L})__/u, 'markdown emphasis'],
  [/(?:^|\n)\s*#{1,6}\s/u, 'a markdown heading'],
  [/^\s*[-*•]\s+\S/u, 'a list marker in front'],
  [/\[[^\]\n]+\]\([^)\s]+\)/u, 'a markdown link'],
  [/<\/?(?:p|br|b|i|u|s|em|strong|span|div|a|img|ul|ol|li|h[1-6]|table|tr|td|th|section|article|script|style|code|pre|small|sup|sub)\b[^>]*>/iu, 'an HTML tag'],
  [/&(?:amp|nbsp|quot|lt|gt|apos|#\d+|#x[\da-f]+);/iu, 'an HTML entity'],
  [/`[^`\n]+`/u, 'inline code'],
  [/\\[nt"]/u, 'an escape sequence'],
];

const fillerPattern = (() => {
  const phrases = [...new Set(Object.values(fillerPhrases).flat())].sort((a, b) => b.length - a.length);
  const escaped = phrases.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/\s+/gu, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})|\\blorem\\b`, 'iu');
})();
const unspacedFiller = [...fillerPhrases.zh ?? [], ...fillerPhrases.ja ?? [], ...fillerPhrases.th ?? []];

const scripts: readonly [RegExp, readonly string[]][] = [
  [/\p{Script=Cyrillic}/u, ['ru', 'uk', 'be', 'kk', 'bg', 'sr']],
  [/\p{Script=Greek}/u, ['el']],
  [/\p{Script=Georgian}/u, ['ka']],
  [/\p{Script=Armenian}/u, ['hy']],
  [/\p{Script=Hebrew}/u, ['he']],
  [/\p{Script=Arabic}/u, ['ar', 'fa', 'ur']],
  [/\p{Script=Devanagari}/u, ['hi']],
  [/\p{Script=Bengali}/u, ['bn']],
  [/\p{Script=Tamil}/u, ['ta']],
  [/\p{Script=Thai}/u, ['th']],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, ['ja']],
  [/\p{Script=Han}/u, ['ja', 'zh', 'ko']],
  [/\p{Script=Hangul}/u, ['ko']],
];
const latinToo = new Set(['sr', 'uz', 'az']);

/** Whether a letter belongs to a script the language writes in (Latin for every language not listed above). */
function writes(code: string, letter: string): boolean {
  const found = scripts.find(([pattern]) => pattern.test(letter));
  if (found) return found[1].includes(code);
  return /\p{Script=Latin}/u.test(letter) && (latinToo.has(code) || !scripts.some(([, codes]) => codes.includes(code)));
}

/** Words of a text made of many letters in a script neither its language nor its page's writes: another language. */
function scriptProblem(text: MaskedText, place: TextPlace): string | undefined {
  const codes = [...new Set([lowerCode(place.textCode), lowerCode(place.pageCode)])];
  // Masked words ("K0") are not the writer's letters.
  const letters = [...text.masked.replace(/K\d+/gu, ' ').matchAll(/\p{L}/gu)].map((match) => match[0]);
  if (letters.length < 12) return undefined;
  const own = letters.filter((letter) => codes.some((code) => writes(code, letter))).length;
  if (own / letters.length >= 0.5) return undefined;
  return `a text in another script than ${codes.join('/')}'s: ${quote(text.text)}`;
}

function doubledProblem(text: MaskedText, place: TextPlace): string | undefined {
  const allowed = doubledAllowed[lowerCode(place.textCode)];
  for (const match of text.text.matchAll(/(?<![\p{L}\p{N}\p{M}])(\p{L}{2,})\s+\1(?![\p{L}\p{N}\p{M}‐-])/giu)) {
    const word = (match[1] ?? '').toLocaleLowerCase();
    if (allowed?.has(word)) continue;
    // A doubled word inside one of the owner's words ("Bora Bora") is theirs; one beside it ("Friendly Friendly service") is not.
    if (insideSpan(text.spans, match.index, match.index + match[0].length)) continue;
    return `a doubled word “${match[0]}” in ${quote(text.text)}`;
  }
  return undefined;
}

function cutProblem(sentence: MaskedText, place: TextPlace): string | undefined {
  const endings = cutEndings[lowerCode(place.textCode)];
  const last = /(?:^|[\s,;:—–(«"“„])([\p{L}]+)\s*(?:[.!?]|\.\.\.|…)+["»”’)]*\s*$/u.exec(sentence.masked)?.[1];
  if (endings && last && endings.includes(last.toLocaleLowerCase()) && place.role === 'prose') return `a sentence cut after “${last}”: ${quote(sentence.text)}`;
  const broken = brokenSentenceProblem(sentence.masked, lowerCode(place.textCode));
  return broken ? `${broken}: ${quote(sentence.text)}` : undefined;
}

/** The catalogue: each fault with its detector, in the order a text is read. */
export const faultCatalogue: readonly FaultRule[] = [
  { fault: 'placeholders', bySentence: true, detect: (text) => (placeholderPatterns.some((pattern) => pattern.test(text.masked)) ? `a placeholder left unfilled in ${quote(text.text)}` : undefined) },
  {
    fault: 'filler',
    bySentence: true,
    detect: (text) => (fillerPattern.test(text.masked) || unspacedFiller.some((phrase) => text.masked.includes(phrase)) ? `filler text in ${quote(text.text)}` : undefined),
  },
  { fault: 'markup', bySentence: false, detect: (text) => markupPatterns.find(([pattern]) => pattern.test(text.masked))?.[1].replace(/^/u, 'markup left in the text: ').concat(` in ${quote(text.text)}`) },
  {
    fault: 'model_words',
    bySentence: true,
    detect: (text) => ([...modelWords.en ?? [], ...Object.entries(modelWords).filter(([code]) => code !== 'en').flatMap(([, patterns]) => patterns)].some((pattern) => pattern.test(text.masked)) ? `words of the model itself in ${quote(text.text)}` : undefined),
  },
  { fault: 'doubled_words', bySentence: false, detect: doubledProblem },
  { fault: 'sentences', bySentence: true, detect: cutProblem },
  { fault: 'language', bySentence: false, detect: scriptProblem },
  {
    fault: 'language',
    bySentence: false,
    // A paragraph long enough to tell, in another language of the same script (English in a German text).
    detect: (text, place) => (place.role === 'prose' && text.masked.length >= 300 ? languageProblem(text.masked, lowerCode(place.textCode))?.replace(/^/u, `a paragraph in another language (`).concat(`): ${quote(text.text)}`) : undefined),
  },
];

/** Every fault of the catalogue a text has, at most one of each kind. */
export function textFaults(text: string, place: TextPlace): FoundFault[] {
  const whole = maskText(text, place.protectedWords);
  const sentences = place.role === 'heading' ? [whole] : sentencesOf(text).map((sentence) => maskText(sentence, place.protectedWords));
  const found: FoundFault[] = [];
  for (const rule of faultCatalogue) {
    if (found.some((each) => each.fault === rule.fault)) continue;
    for (const piece of rule.bySentence ? sentences : [whole]) {
      const detail = rule.detect(piece, place);
      if (!detail) continue;
      found.push({ fault: rule.fault, detail, piece: piece.text });
      break;
    }
  }
  return found;
}

/**
 * Sentences said twice on one page, in two different texts: the later ones, with the text that repeats them. A text
 * shown twice as a whole (the call to action in its own section and beside the contact details) is one text of the
 * writer placed twice by the layout, not a sentence the writer repeated.
 */
export function repeatedSentences(shown: readonly string[]): { sentence: string; text: string }[] {
  const seen = new Map<string, number>();
  const out: { sentence: string; text: string }[] = [];
  const texts = [...new Set(shown)];
  texts.forEach((text, index) => {
    for (const sentence of sentencesOf(text)) {
      const key = sentence.toLocaleLowerCase().replace(/\s+/gu, ' ');
      if (key.length < 30 || key.split(' ').length < 5) continue;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else if (first !== index) out.push({ sentence, text });
    }
  });
  return out;
}
