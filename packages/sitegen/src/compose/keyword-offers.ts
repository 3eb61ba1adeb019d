import { wholeWordPattern } from '@sitecraft/shared/generation';
import type { CopyBrief } from '../ai/provider.ts';
import { keywordPhrase, ownTowns, type KeywordPhrase } from '../content/keyword-phrase.ts';
import type { OfferFact } from '../trades/brief.ts';
import { inSentence } from '../trades/owner-offers.ts';
import { capitalise, type Chooser } from './choose.ts';
import type { Frames } from './frames.ts';

const listed = 3;

/** Offer names as a list inside a sentence: "full groom, bath and brush, and hand stripping"; "…, rye bread and more" when some are left out. */
export function offerList(names: readonly string[], join: Frames['offerList']): string {
  const shown = names.slice(0, listed).map(inSentence);
  const items = names.length > listed ? [...shown, join.more] : shown;
  if (items.length <= 1) return items.join('');
  // A name that holds "and" itself ("bath and brush") needs a comma before the last one to keep the list readable.
  const serial = items.some((item) => wholeWordPattern(join.and, 'iu').test(item)) ? ',' : '';
  return `${items.slice(0, -1).join(', ')}${serial} ${join.and} ${items.at(-1) ?? ''}`;
}

/**
 * A sentence that carries a keyword beside what the business offers, so that it says something of the business
 * rather than exists to hold the keyword; undefined when no wording is free of stop words (or there are no offers).
 * The keyword is written as a sentence writes it ("dog grooming in Bristol"), and one that names the business itself
 * ("florist in York") introduces the business rather than stands for what it offers.
 */
export function keywordSentence(phrase: KeywordPhrase, offers: readonly OfferFact[], frames: Frames, choose: Chooser): string | undefined {
  const names = offers.map((offer) => offer.title);
  const slots = { kw: phrase.text, Kw: capitalise(phrase.text) };
  if (phrase.business) return names.length > 0 ? choose.one(frames.keywordBusinessOffers, { ...slots, offers: offerList(names, frames.offerList) }) : undefined;
  const named = names.find((name) => wholeWordPattern(phrase.topic, 'iu').test(name) || wholeWordPattern(name, 'iu').test(phrase.topic));
  const others = names.filter((name) => name !== named);
  if (!named) return others.length > 0 ? choose.one(frames.keywordOffers, { ...slots, offers: offerList(others, frames.offerList) }) : undefined;
  return others.length > 0 ? choose.one(frames.keywordOneOffer, { ...slots, others: offerList(others, frames.offerList) }) : choose.one(frames.keywordOnlyOffer, slots);
}

/** How the composer writes a keyword of the brief: with the business's town after "in" where it ends in it. */
export function briefKeyword(brief: CopyBrief, keyword: string): KeywordPhrase {
  return keywordPhrase(keyword, brief.trade.factsLanguage, ownTowns(brief.address, brief.description), brief.description);
}
