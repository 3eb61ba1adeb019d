import { iconForText, iconsCalledFor, iconsRanked, themeIcons } from '../assets/theme-icons.ts';
import type { TradeBrief } from '../trades/brief.ts';
import { OfferWords } from '../trades/offer-words.ts';
import { negatedStems } from '../trades/owner-offers.ts';

/** The trade icons a site's pictures may draw, decided by the same facts as its offers. */
export interface SiteIcons {
  /** The icons of what the site offers, the most telling first: its subject, its offers' own, then its trade's its words call for. */
  offered: string[];
  /**
   * The trade's other icons, each standing for something the site does not offer (a cat or a fish for a dogs-only
   * groomer), and any icon of what its description rules out ("no dogs"), even an offer's own.
   */
  unfit: ReadonlySet<string>;
}

export interface SiteIconFacts {
  /** The icon family of the trade (`Trade.icons`). */
  themeId: string;
  /** The trade's facts of the site's first language: the offers it shows and the words of those it lacks. */
  trade: TradeBrief;
  description: string;
  keywords: readonly string[];
  theme: string;
}

const heroIcons = 6;

/**
 * The icons a site's pictures draw. The description and the owner's offers decide the offers a site shows (its lines
 * of work) and the words of those it lacks (`TradeBrief.absent`, which no text may use); the pictures follow them: an
 * icon is drawn for an offer the site shows, or for what its own words (description, keywords, trade noun, shown
 * offers) call for, leaving out the words of what it lacks ("puppy" of a groomer's puppy groom for a dog walker). A
 * trade icon nothing of this calls for (a fish or a cat for a dogs-only groomer) is not drawn, nor one of what the
 * description rules out ("no dogs": not even the dog of a cat clinic's puppy and kitten vaccinations).
 */
export function siteIcons(facts: SiteIconFacts): SiteIcons {
  const { themeId, trade } = facts;
  const absent = new OfferWords(trade.absent);
  // Token by token, so that a hyphenated word ("wood-fired") stays whole for the icon words.
  const said = (texts: readonly string[]) =>
    texts
      .join(' ')
      .replaceAll('{brand}', ' ')
      .split(/\s+/u)
      .filter((token) => token && !absent.mentions(token))
      .join(' ');
  const ranked = iconsRanked(said([...facts.keywords, facts.description, trade.noun, ...trade.offers.flatMap((offer) => [offer.title, offer.text])]), themeId);
  const called = new Set(ranked);
  const ruledOut = iconsCalledFor(negatedStems(facts.description).join(' '), themeId);
  const list = themeIcons(themeId);
  const unfit = new Set([...ruledOut, ...list.filter((icon) => !called.has(icon) && !trade.offers.some((offer) => offer.icon === icon))]);
  const offered: string[] = [];
  const add = (icon: string) => {
    if (!offered.includes(icon)) offered.push(icon);
  };
  // The business's own subject first (a pizzeria gets a pizza, not the trade's first icon).
  // A title that names nothing known falls back on what the site's own words call for, not on the trade's first icons.
  const fallback = ranked.filter((icon) => !unfit.has(icon));
  add(iconForText(said([...facts.keywords, facts.description, facts.theme]), themeId, new Set(unfit), fallback));
  for (const offer of trade.offers) add(offer.icon && !unfit.has(offer.icon) ? offer.icon : iconForText(offer.title, themeId, new Set([...unfit, ...offered]), fallback));
  for (const icon of list) if (called.has(icon) && !unfit.has(icon)) add(icon);
  for (const icon of fallback) add(icon);
  return { offered: offered.slice(0, heroIcons), unfit };
}
