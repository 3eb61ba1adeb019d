import { maxOffers } from '@sitecraft/shared/generation';
import { z } from 'zod';

const line = (min: number, max: number) => z.string().trim().min(min).max(max);
const paragraph = line(40, 900);

const card = z.object({ title: line(2, 90), text: line(20, 600) });
const seoEntry = z.object({ title: line(10, 90), description: line(40, 320) });

/**
 * The texts of one site in one language: what an AI provider must answer for the
 * "generating_text" stage. Offers and plans follow the brief's list, in its order (the engine
 * adds their prices). Page titles and descriptions are fitted to the SEO limits later.
 */
export const siteCopySchema = z.object({
  tagline: line(5, 140),
  hero: z.object({ eyebrow: line(2, 60), title: line(8, 100), lead: line(30, 400) }),
  highlights: z.array(card).min(3).max(4),
  intro: z.object({ heading: line(5, 120), paragraphs: z.array(paragraph).min(2).max(4) }),
  offers: z.object({
    /** The menu label of the offers page, when the trade names it its own way ("Rooms", "Courses"). */
    label: line(2, 30).optional(),
    heading: line(5, 100),
    lead: line(30, 500),
    /** One per offer of the brief, in the same order (the owner may list one to maxOffers). */
    items: z.array(card.extend({ title: line(1, 100), unit: line(2, 30).optional() })).min(1).max(maxOffers),
  }),
  /** One per plan of the brief (software trades), in the same order. */
  plans: z.array(z.object({ name: line(2, 40), text: line(20, 240), features: z.array(line(3, 90)).min(3).max(6) })).max(3).optional(),
  process: z.array(card).min(3).max(5),
  about: z.object({ heading: line(5, 100), paragraphs: z.array(paragraph).min(2).max(5), values: z.array(card).min(3).max(4) }),
  faq: z.array(z.object({ question: line(8, 160), answer: line(20, 700) })).min(3).max(6),
  cta: z.object({ heading: line(5, 100), text: line(20, 400) }),
  contact: z.object({ heading: line(5, 100), lead: line(20, 400) }),
  blogIntro: z.object({ heading: line(5, 100), lead: line(20, 400) }),
  seo: z.object({
    home: seoEntry,
    offers: seoEntry,
    prices: seoEntry.optional(),
    about: seoEntry,
    contact: seoEntry,
    blog: seoEntry,
  }),
});

export type SiteCopy = z.infer<typeof siteCopySchema>;

/** One blog article: what an AI provider answers for each "generating_blog_N" stage. */
export const blogPostSchema = z.object({
  title: line(10, 110),
  description: line(40, 320),
  excerpt: line(30, 400),
  sections: z.array(z.object({ heading: line(4, 110), paragraphs: z.array(paragraph).min(1).max(4) })).min(3).max(6),
});

export type BlogPost = z.infer<typeof blogPostSchema>;

/** The fixed texts of the page frame (menus, buttons, forms, legal page) in one language. */
export const uiTextSchema = z.object({
  /** Menu labels: a site shows the offer pages that fit its trade (menu, services, products or features; prices or pricing). */
  nav: z.object({
    home: line(1, 30),
    menu: line(1, 30),
    services: line(1, 30),
    products: line(1, 30),
    features: line(1, 30),
    prices: line(1, 30),
    pricing: line(1, 30),
    about: line(1, 30),
    blog: line(1, 30),
    contact: line(1, 30),
    privacy: line(1, 40),
  }),
  /** Button and link labels leading to each page. */
  actions: z.object({
    contact: line(2, 40),
    menu: line(2, 40),
    services: line(2, 40),
    products: line(2, 40),
    features: line(2, 40),
    prices: line(2, 40),
    pricing: line(2, 40),
    about: line(2, 40),
    blog: line(2, 40),
  }),
  skipLink: line(2, 60),
  menuLabel: line(2, 40),
  footerMenu: line(2, 40),
  languageLabel: line(2, 40),
  contactDetails: line(2, 60),
  address: line(2, 40),
  phone: line(2, 40),
  country: line(2, 40),
  callUs: line(2, 40),
  showOnMap: line(2, 60),
  /** The label of the business's email address. */
  email: line(2, 40),
  openingHours: line(2, 40),
  /** Labels of the owner's optional facts: the places the business works in, the ways to pay it, the year it was founded. */
  areasServed: line(2, 40),
  paymentMethods: line(2, 40),
  yearFounded: line(2, 40),
  form: z.object({
    heading: line(2, 80),
    name: line(1, 40),
    email: line(1, 40),
    message: line(1, 40),
    submit: line(1, 40),
    note: line(10, 300),
    sent: line(5, 200),
    failed: line(5, 200),
    nameError: line(5, 160),
    emailError: line(5, 160),
    messageError: line(5, 160),
    back: line(2, 60),
  }),
  /** Headings and labels of the home and offer sections. */
  sections: z.object({
    highlights: line(2, 80),
    gallery: line(2, 80),
    testimonials: line(2, 80),
    pricing: line(2, 80),
    priceList: line(2, 80),
    /** What an offer shows instead of a price the owner did not give (no price is ever made up). */
    priceOnRequest: line(3, 40),
    /** The text of an offer added in the editor where no sentence can be written for it in the page's language. */
    offerDetails: line(10, 120),
    popular: line(2, 40),
    /** Count labels hold their plural forms split by "|" (one|other, or one|few|many). */
    stats: z.object({ heading: line(2, 80), offers: line(2, 160), services: line(2, 160) }),
  }),
  faqHeading: line(2, 80),
  stepsHeading: line(2, 80),
  valuesHeading: line(2, 80),
  latestPosts: line(2, 80),
  readMore: line(2, 40),
  readingTime: line(2, 40),
  publishedOn: line(2, 40),
  backToBlog: line(2, 60),
  rights: line(2, 80),
  notFound: z.object({ title: line(2, 80), text: line(10, 300), action: line(2, 60), description: line(40, 300) }),
  privacy: z.object({
    title: line(5, 80),
    description: line(40, 300),
    intro: paragraph,
    sections: z.array(z.object({ heading: line(3, 100), text: paragraph })).min(3).max(8),
  }),
});

export type UiText = z.infer<typeof uiTextSchema>;
