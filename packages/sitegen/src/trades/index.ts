import type { Offer as OwnerOffer } from '@sitecraft/shared/generation';
import { catalogue } from './catalogue/index.ts';
import { generalTrade } from './general.ts';
import { matchTrade, score } from './match.ts';
import type { Trade, TradeTexts } from './types.ts';

export { catalogue };

/**
 * The trade of the answers: the one the wizard theme names, else the general business written from the description.
 * A pack written about one product gives way to its broader one when the customer describes another.
 */
export function findTrade(theme: string, description: string, keywords: string): Trade {
  const trade = matchTrade(catalogue, theme) ?? generalTrade;
  const described = `${description} ${keywords}`.trim();
  if (!trade.narrow || !described || score(described, trade.narrow.stems) > 0) return trade;
  return tradeById(trade.narrow.otherwise);
}

/** The trade with this id (the general business for an unknown id). */
export function tradeById(id: string): Trade {
  return catalogue.find((trade) => trade.id === id) ?? generalTrade;
}

/** A trade's texts in one of the pack languages. */
export function tradeTexts(id: string, language: 'en' | 'ru'): TradeTexts {
  return tradeById(id)[language];
}

/**
 * Whether a trade's site has a prices page: services with a price list, software with plans; with the owner's own
 * offers, a services or software site that gives a price for one of them.
 */
export function hasPricesPage(trade: Trade, owner?: readonly OwnerOffer[]): boolean {
  if (owner?.length) return (trade.kind === 'services' || trade.kind === 'software') && owner.some((offer) => Boolean(offer.price));
  if (trade.kind === 'software') return Boolean(trade.en.plans?.length);
  return trade.kind === 'services' && trade.en.offers.some((offer) => offer.price !== undefined);
}
