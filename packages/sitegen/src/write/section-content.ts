import { iconForText } from '../assets/theme-icons.ts';
import { localCountryName } from '../brief/countries.ts';
import type { SectionData } from '../model/sections.ts';
import { phoneText, telHref } from '../safety/escape.ts';
import type { HomeKind } from '../render/recipes/types.ts';
import { fromRoot } from '../site/paths.ts';
import type { PageKey } from '../site/paths.ts';
import type { EditionContext } from './context.ts';
import { articleDate, formatDate, imageRef, pageLink, pluralLabel } from './context.ts';

const articleKeys: readonly PageKey[] = ['article1', 'article2', 'article3'];
const blogSlots = ['blog1', 'blog2', 'blog3'] as const;

/** Icons for a list of items, each fitted to its title and none repeated within the list. */
function itemIcons(context: EditionContext, titles: readonly string[]): string[] {
  const used = new Set<string>();
  return titles.map((title) => {
    const icon = iconForText(title, context.plan.theme.id, used);
    used.add(icon);
    return icon;
  });
}

/** Where the "more" links of a section lead, when the section sits on the home page. */
export interface ContentOptions {
  /** Limit lists to this many items (the home page shows a selection). */
  limit?: number;
  withMore: boolean;
}

export function heroData(context: EditionContext): SectionData<'hero'> {
  const { copy } = context.texts;
  const hero = context.pictures.slots.hero;
  return {
    eyebrow: copy.hero.eyebrow,
    title: copy.hero.title,
    lead: copy.hero.lead,
    actions: [pageLink(context, 'contact', copy.hero.primaryAction), pageLink(context, 'products', copy.hero.secondaryAction)],
    image: imageRef(context, hero, copy.tagline),
  };
}

export function highlightsData(context: EditionContext, heading?: string): SectionData<'highlights'> {
  const { copy, ui } = context.texts;
  const icons = itemIcons(context, copy.highlights.map((item) => item.title));
  return {
    heading: heading ?? ui.sections?.highlights ?? copy.tagline,
    items: copy.highlights.map((item, index) => ({ ...item, icon: icons[index] })),
  };
}

export function servicesData(context: EditionContext, options: ContentOptions): SectionData<'services'> {
  const { copy, ui } = context.texts;
  const items = copy.services.items.slice(0, options.limit ?? 8);
  const icons = itemIcons(context, items.map((item) => item.title));
  return {
    heading: copy.services.heading,
    lead: copy.services.lead,
    items: items.map((item, index) => ({ ...item, icon: icons[index] })),
    ...(options.withMore ? { more: pageLink(context, 'services', ui.allServices) } : {}),
  };
}

export function productsData(context: EditionContext, options: ContentOptions): SectionData<'products'> {
  const { copy, ui } = context.texts;
  const items = copy.products.items.slice(0, options.limit ?? 8);
  return {
    heading: copy.products.heading,
    lead: copy.products.lead,
    items: items.map((item, index) => {
      const tile = context.pictures.tiles[index];
      return { ...item, ...(tile ? { icon: tile.icon, image: imageRef(context, tile, item.title) } : {}) };
    }),
    ...(options.withMore ? { more: pageLink(context, 'products', ui.allProducts) } : {}),
  };
}

export function aboutData(context: EditionContext, withMore: boolean): SectionData<'about'> {
  const { copy, ui } = context.texts;
  return {
    heading: copy.intro.heading,
    paragraphs: copy.intro.paragraphs,
    image: imageRef(context, context.pictures.slots.about, copy.about.heading),
    ...(withMore ? { more: pageLink(context, 'about', ui.learnMore) } : {}),
  };
}

export function processData(context: EditionContext): SectionData<'process'> {
  const { copy, ui } = context.texts;
  return { heading: ui.stepsHeading, items: copy.services.steps };
}

/** Numbers that are true of the site itself: the size of its range, its services and steps, the reply promise of its form. */
export function statsData(context: EditionContext): SectionData<'stats'> | undefined {
  const { copy, ui, language } = context.texts;
  const labels = ui.sections?.stats;
  if (!labels) return undefined;
  const count = (value: number, forms: string) => ({ value: String(value), label: pluralLabel(forms, value, language.code) });
  return {
    heading: labels.heading,
    items: [
      count(copy.products.items.length, labels.offers),
      count(copy.services.items.length, labels.services),
      count(copy.services.steps.length, labels.steps),
      { value: labels.replyValue, label: labels.reply },
    ],
  };
}

export function galleryData(context: EditionContext): SectionData<'gallery'> | undefined {
  const { copy, ui } = context.texts;
  const heading = ui.sections?.gallery;
  const images = copy.products.items.slice(0, 6).flatMap((item, index) => {
    const tile = context.pictures.tiles[index];
    return tile ? [imageRef(context, tile, item.title)] : [];
  });
  if (!heading || images.length < 3) return undefined;
  return { heading, images };
}

export function faqData(context: EditionContext): SectionData<'faq'> {
  const { copy, ui } = context.texts;
  return { heading: ui.faqHeading, items: copy.faq };
}

export function blogData(context: EditionContext, postLevel: 'h2' | 'h3', withMore: boolean): SectionData<'blogTeaser'> {
  const { copy, ui, blogs } = context.texts;
  return {
    heading: postLevel === 'h2' ? copy.blogIntro.heading : ui.latestPosts,
    lead: copy.blogIntro.lead,
    readMore: ui.readMore,
    postLevel,
    posts: blogs.map((post, index) => {
      const date = articleDate(context.now, index);
      const slot = context.pictures.slots[blogSlots[index] ?? 'blog1'];
      return {
        title: post.title,
        excerpt: post.excerpt,
        href: context.paths.pages[articleKeys[index] ?? 'article1'],
        date: date.toISOString().slice(0, 10),
        dateText: formatDate(context, date),
        image: imageRef(context, slot, post.title),
      };
    }),
    ...(withMore ? { more: pageLink(context, 'blog', copy.blogIntro.heading) } : {}),
  };
}

export function ctaData(context: EditionContext): SectionData<'cta'> {
  const { cta } = context.texts.copy;
  return { heading: cta.heading, text: cta.text, action: pageLink(context, 'contact', cta.action) };
}

function mapHref(context: EditionContext, address: string, country: string): string | undefined {
  const link = `https://www.openstreetmap.org/search?query=${encodeURIComponent([address, country].filter(Boolean).join(', '))}`;
  // The map link names openstreetmap.org and "search": left out when a stop word is among them.
  return context.plan.stopWords.has(link.replace(/^https:\/\//, '').replace(/[./?=%]/g, ' ')) ? undefined : link;
}

/** The contact block: details for every site, the form on PHP pages that ask for it. */
export function contactData(context: EditionContext, withForm: boolean): SectionData<'contact'> {
  const { copy, ui, language, dir } = context.texts;
  const { address, phone } = context.plan.answers;
  const country = context.plan.stopWords.phrase(localCountryName(context.plan.answers.country, language.code));
  const tel = phone ? telHref(phone) : undefined;
  const map = address ? mapHref(context, address, country) : undefined;
  const { form } = ui;
  return {
    heading: copy.contact.heading,
    lead: copy.contact.lead,
    detailsHeading: ui.contactDetails,
    ...(address ? { address: { label: ui.address, value: address, mapLabel: ui.showOnMap, ...(map ? { mapHref: map } : {}) } } : {}),
    ...(phone ? { phone: { label: ui.phone, value: tel ? phoneText(phone) : phone, callLabel: phoneText(ui.callUs), ...(tel ? { href: tel } : {}) } } : {}),
    ...(country ? { country: { label: ui.country, value: country } } : {}),
    ...(withForm && context.plan.php
      ? {
          form: {
            action: fromRoot(dir, context.paths.handler),
            language: language.code,
            heading: form.heading,
            name: form.name,
            email: form.email,
            message: form.message,
            submit: form.submit,
            note: form.note,
          },
        }
      : { aside: { heading: copy.cta.heading, text: copy.cta.text } }),
  };
}

/** The content of one home-page section kind; undefined when the site has nothing true to put there. */
export function homeSectionData(context: EditionContext, kind: HomeKind): SectionData<HomeKind> | undefined {
  switch (kind) {
    case 'hero': return heroData(context);
    case 'highlights': return highlightsData(context);
    case 'services': return servicesData(context, { limit: 6, withMore: true });
    case 'products': return productsData(context, { limit: 6, withMore: true });
    case 'about': return aboutData(context, true);
    case 'process': return processData(context);
    case 'stats': return statsData(context);
    case 'gallery': return galleryData(context);
    case 'faq': return faqData(context);
    case 'blogTeaser': return blogData(context, 'h3', true);
    case 'cta': return ctaData(context);
    case 'contact': return contactData(context, false);
    // No trade content of these kinds is written yet: a recipe that lists them gets them once a writer fills them.
    case 'testimonials': case 'pricing': case 'team': return undefined;
  }
}
