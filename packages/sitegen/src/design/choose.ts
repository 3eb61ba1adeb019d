import { templateRecipes } from '../render/recipes/templates.ts';
import { designSystems } from './systems.ts';
import type { DesignSystem, Tone } from './types.ts';

const styleStems: Record<Tone, readonly string[]> = {
  luxury: ['luxur', 'elegan', 'premium', 'gold', 'classic', 'exclusive', 'refined', 'sophisticat', 'роскош', 'элегант', 'премиал', 'премиум', 'золот', 'классич', 'изыскан', 'эксклюзив'],
  gaming: ['gam', 'vibrant', 'bold', 'energetic', 'dynamic', 'arcade', 'esport', 'игр', 'гейм', 'ярк', 'энергич', 'динамич', 'аркад'],
  cyberpunk: ['cyber', 'neon', 'punk', 'dystop', 'glitch', 'hacker', 'неон', 'киберпанк', 'глитч', 'хакер', 'кибер'],
  futuristic: ['futur', 'space', 'sci', 'glass', 'cosmic', 'hologra', 'innovat', 'футур', 'космос', 'космич', 'будущ', 'стекл', 'голограф', 'инновац'],
  minimal: ['minimal', 'clean', 'simple', 'white', 'scandinav', 'monochrom', 'airy', 'минимал', 'чист', 'прост', 'бел', 'лаконич', 'монохром', 'воздуш'],
  organic: ['natur', 'organic', 'eco', 'green', 'warm', 'earth', 'rustic', 'cozy', 'cosy', 'botanic', 'эко', 'натурал', 'природ', 'зелен', 'зелён', 'тёпл', 'тепл', 'уют', 'органич'],
  corporate: ['corporat', 'business', 'professional', 'trust', 'strict', 'formal', 'serious', 'корпорат', 'делов', 'строг', 'профессионал', 'солидн', 'серьёзн', 'серьезн'],
  playful: ['playful', 'fun', 'pastel', 'kid', 'colorful', 'colourful', 'cheer', 'friendly', 'cartoon', 'игрив', 'весёл', 'весел', 'пастел', 'детск', 'красоч', 'дружелюб', 'мульт'],
};

const namedStyles: Record<string, Tone> = {
  luxury: 'luxury', gaming: 'gaming', cyberpunk: 'cyberpunk', futuristic: 'futuristic',
  люкс: 'luxury', роскошь: 'luxury', игровой: 'gaming', киберпанк: 'cyberpunk', футуристичный: 'futuristic', футуризм: 'futuristic',
};

const themeTones: Record<string, Tone> = {
  restaurant: 'organic', fitness: 'gaming', wellness: 'organic', beauty: 'luxury', medical: 'corporate', legal: 'corporate', finance: 'corporate',
  realestate: 'luxury', construction: 'corporate', auto: 'corporate', travel: 'organic', education: 'playful', tech: 'futuristic',
  security: 'cyberpunk', gaming: 'gaming', creative: 'minimal', shop: 'minimal', pets: 'playful', events: 'luxury', cleaning: 'organic',
  general: 'minimal',
};

function countStems(text: string, stems: readonly string[]): number {
  const words = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  return stems.reduce((total, stem) => total + words.filter((word) => word.startsWith(stem)).length, 0);
}

/** Maps a described style (English or Russian words) to the tone that fits it best. */
export function toneFromDescription(text: string): Tone | undefined {
  let best: Tone | undefined;
  let bestCount = 0;
  for (const [tone, stems] of Object.entries(styleStems) as [Tone, readonly string[]][]) {
    const count = countStems(text, stems);
    if (count > bestCount) {
      best = tone;
      bestCount = count;
    }
  }
  return best;
}

export interface StyleAnswers {
  designStyle: string;
  styleDescription: string;
  baseTemplate: string | undefined;
  themeId: string;
}

/**
 * The tone the texts are written in (and the look's name in the brief): the gallery template's
 * when one is the base, else the named style, else the style the description's words point to,
 * else one that suits the theme. The layout itself comes from the recipe (render/recipes).
 */
export function chooseDesign(answers: StyleAnswers): DesignSystem {
  const template = answers.baseTemplate ? templateRecipes[answers.baseTemplate] : undefined;
  if (template) return { ...designSystems[template.design.tone as Tone], id: template.id, label: `${template.label} (gallery template ${answers.baseTemplate})` };
  const key = answers.designStyle.trim().toLowerCase().replace(/[^\p{L}]/gu, '');
  const named = Object.hasOwn(namedStyles, key) ? namedStyles[key] : undefined;
  if (named) return designSystems[named];
  const described = toneFromDescription(`${answers.designStyle} ${answers.styleDescription}`);
  if (described) return designSystems[described];
  return designSystems[themeTones[answers.themeId] ?? 'minimal'];
}
