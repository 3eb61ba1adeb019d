import { fontFamilies, fontFamily, fontStack, subsetsFor } from '../assets/fonts.ts';
import type { FontChoice } from '../model/site-model.ts';
import type { Recipe } from '../render/recipes/types.ts';

// The closest family that has the scripts, by the look of the one it stands in for.
const standIns: Record<string, readonly string[]> = {
  serif: ['playfair-display', 'cormorant-garamond', 'roboto-slab'],
  sans: ['manrope', 'inter', 'nunito'],
  display: ['manrope', 'inter'],
  mono: ['jetbrains-mono'],
};

function covering(choice: FontChoice, subsets: readonly string[]): FontChoice {
  const family = choice.family ? fontFamily(choice.family) : undefined;
  if (!family || subsets.every((subset) => family.subsets.includes(subset))) return choice;
  const candidates = (standIns[family.category] ?? []).flatMap((id) => fontFamilies.filter((entry) => entry.id === id));
  const stand = candidates.find((entry) => subsets.every((subset) => entry.subsets.includes(subset)));
  if (!stand) return choice;
  const weights = choice.weights.map((weight) => stand.weights.reduce((best, next) => (Math.abs(next - weight) < Math.abs(best - weight) ? next : best)));
  return { stack: fontStack(stand.id), family: stand.id, weights: [...new Set(weights)] };
}

/**
 * The recipe with self-hosted families that draw every script of the site's languages: a
 * Russian site on a template whose headline face has no Cyrillic gets the closest face that has.
 */
export function withScriptFonts(recipe: Recipe, languages: readonly string[]): Recipe {
  const subsets = subsetsFor(languages).filter((subset) => !subset.startsWith('latin') && !subset.endsWith('-ext'));
  if (subsets.length === 0) return recipe;
  const { heading, body } = recipe.design.fonts;
  const fonts = { ...recipe.design.fonts, heading: covering(heading, subsets), body: covering(body, subsets) };
  return { ...recipe, design: { ...recipe.design, fonts } };
}
