import type { OpeningHours } from '@sitecraft/shared/generation';
import { germanRules, frenchRules, spanishRules } from './claim-rules/european.ts';
import { englishRules } from './claim-rules/english.ts';
import { figures } from './claim-rules/numbers.ts';
import { russianRules } from './claim-rules/russian.ts';
import { quotedReview, type ClaimKind, type ClaimRule } from './claim-rules/rule.ts';

export type { ClaimKind } from './claim-rules/rule.ts';
export { claimKinds } from './claim-rules/rule.ts';

/** A promise, policy or figure a text states: "24 h to answer every message", "since 1998", "free". */
export interface Claim {
  kind: ClaimKind;
  /** The words that state it, as written. */
  text: string;
  /** What it says, to compare with the owner's facts ("count:4", "free:consu", "hours:sat"). */
  keys: string[];
}

/**
 * What the owner told about the business: a claim is true only where these state it. The fields are those of the
 * model's `business` (offers with their prices, opening hours, reviews, the places served, the ways to pay, the year
 * founded, phone, address, email); `words` are the other texts the owner typed (the description, the business name, the
 * theme, the keywords); `year` is the year a text is written in, for "25 years of experience" against the year founded.
 */
export interface OwnerFacts {
  description?: string;
  offers?: readonly { name: string; price?: string }[];
  hours?: OpeningHours;
  phone?: string;
  address?: string;
  email?: string;
  reviews?: readonly { quote: string; name?: string; source?: string }[];
  areasServed?: readonly string[];
  paymentMethods?: readonly string[];
  yearFounded?: number;
  year?: number;
  words?: readonly string[];
}

const rulesByLanguage: Readonly<Record<string, readonly ClaimRule[]>> = {
  en: [...englishRules, quotedReview],
  ru: [...russianRules, quotedReview],
  de: [...germanRules, quotedReview],
  fr: [...frenchRules, quotedReview],
  es: [...spanishRules, quotedReview],
};
const allRules = Object.values(rulesByLanguage).flat();

/** Whether the claims catalogue has rules for a language (elsewhere no text is found to claim anything). */
export function judgesClaimsIn(language: string): boolean {
  return rulesByLanguage[language] !== undefined;
}

function claimsBy(rules: readonly ClaimRule[], text: string): Claim[] {
  const out: Claim[] = [];
  for (const rule of rules) {
    for (const match of text.matchAll(rule.pattern)) {
      const around = text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20);
      if (rule.unless?.test(around)) continue;
      const said = match[0].trim();
      if (out.some((claim) => claim.kind === rule.kind && claim.text === said)) continue;
      const after = text.slice(match.index + match[0].length, match.index + match[0].length + 30);
      out.push({ kind: rule.kind, text: said, keys: rule.keys?.(said, after) ?? [`${rule.kind}:${figures(said).join(',')}`] });
    }
  }
  return out;
}

// The same texts are read again and again (every alternative of a pack by every site, every page by each check).
const read = new Map<string, Claim[]>();

/** Every claim of the catalogue a text states, read by the rules of its language. */
export function claimsIn(text: string, language: string): Claim[] {
  return claimsRead(language, text, () => rulesByLanguage[language] ?? []);
}

function claimsRead(language: string, text: string, rules: () => readonly ClaimRule[]): Claim[] {
  const key = `${language}:${text}`;
  const known = read.get(key);
  if (known) return known;
  if (read.size >= 50_000) read.clear();
  const claims = claimsBy(rules(), text);
  read.set(key, claims);
  return claims;
}

/** Every text of the owner's facts, as one. */
export function ownerFactsText(facts: OwnerFacts): string {
  const offers = (facts.offers ?? []).map((offer) => [offer.name, offer.price].filter(Boolean).join(' '));
  const reviews = (facts.reviews ?? []).map((review) => [review.quote, review.name, review.source].filter(Boolean).join(' '));
  return [facts.description, ...offers, facts.hours?.note, ...reviews, ...(facts.areasServed ?? []), ...(facts.paymentMethods ?? []), facts.address, facts.phone, facts.email, ...(facts.words ?? [])]
    .filter(Boolean)
    .join('\n');
}

/** The keys of the claims the owner's facts make: any language's rules read them, and the opening hours name their days. */
function factKeys(facts: OwnerFacts): Set<string> {
  const keys = new Set(claimsRead('*', ownerFactsText(facts), () => allRules).flatMap((claim) => claim.keys));
  const days = facts.hours?.days ?? [];
  if (facts.hours) keys.add('hours');
  for (const day of days) keys.add(`hours:${day.day}`);
  if (days.length === 7) keys.add('hours:all');
  if (facts.reviews?.length) keys.add('review:');
  if (facts.yearFounded !== undefined) {
    // "Since 1998", and any count of years up to the business's age ("over 20 years", "decades of" from 20 on).
    const age = (facts.year ?? new Date().getUTCFullYear()) - facts.yearFounded;
    keys.add(`years:${facts.yearFounded}`);
    for (let years = 1; years <= age; years += 1) keys.add(`years:${years}`);
    if (age >= 2) keys.add('years:');
  }
  return keys;
}

/**
 * The claims of a text that the owner's facts do not support: a promise, policy or figure stated only where the facts
 * state it too ("same or next day" in the description supports "next-day delivery"; an offer named "Free
 * consultation" supports "a free consultation"; opening hours support "open on Saturdays" when Saturday is among them).
 */
export class ClaimFilter {
  private readonly supported: Set<string>;
  private readonly factsText: string;
  private readonly ownNames: readonly RegExp[];

  constructor(
    private readonly language: string,
    facts: OwnerFacts,
  ) {
    this.supported = factKeys(facts);
    this.factsText = ownerFactsText(facts).toLocaleLowerCase();
    const names = [...(facts.words ?? []), ...(facts.offers ?? []).map((offer) => offer.name), ...(facts.areasServed ?? [])];
    this.ownNames = names
      .map((name) => name.trim())
      .filter((name) => name.length >= 2 && name.length <= 120)
      .sort((a, b) => b.length - a.length)
      .map((name) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'));
  }

  /** The text with the owner's own names (the business's, its offers', the keywords) masked: "Studio 54" counts nothing. */
  private masked(text: string): string {
    return this.ownNames.reduce((out, name) => out.replace(name, '…'), text);
  }

  find(text: string): Claim[] {
    // A claim of a few words the owner wrote as they are ("same-day delivery") is theirs; one word ("free") says too little.
    const written = (claim: Claim) => /\s\S+\s/u.test(claim.text) && this.factsText.includes(claim.text.toLocaleLowerCase());
    return claimsIn(this.masked(text), this.language).filter((claim) => !written(claim) && !claim.keys.some((key) => this.supported.has(key)));
  }

  has(text: string): boolean {
    return this.find(text).length > 0;
  }
}

/** The claims of a text, in a language, that the owner's facts do not support (see ClaimFilter). */
export function unsupportedClaims(text: string, language: string, facts: OwnerFacts): Claim[] {
  return new ClaimFilter(language, facts).find(text);
}
