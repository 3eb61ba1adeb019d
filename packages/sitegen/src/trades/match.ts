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
 * The trade of the catalogue the answers point to. A wizard theme is matched by its exact
 * value first; a custom theme (step 2) by the stems found in the theme, the keywords and the
 * description, the theme counting most. Undefined when nothing points anywhere: the site is
 * then written as a general business.
 */
export function matchTrade(catalogue: readonly Trade[], theme: string, description: string, keywords: string): Trade | undefined {
  const wanted = normalised(theme);
  const exact = wanted ? catalogue.find((trade) => normalised(trade.theme) === wanted || trade.id.replace(/-/g, ' ') === wanted) : undefined;
  if (exact) return exact;
  let best: Trade | undefined;
  let bestScore = 0;
  for (const trade of catalogue) {
    const total = score(theme, trade.stems) * 4 + score(keywords, trade.stems) * 2 + score(description, trade.stems);
    if (total > bestScore) {
      best = trade;
      bestScore = total;
    }
  }
  return best;
}
