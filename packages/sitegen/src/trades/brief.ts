import type { StopWordFilter } from '../safety/stop-words.ts';
import { generalTrade } from './general.ts';
import type { OfferKind, Trade, TradeTexts } from './types.ts';

/** One offer as the writers are told about it: its own words in the facts' language and its price. */
export interface OfferFact {
  title: string;
  text: string;
  /** US dollars; the engine shows it in the site country's currency. */
  price?: number;
  from?: boolean;
  unit?: string;
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
  plans?: PlanFact[];
}

/** The pack language a site language is written from: Russian for Russian, English for every other. */
export function factsLanguage(code: string): 'en' | 'ru' {
  return code === 'ru' ? 'ru' : 'en';
}

const offerCount: Record<OfferKind, number> = { menu: 8, services: 6, products: 6, software: 6 };

const offerVerbs = /(?:^|[\s,;])(?:we\s+)?(?:offer|offers|sell|sells|make|makes|provide|provides|specialise in|specialize in|предлагаем|продаём|продаем|делаем|изготавливаем|оказываем|занимаемся)\s+([^.!?]+)/iu;

const describedTexts = {
  en: [
    'Every order is agreed with you in advance: what is included, when it is ready and what it costs.',
    'Tell us what you need and we will suggest the right option, with the timing and the price in writing.',
    'Planned around your wishes and explained in plain words before any work begins.',
  ],
  ru: [
    'Каждый заказ согласуем заранее: что входит, когда будет готово и сколько стоит.',
    'Расскажите, что вам нужно, и мы предложим подходящий вариант со сроками и ценой в письменном виде.',
    'Планируем под ваши пожелания и объясняем простыми словами до начала работы.',
  ],
} as const;

/**
 * A general business's offers in the customer's own words: the phrases after "we offer",
 * "we sell"… in the description, then the keywords.
 */
export function describedOffers(description: string, keywords: readonly string[], language: 'en' | 'ru'): OfferFact[] {
  const clause = offerVerbs.exec(description)?.[1] ?? '';
  const phrases = clause
    .split(/,|;|\s+(?:and|or|и|или)\s+/u)
    .map((phrase) => phrase.trim().replace(/^(?:a|an|the)\s+/i, ''))
    .filter((phrase) => phrase.split(/\s+/).length <= 6 && phrase.length >= 3 && phrase.length <= 60);
  const titles: string[] = [];
  for (const title of [...phrases, ...keywords]) {
    const capitalised = title.charAt(0).toLocaleUpperCase() + title.slice(1);
    if (!titles.some((known) => known.toLocaleLowerCase() === capitalised.toLocaleLowerCase())) titles.push(capitalised);
  }
  return titles.slice(0, 6).map((title, index) => ({ title, text: describedTexts[language][index % 3] ?? '' }));
}

/** The offers and plans of a trade a site shows: in order, skipping any that hold a stop word. */
export function tradeBrief(trade: Trade, languageCode: string, stopWords: StopWordFilter, answers: { description: string; keywords: readonly string[] }): TradeBrief {
  const language = factsLanguage(languageCode);
  const texts: TradeTexts = trade[language];
  const clean = (...parts: (string | undefined)[]) => !parts.some((part) => part !== undefined && stopWords.has(part));
  const own = trade.id === 'general' ? describedOffers(answers.description, answers.keywords, language) : [];
  const catalogued = texts.offers.map((offer, index) => ({ ...offer, icon: trade.offerIcons[index] }));
  const offers = [...own, ...catalogued].filter((offer) => clean(offer.title, offer.text, offer.unit)).slice(0, offerCount[trade.kind]);
  const plans = texts.plans?.map((plan) => ({ ...plan, features: plan.features.filter((feature) => clean(feature)) })).filter((plan) => clean(plan.name, plan.text));
  return {
    id: trade.id,
    kind: trade.kind,
    factsLanguage: language,
    // A noun or descriptor holding a stop word gives way to the general business's (never a word cut out of it).
    noun: clean(texts.noun) ? texts.noun : generalTrade[language].noun,
    descriptor: clean(texts.descriptor) ? texts.descriptor : clean(texts.noun) ? texts.noun : generalTrade[language].descriptor,
    audience: clean(texts.audience) ? texts.audience : generalTrade[language].audience,
    ...(texts.offersLabel && clean(texts.offersLabel) ? { offersLabel: texts.offersLabel } : {}),
    offers: offers.map(({ title, text, price, from, unit, icon }) => ({ title, text, ...(price !== undefined ? { price } : {}), ...(from ? { from } : {}), ...(unit ? { unit } : {}), ...(icon ? { icon } : {}) })),
    ...(plans && plans.length > 0 ? { plans } : {}),
  };
}
