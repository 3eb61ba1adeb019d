import type { Offer as OwnerOffer } from '@sitecraft/shared/generation';
import type { StopWordFilter } from '../safety/stop-words.ts';
import type { OfferFact } from './brief.ts';
import { OfferWords, distinctStems, sameStem, titleStems, tradeWideStems, wordsOf } from './offer-words.ts';
import { offerNature, type OfferNature } from './offer-nature.ts';
import type { OfferKind, Trade } from './types.ts';

/** An offer a site shows, with the catalogue offer it stands for (its index in the pack's list) where there is one. */
export type ShownOffer = OfferFact & { index?: number };

// Texts for offers the catalogue has no words for: each names the offer once, at its start (no article to choose, no
// "we take time over potted orchid"), in a sentence that fits work one books ("services"), a thing one buys ("goods"),
// or either ("neutral", for a name that does not tell and a business of no known trade). {Offer} is the offer's name.
const frames = {
  en: {
    services: [
      '{Offer}, planned with you in advance: we agree what is included, how long it takes and what it costs before we begin.',
      '{Offer}: tell us what you need, and we will explain how it works and confirm the details in writing.',
      '{Offer}: done with care and without rushing, with an honest word beforehand on what to expect.',
      '{Offer}: just get in touch, and we will find a time that suits you and confirm the details and the price beforehand.',
      '{Offer} at {brand}: clear explanations, an agreed price and care over every detail.',
      '{Offer}, with each step explained in plain words and time taken to make sure you are happy with the result.',
    ],
    goods: [
      '{Offer}, made or chosen with care and ready when you need it; ask us about sizes, options and availability.',
      '{Offer}: ask us about the options and the details, and about when your order can be collected.',
      '{Offer}: order ahead or ask in person, and we will keep your order ready at the time you choose.',
      '{Offer} at {brand}: chosen with care, with honest details and a price you know in advance.',
      '{Offer}, kept simple: what it is, what it costs and when it is ready, all clear before you order.',
      '{Offer}, with the details clear before you order: tell us what you would like and we will confirm it.',
    ],
    neutral: [
      '{Offer}: tell us what you have in mind, and we will confirm the details and the price before anything is agreed.',
      '{Offer} at {brand}, with the details and the price clear before you decide.',
      '{Offer}: ask us what is included, how it works and when it can be ready.',
      '{Offer}, with honest advice on what suits you and a price you know in advance.',
      '{Offer}: one message or call is enough, and we confirm the details and the price in writing.',
      '{Offer}, agreed with you in advance, so that you know exactly what you get.',
    ],
  },
  ru: {
    services: [
      '{Offer} — заранее согласуем с вами, что входит, сколько времени займёт и сколько будет стоить.',
      'Спросите нас про «{offer}»: расскажем, как всё устроено, и письменно подтвердим детали.',
      '{Offer}: делаем внимательно и без спешки, а перед началом честно говорим, чего ожидать.',
      'Чтобы записаться на «{offer}», просто свяжитесь с нами: подберём удобное время и заранее назовём цену.',
      '{Offer} в «{brand}»: понятные объяснения, согласованная цена и внимание к деталям.',
      '{Offer}: объясняем каждый шаг простыми словами и следим, чтобы результат вам понравился.',
    ],
    goods: [
      '{Offer}: делаем с заботой и заранее рассказываем о вариантах, размерах и наличии.',
      'Спросите нас про «{offer}»: с радостью расскажем о вариантах, деталях и о том, когда можно забрать заказ.',
      '«{Offer}» можно заказать заранее или спросить на месте — подготовим заказ к удобному для вас времени.',
      '{Offer} в «{brand}» — с честным описанием, понятными деталями и ценой, которую вы знаете заранее.',
      '{Offer}: всё просто и понятно — что это, сколько стоит и когда будет готово.',
      '{Offer}: расскажите, что бы вы хотели, и мы подтвердим детали заказа до его выполнения.',
    ],
    neutral: [
      '{Offer}: расскажите, что вам нужно, и мы заранее подтвердим детали и цену.',
      '{Offer} в «{brand}» — с понятными деталями и ценой, которую вы знаете заранее.',
      'Спросите нас про «{offer}»: расскажем, что входит и когда всё будет готово.',
      '{Offer}: честно подскажем, что вам подойдёт, и назовём цену заранее.',
      '{Offer}: достаточно одного звонка или сообщения — детали и цену подтвердим письменно.',
      '{Offer}: всё обсуждаем с вами заранее, чтобы вы точно знали, что получите.',
    ],
  },
} as const;

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (Math.imul(value, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return value;
}

/** A name inside a sentence: "puppy intro" for "Puppy intro", but "Bristol Special" and "MOT test" as written. */
export function inSentence(name: string): string {
  const [first = '', ...rest] = name.split(/\s+/);
  const common = first.slice(1) === first.slice(1).toLocaleLowerCase() && rest.every((word) => word === word.toLocaleLowerCase());
  return common ? `${first.charAt(0).toLocaleLowerCase()}${name.slice(1)}` : name;
}

/**
 * Texts written for offers the catalogue does not describe: a different frame for each offer of a list (starting at
 * a place the list's names choose), skipping frames that hold a stop word; undefined when every frame holds one. The
 * frames fit what the offer's name says it is (offerNature), else the trade's kind; for a business of no known trade
 * (`general`), a name that does not tell gets wording that fits a thing and work alike.
 */
export function offerTextWriter(kind: OfferKind, language: 'en' | 'ru', stopWords: StopWordFilter, names: readonly string[], general = false) {
  const start = hash(names.join('|'));
  const byKind: OfferNature = kind === 'menu' || kind === 'products' ? 'goods' : 'service';
  return (name: string, position: number): string | undefined => {
    const nature = offerNature(name, language) ?? (general ? undefined : byKind);
    const own = frames[language][nature === 'goods' ? 'goods' : nature === 'service' ? 'services' : 'neutral'];
    const Name = `${name.charAt(0).toLocaleUpperCase()}${name.slice(1)}`;
    for (let step = 0; step < own.length; step += 1) {
      const frame = own[(start + position + step) % own.length] ?? '';
      const text = frame.replace('{Offer}', Name).replace('{offer}', name);
      if (!stopWords.has(text.replace('{brand}', ''))) return text;
    }
    return undefined;
  };
}

/** The catalogue offer an owner's offer names, by its index: the same words, or all of one title's words within the other. */
export function catalogueIndex(trade: Trade, name: string): number | undefined {
  const own = titleStems(name);
  let best: number | undefined;
  let bestScore = 0;
  for (const language of ['en', 'ru'] as const) {
    trade[language].offers.forEach((offer, index) => {
      const theirs = titleStems(offer.title);
      const common = own.filter((word) => theirs.some((other) => sameStem(word, other))).length;
      // "Sourdough loaf" is the "White sourdough loaf"; "Cake" is not the "Celebration cake, 20 cm", nor "Wedding cake" the "Birthday cake".
      const within = common === own.length && own.length * 2 >= theirs.length;
      const around = theirs.every((other) => own.some((word) => sameStem(word, other)));
      const score = own.length > 0 && (within || around) ? common / Math.max(own.length, theirs.length) : 0;
      if (score > bestScore) {
        best = index;
        bestScore = score;
      }
    });
  }
  return best;
}

/**
 * The owner's offers as the site shows them, in the owner's order with the owner's names and prices: one the
 * catalogue knows takes its description and icon, any other gets a text written for it. An offer whose name or
 * price holds a stop word is left out.
 */
export function ownerOffers(trade: Trade, offers: readonly OwnerOffer[], language: 'en' | 'ru', stopWords: StopWordFilter): ShownOffer[] {
  const clean = offers.filter((offer) => !stopWords.has(offer.name) && !stopWords.has(offer.price ?? ''));
  const write = offerTextWriter(trade.kind, language, stopWords, clean.map((offer) => offer.name), trade.id === 'general');
  return clean.flatMap((offer, position) => {
    const index = catalogueIndex(trade, offer.name);
    const known = index === undefined ? undefined : trade[language].offers[index]?.text;
    const text = known && !stopWords.has(known) ? known : write(offer.name, position);
    if (!text) return [];
    const icon = index === undefined ? undefined : trade.offerIcons[index];
    return [{ title: offer.name, text, ...(offer.price ? { priceText: offer.price } : {}), ...(icon ? { icon } : {}), ...(index === undefined ? {} : { index }) }];
  });
}

// "no walks", "without boarding", "we don't do walks", "без передержки", "не делаем выгул": the words after them are ruled out.
const negation = /(?:^|[^\p{L}])(?:no|not|without|never|(?:don['’]t|do\s+not)\s+(?:do|offer|provide|sell|make)|без|нет|не\s+(?:делаем|предлагаем|оказываем|занимаемся|продаём|продаем|берём|берем))\s+([^.,;:!?()]+)/giu;
const notNegated = new Set(['only', 'just', 'merely', 'simply', 'только', 'просто']);
const clauseEnd = new Set(['but', 'instead', 'но', 'а', 'зато']);

/** The stems of the words a description rules out ("no walks or boarding" → walk, board). */
export function negatedStems(description: string): string[] {
  return [...description.matchAll(negation)].flatMap((match) => {
    const words = wordsOf(match[1] ?? '').slice(0, 3);
    if (notNegated.has(words[0] ?? '')) return [];
    const end = words.findIndex((word) => clauseEnd.has(word));
    return titleStems((end === -1 ? words : words.slice(0, end)).join(' '));
  });
}

/**
 * A trade's offers in the order a description asks for: those whose names it uses first ("a grooming salon": the
 * grooms), none that speaks of what it rules out (`ruledOut`, from "no walks", "we don't do boarding"), and, for a
 * trade of several lines of work, none of a line it does not name when it names some.
 */
export function byDescription<T extends { title: string; text: string; index?: number }>(offers: readonly T[], description: string, ruledOut: readonly string[], lines: Readonly<Record<string, readonly number[]>> = {}): T[] {
  const excluded = new OfferWords(ruledOut);
  // A word the trade uses of most of its offers ("photo", "собак") names none of them.
  const common = tradeWideStems(offers);
  const named = distinctStems(description).filter((word) => !ruledOut.some((out) => sameStem(out, word)) && !common.some((each) => sameStem(each, word)));
  const kept = offers.filter((offer) => !excluded.mentions(offer.title) && !excluded.mentions(offer.text));
  const isNamed = (offer: T) => titleStems(offer.title).some((word) => named.some((other) => sameStem(word, other)));
  const lineOf = (offer: T) => Object.keys(lines).find((line) => offer.index !== undefined && lines[line]?.includes(offer.index));
  // A word names a line when the offers it names are all of that line: "party" of a corporate party and a children's
  // party names neither line, nor "property" of a letting agent's management and of a valuation for any client.
  const namedLines = new Set(
    named.flatMap((word) => {
      const of = new Set(offers.filter((offer) => titleStems(offer.title).some((each) => sameStem(each, word))).map(lineOf));
      const [line] = of;
      return of.size === 1 && line !== undefined ? [line] : [];
    }),
  );
  const fits = (offer: T) => {
    const line = lineOf(offer);
    return namedLines.size === 0 || line === undefined || namedLines.has(line);
  };
  const fitting = kept.filter(fits);
  return [...fitting.filter(isNamed), ...fitting.filter((offer) => !isNamed(offer))];
}
