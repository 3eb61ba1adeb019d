import { Random, hashString } from '../../brief/random.ts';
import { toneFromDescription } from '../../design/choose.ts';
import { designSystems } from '../../design/systems.ts';
import type { Tone } from '../../design/types.ts';
import type { FooterVariant, NavVariant, VariantOf } from '../../model/sections.ts';
import type { Design } from '../../model/site-model.ts';
import { paletteFromColours, parseColours, schemeFromColours, luminanceOf } from './colours.ts';
import type { NamedColour } from './colours.ts';
import { designFromSystem } from './design-from-system.ts';
import type { HomeSlot, IllustrationStyle, Recipe } from './types.ts';

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

/** The kinds the offline writer fills on a home page (the hero always first). */
export const filledHomeKinds = ['hero', 'highlights', 'services', 'products', 'about', 'process', 'stats', 'gallery', 'faq', 'blogTeaser', 'cta', 'contact'] as const;
type FilledKind = (typeof filledHomeKinds)[number];
type BodyKind = Exclude<FilledKind, 'hero'>;
type VariantKind = FilledKind | 'pageHeader';
type VariantSets = { readonly [K in VariantKind]: readonly VariantOf<K>[] };

interface HeadingFont {
  /** @fontsource package id. */
  family: string;
  /** The CSS family name and a fitting system fallback. */
  stack: string;
  weight: number;
}

export interface ToneLayout {
  /** Self-hosted heading faces that suit the tone (the seed picks one). */
  fonts: readonly HeadingFont[];
  nav: readonly NavVariant[];
  footer: readonly FooterVariant[];
  variants: VariantSets;
  illustration: { frame: readonly IllustrationStyle['frame'][]; backdrop: readonly IllustrationStyle['backdrop'][]; stroke: readonly number[] };
}

export interface ThemeLayout {
  /** The tone of the trade, when neither the named style nor the description's words give one. */
  tone: Tone;
  /** Home page orders after the hero (the seed picks one): the trade's offer comes early. */
  orders: readonly (readonly BodyKind[])[];
  /** Variants the trade needs (a restaurant's menu); kept where they meet the tone's set. */
  variants?: Partial<VariantSets>;
}

const serif = 'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, "Times New Roman", serif';
const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const condensed = 'Impact, Haettenschweiler, "Arial Narrow Bold", "Arial Black", sans-serif';
const mono = '"Cascadia Mono", Consolas, "Liberation Mono", "Courier New", monospace';
const geometric = '"Avenir Next", Avenir, "Century Gothic", "Segoe UI", system-ui, sans-serif';

function font(family: string, name: string, fallback: string, weight: number): HeadingFont {
  return { family, stack: `"${name}", ${fallback}`, weight };
}

/** Per tone: heading faces, chrome and the section variants that fit the mood. */
export const toneLayouts: Record<Tone, ToneLayout> = {
  luxury: {
    fonts: [font('cormorant-garamond', 'Cormorant Garamond', serif, 600), font('playfair-display', 'Playfair Display', serif, 500)],
    nav: ['centered', 'editorial', 'bar'],
    footer: ['big', 'simple', 'columns'],
    variants: {
      hero: ['editorial', 'overlay', 'split'], highlights: ['numbered', 'strip', 'checklist'], services: ['list', 'alternating'], products: ['showcase', 'menu', 'cards'],
      about: ['quote', 'columns', 'split'], process: ['timeline', 'steps'], stats: ['inline', 'band'], gallery: ['mosaic', 'strip'], faq: ['aside', 'columns', 'accordion'],
      blogTeaser: ['featured', 'list'], cta: ['split', 'band', 'card'], contact: ['details', 'split', 'centered'], pageHeader: ['plain', 'split', 'band'],
    },
    illustration: { frame: ['arch', 'circle', 'none'], backdrop: ['flat', 'gradient'], stroke: [1, 1.25] },
  },
  gaming: {
    fonts: [font('bebas-neue', 'Bebas Neue', condensed, 400), font('orbitron', 'Orbitron', geometric, 800)],
    nav: ['cta', 'bar'],
    footer: ['big', 'columns'],
    variants: {
      hero: ['poster', 'overlay', 'card'], highlights: ['cards', 'numbered', 'strip'], services: ['tiles', 'cards'], products: ['cards', 'showcase'],
      about: ['split', 'quote'], process: ['cards', 'steps'], stats: ['band', 'cards'], gallery: ['grid', 'mosaic'], faq: ['accordion', 'columns'],
      blogTeaser: ['cards', 'featured'], cta: ['band', 'card'], contact: ['split', 'centered'], pageHeader: ['band', 'split'],
    },
    illustration: { frame: ['hexagon', 'square'], backdrop: ['rays', 'grid'], stroke: [2, 2.5] },
  },
  cyberpunk: {
    fonts: [font('jetbrains-mono', 'JetBrains Mono', mono, 700), font('space-grotesk', 'Space Grotesk', sans, 700)],
    nav: ['cta', 'bar', 'editorial'],
    footer: ['columns', 'big'],
    variants: {
      hero: ['poster', 'split', 'overlay'], highlights: ['numbered', 'checklist', 'strip', 'cards'], services: ['tiles', 'list', 'cards'], products: ['cards', 'showcase'],
      about: ['columns', 'split'], process: ['timeline', 'steps'], stats: ['band', 'cards', 'inline'], gallery: ['grid', 'strip'], faq: ['aside', 'accordion'],
      blogTeaser: ['list', 'cards'], cta: ['band', 'split'], contact: ['details', 'split'], pageHeader: ['band', 'plain'],
    },
    illustration: { frame: ['hexagon', 'square'], backdrop: ['grid', 'dots'], stroke: [1.5, 2] },
  },
  futuristic: {
    fonts: [font('space-grotesk', 'Space Grotesk', geometric, 600), font('outfit', 'Outfit', geometric, 600)],
    nav: ['bar', 'cta', 'centered'],
    footer: ['columns', 'simple', 'big'],
    variants: {
      hero: ['split', 'card', 'overlay'], highlights: ['cards', 'strip', 'numbered'], services: ['cards', 'alternating', 'tiles'], products: ['cards', 'showcase'],
      about: ['split', 'columns'], process: ['steps', 'cards', 'timeline'], stats: ['cards', 'band', 'inline'], gallery: ['mosaic', 'grid'], faq: ['accordion', 'aside'],
      blogTeaser: ['cards', 'featured'], cta: ['card', 'band'], contact: ['split', 'centered'], pageHeader: ['split', 'band'],
    },
    illustration: { frame: ['circle', 'blob'], backdrop: ['gradient', 'dots'], stroke: [1.5, 1.75] },
  },
  minimal: {
    fonts: [font('inter', 'Inter', sans, 700), font('manrope', 'Manrope', sans, 700)],
    nav: ['bar', 'editorial', 'centered'],
    footer: ['simple', 'columns'],
    variants: {
      hero: ['editorial', 'split', 'card'], highlights: ['strip', 'checklist', 'numbered'], services: ['list', 'cards', 'alternating'], products: ['cards', 'showcase', 'menu'],
      about: ['columns', 'quote', 'split'], process: ['steps', 'timeline'], stats: ['inline', 'cards'], gallery: ['grid', 'strip', 'mosaic'], faq: ['columns', 'accordion', 'aside'],
      blogTeaser: ['list', 'cards'], cta: ['split', 'card'], contact: ['centered', 'details', 'split'], pageHeader: ['plain', 'split'],
    },
    illustration: { frame: ['none', 'square', 'circle'], backdrop: ['flat', 'dots'], stroke: [1.25, 1.5] },
  },
  organic: {
    fonts: [font('fraunces', 'Fraunces', serif, 600), font('dm-serif-display', 'DM Serif Display', serif, 400)],
    nav: ['centered', 'bar', 'cta'],
    footer: ['columns', 'big', 'simple'],
    variants: {
      hero: ['split', 'card', 'overlay'], highlights: ['cards', 'checklist', 'strip'], services: ['alternating', 'cards', 'list'], products: ['menu', 'cards', 'showcase'],
      about: ['split', 'quote'], process: ['steps', 'cards', 'timeline'], stats: ['inline', 'cards'], gallery: ['mosaic', 'grid', 'strip'], faq: ['accordion', 'aside'],
      blogTeaser: ['cards', 'featured'], cta: ['card', 'band'], contact: ['split', 'centered'], pageHeader: ['split', 'plain'],
    },
    illustration: { frame: ['blob', 'arch', 'circle'], backdrop: ['flat', 'gradient', 'dots'], stroke: [1.5, 1.75] },
  },
  corporate: {
    fonts: [font('manrope', 'Manrope', sans, 700), font('roboto-slab', 'Roboto Slab', serif, 600)],
    nav: ['cta', 'bar'],
    footer: ['columns', 'simple'],
    variants: {
      hero: ['split', 'overlay', 'card'], highlights: ['cards', 'checklist', 'numbered'], services: ['cards', 'list', 'alternating'], products: ['cards', 'showcase'],
      about: ['split', 'columns'], process: ['steps', 'timeline'], stats: ['band', 'inline', 'cards'], gallery: ['grid', 'strip'], faq: ['accordion', 'aside', 'columns'],
      blogTeaser: ['cards', 'list'], cta: ['band', 'split'], contact: ['split', 'details'], pageHeader: ['band', 'plain'],
    },
    illustration: { frame: ['square', 'circle'], backdrop: ['flat', 'grid'], stroke: [1.75, 2] },
  },
  playful: {
    fonts: [font('nunito', 'Nunito', geometric, 800), font('outfit', 'Outfit', geometric, 700)],
    nav: ['bar', 'cta', 'centered'],
    footer: ['big', 'columns'],
    variants: {
      hero: ['card', 'split'], highlights: ['cards', 'numbered'], services: ['tiles', 'cards', 'alternating'], products: ['cards', 'showcase'],
      about: ['split', 'quote'], process: ['cards', 'steps'], stats: ['cards', 'band'], gallery: ['mosaic', 'grid'], faq: ['accordion', 'columns'],
      blogTeaser: ['cards', 'featured'], cta: ['card', 'band'], contact: ['centered', 'split'], pageHeader: ['band', 'split'],
    },
    illustration: { frame: ['blob', 'circle'], backdrop: ['dots', 'gradient'], stroke: [2, 2.5] },
  },
};

/** Per trade: its fallback tone, the home orders (offer first) and the variants it needs. */
export const themeLayouts: Record<string, ThemeLayout> = {
  restaurant: {
    tone: 'organic',
    orders: [
      ['products', 'about', 'gallery', 'highlights', 'cta', 'contact'],
      ['about', 'products', 'gallery', 'faq', 'blogTeaser', 'contact'],
      ['products', 'highlights', 'about', 'stats', 'gallery', 'cta', 'contact'],
    ],
    variants: { products: ['menu'], gallery: ['mosaic', 'strip', 'grid'] },
  },
  fitness: {
    tone: 'gaming',
    orders: [
      ['highlights', 'services', 'stats', 'process', 'gallery', 'cta', 'contact'],
      ['services', 'stats', 'about', 'gallery', 'faq', 'cta'],
      ['stats', 'services', 'process', 'about', 'blogTeaser', 'cta', 'contact'],
    ],
    variants: { hero: ['poster', 'overlay', 'split'], services: ['tiles', 'cards', 'alternating'], stats: ['band', 'cards'] },
  },
  wellness: {
    tone: 'organic',
    orders: [
      ['about', 'services', 'highlights', 'process', 'gallery', 'faq', 'contact'],
      ['services', 'about', 'gallery', 'blogTeaser', 'cta', 'contact'],
    ],
  },
  beauty: {
    tone: 'luxury',
    orders: [
      ['services', 'gallery', 'about', 'products', 'faq', 'cta', 'contact'],
      ['about', 'services', 'gallery', 'highlights', 'cta', 'contact'],
    ],
    variants: { gallery: ['mosaic', 'strip', 'grid'] },
  },
  medical: {
    tone: 'corporate',
    orders: [
      ['highlights', 'services', 'about', 'process', 'stats', 'faq', 'contact'],
      ['services', 'highlights', 'process', 'faq', 'blogTeaser', 'cta', 'contact'],
    ],
  },
  legal: {
    tone: 'corporate',
    orders: [
      ['services', 'about', 'process', 'stats', 'faq', 'cta', 'contact'],
      ['about', 'services', 'highlights', 'faq', 'blogTeaser', 'contact'],
    ],
    variants: { services: ['list', 'cards'] },
  },
  finance: {
    tone: 'corporate',
    orders: [
      ['services', 'highlights', 'stats', 'process', 'faq', 'cta', 'contact'],
      ['highlights', 'services', 'about', 'stats', 'blogTeaser', 'faq', 'contact'],
    ],
  },
  realestate: {
    tone: 'luxury',
    orders: [
      ['products', 'highlights', 'about', 'stats', 'gallery', 'cta', 'contact'],
      ['gallery', 'products', 'services', 'process', 'faq', 'contact'],
    ],
    variants: { products: ['showcase', 'cards'] },
  },
  construction: {
    tone: 'corporate',
    orders: [
      ['services', 'process', 'gallery', 'stats', 'about', 'faq', 'contact'],
      ['services', 'about', 'process', 'highlights', 'gallery', 'cta', 'contact'],
    ],
    variants: { services: ['list', 'alternating'], process: ['steps', 'timeline'] },
  },
  auto: {
    tone: 'corporate',
    orders: [
      ['services', 'highlights', 'process', 'stats', 'faq', 'cta', 'contact'],
      ['services', 'process', 'about', 'gallery', 'faq', 'contact'],
    ],
    variants: { services: ['list', 'alternating', 'tiles'] },
  },
  travel: {
    tone: 'organic',
    orders: [
      ['products', 'gallery', 'highlights', 'about', 'faq', 'cta', 'contact'],
      ['gallery', 'products', 'about', 'process', 'blogTeaser', 'contact'],
    ],
    variants: { products: ['cards', 'showcase'], gallery: ['mosaic', 'strip', 'grid'] },
  },
  education: {
    tone: 'playful',
    orders: [
      ['services', 'highlights', 'process', 'about', 'stats', 'faq', 'contact'],
      ['highlights', 'services', 'about', 'process', 'blogTeaser', 'cta', 'contact'],
    ],
  },
  tech: {
    tone: 'futuristic',
    orders: [
      ['highlights', 'services', 'stats', 'process', 'faq', 'cta', 'contact'],
      ['highlights', 'stats', 'services', 'about', 'blogTeaser', 'cta', 'contact'],
      ['services', 'highlights', 'process', 'stats', 'faq', 'contact'],
    ],
    variants: { highlights: ['cards', 'strip', 'numbered', 'checklist'] },
  },
  security: {
    tone: 'cyberpunk',
    orders: [
      ['highlights', 'services', 'stats', 'process', 'faq', 'cta', 'contact'],
      ['services', 'highlights', 'about', 'stats', 'faq', 'contact'],
    ],
  },
  gaming: {
    tone: 'gaming',
    orders: [
      ['highlights', 'products', 'stats', 'gallery', 'faq', 'cta', 'contact'],
      ['gallery', 'services', 'stats', 'highlights', 'blogTeaser', 'cta', 'contact'],
    ],
    variants: { hero: ['poster', 'overlay', 'card', 'split'] },
  },
  creative: {
    tone: 'minimal',
    orders: [
      ['gallery', 'services', 'about', 'process', 'cta', 'contact'],
      ['about', 'gallery', 'services', 'stats', 'blogTeaser', 'contact'],
    ],
    variants: { gallery: ['mosaic', 'grid'] },
  },
  shop: {
    tone: 'minimal',
    orders: [
      ['products', 'highlights', 'about', 'gallery', 'faq', 'cta', 'contact'],
      ['products', 'about', 'highlights', 'blogTeaser', 'faq', 'contact'],
    ],
    variants: { products: ['cards', 'showcase'] },
  },
  pets: {
    tone: 'playful',
    orders: [
      ['services', 'highlights', 'about', 'gallery', 'faq', 'cta', 'contact'],
      ['highlights', 'services', 'gallery', 'process', 'faq', 'contact'],
    ],
  },
  events: {
    tone: 'luxury',
    orders: [
      ['services', 'gallery', 'process', 'about', 'cta', 'contact'],
      ['gallery', 'services', 'highlights', 'stats', 'faq', 'contact'],
    ],
    variants: { gallery: ['mosaic', 'strip', 'grid'] },
  },
  cleaning: {
    tone: 'organic',
    orders: [
      ['services', 'process', 'highlights', 'stats', 'faq', 'cta', 'contact'],
      ['highlights', 'services', 'process', 'about', 'faq', 'contact'],
    ],
    variants: { services: ['list', 'alternating'] },
  },
  general: {
    tone: 'minimal',
    orders: [
      ['highlights', 'services', 'about', 'process', 'faq', 'cta', 'contact'],
      ['services', 'about', 'highlights', 'stats', 'blogTeaser', 'cta', 'contact'],
    ],
  },
};

const namedStyles: Record<string, Tone> = {
  luxury: 'luxury', gaming: 'gaming', cyberpunk: 'cyberpunk', futuristic: 'futuristic',
  люкс: 'luxury', роскошь: 'luxury', роскошный: 'luxury', игровой: 'gaming', гейминг: 'gaming', киберпанк: 'cyberpunk', футуристичный: 'futuristic', футуристический: 'futuristic', футуризм: 'futuristic',
};

/** The tone of the answers: the named style, else the description's mood words, else the trade's. */
export function toneOfStyle(designStyle: string, styleDescription: string, themeId: string): Tone {
  const named = namedStyles[designStyle.trim().toLowerCase().replace(/[^\p{L}]/gu, '')];
  if (named) return named;
  return toneFromDescription(`${designStyle} ${styleDescription}`) ?? (themeLayouts[themeId] ?? themeLayouts.general)?.tone ?? 'minimal';
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
  const scheme = schemeFromWords(rest) ?? (background ? (luminanceOf(background.colour) < 0.18 ? 'dark' : 'light') : undefined) ?? schemeFromColours(colours) ?? base.scheme;
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

  const home: HomeSlot[] = [{ kind: 'hero', variant: variantOf('hero') }];
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
    illustration: { frame: art.pick(layout.illustration.frame), backdrop: art.pick(layout.illustration.backdrop), stroke: art.pick(layout.illustration.stroke) },
  };
}
