import { shownSections, type Business, type PageModel } from '../model/site-model.ts';
import { listCount } from '../compose/article-counts.ts';
import { sentencesOf } from '../content/sentences.ts';
import { ClaimFilter, judgesClaimsIn, type ClaimKind } from './claims.ts';
import type { PageText } from './page-texts.ts';

const what: Readonly<Record<ClaimKind, string>> = {
  response_time: 'a response time',
  turnaround: 'a delivery or turnaround time',
  guarantee: 'a guarantee',
  deposit: 'a deposit or prepayment',
  years: 'a founding year or years of experience',
  count: 'a count of clients, people or things',
  free: 'something free',
  superlative: 'a superlative',
  certification: 'a certification, licence, insurance or award',
  policy: 'a promise of how the business works',
  hours: 'opening hours',
  review: 'a review or what customers say',
};

/** Sentences with a quote's signature ("— Anna K.") kept beside the quote it signs: a review reads as one. */
function attributed(sentences: readonly string[]): string[][] {
  const out: string[][] = [];
  for (const sentence of sentences) {
    const last = out.at(-1);
    if (last && /^[—–-]\s*\p{Lu}/u.test(sentence)) last.push(sentence);
    else out.push([sentence]);
  }
  return out;
}

export interface ClaimProblem {
  detail: string;
  /** The heading or sentence that states it. */
  text: string;
}

/** The claims filter of a site's edition: the business's facts and every answer the owner typed, in the texts' language. */
export function siteClaims(business: Business, customerTexts: readonly string[], textCode: string, generatedAt: string): ClaimFilter | undefined {
  if (!judgesClaimsIn(textCode)) return undefined;
  const year = Number(generatedAt.slice(0, 4));
  return new ClaimFilter(textCode, { ...business, words: customerTexts, ...(Number.isFinite(year) ? { year } : {}) });
}

/**
 * What a page states that the owner's facts do not: a promise, policy, figure or review (see the claims catalogue), in a
 * heading or a sentence of its texts; and an article whose title counts a list ("Five questions…") of another length
 * than its sections (but a closing one headed by a keyword, `keywordHeading`).
 */
export function claimProblems(page: PageModel, texts: readonly PageText[], claims: ClaimFilter, textCode: string, keywordHeading: (heading: string) => boolean): ClaimProblem[] {
  const out: ClaimProblem[] = [];
  for (const text of texts) {
    for (const pieces of text.role === 'heading' ? [[text.text]] : attributed(sentencesOf(text.text))) {
      for (const claim of claims.find(pieces.join(' '))) {
        const detail = `“${claim.text}” states ${what[claim.kind]} that the owner’s facts do not give: say nothing the facts do not say`;
        for (const piece of pieces) out.push({ detail, text: piece });
      }
    }
  }
  for (const section of shownSections(page)) {
    if (section.kind !== 'article') continue;
    const count = listCount(section.data.title, textCode);
    const { sections } = section.data;
    const listed = sections.length - (sections.length > 1 && keywordHeading(sections.at(-1)?.heading ?? '') ? 1 : 0);
    if (count !== undefined && count !== listed) out.push({ detail: `the title counts ${count} but the article has ${listed} sections`, text: section.data.title });
  }
  return out;
}
