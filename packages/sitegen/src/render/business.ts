import type { Business, SiteModel } from '../model/site-model.ts';
import { phoneText, telHref } from '../safety/escape.ts';
import { StopWordFilter } from '../safety/stop-words.ts';

/** The business's facts as every page shows them, drawn from the model's one `business`. */
export interface ShownBusiness {
  name: string;
  /** The phone kept on one line, with its tel: link when it has digits enough to dial. */
  phone?: { text: string; href?: string };
  address?: string;
  /** A map search of the address in `country` (as the page names it); none when a stop word is among its words. */
  mapHref(country: string | undefined): string | undefined;
}

export function shownBusiness(model: Pick<SiteModel, 'business' | 'stopWords'>): ShownBusiness {
  const { name, phone, address } = model.business;
  const tel = phone ? telHref(phone) : undefined;
  return {
    name,
    ...(phone ? { phone: { text: tel ? phoneText(phone) : phone, ...(tel ? { href: tel } : {}) } } : {}),
    ...(address ? { address } : {}),
    mapHref: (country) => {
      if (!address) return undefined;
      const link = `https://www.openstreetmap.org/search?query=${encodeURIComponent([address, country].filter(Boolean).join(', '))}`;
      // The link names openstreetmap.org and "search": left out when a stop word is among them.
      return new StopWordFilter(model.stopWords).has(link.replace(/^https:\/\//, '').replace(/[./?=%]/g, ' ')) ? undefined : link;
    },
  };
}

/**
 * A page's JSON-LD with the business's facts filled in: the LocalBusiness node's name, phone and postal address, and
 * the name of each Organization node standing for it (a post's author).
 */
export function withBusinessFacts(value: unknown, business: Business): unknown {
  if (Array.isArray(value)) return value.map((each) => withBusinessFacts(each, business));
  if (typeof value !== 'object' || value === null) return value;
  const node: Record<string, unknown> = Object.fromEntries(Object.entries(value).map(([key, each]) => [key, withBusinessFacts(each, business)]));
  if (node['@type'] === 'Organization') return { ...node, name: business.name };
  if (node['@type'] !== 'LocalBusiness') return node;
  const { name, phone, address, country } = business;
  return {
    ...node,
    name,
    ...(phone ? { telephone: phone } : {}),
    ...(address || country ? { address: { '@type': 'PostalAddress', ...(address ? { streetAddress: address } : {}), ...(country ? { addressCountry: country } : {}) } } : {}),
  };
}
