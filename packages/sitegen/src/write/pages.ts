import type { Section } from '../model/sections.ts';
import type { PageModel } from '../model/site-model.ts';
import { fitDescription, fitTitle } from '../seo/meta.ts';
import type { PageKey } from '../site/paths.ts';
import type { EditionContext } from './context.ts';
import { articleDate, formatDate, imageRef, pageLink, siteWords } from './context.ts';
import { articleJsonLd, businessJsonLd } from './json-ld.ts';
import {
  aboutData, blogData, contactData, ctaData, faqData, highlightsData, homeSectionData, processData, productsData, servicesData,
} from './section-content.ts';

const blogSlots = ['blog1', 'blog2', 'blog3'] as const;

function readingMinutes(paragraphs: readonly string[]): number {
  const words = paragraphs.join(' ').split(/\s+/).length;
  return Math.max(2, Math.round(words / 200));
}

function homeSections(context: EditionContext): Section[] {
  return context.recipe.home.flatMap((slot) => {
    const data = homeSectionData(context, slot.kind);
    return data ? [{ kind: slot.kind, variant: slot.variant, ...(slot.alt ? { alt: true } : {}), data } as Section] : [];
  });
}

function header(context: EditionContext, title: string, lead: string, eyebrow?: string, picture?: 'products' | 'services' | 'about'): Section {
  const image = picture ? imageRef(context, context.pictures.slots[picture], title) : undefined;
  return { kind: 'pageHeader', variant: context.recipe.pages.header, data: { title, lead, ...(eyebrow ? { eyebrow } : {}), ...(image ? { image } : {}) } };
}

function cta(context: EditionContext): Section {
  return { kind: 'cta', variant: context.recipe.pages.cta, data: ctaData(context) };
}

/** The sections of one page of the site, in order. */
export function pageSections(context: EditionContext, key: PageKey): Section[] {
  const { copy, ui, blogs } = context.texts;
  const { pages } = context.recipe;
  switch (key) {
    case 'home':
      return homeSections(context);
    case 'products':
      return [
        header(context, copy.products.heading, copy.products.lead, ui.nav.products, 'products'),
        { kind: 'products', variant: pages.products, data: { ...productsData(context, { withMore: false }), heading: ui.nav.products } },
        { kind: 'highlights', variant: pages.highlights, data: highlightsData(context) },
        cta(context),
      ];
    case 'services':
      return [
        header(context, copy.services.heading, copy.services.lead, ui.nav.services, 'services'),
        { kind: 'services', variant: pages.services, data: { ...servicesData(context, { withMore: false }), heading: ui.nav.services, lead: undefined } },
        { kind: 'process', variant: pages.process, data: processData(context) },
        { kind: 'faq', variant: pages.faq, data: faqData(context) },
        cta(context),
      ];
    case 'about': {
      const [first, ...rest] = copy.about.paragraphs;
      return [
        header(context, copy.about.heading, first ?? copy.tagline, ui.nav.about, 'about'),
        { kind: 'about', variant: pages.about, data: { ...aboutData(context, false), heading: copy.intro.heading, paragraphs: rest.length > 0 ? rest : copy.intro.paragraphs, more: pageLink(context, 'services', ui.allServices) } },
        { kind: 'highlights', variant: pages.highlights, data: { heading: ui.valuesHeading, items: copy.about.values } },
        cta(context),
      ];
    }
    case 'contact':
      return [header(context, copy.contact.heading, copy.contact.lead, ui.nav.contact), { kind: 'contact', variant: pages.contact, data: { ...contactData(context, true), heading: ui.contactDetails, lead: undefined } }];
    case 'blog':
      return [header(context, copy.blogIntro.heading, copy.blogIntro.lead, ui.nav.blog), { kind: 'blogTeaser', variant: pages.blog, data: blogData(context, 'h2', false) }];
    case 'article1': case 'article2': case 'article3': {
      const index = Number(key.slice(-1)) - 1;
      const post = blogs[index] ?? blogs[0];
      const date = articleDate(context.now, index);
      return [
        {
          kind: 'article',
          variant: 'standard',
          data: {
            eyebrow: ui.nav.blog,
            title: post.title,
            excerpt: post.excerpt,
            publishedLabel: ui.publishedOn,
            date: date.toISOString().slice(0, 10),
            dateText: formatDate(context, date),
            readingTime: `${readingMinutes(post.sections.flatMap((section) => section.paragraphs))} ${ui.readingTime}`,
            cover: imageRef(context, context.pictures.slots[blogSlots[index] ?? 'blog1'], post.title),
            sections: post.sections,
            back: pageLink(context, 'blog', ui.backToBlog),
          },
        },
        cta(context),
      ];
    }
    case 'privacy':
      return [{
        kind: 'prose',
        variant: 'standard',
        data: {
          title: ui.privacy.title,
          lead: siteWords(context, ui.privacy.intro),
          sections: ui.privacy.sections.map((section) => ({ heading: section.heading, text: siteWords(context, section.text) })),
          back: pageLink(context, 'contact', ui.nav.contact),
        },
      }];
    case 'notFound':
      return [{
        kind: 'notFound',
        variant: 'standard',
        data: {
          ...(context.plan.stopWords.has('404') ? {} : { code: '404' }),
          title: ui.notFound.title,
          text: ui.notFound.text,
          actions: [pageLink(context, 'home', ui.notFound.action), pageLink(context, 'products', ui.nav.products), pageLink(context, 'contact', ui.nav.contact)],
        },
      }];
  }
}

function titleAndDescription(context: EditionContext, key: PageKey): { title: string; description: string } {
  const { copy, ui, blogs } = context.texts;
  const withBrand = (text: string) => `${text} | ${context.site.brand}`;
  switch (key) {
    case 'home': case 'products': case 'services': case 'about': case 'contact': case 'blog':
      return copy.seo[key];
    case 'article1': case 'article2': case 'article3': {
      const post = blogs[Number(key.slice(-1)) - 1] ?? blogs[0];
      return { title: withBrand(post.title), description: post.description };
    }
    case 'privacy':
      return { title: withBrand(ui.privacy.title), description: siteWords(context, ui.privacy.description) };
    case 'notFound':
      return { title: withBrand(ui.notFound.title), description: siteWords(context, ui.notFound.description) };
  }
}

export interface PageMeta {
  canonical: string;
  ogImage: string;
  alternates: PageModel['alternates'];
  switcher: PageModel['switcher'];
}

/** One page of one language: its head data and its sections. */
export function writePage(context: EditionContext, key: PageKey, meta: PageMeta): PageModel {
  const fitted = titleAndDescription(context, key);
  const title = fitTitle(fitted.title, context.site.brand);
  const description = fitDescription(fitted.description, [context.texts.copy.tagline, context.texts.copy.hero.lead]);
  const article = key.startsWith('article') ? Number(key.slice(-1)) - 1 : -1;
  const post = context.texts.blogs[article];
  const jsonLd = [businessJsonLd(context)];
  if (post) {
    const date = articleDate(context.now, article).toISOString().slice(0, 10);
    jsonLd.push(articleJsonLd(context, post, meta.canonical, context.pictures.slots[blogSlots[article] ?? 'blog1'].file, date));
  }
  return {
    key,
    file: `${context.texts.dir}${context.paths.pages[key]}`,
    title,
    description,
    canonical: meta.canonical,
    ogType: post ? 'article' : 'website',
    ogImage: meta.ogImage,
    noindex: key === 'notFound',
    jsonLd,
    alternates: meta.alternates,
    switcher: meta.switcher,
    sitemapPriority: key === 'home' ? '1.0' : key.startsWith('article') ? '0.6' : '0.8',
    sections: pageSections(context, key),
  };
}
