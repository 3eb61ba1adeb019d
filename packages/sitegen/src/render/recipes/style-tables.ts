// The per-tone and per-trade layout tables of described-style sites: heading faces, chrome, section variants and home orders.
import type { Tone } from '../../design/types.ts';
import type { FooterVariant, NavVariant, VariantOf } from '../../model/sections.ts';
import type { IllustrationStyle } from './types.ts';

/** The kinds the offline writer fills on a home page (the hero always first). */
export const filledHomeKinds = ['hero', 'highlights', 'services', 'products', 'about', 'process', 'stats', 'gallery', 'faq', 'blogTeaser', 'cta', 'contact'] as const;
type FilledKind = (typeof filledHomeKinds)[number];
type BodyKind = Exclude<FilledKind, 'hero'>;
export type VariantKind = FilledKind | 'pageHeader';
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
