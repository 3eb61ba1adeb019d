import type { QualityProblem } from './check-site.ts';

const reasons: Record<QualityProblem['check'], string> = {
  stop_words: 'a stop word could not be avoided',
  keywords: 'a keyword could not be placed',
  keyword_headings: 'a heading reads as a list of keywords rather than a title',
  keyword_sentences: 'a sentence only holds a keyword instead of saying something of the business',
  language: 'a page is not in the chosen language',
  trade: 'a page names offers of another trade',
  sentences: 'a heading or sentence came out broken',
  claims: 'a text states a promise, figure or review the owner did not give',
  links: 'a link leads to a missing page',
};

/**
 * The reason a run failed the quality stage, in words the customer can act on: which of their answers is the cause,
 * where one is (stop words are named only when they gave some).
 */
export function qualityMessage(problems: readonly QualityProblem[], stopWordsGiven: boolean): string {
  const [first] = problems;
  if (!first) return '';
  const advice = first.check === 'stop_words' && stopWordsGiven
    ? ' Your stop words are the cause: try fewer or shorter stop words; your credits were returned.'
    : first.check === 'keywords' || first.check === 'keyword_headings' || first.check === 'keyword_sentences'
      ? ' Your keywords are the cause: try fewer keywords, or keywords that do not share words; your credits were returned.'
      : ' Please try again; your credits were returned.';
  return `The website did not pass the quality check: ${reasons[first.check]} (${first.page}: ${first.detail}).${advice}`;
}
