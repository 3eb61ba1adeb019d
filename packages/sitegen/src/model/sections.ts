import { maxOffers } from '@sitecraft/shared/generation';
import { formProblemSchema } from '@sitecraft/shared/forms';
import { z } from 'zod';
import { templateHeroVariants } from './hero-variants.ts';

/**
 * The section library's catalogue: every kind with its variants. A layout recipe picks one
 * variant per section; the renderer has one file per kind under `render/sections/`.
 */
export const sectionVariants = {
  hero: ['split', 'overlay', 'editorial', 'card', 'poster', ...templateHeroVariants],
  highlights: ['cards', 'strip', 'numbered', 'checklist'],
  services: ['cards', 'list', 'alternating', 'tiles'],
  products: ['cards', 'menu', 'showcase'],
  about: ['split', 'quote', 'columns'],
  process: ['steps', 'timeline', 'cards'],
  stats: ['band', 'inline', 'cards'],
  testimonials: ['cards', 'single', 'wall'],
  gallery: ['grid', 'mosaic', 'strip'],
  pricing: ['columns', 'list', 'table'],
  team: ['grid', 'list', 'cards'],
  faq: ['accordion', 'columns', 'aside'],
  blogTeaser: ['cards', 'list', 'featured'],
  cta: ['band', 'card', 'split'],
  contact: ['split', 'centered', 'details'],
  pageHeader: ['plain', 'band', 'split'],
  article: ['standard'],
  prose: ['standard'],
  notFound: ['standard'],
  thankYou: ['standard'],
} as const;

/** Site-wide pieces drawn on every page: the header's navigation and the footer. */
export const chromeVariants = {
  nav: ['bar', 'centered', 'cta', 'editorial', 'strip', 'reversed', 'split'],
  footer: ['columns', 'simple', 'big'],
} as const;

export type SectionKind = keyof typeof sectionVariants;
export type VariantOf<K extends SectionKind> = (typeof sectionVariants)[K][number];
export type NavVariant = (typeof chromeVariants)['nav'][number];
export type FooterVariant = (typeof chromeVariants)['footer'][number];

const text = z.string().min(1);

/** A picture of the site: its file from the site's root, its alt text and intrinsic size. */
export const imageRefSchema = z.object({
  file: text,
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Narrower files of the same picture (an uploaded photo's responsive widths), for `srcset`; `file` is the widest. */
  srcset: z.array(z.object({ file: text, width: z.number().int().positive() })).optional(),
  /** The same widths as AVIF, offered first to browsers that read it. */
  avif: z.array(z.object({ file: text, width: z.number().int().positive() })).optional(),
});

/** A link from the page: a relative href (already resolved for the page's folder) and its label. */
export const linkSchema = z.object({ label: text, href: text });

/** An icon of the open icon set (lucide-static), drawn inline in the text colour. */
export const iconSchema = z.string().regex(/^[a-z0-9-]+$/);

const item = z.object({
  title: text,
  text: text,
  icon: iconSchema.optional(),
  detail: z.string().optional(),
  image: imageRefSchema.optional(),
  href: z.string().optional(),
});

/** The owner's fact a question of the FAQ is built from (the prices: the owner's, or how to ask for one; contact: how to book or ask). */
export const factQuestionKeys = ['hours', 'prices', 'address', 'areas', 'payment', 'founded', 'contact'] as const;
export type FactQuestionKey = (typeof factQuestionKeys)[number];

const heading = { heading: text, lead: z.string().optional(), eyebrow: z.string().optional() };

export const sectionDataSchemas = {
  hero: z.object({
    eyebrow: z.string().optional(),
    title: text,
    lead: text,
    actions: z.array(linkSchema).min(1).max(2),
    image: imageRefSchema,
    /** A short fact shown beside the title by some variants (opening hours, a city…). */
    badge: z.string().optional(),
  }),
  highlights: z.object({ ...heading, items: z.array(item).min(3).max(4) }),
  // The offers: as many as the owner lists (one to maxOffers), or the trade's selection.
  services: z.object({ ...heading, items: z.array(item).min(1).max(maxOffers), more: linkSchema.optional() }),
  products: z.object({ ...heading, items: z.array(item).min(1).max(maxOffers), more: linkSchema.optional() }),
  about: z.object({ ...heading, paragraphs: z.array(text).min(1).max(5), image: imageRefSchema.optional(), more: linkSchema.optional() }),
  process: z.object({ ...heading, items: z.array(item).min(3).max(5) }),
  stats: z.object({ ...heading, items: z.array(z.object({ value: text, label: text })).min(2).max(4) }),
  // The reviews are the owner's, held once in the model's `business`: the section names only its heading.
  testimonials: z.object(heading),
  gallery: z.object({ ...heading, images: z.array(imageRefSchema).min(3).max(8) }),
  pricing: z.object({
    ...heading,
    plans: z.array(z.object({ name: text, price: text, text: z.string().optional(), features: z.array(text).max(8), action: linkSchema })).min(1).max(4),
  }),
  team: z.object({ ...heading, members: z.array(z.object({ name: text, role: text, image: imageRefSchema.optional() })).min(1).max(8) }),
  /** `fact`: the owner's fact a question was built from, rebuilt when the fact is edited (unless the owner rewrote it). */
  faq: z.object({ ...heading, items: z.array(z.object({ question: text, answer: text, fact: z.enum(factQuestionKeys).optional() })).min(1).max(8) }),
  blogTeaser: z.object({
    ...heading,
    posts: z.array(z.object({ title: text, excerpt: text, href: text, date: text, dateText: text, image: imageRefSchema })).min(1).max(3),
    readMore: text,
    more: linkSchema.optional(),
    /** h2 on the blog index, where the posts are the page's main list; h3 elsewhere. */
    postLevel: z.enum(['h2', 'h3']),
  }),
  cta: z.object({ heading: text, text: text, action: linkSchema }),
  contact: z.object({
    ...heading,
    detailsHeading: text,
    /** The business's address (the model's `business` holds it) under its label, with a map search of it. */
    address: z.object({ label: text, mapLabel: text }).optional(),
    /** The business's phone under its label, with a button that dials it. */
    phone: z.object({ label: text, callLabel: text }).optional(),
    /** The business's email under its label, as a mailto: link. */
    email: z.object({ label: text }).optional(),
    /** The business's opening hours under their label, in the page's language. */
    hours: z.object({ label: text }).optional(),
    country: z.object({ label: text, value: text }).optional(),
    /** The places the business works in, the ways to pay it and its founding year, under their labels (the model's `business` holds them). */
    areasServed: z.object({ label: text }).optional(),
    paymentMethods: z.object({ label: text }).optional(),
    yearFounded: z.object({ label: text }).optional(),
    /**
     * The contact form, on the contact page: posted to the site's PHP handler (its field names), or on HTML sites to the
     * product's forms endpoint (`formFields`, with a time token). Absent on HTML sites generated without an endpoint.
     */
    form: z
      .object({
        fields: z.enum(['php', 'endpoint']).default('php'),
        /** The handler's path, or the endpoint's absolute URL. */
        action: text,
        language: text,
        heading: text,
        name: text,
        /** The label of the email field (PHP), or of the field taking an email address or a phone number (endpoint). */
        email: text,
        message: text,
        submit: text,
        note: text,
      })
      .optional(),
    /**
     * Shown beside the details where there is no form, with its button: a page of the site (the contact page), or a
     * fact of the business to write to or call (the model's `business` holds it). An aside whose fact the business
     * lacks, or cannot be dialled, is not shown.
     */
    aside: z.object({ heading: text, text: text, action: z.union([linkSchema, z.object({ fact: z.enum(['email', 'phone']), label: text })]) }).optional(),
  }),
  pageHeader: z.object({ eyebrow: z.string().optional(), title: text, lead: text, image: imageRefSchema.optional() }),
  article: z.object({
    eyebrow: text,
    title: text,
    excerpt: text,
    /** "Published", left out where a stop word takes the word away (as is the reading time). */
    publishedLabel: text.optional(),
    date: text,
    dateText: text,
    readingTime: text.optional(),
    cover: imageRefSchema,
    sections: z.array(z.object({ heading: text, paragraphs: z.array(text).min(1) })).min(1),
    back: linkSchema,
  }),
  /** `lang`: a section written in another language than the page's (the contact form's, in English). */
  prose: z.object({ title: text, lead: text, sections: z.array(z.object({ heading: text, text: text, lang: z.string().optional() })).min(1), back: linkSchema.optional() }),
  notFound: z.object({ code: z.string().optional(), title: text, text: text, actions: z.array(linkSchema).min(1).max(3) }),
  /**
   * The page the forms endpoint sends a visitor back to: the thanks, and a block per problem shown with CSS `:target`
   * (`#problem-<code>`). `lang`: the language of the texts, when they are not in the page's (English on other pages).
   */
  thankYou: z.object({
    lang: z.string().optional(),
    title: text,
    text: text,
    home: linkSchema,
    /** To the contact page, for another message (a new page, with a new time token); models made before it have none. */
    again: linkSchema.optional(),
    problemTitle: text,
    hint: text,
    problems: z.array(z.object({ code: formProblemSchema, text: text })).min(1),
    back: linkSchema,
    /** The thanks for a booking request (`#booking-sent`), on a site that takes them; `lang` as the thanks'. */
    booked: z.object({ lang: z.string().optional(), title: text, text: text }).optional(),
  }),
} satisfies Record<SectionKind, z.ZodType>;

export type SectionData<K extends SectionKind> = z.infer<(typeof sectionDataSchemas)[K]>;
export type ImageRef = z.infer<typeof imageRefSchema>;
export type Link = z.infer<typeof linkSchema>;

function sectionSchemaOf<K extends SectionKind>(kind: K) {
  const variants = sectionVariants[kind] as unknown as [string, ...string[]];
  return z.object({ kind: z.literal(kind), variant: z.enum(variants), alt: z.boolean().optional(), hidden: z.boolean().optional(), data: sectionDataSchemas[kind] });
}

const kinds = Object.keys(sectionVariants) as SectionKind[];

/**
 * `alt` draws the section on the alternate surface, as recipes do to separate neighbours; `hidden` keeps an edited-out
 * section in the model (so the editor can show it again) without rendering it.
 */
export type Section = { [K in SectionKind]: { kind: K; variant: VariantOf<K>; alt?: boolean; hidden?: boolean; data: SectionData<K> } }[SectionKind];
export type SectionOf<K extends SectionKind> = Extract<Section, { kind: K }>;

/** One section of a page: its kind, the variant the recipe chose, and its resolved content. */
export const sectionSchema = z.discriminatedUnion(
  'kind',
  kinds.map((kind) => sectionSchemaOf(kind)) as unknown as [ReturnType<typeof sectionSchemaOf<'hero'>>, ...ReturnType<typeof sectionSchemaOf<SectionKind>>[]],
) as unknown as z.ZodType<Section>;
