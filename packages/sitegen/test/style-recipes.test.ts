import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { iconFamilies as themeIds } from '../src/assets/theme-icons.ts';
import { contrastRatio } from '../src/design/contrast.ts';
import { designSchema } from '../src/model/site-model.ts';
import type { Palette } from '../src/model/site-model.ts';
import { chromaOf, hslOf, hueDistance } from '../src/render/recipes/colour-math.ts';
import { colourWords } from '../src/render/recipes/colour-names.ts';
import { paletteFromColours, parseColours } from '../src/render/recipes/colours.ts';
import { recipeFromStyle } from '../src/render/recipes/from-style.ts';
import type { StyleInput } from '../src/render/recipes/from-style.ts';
import { filledHomeKinds } from '../src/render/recipes/style-tables.ts';
import type { Recipe } from '../src/render/recipes/types.ts';
import { designSystems } from '../src/design/systems.ts';

// SITEGEN_PROPERTY_RUNS=500 explores more (and new) cases; the default keeps the suite fast and repeatable.
function runs(numRuns: number, seed: number): { numRuns: number; seed?: number } {
  const wanted = Number(process.env.SITEGEN_PROPERTY_RUNS);
  return wanted > 0 ? { numRuns: wanted } : { numRuns, seed };
}

/** Twelve briefs: the four named styles, described styles in English and Russian, twelve trades. */
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
];

const recipes = briefs.map((brief) => recipeFromStyle(brief));

function layoutKey(recipe: Recipe): string {
  return [...recipe.home.map((slot) => `${slot.kind}:${slot.variant}`), `nav:${recipe.nav}`, `footer:${recipe.footer}`].join(' ');
}

function contrastFailures(palette: Palette): string[] {
  const pairs: [string, string, string, string][] = [];
  for (const fg of ['text', 'muted', 'link'] as const) {
    for (const bg of ['bg', 'surface', 'surfaceAlt'] as const) pairs.push([fg, bg, palette[fg], palette[bg]]);
  }
  pairs.push(['onPrimary', 'primary', palette.onPrimary, palette.primary]);
  return pairs.filter(([, , fg, bg]) => contrastRatio(fg, bg) < 4.5).map(([fgName, bgName, fg, bg]) => `${fgName} ${fg} on ${bgName} ${bg}: ${contrastRatio(fg, bg).toFixed(2)}`);
}

/** The named colour, or a shade of it nudged for contrast (hue within 5°), is one of the palette's colours. */
function appearsIn(palette: Palette, colour: string): boolean {
  const entries = Object.values(palette);
  if (chromaOf(colour) < 0.1) {
    const { l } = hslOf(colour);
    return entries.some((entry) => chromaOf(entry) < 0.12 && Math.abs(hslOf(entry).l - l) <= 0.4);
  }
  const hue = hslOf(colour).h;
  return entries.some((entry) => chromaOf(entry) >= 0.02 && hueDistance(hslOf(entry).h, hue) <= 5);
}

function checkRecipe(recipe: Recipe): void {
  expect(recipe.source).toBe('style');
  expect(() => designSchema.parse(recipe.design)).not.toThrow();
  expect(contrastFailures(recipe.design.palette)).toEqual([]);
  expect(recipe.home[0]?.kind).toBe('hero');
  expect(recipe.home.length).toBeGreaterThanOrEqual(6);
  expect(recipe.home.length).toBeLessThanOrEqual(10);
  const kinds = recipe.home.map((slot) => slot.kind);
  for (const kind of kinds) expect(filledHomeKinds as readonly string[]).toContain(kind);
  expect(new Set(kinds).size).toBe(kinds.length);
  expect(kinds.slice(1)).not.toContain('hero');
  const font = recipe.design.fonts.heading;
  expect(font.family).toBeTruthy();
  expect(font.weights.length).toBeGreaterThanOrEqual(1);
}

describe('colour words', () => {
  test('English and Russian names, modifiers, compounds and hex codes are read in the order written', () => {
    const words = (text: string) => parseColours(text).map((colour) => colour.words);
    expect(words('mint green and white, rounded corners')).toEqual(['mint green', 'white']);
    expect(words('строгий тёмно-синий с золотом')).toEqual(['тёмно-синий', 'золотом']);
    expect(words('бирюзовый, бордовый и пастельно-розовый')).toEqual(['бирюзовый', 'бордовый', 'пастельно-розовый']);
    expect(words('navy, dark blue and #FA0 with light grey')).toEqual(['navy', 'dark blue', '#FA0', 'light grey']);
    expect(words('светло-зелёная гамма и золотистые акценты')).toEqual(['светло-зелёная', 'золотистые']);
    expect(parseColours('#FA0')[0]?.colour).toBe('#ffaa00');
    expect(parseColours('чёрно-белый').map((colour) => colour.colour)).toEqual(['#111111', '#ffffff']);
    // A comma ends a modifier's reach: "тёмный, бирюзовый" is a dark page and plain turquoise.
    expect(parseColours('тёмный, бирюзовый')).toEqual([{ colour: '#40e0d0', words: 'бирюзовый' }]);
  });

  test('modifiers change lightness and keep the hue', () => {
    const [blue] = parseColours('blue');
    const [dark] = parseColours('dark blue');
    const [light] = parseColours('светло-синий');
    if (!blue || !dark || !light) throw new Error('colours expected');
    expect(hslOf(dark.colour).l).toBeLessThan(hslOf(blue.colour).l);
    expect(hslOf(light.colour).l).toBeGreaterThan(hslOf(blue.colour).l);
    expect(hueDistance(hslOf(dark.colour).h, hslOf(blue.colour).h)).toBeLessThan(3);
    expect(hueDistance(hslOf(light.colour).h, hslOf(blue.colour).h)).toBeLessThan(3);
  });

  test('ordinary words are not colours', () => {
    expect(parseColours('a cosy coffee shop look, lots of white space, orange you glad')).toEqual([{ colour: '#f97316', words: 'orange' }]);
    expect(parseColours('peach and cream tones').map((colour) => colour.words)).toEqual(['peach', 'cream']);
    expect(parseColours('строгий, современный, белка и серия')).toEqual([]);
  });

  test('a palette shows the named colours: white as the page, mint as primary', () => {
    const palette = paletteFromColours(parseColours('mint green and white'), designSystems.minimal.palette, 'light');
    expect(palette.bg).toBe('#ffffff');
    expect(palette.primary).toBe('#3eb489');
    expect(contrastFailures(palette)).toEqual([]);
    const dark = paletteFromColours(parseColours('black and gold'), designSystems.luxury.palette, 'dark');
    expect(dark.bg).toBe('#111111');
    expect(dark.primary).toBe('#d4af37');
    expect(contrastFailures(dark)).toEqual([]);
  });
});

describe('recipes from a described style', () => {
  test('twelve briefs give valid designs and homes', () => {
    for (const recipe of recipes) checkRecipe(recipe);
  });

  test('twelve briefs give at least eight distinct layouts', () => {
    expect(new Set(recipes.map(layoutKey)).size).toBeGreaterThanOrEqual(8);
  });

  test('the named colours appear in the palette', () => {
    briefs.forEach((brief, index) => {
      const palette = (recipes[index] as Recipe).design.palette;
      for (const named of parseColours(brief.styleDescription).slice(0, 3)) {
        expect(appearsIn(palette, named.colour), `${named.words} (${named.colour}) in ${JSON.stringify(palette)}`).toBe(true);
      }
    });
  });

  test('the same input gives the same recipe', () => {
    for (const brief of briefs) expect(recipeFromStyle({ ...brief })).toEqual(recipeFromStyle(brief));
  });

  test('rounded words give large radii and pill buttons, sharp words none', () => {
    for (const styleDescription of ['mint green and white, rounded corners', 'soft and friendly', 'скруглённые углы, мягкие формы']) {
      const design = recipeFromStyle({ designStyle: 'Cyberpunk', styleDescription, themeId: 'tech', seed: 'x' }).design;
      expect(design.radius, styleDescription).toBeGreaterThanOrEqual(12);
      expect(design.buttonRadius).toBe(999);
    }
    for (const styleDescription of ['sharp corners, navy', 'no rounded corners', 'строгие углы', 'тёмно-синий, без скруглений']) {
      const design = recipeFromStyle({ designStyle: 'Own style', styleDescription, themeId: 'wellness', seed: 'y' }).design;
      expect(design.radius, styleDescription).toBe(0);
      expect(design.buttonRadius).toBe(0);
    }
  });

  test('light and dark words choose the scheme', () => {
    expect(recipeFromStyle({ designStyle: 'Luxury', styleDescription: 'light, white background, gold', themeId: 'beauty', seed: 's' }).design.scheme).toBe('light');
    expect(recipeFromStyle({ designStyle: 'Own style', styleDescription: 'тёмный фон, оранжевые акценты', themeId: 'general', seed: 's' }).design.scheme).toBe('dark');
    // "dark"/"тёмно-" inside a colour name says nothing about the page.
    expect(recipeFromStyle({ designStyle: 'Own style', styleDescription: 'dark blue and white', themeId: 'general', seed: 's' }).design.scheme).toBe('light');
    expect(recipeFromStyle({ designStyle: '', styleDescription: 'тёмно-синий и белый', themeId: 'legal', seed: 's' }).design.scheme).toBe('light');
  });

  test('the trade decides the offer: a menu high on a restaurant page, products first in a shop, a gallery for a studio', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const restaurant = recipeFromStyle({ designStyle: 'Gaming', styleDescription: '', themeId: 'restaurant', seed });
      const menu = restaurant.home.findIndex((slot) => slot.kind === 'products');
      expect(menu).toBeGreaterThan(0);
      expect(menu).toBeLessThanOrEqual(2);
      expect(restaurant.home[menu]?.variant).toBe('menu');
      const shop = recipeFromStyle({ designStyle: '', styleDescription: 'clean', themeId: 'shop', seed });
      expect(shop.home[1]?.kind).toBe('products');
      expect(['cards', 'showcase']).toContain(shop.home[1]?.variant);
      const creative = recipeFromStyle({ designStyle: '', styleDescription: '', themeId: 'creative', seed });
      expect(creative.home.some((slot) => slot.kind === 'gallery')).toBe(true);
      const trade = recipeFromStyle({ designStyle: '', styleDescription: '', themeId: 'construction', seed });
      expect(trade.home.map((slot) => slot.kind)).toContain('process');
      expect(['list', 'alternating']).toContain(trade.home.find((slot) => slot.kind === 'services')?.variant);
    }
  });

  test('different seeds of one brief rarely share a layout', () => {
    const keys = Array.from({ length: 20 }, (_, index) => layoutKey(recipeFromStyle({ designStyle: 'Own style', styleDescription: 'calm blue', themeId: 'medical', seed: `clinic-${index}` })));
    expect(new Set(keys).size).toBeGreaterThanOrEqual(15);
  });
});

describe('property: any colour words, trade and seed', () => {
  const modifiers = ['', '', 'light ', 'dark ', 'pastel ', 'neon ', 'светло-', 'тёмно-', 'пастельно-'];
  const colourPhrase = fc.oneof(
    fc.tuple(fc.constantFrom(...modifiers), fc.constantFrom(...colourWords)).map(([modifier, word]) => `${modifier}${word}`),
    fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0')}`),
  );
  const input = fc.record({
    designStyle: fc.constantFrom('Luxury', 'Gaming', 'Cyberpunk', 'Futuristic', '', 'Own style', 'Свой стиль'),
    colours: fc.array(colourPhrase, { minLength: 0, maxLength: 4 }),
    extra: fc.constantFrom('', 'rounded corners', 'sharp', 'dark', 'light', 'тёмный фон', 'светлый', 'friendly', 'строгий', 'white background', 'на чёрном фоне'),
    themeId: fc.constantFrom(...themeIds),
    seed: fc.string({ minLength: 1, maxLength: 12 }),
  });

  test('contrast holds, named colours show, designs are valid and stable', () => {
    fc.assert(
      fc.property(input, ({ designStyle, colours, extra, themeId, seed }) => {
        const styleDescription = [colours.join(' and '), extra].filter(Boolean).join(', ');
        const recipe = recipeFromStyle({ designStyle, styleDescription, themeId, seed });
        checkRecipe(recipe);
        expect(recipeFromStyle({ designStyle, styleDescription, themeId, seed })).toEqual(recipe);
        for (const named of parseColours(styleDescription).slice(0, 2)) {
          expect(appearsIn(recipe.design.palette, named.colour), `${named.words} (${named.colour}) in "${styleDescription}": ${JSON.stringify(recipe.design.palette)}`).toBe(true);
        }
      }),
      runs(300, 20240611),
    );
  });
});
