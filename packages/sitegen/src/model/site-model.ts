import { z } from 'zod';
import { bookingRulesSchema } from '@sitecraft/shared/bookings';
import { areasServedSchema, offerSchema, openingHoursSchema, paymentMethodsSchema, reviewSchema, siteGapSchema } from '@sitecraft/shared/generation';
import { artFamilies } from './art-families.ts';
import { chromeVariants, iconSchema, imageRefSchema, linkSchema, sectionSchema } from './sections.ts';
import { upgradeSiteModel } from './upgrade-site-model.ts';

const text = z.string().min(1);
const hex = z.string().regex(/^#[0-9a-f]{6}$/i);

export const paletteSchema = z.object({
  bg: hex,
  surface: hex,
  surfaceAlt: hex,
  text: hex,
  muted: hex,
  primary: hex,
  onPrimary: hex,
  accent: hex,
  border: hex,
  link: hex,
});

/** A self-hosted typeface: a family of the @fontsource packages, or none for a system stack. */
export const fontSchema = z.object({
  /** CSS font-family list, the self-hosted family first when there is one. */
  stack: text,
  /** @fontsource package id ("fraunces"), when the recipe self-hosts this face. */
  family: z.string().optional(),
  weights: z.array(z.number().int()).max(3).default([]),
});

/** The design tokens every section's CSS reads (as custom properties). */
export const designSchema = z.object({
  label: text,
  tone: text,
  scheme: z.enum(['light', 'dark']),
  palette: paletteSchema,
  fonts: z.object({ heading: fontSchema, body: fontSchema, headingWeight: z.number(), uppercase: z.boolean(), tracking: z.string() }),
  scale: z.number().min(1).max(2),
  radius: z.number().min(0).max(64),
  buttonRadius: z.number().min(0).max(999),
  space: z.number().min(1).max(12),
  shape: z.enum(['soft', 'sharp', 'pill', 'clipped']),
  effects: z.object({ glow: z.boolean(), glass: z.boolean(), gradientText: z.boolean(), hairlines: z.boolean(), grid: z.boolean() }),
});

export const navSchema = z.object({
  variant: z.enum(chromeVariants.nav),
  homeHref: text,
  /** The picture beside the brand: the site's icon, or an uploaded logo (with its size, drawn 34 px high). */
  logo: text,
  logoSize: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).optional(),
  skipLink: text,
  menuLabel: text,
  links: z.array(linkSchema.extend({ key: text })).min(1),
  action: linkSchema.optional(),
  /** A short line some variants print above or under the bar (the tagline or the city). */
  note: z.string().optional(),
});

/** A fact of the business a footer shows: its value is the model's `business`, held once for every page and language. */
const footerFact = z.enum(['address', 'phone', 'email', 'hours', 'areasServed']);

export const footerSchema = z.object({
  variant: z.enum(chromeVariants.footer),
  tagline: text,
  menuHeading: text,
  links: z.array(linkSchema).min(1),
  contactHeading: text,
  /**
   * The contact details: a fact of the business (its address, phone, email, opening hours, the places it serves, this
   * last after its `label`), or a text of this language (the country).
   */
  contact: z.array(z.union([z.object({ fact: footerFact, label: text.optional() }), z.object({ text: text, href: z.string().optional() })])),
  legal: text,
  privacy: linkSchema,
});

export const pageSchema = z.object({
  key: text,
  /** Path from the site's root, e.g. "ru/about.html". */
  file: text,
  title: text,
  description: text,
  canonical: text,
  ogType: z.enum(['website', 'article']),
  /** The page's share picture, from the site's root. */
  ogImage: text,
  noindex: z.boolean().default(false),
  jsonLd: z.array(z.record(z.string(), z.unknown())),
  /** hreflang links of the head (empty on a one-language site). */
  alternates: z.array(z.object({ hreflang: text, href: text })),
  /** The language switch: the same page in each other language. */
  switcher: z.array(z.object({ label: text, href: text, lang: text })),
  sitemapPriority: z.string().optional(),
  sections: z.array(sectionSchema).min(1),
});

export const editionSchema = z.object({
  lang: text,
  /** The language of the texts of the pages' main part, when it is not the page language (English texts on German pages without an AI writer). */
  textLang: z.string().optional(),
  locale: text,
  rtl: z.boolean(),
  /** "" for the first language, "ru/" and the like for the second. */
  dir: z.string(),
  nav: navSchema,
  footer: footerSchema,
  pages: z.array(pageSchema).min(1),
  /** The texts of the PHP contact handler's answer pages. */
  formTexts: z.object({ title: text, sent: text, failed: text, nameError: text, emailError: text, messageError: text, back: text }),
});

const sized = { file: text, width: z.number().int().positive(), height: z.number().int().positive() };

/** A file the renderer draws (or copies) from its description. */
export const assetSchema = z.discriminatedUnion('kind', [
  /** A scene composed of icons of the trade, drawn in the palette. */
  z.object({ kind: z.literal('illustration'), ...sized, icons: z.array(iconSchema).min(1).max(8), seed: text, composition: z.enum(['hero', 'card', 'cover', 'tile']) }),
  /** A stock photo: its bytes come with the model (`SiteBlobs`), keyed by file. */
  z.object({ kind: z.literal('photo'), ...sized, credit: z.string().optional() }),
  /** A 1200×630 share picture: the business's name and the page title over the palette. */
  z.object({ kind: z.literal('og'), ...sized, title: text, lang: text, icon: iconSchema.optional() }),
  /** The site's icon: SVG, PNG favicons and the apple-touch-icon. */
  z.object({ kind: z.literal('icon'), ...sized, format: z.enum(['svg', 'png']), seed: text, icon: iconSchema.optional() }),
]);

/**
 * The facts of the business, held once: every page of every language renders them from here (header, footer, contact
 * details, call buttons, tel: links, JSON-LD, share pictures), so one edit changes them everywhere.
 */
export const businessSchema = z.object({
  name: text,
  /** As the owner wrote it; pages show it unbroken and dial its digits. */
  phone: text.optional(),
  address: text.optional(),
  /** The contact country's English name, as asked (JSON-LD); pages show it in their own language. */
  country: text.optional(),
  email: text.optional(),
  /** The owner's weekly hours (each page shows them in its language) and note ("by appointment"). */
  hours: openingHoursSchema.optional(),
  /** The owner's own offers, as given (the site lists them with their prices); none when the site shows the trade's usual ones. */
  offers: z.array(offerSchema).min(1).optional(),
  /** What customers said, as the owner gave it: the only reviews a site shows (a page marks them up as schema.org Reviews). */
  reviews: z.array(reviewSchema).min(1).optional(),
  areasServed: areasServedSchema.min(1).optional(),
  paymentMethods: paymentMethodsSchema.min(1).optional(),
  yearFounded: z.number().int().optional(),
  /** Whether the site takes booking requests (a Book page, linked from the menu) and their rules: slot, notice, zone. */
  bookings: bookingRulesSchema.optional(),
});

const currentSiteModelSchema = z.object({
  version: z.literal(4),
  host: text,
  asciiHost: text,
  business: businessSchema,
  /**
   * What the engine could not know and wrote in general terms or left out (see siteGaps), kept up to date as Business
   * details are edited; absent in a model made before the engine listed them.
   */
  gaps: z.array(siteGapSchema).optional(),
  /** ISO date of the generation: copyright year, sitemap lastmod. */
  generatedAt: text,
  recipe: z.object({
    id: text,
    label: text,
    source: z.enum(['template', 'style']),
    illustration: z.object({
      frame: z.enum(['circle', 'blob', 'hexagon', 'arch', 'square', 'none']),
      backdrop: z.enum(['gradient', 'flat', 'grid', 'rays', 'dots']),
      stroke: z.number().min(0.5).max(4),
      /** The family the hero's art is drawn in; absent in a model made before there were families (the medallion). */
      art: z.enum(artFamilies).optional(),
    }),
  }),
  design: designSchema,
  php: z
    .object({ includesDir: text, header: text, footer: text, handler: text })
    .optional(),
  stylesheet: text,
  /** Folder of the self-hosted font files. */
  fontsDir: text,
  favicon: text,
  sitemap: text,
  /** Words that must never appear in the output; the quality check reads them from here. */
  stopWords: z.array(z.string()),
  editions: z.array(editionSchema).min(1).max(2),
  assets: z.array(assetSchema),
});

/** A site's model; one saved in an earlier version is upgraded as it is read. */
export const siteModelSchema = z.preprocess(upgradeSiteModel, currentSiteModelSchema);

export type SiteModel = z.infer<typeof siteModelSchema>;
export type Design = z.infer<typeof designSchema>;
export type Palette = z.infer<typeof paletteSchema>;
export type PageModel = z.infer<typeof pageSchema>;
export type EditionModel = z.infer<typeof editionSchema>;
export type NavModel = z.infer<typeof navSchema>;
export type FooterModel = z.infer<typeof footerSchema>;
export type Business = z.infer<typeof businessSchema>;
export type Asset = z.infer<typeof assetSchema>;
export type FontChoice = z.infer<typeof fontSchema>;

/** The sections a page shows: all but those hidden in the editor. */
export function shownSections(page: Pick<PageModel, 'sections'>): PageModel['sections'] {
  return page.sections.filter((section) => !section.hidden);
}

/** Bytes that cannot be drawn from the model (stock photos), by file. */
export type SiteBlobs = ReadonlyMap<string, Uint8Array>;

export { imageRefSchema, linkSchema };
