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
  /** What customers said, as the owner gave it: none unless given. */
  reviews: NonNullable<Business['reviews']>;
  /** The places the business works in, and the ways to pay it, each as one line ("Bristol, Bath"); absent when not given. */
  areasServed?: string;
  paymentMethods?: string;
  yearFounded?: string;
}

/** The business as the pages of `edition` show it; times and day names follow the language and the business's country ("en-GB": 17:00, "en-US": 5:00 PM). */
export function shownBusiness(model: Pick<SiteModel, 'business' | 'stopWords'>, edition: Pick<EditionModel, 'lang'>): ShownBusiness {
  const { name, phone, address, email, hours, country, reviews, areasServed, paymentMethods, yearFounded } = model.business;
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
    reviews: reviews ?? [],
    // Joined by a comma, not a word: a language's "and" could be a stop word.
    ...(areasServed?.length ? { areasServed: areasServed.join(', ') } : {}),
    ...(paymentMethods?.length ? { paymentMethods: paymentMethods.join(', ') } : {}),
    ...(yearFounded === undefined ? {} : { yearFounded: String(yearFounded) }),
  };
}

/**
 * A page's JSON-LD with the business's facts filled in: the LocalBusiness node's name, phone, postal address, email,
 * opening hours, areas served, ways to pay and founding year, and its reviews on a page that shows them
 * (`withReviews`); and the name of each Organization node standing for it (a post's author).
 */
export function withBusinessFacts(value: unknown, business: Business, options: { withReviews: boolean } = { withReviews: false }): unknown {
  if (Array.isArray(value)) return value.map((each) => withBusinessFacts(each, business, options));
  if (typeof value !== 'object' || value === null) return value;
  const node: Record<string, unknown> = Object.fromEntries(Object.entries(value).map(([key, each]) => [key, withBusinessFacts(each, business, options)]));
  if (node['@type'] === 'Organization') return { ...node, name: business.name };
  if (node['@type'] !== 'LocalBusiness') return node;
  const { name, phone, address, country, email, hours, areasServed, paymentMethods, yearFounded } = business;
  return {
    ...node,
    name,
    ...(phone ? { telephone: phone } : {}),
    ...(address || country ? { address: { '@type': 'PostalAddress', ...(address ? { streetAddress: address } : {}), ...(country ? { addressCountry: country } : {}) } } : {}),
    ...(email ? { email } : {}),
    ...(hours?.days?.length ? { openingHoursSpecification: openingHoursSpecification(hours) } : {}),
    ...(areasServed?.length ? { areaServed: areasServed } : {}),
    ...(paymentMethods?.length ? { paymentAccepted: paymentMethods.join(', ') } : {}),
    ...(yearFounded === undefined ? {} : { foundingDate: String(yearFounded) }),
    ...(options.withReviews && business.reviews?.length ? { review: business.reviews.map(reviewJsonLd) } : {}),
  };
}

/** A review as schema.org has it: the customer's words, and who gave it where the reviewer is named. */
function reviewJsonLd(review: NonNullable<Business['reviews']>[number]): Record<string, unknown> {
  return { '@type': 'Review', reviewBody: review.quote, ...(review.name ? { author: { '@type': 'Person', name: review.name } } : {}) };
}
