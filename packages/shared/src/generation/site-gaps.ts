import { z } from 'zod';

/**
 * What the engine could not know about a business and so wrote in general terms, or left out, by a stable code. Each
 * generated site comes with its list (in the result and in the site model, where an edit of Business details updates
 * it); an owner who gave everything gets none. `field` is the request's field (the wizard's answer) that fills the gap;
 * `inEditor` says whether Business details in the site editor can fill it for a site already made.
 */
export const siteGapCodes = ['offers', 'hours', 'reviews', 'phone', 'address', 'email', 'description', 'areas_served', 'payment_methods', 'year_founded'] as const;

export type SiteGapCode = (typeof siteGapCodes)[number];

export const siteGaps = {
  /** No offers given: the trade's usual offers are shown, without prices ("Price on request"). */
  offers: { field: 'offers', inEditor: true },
  /** No opening hours: none are shown. */
  hours: { field: 'opening_hours', inEditor: true },
  /** No reviews: the reviews section is left out. */
  reviews: { field: 'reviews', inEditor: true },
  /** No phone: no number or call button is shown. */
  phone: { field: 'contact_phone', inEditor: true },
  /** No address: no address or map link is shown. */
  address: { field: 'contact_address', inEditor: true },
  /** No contact email: no email address is shown. */
  email: { field: 'contact_email', inEditor: true },
  /** No description: the texts speak of the trade in general terms. */
  description: { field: 'description', inEditor: false },
  /** No areas served: none are named. */
  areas_served: { field: 'areas_served', inEditor: true },
  /** No payment methods: none are named. */
  payment_methods: { field: 'payment_methods', inEditor: true },
  /** No year founded: no year is named. */
  year_founded: { field: 'year_founded', inEditor: true },
} as const satisfies Record<SiteGapCode, { field: string; inEditor: boolean }>;

/** One gap of a site: its code and the request field that fills it. */
export const siteGapSchema = z.object({ code: z.enum(siteGapCodes), field: z.string() });

export type SiteGap = z.infer<typeof siteGapSchema>;

/** The gaps of these codes, in the order of `siteGapCodes`, each with its field. */
export function siteGapList(codes: Iterable<SiteGapCode>): SiteGap[] {
  const wanted = new Set(codes);
  return siteGapCodes.filter((code) => wanted.has(code)).map((code) => ({ code, field: siteGaps[code].field }));
}
