import type { QualityProblem } from './check-site.ts';

const reasons: Record<QualityProblem['check'], string> = {
  stop_words: 'a stop word could not be avoided',
  keywords: 'a keyword could not be placed',
  keyword_headings: 'a heading reads as a list of keywords rather than a title',
  language: 'a page is not in the chosen language',
  trade: 'a page names offers of another trade',
  sentences: 'a heading or sentence came out broken',
  links: 'a link leads to a missing page',
};

/** The reason a run failed the quality stage, in words the customer can act on. */
export function qualityMessage(problems: readonly QualityProblem[]): string {
  const [first] = problems;
  if (!first) return '';
  const advice = first.check === 'stop_words' || first.check === 'keywords'
    ? ' Try fewer or shorter stop words, or a keyword that does not contain a stop word.'
    : first.check === 'keyword_headings'
      ? ' Try fewer keywords, or keywords that do not share words; your credits were returned.'
      : ' Please try again; your credits were returned.';
  return `The website did not pass the quality check: ${reasons[first.check]} (${first.page}: ${first.detail}).${advice}`;
}
