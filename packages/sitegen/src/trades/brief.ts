import type { Offer as OwnerOffer } from '@sitecraft/shared/generation';
import { keywordPhrase } from '../content/keyword-phrase.ts';
import { joinSentences, sentencesOf } from '../content/sentences.ts';
import { ClaimFilter } from '../quality/claims.ts';
import type { StopWordFilter } from '../safety/stop-words.ts';
import { generalTrade } from './general.ts';
import { OfferWords, absentStems, tradeWideStems } from './offer-words.ts';
import { byDescription, negatedStems, offerTextWriter, ownerOffers, type ShownOffer } from './owner-offers.ts';
import type { OfferKind, Trade, TradeTexts } from './types.ts';

/** One offer as the writers are told about it: its own words in the facts' language and its price. */
export interface OfferFact {
  title: string;
  text: string;
  /** US dollars; the engine shows it in the site country's currency. */
  price?: number;
  from?: boolean;
  unit?: string;
  /** The owner's own price ("£45", "from 20 €"), shown as written instead of a converted one. */
  priceText?: string;
  /** The lucide icon of its picture, where the catalogue names one. */
  icon?: string;
}

/** An offer's text with the business name in place of {brand} (offers are facts, not alternatives to choose from). */
export function withBrand(text: string, brand: string): string {
  return text.replaceAll('{brand}', brand);
}

export interface PlanFact {
  name: string;
  price: number;
  text: string;
  features: string[];
}

/** What every writer (composer or AI) is told about the trade of one site in one language. */
export interface TradeBrief {
  id: string;
  kind: OfferKind;
  /** The language of the facts below: the pack's own ("en" or "ru"); an AI translates them. */
  factsLanguage: 'en' | 'ru';
  noun: string;
  descriptor: string;
  audience: string;
  offersLabel?: string;
  offers: OfferFact[];
  /** Whether the offers are the owner's own list: the writers name exactly these and no other. */
  ownerOffers: boolean;
  /**
   * Stems of the words of the trade's offers the site does not show ("walk", "board" for a grooming salon): texts
   * holding them are left out, so that no testimonial, question or article speaks of an offer the site lacks.
   */
  absent: string[];
  /**
   * The same found against the shown offers' names alone, not their descriptions: a heading, the hero or a call to
   * action holding one promises an offer the site lacks ("nail trims" for a groomer listing a full groom, whose
   * description speaks of nails), or a line of work it lacks ("whether you're at home or away" without sitting).
   */
  unoffered: string[];
  plans?: PlanFact[];
}

/** What the owner said that decides the offers. */
export interface BriefAnswers {
  description: string;
  keywords: readonly string[];
  /** The owner's offers, when given: the site shows exactly these. */
  offers?: readonly OwnerOffer[];
  /** The business's towns (ownTowns): a keyword's town is no part of an offer's name. */
  towns?: readonly string[];
}

/** The pack language a site language is written from: Russian for Russian, English for every other. */
export function factsLanguage(code: string): 'en' | 'ru' {
  return code === 'ru' ? 'ru' : 'en';
}

const offerCount: Record<OfferKind, number> = { menu: 8, services: 6, products: 6, software: 6 };

const offerVerbs = /(?:^|[\s,;])(?:we\s+)?(?:offer|offers|sell|sells|make|makes|provide|provides|specialise in|specialize in|предлагаем|продаём|продаем|делаем|изготавливаем|оказываем|занимаемся)\s+([^.!?]+)/iu;

const listSeparator = /,|;|\s+(?:and|or|и|или)\s+/u;

/**
 * The offers a description names in its own words: the phrases after "we offer", "we sell"…, or a list after a
 * colon ("A flower shop in York: bouquets, wedding flowers and plants"). A colon that opens no list (a time, an
 * address, "Call us: +44…", "Website: https://…") names no offer, and no phrase without letters or holding an
 * address is taken for one.
 */
export function offerPhrases(description: string): string[] {
  const afterColon = /:\s*([^.!?:]+)/u.exec(description)?.[1];
  const clause = offerVerbs.exec(description)?.[1] ?? (afterColon && listSeparator.test(afterColon) ? afterColon : '');
  return clause
    .split(listSeparator)
    .map((phrase) => phrase.trim().replace(/^(?:a|an|the|with)\s+/i, ''))
    .filter((phrase) => phrase.split(/\s+/).length <= 6 && phrase.length >= 3 && phrase.length <= 60)
    .filter((phrase) => /\p{L}{3}/u.test(phrase) && !/\/\/|@|www\.|\d{3}/u.test(phrase));
}

/**
 * A general business's offers in the customer's own words: the phrases the description names (offerPhrases), then
 * the keywords, without their town ("dog grooming" of "dog grooming Bristol"); a keyword that names the business
 * itself ("florist York") names no offer.
 */
export function describedOffers(description: string, keywords: readonly string[], kind: OfferKind, language: 'en' | 'ru', stopWords: StopWordFilter, towns: readonly string[] = []): OfferFact[] {
  const titles: string[] = [];
  const topics = keywords.map((keyword) => keywordPhrase(keyword, language, towns, description)).filter((phrase) => !phrase.business).map((phrase) => phrase.topic);
  for (const title of [...offerPhrases(description), ...topics]) {
    const capitalised = title.charAt(0).toLocaleUpperCase() + title.slice(1);
    if (!titles.some((known) => known.toLocaleLowerCase() === capitalised.toLocaleLowerCase())) titles.push(capitalised);
  }
  const chosen = titles.slice(0, 6);
  const write = offerTextWriter(kind, language, stopWords, chosen, true);
  return chosen.flatMap((title, index) => {
    const text = write(title, index);
    return text ? [{ title, text }] : [];
  });
}

type Clean = (...parts: (string | undefined)[]) => boolean;

/**
 * The offers a site shows without the owner's list: the described ones, then the trade's in the description's order.
 * A trade offer's text keeps no sentence with a promise, policy or figure the owner did not state; one left with none
 * is not shown.
 */
function tradeOffers(trade: Trade, language: 'en' | 'ru', clean: Clean, answers: BriefAnswers, stopWords: StopWordFilter, ruledOut: readonly string[]): ShownOffer[] {
  const own = trade.id === 'general' ? describedOffers(answers.description, answers.keywords, trade.kind, language, stopWords, answers.towns) : [];
  const claims = new ClaimFilter(language, { description: answers.description, words: answers.keywords });
  const catalogued = trade[language].offers.map((offer, index) => ({
    ...offer,
    text: joinSentences(sentencesOf(offer.text).filter((sentence) => !claims.has(sentence))),
    index,
    ...(trade.offerIcons[index] ? { icon: trade.offerIcons[index] } : {}),
  }));
  return [...own, ...byDescription(catalogued, answers.description, ruledOut, trade.offerLines)].filter((offer) => offer.text && clean(offer.title, offer.text, offer.unit)).slice(0, offerCount[trade.kind]);
}

/**
 * The offers and plans of a trade a site shows: the owner's list when given (and then no plan), else the trade's in
 * order, skipping any that hold a stop word. Also the words of the trade's other offers, which no text may use.
 */
export function tradeBrief(trade: Trade, languageCode: string, stopWords: StopWordFilter, answers: BriefAnswers): TradeBrief {
  const language = factsLanguage(languageCode);
  const texts: TradeTexts = trade[language];
  const clean: Clean = (...parts) => !parts.some((part) => part !== undefined && stopWords.has(part));
  const owner = (answers.offers?.length ?? 0) > 0;
  // What the description rules out ("no walks") is on no offer and in no text.
  const ruledOut = negatedStems(answers.description);
  const offers = owner ? ownerOffers(trade, answers.offers ?? [], language, stopWords) : tradeOffers(trade, language, clean, answers, stopWords, ruledOut);
  const shown = new Set(offers.flatMap((offer) => offer.index ?? []));
  // The general business's own offers stand in for any business's: leaving one out rules out no text.
  const left = trade.id === 'general' ? [] : texts.offers.filter((_, index) => !shown.has(index));
  const shownNames = [...offers.flatMap((offer) => [offer.title, ...(offer.index === undefined ? [] : (texts.offers[offer.index]?.words ?? []))]), texts.noun];
  const shownTexts = [...shownNames, ...offers.map((offer) => offer.text)];
  const tradeWide = tradeWideStems(texts.offers);
  const absentOf = (seen: readonly string[]) => [...new Set([...absentStems(left, tradeWide, seen), ...ruledOut])];
  const absent = absentOf(shownTexts);
  const words = new OfferWords(absent);
  const fits = (text: string) => clean(text) && !words.mentions(text);
  const plans = owner ? undefined : texts.plans?.map((plan) => ({ ...plan, features: plan.features.filter((feature) => clean(feature)) })).filter((plan) => clean(plan.name, plan.text));
  return {
    id: trade.id,
    kind: trade.kind,
    factsLanguage: language,
    // A noun or descriptor holding a stop word (or an absent offer's word) gives way to the general business's (never a word cut out of it).
    noun: clean(texts.noun) ? texts.noun : generalTrade[language].noun,
    descriptor: fits(texts.descriptor) ? texts.descriptor : clean(texts.noun) ? texts.noun : generalTrade[language].descriptor,
    audience: clean(texts.audience) ? texts.audience : generalTrade[language].audience,
    ...(texts.offersLabel && fits(texts.offersLabel) ? { offersLabel: texts.offersLabel } : {}),
    offers: offers.map(({ title, text, price, from, unit, priceText, icon }) => ({ title, text, ...(price !== undefined ? { price } : {}), ...(from ? { from } : {}), ...(unit ? { unit } : {}), ...(priceText ? { priceText } : {}), ...(icon ? { icon } : {}) })),
    ownerOffers: owner,
    absent,
    unoffered: absentOf(shownNames),
    ...(plans && plans.length > 0 ? { plans } : {}),
  };
}
