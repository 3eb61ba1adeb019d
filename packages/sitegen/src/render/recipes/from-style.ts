// Reads the wizard's style words (tone, colours, shape, light or dark) into the recipe of a site without a gallery template.
import { Random, hashString } from '../../brief/random.ts';
import { namedStyleOf } from '../../design/choose.ts';
import { contrastRatio } from '../../design/contrast.ts';
import { readStyleWords, toneFromDescription, tonesRuledOut, unlessRuledOut } from '../../design/style-words.ts';
import { designSystems } from '../../design/systems.ts';
import type { Tone } from '../../design/types.ts';
import { templateHeroVariants } from '../../model/hero-variants.ts';
import type { TemplateHeroVariant } from '../../model/hero-variants.ts';
import type { VariantOf } from '../../model/sections.ts';
import type { Design, Palette } from '../../model/site-model.ts';
import { artFromStyle } from './art-fits.ts';
import { luminanceOf } from './colour-math.ts';
import { paletteFromColours, parseColours, schemeFromColours } from './colours.ts';
import type { NamedColour } from './colours.ts';
import { designFromSystem } from './design-from-system.ts';
import { themeLayouts, toneLayouts } from './style-tables.ts';
import { templateHeroFits } from './template-hero-fits.ts';
import type { ThemeLayout, ToneLayout, VariantKind } from './style-tables.ts';
import type { HomeSlot, Recipe } from './types.ts';

/**
 * The layout recipe of a site made without a gallery template, from the wizard's answers:
 * the named style or the mood words of the description choose the tone (its base design, its
 * heading font and the section variants that suit it), the description's colours, shape and
 * light/dark words adjust the design, the trade decides the offer sections and their order,
 * and the site's seed picks among the fitting variants.
 */

export interface StyleInput {
  /** The wizard's style: Luxury, Gaming, Cyberpunk, Futuristic, or the customer's own words. */
  designStyle: string;
  /** The style the customer described ("mint green and white, rounded corners"). */
  styleDescription: string;
  /** A theme id of `brief/themes.ts`. */
  themeId: string;
  /** Stable per site: chooses among the fitting variants. */
  seed: string;
}

/** The tone of the answers: the named style, else the description's mood words, else the trade's unless the words rule it out. */
export function toneOfStyle(designStyle: string, styleDescription: string, themeId: string): Tone {
  const named = namedStyleOf(designStyle);
  if (named) return named;
  const words = `${designStyle}. ${styleDescription}`;
  return toneFromDescription(words) ?? unlessRuledOut((themeLayouts[themeId] ?? themeLayouts.general)?.tone ?? 'minimal', words);
}

const darkWords = /\b(dark|darker|night|nighttime|moody|noir)\b|(?:^|[^\p{L}])(т[её]мн|ночн|мрачн)/iu;
const lightWords = /\b(light|lighter|airy|daylight)\b|(?:^|[^\p{L}])(светл|воздушн)/iu;
const backgroundAfter = /^[\s,-]*(background|backdrop|bg|фон|фоне|фоном)(?!\p{L})/iu;
const backgroundBefore = /(background|фон|фоне|фоном)\s*(is|of|:|-)?\s*$/iu;

/** `text` without the named colours' words, so "dark blue" says nothing about the scheme. */
function withoutColours(text: string, colours: readonly NamedColour[]): string {
  return colours.reduce((rest, colour) => rest.replace(colour.words, ' '), text).replace(/ё/g, 'е').replace(/Ё/g, 'Е');
}

/** The scheme the words ask for: "dark", "тёмный фон", "light", "светлый". */
export function schemeFromWords(text: string): 'light' | 'dark' | undefined {
  const dark = darkWords.test(text);
  const light = lightWords.test(text);
  if (dark && !light) return 'dark';
  if (light && !dark) return 'light';
  return undefined;
}

/** The scheme the style asks for, reading "not dark" / «не тёмный» as light and "nothing too light" as dark. */
function schemeOfStyle(text: string): 'light' | 'dark' | undefined {
  const { wanted, negated } = readStyleWords(text);
  const opposite = { light: 'dark', dark: 'light' } as const;
  const ruledOut = schemeFromWords(negated);
  return schemeFromWords(wanted) ?? (ruledOut ? opposite[ruledOut] : undefined);
}

/** The colours with the one named as the background ("white background", "на чёрном фоне") first. */
function backgroundFirst(text: string, colours: readonly NamedColour[]): { colours: NamedColour[]; background?: NamedColour } {
  let cursor = 0;
  for (const colour of colours) {
    const at = text.indexOf(colour.words, cursor);
    if (at < 0) continue;
    cursor = at + colour.words.length;
    const after = text.slice(cursor, cursor + 24);
    const before = text.slice(Math.max(0, at - 24), at);
    if (backgroundAfter.test(after) || backgroundBefore.test(before)) {
      return { colours: [colour, ...colours.filter((other) => other !== colour)], background: colour };
    }
  }
  return { colours: [...colours] };
}

const sharpPatterns = [
  /\b(sharp|square|squared|angular|boxy|blocky|hard[ -]edged?)\b/i,
  /\bstraight (edges|corners|lines)\b/i,
  /\b(no|not|without|non|zero)[ -]?(rounded|round|rounding|curves|radius|radii)/i,
  /без\s+(скругл|закругл|округл)/iu,
  /не\s*(скругл|закругл)/iu,
  /(строг|прям|остр|четк)\p{L}*\s+(угл|кра|форм)/iu,
  /(угловат|квадратн|прямоугольн)/iu,
];
const roundPatterns = [
  /\b(rounded|round|rounding|curvy|curved|soft|softer|pill|pills|bubbly|circular)\b/i,
  /(скругл|закругл|округл|овальн|плавн)/iu,
  /кругл(ый|ая|ое|ые|ых|ыми|ой)(?!\p{L})/iu,
  /мягк\p{L}*\s+(угл|форм|кра|лини)/iu,
];

/** The corner style the words ask for: "rounded", "soft", "скруглённые" or "sharp", "без скруглений". */
export function shapeFromWords(text: string): 'rounded' | 'sharp' | undefined {
  const normal = text.replace(/ё/g, 'е').replace(/Ё/g, 'Е');
  if (sharpPatterns.some((pattern) => pattern.test(normal))) return 'sharp';
  if (roundPatterns.some((pattern) => pattern.test(normal))) return 'rounded';
  return undefined;
}

function pickVariant<K extends VariantKind>(random: Random, kind: K, tone: ToneLayout, theme: ThemeLayout): VariantOf<K> {
  const own = tone.variants[kind] as readonly VariantOf<K>[];
  const needed = theme.variants?.[kind] as readonly VariantOf<K>[] | undefined;
  if (!needed) return random.pick(own);
  const both = needed.filter((variant) => own.includes(variant));
  return random.pick(both.length > 0 ? both : needed);
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function namesHero(words: readonly string[], hero: TemplateHeroVariant): boolean {
  return templateHeroFits[hero].stems.some((stem) => words.some((word) => word.startsWith(stem)));
}

// Heroes that draw no picture, as their templates have none: a described style's site keeps its hero picture, which the
// owner may replace with a photo in the editor.
const pictureless: ReadonlySet<TemplateHeroVariant> = new Set(['aurora', 'terminal']);

/**
 * The template heroes that fit the style: the ones its words ask for ("code", "rounded", «ночной») when it names any,
 * else the ones that suit its tone, alongside the tone's own generic variants. A hero whose look or words the style
 * negates is never one of them, a night sky is drawn only on a dark page, and words in the primary colour only where
 * it reads on the page (a grey primary on a dark minimal page would hide the peaks' highlight).
 */
export function fittingHeroes(text: string, tone: Tone, scheme: 'light' | 'dark', palette: Palette): { asked: TemplateHeroVariant[]; suited: TemplateHeroVariant[] } {
  const { wanted, negated } = readStyleWords(text);
  const wantedWords = wordsOf(wanted);
  const negatedWords = wordsOf(negated);
  const ruledOut = tonesRuledOut(text);
  const allowed = templateHeroVariants.filter((hero) => {
    const fit = templateHeroFits[hero];
    if (pictureless.has(hero) || ruledOut.has(fit.look) || namesHero(negatedWords, hero)) return false;
    if (fit.primaryText && contrastRatio(palette.primary, palette.bg) < 4.5) return false;
    return !fit.night || scheme === 'dark';
  });
  return {
    asked: allowed.filter((hero) => namesHero(wantedWords, hero)),
    suited: allowed.filter((hero) => templateHeroFits[hero].tones.includes(tone)),
  };
}

/** The hero: among the heroes the words ask for, else among the tone's generic variants and the template heroes that suit it. */
function pickHero(random: Random, text: string, tone: Tone, design: Design, layout: ToneLayout, theme: ThemeLayout): VariantOf<'hero'> {
  const { asked, suited } = fittingHeroes(text, tone, design.scheme, design.palette);
  if (asked.length > 0) return random.pick(asked);
  return random.pick([...suited, ...genericHeroes(layout, theme)]);
}

/** The tone's generic hero variants, kept to the ones the trade needs where they meet. */
function genericHeroes(layout: ToneLayout, theme: ThemeLayout): readonly VariantOf<'hero'>[] {
  const needed = theme.variants?.hero;
  if (!needed) return layout.variants.hero;
  const both = needed.filter((variant) => layout.variants.hero.includes(variant));
  return both.length > 0 ? both : needed;
}

/** Bands fill the width in the primary colour: they never sit on the alternate surface. */
function isBand(slot: { kind: string; variant: string }): boolean {
  return (slot.kind === 'stats' || slot.kind === 'cta') && slot.variant === 'band';
}

/** The design tokens: the tone's system with its heading face, the colours, shape and scheme of the words. */
function styleDesign(tone: Tone, layout: ToneLayout, text: string, random: Random): Design {
  const base = designFromSystem(designSystems[tone]);
  const named = parseColours(text);
  const rest = withoutColours(text, named);
  const { colours, background } = backgroundFirst(text, named);
  const scheme = schemeOfStyle(rest) ?? (background ? (luminanceOf(background.colour) < 0.18 ? 'dark' : 'light') : undefined) ?? schemeFromColours(colours) ?? base.scheme;
  const palette = colours.length > 0 || scheme !== base.scheme ? paletteFromColours(colours, base.palette, scheme) : base.palette;

  const heading = random.pick(layout.fonts);
  const shape = shapeFromWords(rest);
  let { radius, buttonRadius, shape: shapeName } = base;
  if (shape === 'rounded') {
    radius = Math.max(radius, random.pick([16, 20, 24]));
    buttonRadius = 999;
    shapeName = 'pill';
  } else if (shape === 'sharp') {
    radius = 0;
    buttonRadius = 0;
    shapeName = base.shape === 'clipped' ? 'clipped' : 'sharp';
  }
  const light = scheme === 'light';
  return {
    ...base,
    label: `${base.label} (described style)`,
    scheme,
    palette,
    fonts: {
      ...base.fonts,
      heading: { stack: heading.stack, family: heading.family, weights: [heading.weight] },
      body: { stack: base.fonts.body.stack, weights: [] },
      headingWeight: heading.weight,
    },
    radius,
    buttonRadius,
    shape: shapeName,
    space: Math.min(8, Math.max(4, base.space + random.pick([-0.5, 0, 0, 0.5]))),
    // Glow and glass are drawn for dark pages; a light page keeps the flat effects.
    effects: { ...base.effects, glow: base.effects.glow && !light, glass: base.effects.glass && !light },
  };
}

/**
 * The layout recipe of a site without a gallery template. The same answers and seed always
 * give the same recipe; other seeds pick other orders and variants among the fitting ones.
 */
export function recipeFromStyle(input: StyleInput): Recipe {
  const text = `${input.designStyle}. ${input.styleDescription}`;
  const tone = toneOfStyle(input.designStyle, input.styleDescription, input.themeId);
  const themeId = themeLayouts[input.themeId] ? input.themeId : 'general';
  const theme = themeLayouts[themeId] as ThemeLayout;
  const layout = toneLayouts[tone];
  const key = `${input.seed}|${input.themeId}|${input.designStyle.trim()}|${input.styleDescription.trim()}`;
  const random = new Random(`style-recipe:${key}`);

  const design = styleDesign(tone, layout, text, random.fork('design'));
  const choose = random.fork('layout');
  const order = choose.pick(theme.orders);
  const chosen = new Map<VariantKind, string>();
  const variantOf = <K extends VariantKind>(kind: K): VariantOf<K> => {
    const held = chosen.get(kind) as VariantOf<K> | undefined;
    if (held) return held;
    const variant = pickVariant(choose, kind, layout, theme);
    chosen.set(kind, variant);
    return variant;
  };

  const hero = pickHero(random.fork('hero'), text, tone, design, layout, theme);
  chosen.set('hero', hero);
  const home: HomeSlot[] = [{ kind: 'hero', variant: hero }];
  let alt = choose.next() < 0.5;
  for (const kind of order) {
    const slot = { kind, variant: variantOf(kind) } as HomeSlot;
    if (isBand(slot)) {
      home.push(slot);
      alt = false;
      continue;
    }
    home.push(alt ? { ...slot, alt: true } : slot);
    alt = !alt;
  }

  const chrome = random.fork('chrome');
  const art = random.fork('illustration');
  return {
    id: `style-${tone}-${themeId}-${hashString(key).toString(36)}`,
    label: `${design.label}, ${themeId}`,
    source: 'style',
    design,
    nav: chrome.pick(layout.nav),
    footer: chrome.pick(layout.footer),
    home,
    pages: {
      header: variantOf('pageHeader'),
      services: variantOf('services'),
      products: variantOf('products'),
      process: variantOf('process'),
      about: variantOf('about'),
      highlights: variantOf('highlights'),
      blog: variantOf('blogTeaser'),
      faq: variantOf('faq'),
      contact: variantOf('contact'),
      cta: variantOf('cta'),
    },
    illustration: {
      art: artFromStyle(text, tone, random.fork('art')),
      frame: art.pick(layout.illustration.frame),
      backdrop: art.pick(layout.illustration.backdrop),
      stroke: art.pick(layout.illustration.stroke),
    },
  };
}
