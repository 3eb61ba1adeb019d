import { isUnspacedScript } from '@sitecraft/shared/generation';
import { sentencesOf } from '../content/sentences.ts';
import { brokenSentenceProblem } from './fragments.ts';
import { commonWords, doubledAllowed, endsCut, fillerPhrases, japaneseCut, modelWords, placeholderPatterns } from './fault-words.ts';
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
  /** The language whose rules it is read by (the page's own for menus and labels, else the writer's texts'). */
  textCode: string;
  /** The languages whose scripts the text may be in: the page's and its texts' (English texts on a Japanese page). */
  scriptCodes: readonly string[];
  /** The owner's words: masked before a check reads the text. */
  protectedWords: readonly string[];
  /**
   * Every word of the owner's answers, in lower case. A word of theirs in another script is not the writer's slip:
   * offers read from an English description ("We service") stay English on the Russian pages.
   */
  ownerVocabulary?: ReadonlySet<string> | undefined;
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

const markupPatterns: readonly [RegExp, string][] = [
  [/```|~~~/u, 'a code fence'],
  [/\{\s*"[^"]{1,40}"\s*:|"\s*:\s*["{[]/u, 'JSON'],
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

/**
 * A text whose words are mostly in a script none of its languages writes: another language. Words, not letters, are
 * counted, so a Russian offer with a Latin product name ("UX/UI-дизайн в Figma") is still Russian.
 */
function scriptProblem(text: MaskedText, place: TextPlace): string | undefined {
  const codes = place.scriptCodes.map(lowerCode);
  // Masked words ("K0") are the owner's, not the writer's. A run of one script is a word in scripts without spaces.
  const words = text.masked.replace(/K\d+/gu, ' ').match(/\p{Script=Han}+|\p{Script=Hiragana}+|\p{Script=Katakana}+|\p{Script=Thai}+|\p{L}+/gu) ?? [];
  const foreign = words.filter((word) => {
    if (place.ownerVocabulary?.has(word.toLocaleLowerCase())) return false;
    const letters = [...word];
    return letters.filter((letter) => codes.some((code) => writes(code, letter))).length * 2 < letters.length;
  });
  // Mostly foreign words, or only foreign ones: a product name or a street in Latin letters does not make a Russian text English.
  const mostly = foreign.length >= 4 && foreign.length * 3 > words.length * 2;
  if (!mostly && !(foreign.length >= 2 && foreign.length === words.length)) return undefined;
  return `a text in another script than ${codes.join('/')}'s: ${quote(text.text)}`;
}

/** A run said twice in the text as written, partly inside one of the owner's words and partly outside it. */
function japaneseBesideOwn(text: MaskedText): string | undefined {
  for (const match of text.text.matchAll(/(?!一)([\p{Script=Han}\p{Script=Katakana}ー]{2,})\1/gu)) {
    const end = match.index + match[0].length;
    if (text.spans.some((span) => match.index < span.end && span.start < end) && !insideSpan(text.spans, match.index, end)) return match[0];
  }
  return undefined;
}

function doubledProblem(text: MaskedText, place: TextPlace): string | undefined {
  const code = lowerCode(place.textCode);
  const allowed = doubledAllowed[code];
  // Japanese runs its words together: kanji or katakana said twice in a row (not 一人一人 and its kind, which say "each"),
  // in the masked text, and in the text as written where half of it ends a keyword or name (焼き菓子 菓子).
  const japanese = code === 'ja' ? (/(?!一)([\p{Script=Han}\p{Script=Katakana}ー]{3,}|\p{Script=Han}{2})\1/u.exec(text.masked)?.[0] ?? japaneseBesideOwn(text)) : undefined;
  if (japanese) return `a doubled word “${japanese}” in ${quote(text.text)}`;
  for (const match of text.text.matchAll(/(?<![\p{L}\p{N}\p{M}])(\p{L}{2,})\s+\1(?![\p{L}\p{N}\p{M}‐-])/giu)) {
    const word = (match[1] ?? '').toLocaleLowerCase();
    // "die die" and "nous nous" may be grammar; a word written twice with its capital ("Der Der Sauerteig") is not.
    const [first, second] = match[0].split(/\s+/u);
    if (allowed?.has(word) && !(first === second && /^\p{Lu}/u.test(first ?? ''))) continue;
    // A doubled word inside one of the owner's words ("Bora Bora") is theirs; one beside it ("Friendly Friendly service") is not.
    if (insideSpan(text.spans, match.index, match.index + match[0].length)) continue;
    return `a doubled word “${match[0]}” in ${quote(text.text)}`;
  }
  return undefined;
}

function cutProblem(sentence: MaskedText, place: TextPlace): string | undefined {
  const code = lowerCode(place.textCode);
  if (code === 'ja' && japaneseCut.test(sentence.masked.trim()) && (place.role === 'heading' || /[。！？]$/u.test(sentence.masked.trim()))) return `a sentence cut after a linking word: ${quote(sentence.text)}`;
  // A sentence ends on its punctuation; a heading or title may have none ("Fresh bread and").
  const ending = place.role === 'prose' ? /(?:^|[\s,;:—–(«"“„])([\p{L}]+)\s*(?:[.!?]|\.\.\.|…)+["»”’)]*\s*$/u : /(?:^|[\s,;:—–(«"“„])([\p{L}]+)\s*[.!?]?["»”’)]*\s*$/u;
  const found = ending.exec(sentence.masked);
  const last = found?.[1];
  // The word before the last, for a word that only some words may strand ("proud of" ends a sentence, "quality of" does not).
  const before = found ? sentence.masked.slice(0, found.index + found[0].indexOf(last ?? '')).trimEnd().match(/[\p{L}’']+$/u)?.[0]?.toLocaleLowerCase() : undefined;
  if (last && last === last.toLocaleLowerCase() && endsCut([before ?? '', last], code)) return `a sentence cut after “${last}”: ${quote(sentence.text)}`;
  const broken = brokenSentenceProblem(sentence.masked, lowerCode(place.textCode));
  return broken ? `${broken}: ${quote(sentence.text)}` : undefined;
}

/** A text of eight words or more holding more than twice as many common words of another language as of its own. */
function commonWordsProblem(text: MaskedText, place: TextPlace): string | undefined {
  const own = commonWords[lowerCode(place.textCode)];
  if (!own || place.scriptCodes.some((code) => lowerCode(code) !== lowerCode(place.textCode))) return undefined;
  const words = text.masked.replace(/K\d+/gu, ' ').toLocaleLowerCase().match(/[\p{L}’']+/gu) ?? [];
  if (words.length < 8) return undefined;
  const count = (set: ReadonlySet<string>) => words.filter((word) => set.has(word)).length;
  const mine = count(own);
  const [other, most] = Object.entries(commonWords).filter(([code]) => code !== lowerCode(place.textCode)).map(([code, set]) => [code, count(set)] as const).sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return most >= 3 && most > 2 * mine ? `a text in another language (it reads as ${other}): ${quote(text.text)}` : undefined;
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
  { fault: 'language', bySentence: false, detect: commonWordsProblem },
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
 * shown twice as a whole (a layout may place one text of the writer twice) is not a sentence the writer repeated.
 */
export function repeatedSentences(shown: readonly string[]): { sentence: string; text: string }[] {
  const seen = new Map<string, number>();
  const out: { sentence: string; text: string }[] = [];
  const texts = [...new Set(shown)];
  texts.forEach((text, index) => {
    for (const sentence of sentencesOf(text)) {
      const key = sentence.toLocaleLowerCase().replace(/\s+/gu, ' ');
      // Five words, or (in a script written without spaces) thirty characters alone.
      if (key.length < 30 || (key.split(' ').length < 5 && !isUnspacedScript(key.charAt(0)))) continue;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else if (first !== index) out.push({ sentence, text });
    }
  });
  return out;
}
