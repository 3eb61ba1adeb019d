import type { CopyBrief } from '../ai/provider.ts';
import type { KeywordPhrase } from '../content/keyword-phrase.ts';
import type { SiteCopy } from '../content/schema.ts';
import { withBrand } from '../trades/brief.ts';
import { OfferWords } from '../trades/offer-words.ts';
import type { TradeTexts } from '../trades/types.ts';
import { capitalise } from './choose.ts';
import type { Chooser } from './choose.ts';
import type { Frames } from './frames.ts';
import { fragmentProblem } from '../quality/fragments.ts';
import { composeFaq } from './faq.ts';
import { briefKeyword, keywordSentence } from './keyword-offers.ts';

function required(value: string | undefined, fallback: string): string {
  return value ?? fallback;
}

/**
 * The site's texts in the pack's language: the trade's own alternatives and the frames
 * around them, with the first keyword in the home title, one heading and the first paragraph.
 */
export interface CopyOptions {
  /** Menu labels of the offers and prices pages in this language. */
  labels: { offers: string; prices: string };
  /** The general business's texts in the same language: the reserve of every list. */
  general: TradeTexts;
}

/** The headings that can carry a keyword of this kind. */
function keywordHeadings(frames: Frames, phrase: KeywordPhrase): readonly string[] {
  const { topic, topicPlaced, business, businessPlaced } = frames.keywordHeadings;
  if (phrase.business) return phrase.placed ? businessPlaced : business;
  return phrase.placed ? topicPlaced : topic;
}

export function composeCopy(brief: CopyBrief, texts: TradeTexts, frames: Frames, choose: Chooser, options: CopyOptions): SiteCopy {
  const { trade } = brief;
  const brandName = brief.brand;
  const keyword = brief.keywords[0];
  const phrase = keyword ? briefKeyword(brief, keyword) : undefined;
  // Where stop words (or the words of offers the site lacks) leave a trade's list too short, the general business's items fill it up.
  const items = <T extends object>(pick: (pack: TradeTexts) => readonly T[], count: number, fields: (item: T) => string[], min = 3) => {
    const own = choose.items(pick(texts), count, fields);
    return own.length >= min ? own : [...own, ...choose.items(pick(options.general), count - own.length, fields)];
  };
  // A slot whose every alternative holds a stop word or names an offer the site lacks takes the general business's.
  const one = (pick: (pack: TradeTexts) => readonly string[]) => choose.one(pick(texts)) ?? choose.one(pick(options.general));
  // The hero, the offers' heading and the call to action say what the business offers: none may name an offer
  // (or a line of work) that is not among the site's offers' names, even one a shown offer's description touches on.
  const unoffered = new OfferWords(trade.unoffered);
  const promise = (pick: (pack: TradeTexts) => readonly string[]) => one((pack) => pick(pack).filter((text) => !unoffered.mentions(text)));

  const heroLead = required(promise((pack) => pack.heroLeads), capitalise(trade.descriptor) + '.');
  const keywordLead = phrase ? keywordSentence(phrase, trade.offers, frames, choose) : undefined;
  const story = [...texts.story, ...options.general.story].flatMap((paragraph) => choose.prose(paragraph) ?? []).filter((paragraph) => paragraph.length >= 40).slice(0, Math.max(2, texts.story.length));
  // The owner's description informs what is written (offers, keywords, the trade); it is never pasted in as a paragraph.
  const introParagraphs = [story[0], story[1] ?? story[2]].filter((paragraph): paragraph is string => Boolean(paragraph) && (paragraph?.length ?? 0) >= 40);
  const offersLabel = trade.offersLabel ? choose.fill(trade.offersLabel) : undefined;
  const seoTitle = (alternatives: readonly string[], label = '') =>
    required(alternatives.map((alternative) => choose.fill(alternative, { label })).find((title) => title !== undefined && title.length >= 10 && title.length <= 60), `${brandName} | ${trade.noun}`);
  const seoDescription = (alternatives: readonly string[]) => required(choose.one(alternatives), heroLead);

  return {
    tagline: required(choose.one(brief.place ? frames.taglines : frames.taglinesWithoutCountry), capitalise(trade.descriptor)),
    hero: {
      eyebrow: required(promise((pack) => pack.eyebrows), capitalise(trade.noun)),
      title: required(promise((pack) => pack.heroTitles), capitalise(trade.descriptor)),
      lead: keywordLead && `${heroLead} ${keywordLead}`.length <= 400 ? `${heroLead} ${keywordLead}` : heroLead,
    },
    highlights: items((pack) => pack.highlights, 4, (item) => [item.title, item.text]),
    intro: {
      heading: required((phrase ? choose.one(keywordHeadings(frames, phrase), { kw: phrase.text, Kw: capitalise(phrase.text) }) : undefined) ?? choose.one(frames.introHeadings), brandName),
      paragraphs: introParagraphs.length >= 2 ? introParagraphs : [...introParagraphs, heroLead],
    },
    offers: {
      ...(offersLabel ? { label: offersLabel } : {}),
      heading: required(promise((pack) => pack.offersHeadings), offersLabel ?? options.labels.offers),
      lead: required(promise((pack) => pack.offersLeads), heroLead),
      items: trade.offers.map((offer) => ({ title: offer.title, text: withBrand(offer.text, brandName), ...(offer.unit ? { unit: offer.unit } : {}) })),
    },
    ...(trade.plans ? { plans: trade.plans.map((plan) => ({ name: plan.name, text: withBrand(plan.text, brandName), features: plan.features.map((feature) => withBrand(feature, brandName)) })) } : {}),
    process: items((pack) => pack.process, 4, (item) => [item.title, item.text]),
    about: {
      heading: required(choose.one(frames.aboutHeadings), brandName),
      paragraphs: story.length >= 2 ? story : [...story, heroLead],
      values: items((pack) => pack.values, 4, (item) => [item.title, item.text]),
    },
    faq: composeFaq(brief, texts, options.general, trade.factsLanguage, choose),
    cta: { heading: required(promise((pack) => pack.ctaHeadings), brandName), text: required(promise((pack) => pack.ctaTexts), heroLead) },
    contact: {
      heading: required(choose.one(frames.contactHeadings), brandName),
      lead: required((brief.address && !fragmentProblem(brief.address, 'xx') ? choose.one(frames.contactLeadsWithAddress, { address: brief.address }) : undefined) ?? choose.one(frames.contactLeads), heroLead),
    },
    blogIntro: { heading: required(choose.one(frames.blogHeadings), brandName), lead: required(choose.one(frames.blogLeads), heroLead) },
    seo: {
      home: { title: keyword ? `${capitalise(keyword)} | ${brandName}` : seoTitle(frames.seo.home), description: seoDescription(frames.seoDescriptions.home) },
      offers: { title: seoTitle(frames.seo.offers, offersLabel ?? options.labels.offers), description: seoDescription(frames.seoDescriptions.offers) },
      ...(trade.kind === 'services' || trade.kind === 'software' ? { prices: { title: seoTitle(frames.seo.prices, options.labels.prices), description: seoDescription(frames.seoDescriptions.prices) } } : {}),
      about: { title: seoTitle(frames.seo.about), description: seoDescription(frames.seoDescriptions.about) },
      contact: { title: seoTitle(frames.seo.contact), description: seoDescription(frames.seoDescriptions.contact) },
      blog: { title: seoTitle(frames.seo.blog), description: seoDescription(frames.seoDescriptions.blog) },
    },
  };
}
