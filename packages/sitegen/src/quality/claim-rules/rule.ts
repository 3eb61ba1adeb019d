/**
 * What a promise, policy or figure about a business is: the classes of the claims catalogue. A site states one only
 * where the owner's facts do.
 */
export type ClaimKind =
  | 'response_time'
  | 'turnaround'
  | 'guarantee'
  | 'deposit'
  | 'years'
  | 'count'
  | 'free'
  | 'superlative'
  | 'certification'
  | 'policy'
  | 'hours'
  | 'review';

export const claimKinds: readonly ClaimKind[] = ['response_time', 'turnaround', 'guarantee', 'deposit', 'years', 'count', 'free', 'superlative', 'certification', 'policy', 'hours', 'review'];

export interface ClaimRule {
  kind: ClaimKind;
  /** Matched anywhere in a text (global, Unicode, case-insensitive). */
  pattern: RegExp;
  /**
   * What the claim says, to compare with the owner's facts: a claim is supported by one of the same kind and key.
   * By default the kind and the figures it names ("count:4"); hours name their days ("hours:sat"); "free" names what
   * follows it (`after`: the words after the match).
   */
  keys?: (match: string, after: string) => string[];
  /** Words around a match (20 characters either side) that make it no claim: "feel free", "a term deposit". */
  unless?: RegExp;
}

/** A start of a word in any script (`\b` knows only ASCII letters). */
const start = '(?<![\\p{L}\\p{N}])';
/** An end of a word in any script. */
const end = '(?![\\p{L}\\p{N}])';

/** A rule's pattern: `source` from a word's start to a word's end, where `~` stands for a stem's endings ("гарант~"). */
export function words(source: string): RegExp {
  return new RegExp(`${start}(?:${source.replaceAll('~', '\\p{L}*')})${end}`, 'giu');
}

/** A customer's words in quotes, signed with a name ("“Best groomers in town!” — Anna K."): a review, in any language. */
export const quotedReview: ClaimRule = { kind: 'review', pattern: /[“"«„][^”"»“]{8,}[”"»“]\s*[—–-]\s*\p{Lu}\p{L}*/gu, keys: () => ['review:'] };
