import type { Trade } from './types.ts';

function words(text: string): string[] {
  return text.toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function normalised(text: string): string {
  return words(text).join(' ');
}

/** How many of the stems the text holds (a stem of three letters must be the whole word). */
export function score(text: string, stems: readonly string[]): number {
  const all = words(text);
  const joined = all.join(' ');
  let total = 0;
  for (const stem of stems) {
    const hit = stem.includes(' ') ? joined.includes(stem) : all.some((word) => (stem.length > 3 ? word.startsWith(stem) : word === stem));
    if (hit) total += 1;
  }
  return total;
}

/**
 * The trade of the catalogue a wizard theme names: "Bakery", "🥐 Bakery" or "bakery". Undefined for a theme the person
 * typed or described ("Florist", "тату-салон"): such a site is written as a general business from its own description,
 * never with the texts of the nearest trade (a florist is no wedding planner).
 */
export function matchTrade(catalogue: readonly Trade[], theme: string): Trade | undefined {
  const wanted = normalised(theme);
  if (!wanted) return undefined;
  return catalogue.find((trade) => normalised(trade.theme) === wanted || trade.id.replace(/-/g, ' ') === wanted);
}
