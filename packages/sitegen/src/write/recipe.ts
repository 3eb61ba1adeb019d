import type { RunPlan } from '../brief/plan.ts';
import { recipeFromStyle } from '../render/recipes/from-style.ts';
import { templateRecipes } from '../render/recipes/templates.ts';
import type { Recipe } from '../render/recipes/types.ts';

/**
 * The layout recipe of a site: the chosen gallery template's, or one made from the described
 * style, the style words and the trade (varied per site by `seed`, stable for the same input).
 */
export function chooseRecipe(plan: RunPlan, seed: string): Recipe {
  const template = plan.request.baseTemplate ? templateRecipes[plan.request.baseTemplate] : undefined;
  if (template) return template;
  return recipeFromStyle({
    designStyle: plan.request.design_style ?? '',
    styleDescription: plan.request.features ?? '',
    themeId: plan.trade.icons,
    seed,
  });
}
