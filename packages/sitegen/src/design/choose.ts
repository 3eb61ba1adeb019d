import { templateRecipes } from '../render/recipes/templates.ts';
import { toneFromDescription, unlessRuledOut } from './style-words.ts';
import { designSystems } from './systems.ts';
import type { DesignSystem, Tone } from './types.ts';

/** The wizard's named styles, and their Russian names. */
export const namedStyles: Record<string, Tone> = {
  luxury: 'luxury', gaming: 'gaming', cyberpunk: 'cyberpunk', futuristic: 'futuristic',
  люкс: 'luxury', роскошь: 'luxury', роскошный: 'luxury', игровой: 'gaming', гейминг: 'gaming', киберпанк: 'cyberpunk', футуристичный: 'futuristic', футуристический: 'futuristic', футуризм: 'futuristic',
};

/** The named style of the wizard's step 3 ("Luxury", «Люкс»), if the answer is one. */
export function namedStyleOf(designStyle: string): Tone | undefined {
  const key = designStyle.trim().toLowerCase().replace(/[^\p{L}]/gu, '');
  return Object.hasOwn(namedStyles, key) ? namedStyles[key] : undefined;
}

const themeTones: Record<string, Tone> = {
  restaurant: 'organic', fitness: 'gaming', wellness: 'organic', beauty: 'luxury', medical: 'corporate', legal: 'corporate', finance: 'corporate',
  realestate: 'luxury', construction: 'corporate', auto: 'corporate', travel: 'organic', education: 'playful', tech: 'futuristic',
  security: 'cyberpunk', gaming: 'gaming', creative: 'minimal', shop: 'minimal', pets: 'playful', events: 'luxury', cleaning: 'organic',
  general: 'minimal',
};

export interface StyleAnswers {
  designStyle: string;
  styleDescription: string;
  baseTemplate: string | undefined;
  themeId: string;
}

/**
 * The tone the texts are written in (and the look's name in the brief): the gallery template's
 * when one is the base, else the named style, else the style the description's words point to,
 * else one that suits the theme and that the words do not rule out ("nothing flashy"). The layout itself comes
 * from the recipe (render/recipes).
 */
export function chooseDesign(answers: StyleAnswers): DesignSystem {
  const template = answers.baseTemplate ? templateRecipes[answers.baseTemplate] : undefined;
  if (template) return { ...designSystems[template.design.tone as Tone], id: template.id, label: `${template.label} (gallery template ${answers.baseTemplate})` };
  const named = namedStyleOf(answers.designStyle);
  if (named) return designSystems[named];
  const words = `${answers.designStyle}. ${answers.styleDescription}`;
  return designSystems[toneFromDescription(words) ?? unlessRuledOut(themeTones[answers.themeId] ?? 'minimal', words)];
}
