import { isUnspacedScript } from '@sitecraft/shared/generation';
import { joinSentences, leadingSentences, sentencesOf } from '../content/sentences.ts';
import { endsCut, modelNoteAfter, modelNoteBefore, placeholderPatterns } from '../quality/fault-words.ts';

/*
 * Edits that set a slip right without a writer, for the faults of the output catalogue: each takes the text and the
 * fault's own words (its reasons) and loses nothing the text meant to say.
 */

/** The doubled words the check quoted, said once ("Friendly Friendly service" → "Friendly service"). */
export function sayOnce(text: string, reasons: readonly string[]): string {
  let out = text;
  for (const reason of reasons) {
    const pair = /^a doubled word “(.+?)”/u.exec(reason)?.[1];
    // Japanese says a word twice with no space between: the pair is one half written twice.
    const half = pair && !/\s/u.test(pair) && pair.length % 2 === 0 ? pair.slice(0, pair.length / 2) : undefined;
    const word = half && pair === half + half ? half : pair?.split(/\s+/u)[0];
    if (pair && word) out = out.replace(pair, word);
  }
  return out;
}

const entities: Readonly<Record<string, string>> = { amp: '&', nbsp: ' ', quot: '"', lt: '<', gt: '>', apos: "'" };

/** Markdown, HTML tags and entities, code fences and escapes taken out, the words kept. */
export function withoutMarkup(text: string): string {
  return text
    .replace(/```[\p{L}]*|~~~/gu, '')
    .replace(/<\/?[\p{L}][^>]*>/gu, ' ')
    .replace(/&(amp|nbsp|quot|lt|gt|apos);/giu, (_, name: string) => entities[name.toLowerCase()] ?? ' ')
    .replace(/&#x([\da-f]+);/giu, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/gu, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\[([^\]\n]+)\]\([^)\s]+\)/gu, '$1')
    .replace(/\*\*|__(?=\p{L})|(?<=\p{L})__|`/gu, '')
    .replace(/(^|\n)\s*#{1,6}\s+/gu, '$1')
    .replace(/^\s*[-*•]\s+/u, '')
    .replace(/\\[nt]/gu, ' ')
    .replace(/\\"/gu, '"')
    .replace(/\s+([,.;:!?])/gu, '$1')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

/** The text without the sentences at fault, when others are left. */
export function withoutSentences(text: string, pieces: readonly string[]): string | undefined {
  const sentences = sentencesOf(text);
  const kept = sentences.filter((sentence) => !pieces.includes(sentence));
  return kept.length > 0 && kept.length < sentences.length ? joinSentences(kept) : undefined;
}

/** Whether these words, as written, end on one that leaves them cut ("…the quality of"; not "…we are proud of"). */
const cutAtEnd = (words: readonly string[], code: string) =>
  endsCut(
    words.slice(-2).map((word) => word.replace(/^[,;:—–(«"“„]+/u, '').toLocaleLowerCase()),
    code.split('-')[0] ?? '',
  );

/** A sentence cut after an article or conjunction, ended on the word before it ("…come back, and." → "…come back."). */
export function endedEarlier(sentence: string, code: string): string {
  const stop = /([.!?]|\.\.\.|…)+["»”’)]*\s*$/u.exec(sentence)?.[0]?.trim().charAt(0) ?? '.';
  const words = sentence.replace(/([.!?]|\.\.\.|…)+["»”’)]*\s*$/u, '').split(/\s+/u);
  while (words.length > 1 && cutAtEnd(words, code)) words.pop();
  return `${words.join(' ').replace(/[\s,;:—–-]+$/u, '')}${stop === '…' ? '.' : stop}`;
}

/** A text shortened at a word to `max` characters, without a dangling article or conjunction at its end. */
export function shortenedAtWord(text: string, max: number, code: string): string {
  const words = text.replace(/\s+/gu, ' ').trim().split(' ');
  while (words.length > 1 && (words.join(' ').length > max || cutAtEnd(words, code))) words.pop();
  return words.join(' ').replace(/[\s,;:—–|-]+$/u, '');
}

// The catalogue's own placeholder patterns, each taking out every token it finds.
const placeholderTokens = placeholderPatterns.map((pattern) => new RegExp(pattern.source, `${pattern.flags}g`));

/** What a token taken out leaves: a space, or nothing between letters of a script written without spaces. */
const gap = (token: string, at: number, whole: string) => ([whole.charAt(at - 1), whole.charAt(at + token.length)].some(isUnspacedScript) ? '' : ' ');

/** Tidies the punctuation a removed token leaves behind. */
const tidy = (text: string) =>
  text
    .replace(/\(\s*\)|«\s*»|“\s*”|"\s*"/gu, ' ')
    .replace(/\s+([,.;:!?])/gu, '$1')
    .replace(/([,;:]\s*)+([,.;:!?])/gu, '$2')
    .replace(/\s{2,}/gu, ' ')
    .replace(/^[\s,.;:—–-]+/u, '')
    .trim();

/**
 * A text set right by taking the fault out, when dropping its sentence is not enough (a heading, or a paragraph of one
 * sentence): placeholders and a model's "Note:" taken out, a cut sentence ended on the word before, a text too long
 * for its place shortened at a word. Undefined when nothing changed.
 */
export function scrubbed(text: string, checks: readonly string[], pieces: readonly string[], code: string, maxLength: number): string | undefined {
  let out = text;
  if (checks.includes('placeholders')) out = tidy(placeholderTokens.reduce((text, pattern) => text.replace(pattern, gap), out));
  if (checks.includes('model_words')) out = out.replace(modelNoteBefore, '').replace(modelNoteAfter, '');
  if (checks.includes('sentences')) for (const piece of pieces) if (out.includes(piece)) out = out.replace(piece, endedEarlier(piece, code));
  if (checks.includes('too_long')) out = fitted(out, maxLength, code);
  out = out.trim();
  return out && out !== text ? `${out.charAt(0).toLocaleUpperCase()}${out.slice(1)}` : undefined;
}

/** A text within `max` Latin letters' width (a CJK character counts twice): its leading whole sentences, or cut at a word. */
function fitted(text: string, max: number, code: string): string {
  const wide = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー、。「」（）：！？]/gu)?.length ?? 0;
  const room = wide > text.length / 2 ? Math.floor(max / 2) : max;
  return (sentencesOf(text).length > 1 ? leadingSentences(text, room) : '') || shortenedAtWord(text, room, code);
}

/**
 * A keyword the check found set in front of a paragraph as a label ("Sourdough bread: Rye is dense…") taken off it. A
 * heading with one is the writer's to word anew (see keyword-headings), so only the paragraph's reason is read.
 */
export function withoutLabel(text: string, reasons: readonly string[]): string {
  let out = text;
  for (const reason of reasons) {
    const keyword = /^the text “[\s\S]*” puts the keyword “(.+?)” in front as a label/u.exec(reason)?.[1];
    if (!keyword || !out.trimStart().toLocaleLowerCase().startsWith(keyword.toLocaleLowerCase())) continue;
    const rest = out.trimStart().slice(keyword.length).replace(/^\s*[:：]\s*/u, '');
    if (rest) out = `${rest.charAt(0).toLocaleUpperCase()}${rest.slice(1)}`;
  }
  return out;
}
