import { joinSentences, sentencesOf } from '../content/sentences.ts';
import type { StopWordFilter } from '../safety/stop-words.ts';
import type { Failing } from './locate.ts';

// The same word twice or more in a row, in any script (the quality stage's "a doubled word").
const doubled = /(?<![\p{L}\p{N}\p{M}])(\p{L}{2,})(?:\s+\1)+(?![\p{L}\p{N}\p{M}])/giu;

/** Slips an editor corrects without asking anyone: the fix is sure and loses nothing. */
const inPlace: readonly [string, (text: string) => string][] = [
  ['a doubled word', (text) => text.replace(doubled, '$1')],
  ['a space before punctuation', (text) => text.replace(/\s+([,.])(?!\d)/gu, '$1')],
  ['empty brackets or quotes', (text) => text.replace(/\s*(?:\(\s*\)|«\s*»|“\s*”|"\s*")/gu, '')],
  ['punctuation with nothing between', (text) => text.replace(/[,;:]\s*([,.;:!?])/gu, '$1')],
];

function withoutSentences(text: string, pieces: readonly string[]): string | undefined {
  const sentences = sentencesOf(text);
  const kept = sentences.filter((sentence) => !pieces.includes(sentence));
  return kept.length > 0 && kept.length < sentences.length ? joinSentences(kept) : undefined;
}

/**
 * A failing text mended where the fix needs no writer: a doubled word said once, stray spaces and empty brackets
 * gone, and a broken sentence, one that only holds a keyword, one that states what the owner's facts do not, or one
 * with a stop word left out of a paragraph that keeps others. Undefined when none applies (the caller checks the result
 * against the schema and the checks).
 */
export function mendInPlace(text: string, failing: Failing, stopWords: StopWordFilter): string | undefined {
  if (failing.checks.includes('language')) return undefined;
  if (failing.check === 'stop_words') {
    const prose = sentencesOf(text).length > 1 ? stopWords.prose(text) : '';
    return prose && prose !== text ? prose : undefined;
  }
  if (failing.check === 'keyword_sentences' || failing.check === 'claims') return withoutSentences(text, failing.pieces);
  if (!failing.checks.includes('sentences')) return undefined;
  let out = text;
  for (const [problem, fix] of inPlace) if (failing.reasons.some((reason) => reason.startsWith(problem))) out = fix(out);
  if (out !== text) return out;
  return withoutSentences(text, failing.pieces);
}
