import { siteGapList, type SiteGap, type SiteGapCode } from '@sitecraft/shared/generation';
import type { Business, SiteModel } from './site-model.ts';

/** The facts of the business the owner has not given, by gap code: each is a place the site says less, or speaks in general terms. */
function missingFacts(business: Business): SiteGapCode[] {
  const missing: [SiteGapCode, boolean][] = [
    ['offers', !business.offers?.length],
    ['hours', !business.hours],
    ['reviews', !business.reviews?.length],
    ['phone', !business.phone],
    ['address', !business.address],
    ['email', !business.email],
    ['areas_served', !business.areasServed?.length],
    ['payment_methods', !business.paymentMethods?.length],
    ['year_founded', business.yearFounded === undefined],
  ];
  return missing.flatMap(([code, isMissing]) => (isMissing ? [code] : []));
}

/** What the engine could not know of a business and wrote in general terms or left out; `described`: whether the owner described it. */
export function siteGapsOf(business: Business, described: boolean): SiteGap[] {
  return siteGapList([...missingFacts(business), ...(described ? [] : ['description' as const])]);
}

/**
 * The gaps of a model after its business's facts were edited: those of the facts anew, and those no edit fills (the
 * description) as they were. A model made before the engine listed gaps stays without.
 */
export function gapsAfterEdit(model: SiteModel): SiteGap[] | undefined {
  if (!model.gaps) return undefined;
  return siteGapsOf(model.business, !model.gaps.some((gap) => gap.code === 'description'));
}
