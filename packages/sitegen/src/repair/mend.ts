import { sentencesOf } from '../content/sentences.ts';
import type { StopWordFilter } from '../safety/stop-words.ts';
import type { QualityCheck } from '../quality/check-site.ts';
import type { Failing } from './locate.ts';
import { sayOnce, withoutLabel, withoutMarkup, withoutSentences } from './scrub.ts';

/** Slips of a broken sentence an editor corrects without asking anyone: the fix is sure and loses nothing. */
const inPlace: readonly [string, (text: string) => string][] = [
  ['a space before punctuation', (text) => text.replace(/\s+([,.])(?!\d)/gu, '$1')],
  ['empty brackets or quotes', (text) => text.replace(/\s*(?:\(\s*\)|«\s*»|“\s*”|"\s*")/gu, '')],
  ['punctuation with nothing between', (text) => text.replace(/[,;:]\s*([,.;:!?])/gu, '$1')],
];

// Faults that lie in one sentence: a paragraph that has others is mended by leaving it out.
const inOneSentence: ReadonlySet<QualityCheck> = new Set(['keyword_sentences', 'claims', 'placeholders', 'filler', 'model_words', 'repeated_sentences', 'sentences']);

/**
 * A failing text mended where the fix needs no writer: a doubled word said once, markup and a keyword set in front of
 * a paragraph as a label taken out, stray spaces and empty brackets gone, and a sentence at fault (broken, cut, holding a placeholder, filler or the model's own words,
 * said twice on the page, only holding a keyword, stating what the owner's facts do not, or with a stop word) left out
 * of a paragraph that keeps others. Undefined when none applies (the caller checks the result against the schema and
 * the checks).
 */
export function mendInPlace(text: string, failing: Failing, stopWords: StopWordFilter): string | undefined {
  if (failing.checks.includes('language')) return undefined;
  if (failing.check === 'stop_words') {
    const prose = sentencesOf(text).length > 1 ? stopWords.prose(text) : '';
    return prose && prose !== text ? prose : undefined;
  }
  let out = text;
  if (failing.checks.includes('doubled_words')) out = sayOnce(out, failing.reasons);
  if (failing.checks.includes('markup')) out = withoutMarkup(out);
  if (failing.checks.includes('keyword_headings')) out = withoutLabel(out, failing.reasons);
  if (failing.checks.includes('sentences')) for (const [problem, fix] of inPlace) if (failing.reasons.some((reason) => reason.startsWith(problem))) out = fix(out);
  if (out !== text) return out;
  return failing.checks.some((check) => inOneSentence.has(check)) ? withoutSentences(text, failing.pieces) : undefined;
}
