import type { ShownOffer } from '../../shown-offers.ts';

/**
 * The first offers whose names together stay within `letters` (at least two, when there are two), so that a ticker
 * band or a line of chips holds them on one line on a desktop screen instead of wrapping into a second row.
 */
export function offersForOneLine(offers: readonly ShownOffer[], letters: number): ShownOffer[] {
  const chosen: ShownOffer[] = [];
  let used = 0;
  for (const offer of offers) {
    used += [...offer.title].length;
    if (chosen.length >= 2 && used > letters) break;
    chosen.push(offer);
  }
  return chosen;
}
