import type { CopyBrief } from '../ai/provider.ts';
import { ClaimFilter, type OwnerFacts } from '../quality/claims.ts';

/** What the owner told of the business, as the claims catalogue reads it: the brief's facts and every answer they typed. */
export function ownerFactsOf(brief: CopyBrief): OwnerFacts {
  return { ...brief.facts, description: brief.description, words: [brief.brand, brief.theme, ...brief.keywords] };
}

/** The claims a text of this brief may not state: those its owner's facts do not, read in the pack's language. */
export function claimFilterOf(brief: CopyBrief): ClaimFilter {
  return new ClaimFilter(brief.trade.factsLanguage, ownerFactsOf(brief));
}
