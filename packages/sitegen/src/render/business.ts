import { countryFacts } from '../brief/countries.ts';
import type { Business, EditionModel, SiteModel } from '../model/site-model.ts';
import { phoneText, telHref } from '../safety/escape.ts';
import { StopWordFilter } from '../safety/stop-words.ts';
import { openingHoursLines, openingHoursSpecification } from './opening-hours.ts';

/** The business's facts as every page shows them, drawn from the model's one `business`. */
export interface ShownBusiness {
  name: string;
  /** The phone kept on one line, with its tel: link when it has digits enough to dial. */
  phone?: { text: string; href?: string };
  address?: string;
  email?: { text: string; href: string };
  /** The opening hours in the page's language: a line per group of days with the same hours, then the owner's note. */
  hours: string[];
  /** A map search of the address in `country` (as the page names it); none when a stop word is among its words. */
  mapHref(country: string | undefined): string | undefined;
}

/** The business as the pages of `edition` show it; times and day names follow the language and the business's country ("en-GB": 17:00, "en-US": 5:00 PM). */
export function shownBusiness(model: Pick<SiteModel, 'business' | 'stopWords'>, edition: Pick<EditionModel, 'lang'>): ShownBusiness {
  const { name, phone, address, email, hours, country } = model.business;
  const tel = phone ? telHref(phone) : undefined;
  const stopWords = new StopWordFilter(model.stopWords);
  const region = country ? countryFacts(country).region : '';
  return {
    name,
    ...(phone ? { phone: { text: tel ? phoneText(phone) : phone, ...(tel ? { href: tel } : {}) } } : {}),
    ...(address ? { address } : {}),
    ...(email ? { email: { text: email, href: `mailto:${email}` } } : {}),
    hours: hours ? openingHoursLines(hours, region ? [`${edition.lang}-${region}`, edition.lang] : [edition.lang], stopWords) : [],
    mapHref: (country) => {
      if (!address) return undefined;
      const link = `https://www.openstreetmap.org/search?query=${encodeURIComponent([address, country].filter(Boolean).join(', '))}`;
      // The link names openstreetmap.org and "search": left out when a stop word is among them.
      return stopWords.has(link.replace(/^https:\/\//, '').replace(/[./?=%]/g, ' ')) ? undefined : link;
    },
  };
}

/**
 * A page's JSON-LD with the business's facts filled in: the LocalBusiness node's name, phone, postal address, email and
 * opening hours, and the name of each Organization node standing for it (a post's author).
 */
export function withBusinessFacts(value: unknown, business: Business): unknown {
  if (Array.isArray(value)) return value.map((each) => withBusinessFacts(each, business));
  if (typeof value !== 'object' || value === null) return value;
  const node: Record<string, unknown> = Object.fromEntries(Object.entries(value).map(([key, each]) => [key, withBusinessFacts(each, business)]));
  if (node['@type'] === 'Organization') return { ...node, name: business.name };
  if (node['@type'] !== 'LocalBusiness') return node;
  const { name, phone, address, country, email, hours } = business;
  return {
    ...node,
    name,
    ...(phone ? { telephone: phone } : {}),
    ...(address || country ? { address: { '@type': 'PostalAddress', ...(address ? { streetAddress: address } : {}), ...(country ? { addressCountry: country } : {}) } } : {}),
    ...(email ? { email } : {}),
    ...(hours?.days?.length ? { openingHoursSpecification: openingHoursSpecification(hours) } : {}),
  };
}
