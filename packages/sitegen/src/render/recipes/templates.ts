import { templateRecipesA } from './templates-a.ts';
import { templateRecipesB } from './templates-b.ts';
import type { Recipe } from './types.ts';

/**
 * The layout recipe of each gallery template, keyed by the catalogue's file name ("8.html",
 * "aurora-3d.html"). Each is read from the template itself: its palette and type, its header,
 * hero and section order mapped onto the section library's kinds and variants.
 */
export const templateRecipes: Readonly<Record<string, Recipe>> = { ...templateRecipesA, ...templateRecipesB };
