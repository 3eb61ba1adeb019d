import { describe, expect, test } from 'vitest';
import { composeSites } from '../src/index.ts';
import { readStyleWords, tonesRuledOut } from '../src/design/style-words.ts';
import type { Tone } from '../src/design/types.ts';
import { contrastRatio } from '../src/design/contrast.ts';
import { templateHeroVariants } from '../src/model/hero-variants.ts';
import type { TemplateHeroVariant } from '../src/model/hero-variants.ts';
import { recipeFromStyle } from '../src/render/recipes/from-style.ts';
import type { StyleInput } from '../src/render/recipes/from-style.ts';
import { themeLayouts, toneLayouts } from '../src/render/recipes/style-tables.ts';
import { templateHeroFits } from '../src/render/recipes/template-hero-fits.ts';
import type { Recipe } from '../src/render/recipes/types.ts';
import { axeViolations, launchChromium, serveFiles } from './support/browser.ts';
import { showcaseNow, templateBrief } from './support/showcase-briefs.ts';
import { servedFiles } from './support/site-pages.ts';

/** The twelve briefs of style-recipes.test.ts and ten more described in the words owners use. */
const briefs: StyleInput[] = [
  { designStyle: 'Luxury', styleDescription: '', themeId: 'beauty', seed: 'salon-aurum.com' },
  { designStyle: 'Gaming', styleDescription: '', themeId: 'gaming', seed: 'pixel-arena.gg' },
  { designStyle: 'Cyberpunk', styleDescription: '', themeId: 'security', seed: 'redteam.io' },
  { designStyle: 'Futuristic', styleDescription: '', themeId: 'tech', seed: 'cloudkite.app' },
  { designStyle: 'Own style', styleDescription: 'mint green and white, rounded corners, friendly', themeId: 'restaurant', seed: 'green-bowl.cafe' },
  { designStyle: 'Свой стиль', styleDescription: 'строгий тёмно-синий с золотом, без скруглений', themeId: 'legal', seed: 'pravo-grad.ru' },
  { designStyle: '', styleDescription: 'пастельно-розовый и бирюзовый, скруглённые формы, светлый фон', themeId: 'pets', seed: 'hvost.ru' },
  { designStyle: 'Own style', styleDescription: 'warm earthy terracotta and cream, cosy', themeId: 'wellness', seed: 'clay-yoga.com' },
  { designStyle: 'Minimal', styleDescription: 'black and white, sharp edges, lots of white space', themeId: 'creative', seed: 'studio-nord.design' },
  { designStyle: '', styleDescription: 'dark theme, neon green accents, bold', themeId: 'fitness', seed: 'ironclub.fit' },
  { designStyle: 'Свой', styleDescription: 'бордовый и бежевый, уютный', themeId: 'shop', seed: 'lavka-mody.ru' },
  { designStyle: '', styleDescription: 'professional navy and orange, square buttons', themeId: 'construction', seed: 'buildright.co.uk' },
  { designStyle: 'Own style', styleDescription: 'brutalist, dense grid', themeId: 'creative', seed: 'grid.studio' },
  { designStyle: 'Own style', styleDescription: 'soft, airy, rounded', themeId: 'wellness', seed: 'airy.spa' },
  { designStyle: 'Own style', styleDescription: 'Friendly, practical. Nothing flashy', themeId: 'auto', seed: 'fixit.garage' },
  { designStyle: '', styleDescription: 'clean tech look, code and terminals, dark', themeId: 'tech', seed: 'devshop.io' },
  { designStyle: '', styleDescription: 'dreamy sunset colours, romantic, beach', themeId: 'travel', seed: 'beach.travel' },
  { designStyle: '', styleDescription: 'строго и аккуратно, без неона', themeId: 'security', seed: 'shield.ru' },
  { designStyle: '', styleDescription: 'научная лаборатория, сеть, исследования', themeId: 'medical', seed: 'neuro.lab' },
  { designStyle: '', styleDescription: 'retro pixel arcade, bold', themeId: 'gaming', seed: 'arcade.gg' },
  { designStyle: '', styleDescription: 'data-driven, analytics dashboard, clean', themeId: 'finance', seed: 'fin.io' },
  { designStyle: '', styleDescription: 'night, moon, fantasy, epic', themeId: 'events', seed: 'realm.gg' },
];

const heroOf = (recipe: Recipe): string => recipe.home[0]?.variant ?? '';
const isTemplateHero = (hero: string): hero is TemplateHeroVariant => (templateHeroVariants as readonly string[]).includes(hero);
const textOf = (brief: StyleInput): string => `${brief.designStyle}. ${brief.styleDescription}`;

function askedFor(hero: TemplateHeroVariant, text: string): boolean {
  const words = readStyleWords(text).wanted.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return templateHeroFits[hero].stems.some((stem) => words.some((word) => word.startsWith(stem)));
}

/** A generic hero is one of the tone's (or the trade's) variants; a template hero suits the tone or is asked for by the words. */
function fitsStyle(recipe: Recipe, brief: StyleInput): boolean {
  const hero = heroOf(recipe);
  // A described style's design carries the tone it was made for.
  const tone = recipe.design.tone as Tone;
  if (!isTemplateHero(hero)) {
    const generic: readonly string[] = [...toneLayouts[tone].variants.hero, ...(themeLayouts[brief.themeId]?.variants?.hero ?? [])];
    return generic.includes(hero);
  }
  const fit = templateHeroFits[hero];
  if (fit.night && recipe.design.scheme !== 'dark') return false;
  if (fit.primaryText && contrastRatio(recipe.design.palette.primary, recipe.design.palette.bg) < 4.5) return false;
  return fit.tones.includes(tone) || askedFor(hero, textOf(brief));
}

describe('the hero of a described style', () => {
  const recipes = briefs.map((brief) => recipeFromStyle(brief));

  test('twenty-two briefs get at least ten distinct heroes, most of them template heroes, and the first twelve at least eight', () => {
    const heroes = recipes.map(heroOf);
    expect(new Set(heroes).size, heroes.join(' ')).toBeGreaterThanOrEqual(10);
    expect(new Set(heroes.slice(0, 12)).size, heroes.slice(0, 12).join(' ')).toBeGreaterThanOrEqual(8);
    expect(heroes.filter(isTemplateHero).length).toBeGreaterThanOrEqual(heroes.length / 2);
  });

  test('each hero fits its tone or the words, a night sky only a dark page, words in the primary colour only where it reads', () => {
    briefs.forEach((brief, index) => {
      const recipe = recipes[index] as Recipe;
      expect(fitsStyle(recipe, brief), `${brief.styleDescription || brief.designStyle}: ${recipe.design.tone} ${recipe.design.scheme} ${heroOf(recipe)}`).toBe(true);
    });
  });

  test('the words choose the device: code gets the app window (the terminal draws no picture), a lab the network, pixels the pixel window, a moon the moonlit peaks', () => {
    const hero = (styleDescription: string, themeId: string) => heroOf(recipeFromStyle({ designStyle: '', styleDescription, themeId, seed: 'x.com' }));
    expect(hero('clean tech look, code and terminals, dark', 'tech')).toBe('window');
    expect(hero('научная лаборатория, сеть, исследования', 'medical')).toBe('network');
    expect(hero('retro pixel arcade, bold', 'gaming')).toMatch(/^(pixel|peaks|vinyl)$/);
    expect(hero('night, moon, fantasy, epic', 'events')).toBe('moonlit');
    expect(hero('black and white, monochrome typography', 'creative')).toBe('monochrome');
  });

  test('every seed of many briefs keeps to fitting heroes, and over seeds a tone shows several', () => {
    for (const brief of briefs) {
      const heroes = new Set<string>();
      for (const seed of ['a.com', 'b.org', 'c.net', 'd.io', 'e.ru', 'f.de']) {
        const recipe = recipeFromStyle({ ...brief, seed });
        expect(fitsStyle(recipe, brief), `${brief.styleDescription || brief.designStyle} / ${seed}: ${heroOf(recipe)}`).toBe(true);
        heroes.add(heroOf(recipe));
      }
      if (!brief.styleDescription) expect(heroes.size, brief.designStyle).toBeGreaterThanOrEqual(3);
    }
  });

  test('the same answers and seed give the same hero', () => {
    for (const brief of briefs) expect(heroOf(recipeFromStyle({ ...brief }))).toBe(heroOf(recipeFromStyle(brief)));
  });
});

describe('a negated look never gets its heroes', () => {
  const negations: { words: string; never: readonly TemplateHeroVariant[] }[] = [
    { words: 'Friendly, practical and down to earth. Nothing flashy.', never: ['emblem', 'peaks', 'moonlit', 'pixel', 'terminal', 'radar', 'orb', 'aurora', 'prism', 'sunset'] },
    { words: 'No neon, no glow, please', never: ['terminal', 'radar', 'emblem', 'peaks', 'pixel', 'orb', 'aurora', 'prism'] },
    { words: 'Строго и аккуратно, без неона', never: ['terminal', 'radar', 'emblem', 'peaks', 'pixel'] },
    { words: 'Calm and modern, without neon or futuristic effects', never: ['terminal', 'radar', 'orb', 'aurora', 'prism'] },
    { words: 'Not corporate, not luxurious: just warm', never: ['window', 'chart', 'metrics', 'niche', 'blueprint', 'dial', 'sunset', 'moonlit'] },
    { words: 'Не детский, не игривый, но дружелюбный', never: ['mascot', 'roundel', 'vinyl'] },
    { words: 'tech company, but no code or terminals', never: ['terminal'] },
    { words: 'Clean, not dark', never: ['moonlit', 'aurora', 'orb'] },
  ];

  test.each(negations)('"$words"', ({ words, never }) => {
    const ruledOut = tonesRuledOut(words);
    for (const themeId of Object.keys(themeLayouts)) {
      for (const seed of ['a.com', 'b.org', 'c.net', 'd.io']) {
        const hero = heroOf(recipeFromStyle({ designStyle: 'Own style', styleDescription: words, themeId, seed }));
        expect(never, `${themeId}, ${seed}`).not.toContain(hero);
        if (isTemplateHero(hero)) expect(ruledOut.has(templateHeroFits[hero].look), `${themeId}, ${seed}: ${hero}`).toBe(false);
      }
    }
  });
});

describe('described-style homes in Chromium', () => {
  const features = [
    'brutalist, dense grid',
    'Friendly, practical. Nothing flashy',
    'clean tech look, code and terminals, dark',
    'dreamy sunset colours, romantic, beach',
    'retro pixel arcade, bold',
    'научная лаборатория, сеть, исследования',
    'data-driven, analytics dashboard, clean',
    'dark theme, neon green accents, bold',
    'black and white, monochrome typography',
    'music, vinyl records, loud',
  ];

  test('a template hero on a palette not its template’s passes axe-core at desktop and phone width', async () => {
    const browser = await launchChromium();
    const tab = await browser.newPage();
    let served: ReadonlyMap<string, string | Uint8Array> = new Map();
    await serveFiles(tab, () => served);
    const findings: string[] = [];
    try {
      for (const feature of features) {
        const result = await composeSites({ ...templateBrief.request, design_style: 'Own style', features: feature }, { now: showcaseNow });
        served = servedFiles(result, 0);
        const hero = result.models[0]?.editions[0]?.pages.find((page) => page.key === 'home')?.sections[0]?.variant;
        for (const width of [1366, 390]) {
          await tab.setViewportSize({ width, height: 900 });
          for (const violation of await axeViolations(tab, 'index.html')) findings.push(`${feature} (${hero}) ${width}px: ${violation.id} ${violation.targets.join(' ')}`);
        }
      }
    } finally {
      await browser.close();
    }
    expect(findings).toEqual([]);
  }, 180_000);
});

describe('a described style keeps a hero picture', () => {
  test('no seed of any brief gets a hero that draws none (the aurora, the terminal), so the owner can replace it with a photo', () => {
    for (const brief of briefs) {
      for (const seed of ['a.com', 'b.org', 'c.net', 'd.io', 'e.ru', 'f.de', 'g.uk', 'h.fr']) {
        expect(['aurora', 'terminal'], `${brief.styleDescription} / ${seed}`).not.toContain(heroOf(recipeFromStyle({ ...brief, seed })));
      }
    }
  });
});
