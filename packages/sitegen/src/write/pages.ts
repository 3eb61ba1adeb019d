import { uiFor } from '../content/ui/index.ts';
import type { Section, SectionData } from '../model/sections.ts';
import type { PageModel } from '../model/site-model.ts';
import { fitDescription, fitTitle } from '../seo/meta.ts';
import type { PageKey } from '../site/paths.ts';
import type { EditionContext } from './context.ts';
import { articleDate, formatDate, imageRef, pageLink, siteWords } from './context.ts';
import { privacyFormSection, thankYouMeta, thankYouSections } from './form-pages.ts';
import { articleJsonLd, businessJsonLd } from './json-ld.ts';
import { offersNav, pricesNav } from '../compose/page-labels.ts';
import {
  aboutData, blogData, contactData, ctaData, faqData, highlightsData, homeSectionData, offersKind, priceListData, pricingData, processData, productsData, servicesData, testimonialsData,
} from './section-content.ts';

const blogSlots = ['blog1', 'blog2', 'blog3'] as const;

/** Minutes to read: about 200 words a minute, or 500 characters where scripts write no spaces (Japanese, Chinese, Thai). */
function readingMinutes(paragraphs: readonly string[]): number {
  const text = paragraphs.join(' ');
  const unspaced = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu)?.length ?? 0;
  const words = text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu, '').split(/\s+/).filter(Boolean).length;
  return Math.max(2, Math.round(words / 200 + unspaced / 500));
}

/**
 * The words around an article's date: "Published" and "2 min read", each left out where a stop word takes its word
 * away (the interface texts then hold the business's name instead, which reads as nonsense here).
 */
function articleMeta(context: EditionContext, post: { sections: readonly { paragraphs: readonly string[] }[] }): { publishedLabel?: string; readingTime?: string } {
  const own = uiFor(context.texts.language.code);
  const { ui } = context.texts;
  const { stopWords } = context.plan;
  return {
    ...(stopWords.has(own.publishedOn) ? {} : { publishedLabel: ui.publishedOn }),
    ...(stopWords.has(own.readingTime) ? {} : { readingTime: `${readingMinutes(post.sections.flatMap((section) => section.paragraphs))} ${ui.readingTime}` }),
  };
}

function homeSections(context: EditionContext): Section[] {
  let offersShown = false;
  const slots = context.recipe.home.filter((slot) => {
    if (slot.kind !== 'products' && slot.kind !== 'services') return true;
    if (offersShown) return false;
    offersShown = true;
    return true;
  });
  const sections = slots.flatMap((slot) => {
    const kind = slot.kind === 'products' || slot.kind === 'services' ? offersKind(context) : slot.kind;
    const variant = kind === slot.kind ? slot.variant : context.recipe.pages[kind as 'products' | 'services'];
    const data = homeSectionData(context, slot.kind);
    return data ? [{ kind, variant, ...(slot.alt ? { alt: true } : {}), data } as Section] : [];
  });
  // The owner's reviews go before the closing call to action when the recipe has no place for them (there are none without them).
  const testimonials = testimonialsData(context);
  if (testimonials && !sections.some((section) => section.kind === 'testimonials')) {
    const at = sections.findIndex((section) => section.kind === 'cta' || section.kind === 'contact');
    sections.splice(at === -1 ? sections.length : at, 0, { kind: 'testimonials', variant: testimonialVariant(context), data: testimonials });
  }
  // The card beside the contact details says what the CTA section says, with the same button: a page says it once.
  if (!sections.some((section) => section.kind === 'cta')) return sections;
  return sections.map((section) => (section.kind === 'contact' && section.data.aside ? { ...section, data: withoutAside(section.data) } : section));
}

function withoutAside(data: SectionData<'contact'>): SectionData<'contact'> {
  const rest = { ...data };
  delete rest.aside;
  return rest;
}

/** The testimonials variant of a recipe (by its id), where the recipe places no testimonials of its own. */
export function testimonialVariantOf(recipeId: string): 'cards' | 'single' | 'wall' {
  const variants = ['cards', 'single', 'wall'] as const;
  return variants[[...recipeId].reduce((sum, char) => sum + char.charCodeAt(0), 0) % variants.length] ?? 'cards';
}

const testimonialVariant = (context: EditionContext) => testimonialVariantOf(context.recipe.id);

function header(context: EditionContext, title: string, lead: string, eyebrow?: string, picture?: 'offers' | 'prices' | 'about'): Section {
  const image = picture ? imageRef(context, context.pictures.slots[picture], title) : undefined;
  return { kind: 'pageHeader', variant: context.recipe.pages.header, data: { title, lead, ...(eyebrow ? { eyebrow } : {}), ...(image ? { image } : {}) } };
}

function cta(context: EditionContext): Section {
  return { kind: 'cta', variant: context.recipe.pages.cta, data: ctaData(context) };
}

/** The menu labels of the offers and prices pages: the trade's own word where the texts are in the page language. */
export function pageLabels(context: EditionContext): { offers: string; prices: string } {
  const { ui, copy, trade, language, textLanguage } = context.texts;
  const own = language.code === textLanguage.code ? copy.offers.label : undefined;
  return { offers: own ?? ui.nav[offersNav[trade.kind]], prices: ui.nav[pricesNav[trade.kind]] };
}

function optional(section: Section | false | undefined): Section[] {
  return section ? [section] : [];
}

function offersPage(context: EditionContext): Section[] {
  const { copy } = context.texts;
  const { pages } = context.recipe;
  const label = pageLabels(context).offers;
  const kind = offersKind(context);
  const withPrices = context.paths.keys.includes('prices');
  const offers: Section = kind === 'services'
    ? { kind: 'services', variant: pages.services, data: { ...servicesData(context, { withMore: false }), heading: label, lead: undefined } }
    : { kind: 'products', variant: pages.products, data: { ...productsData(context, { withMore: false }), heading: label, lead: undefined } };
  const testimonials = testimonialsData(context);
  return [
    header(context, copy.offers.heading, copy.offers.lead, label, 'offers'),
    offers,
    { kind: 'highlights', variant: pages.highlights, data: highlightsData(context) },
    ...optional(testimonials && { kind: 'testimonials', variant: testimonialVariant(context), data: testimonials }),
    ...(withPrices ? [] : [{ kind: 'process', variant: pages.process, data: processData(context) } as Section, { kind: 'faq', variant: pages.faq, data: faqData(context) } as Section]),
    cta(context),
  ];
}

function pricesPage(context: EditionContext): Section[] {
  const { copy, ui } = context.texts;
  const { pages } = context.recipe;
  const label = pageLabels(context).prices;
  const plans = pricingData(context);
  const list = priceListData(context);
  return [
    header(context, label, copy.seo.prices?.description ?? copy.offers.lead, undefined, 'prices'),
    ...optional(plans && { kind: 'pricing', variant: 'columns', data: plans }),
    ...optional(!plans && list && { kind: 'products', variant: 'menu', data: list }),
    { kind: 'process', variant: pages.process, data: processData(context) },
    { kind: 'faq', variant: pages.faq, data: { ...faqData(context), heading: ui.faqHeading } },
    cta(context),
  ];
}

/** The sections of one page of the site, in order. */
export function pageSections(context: EditionContext, key: PageKey): Section[] {
  const { copy, ui, blogs } = context.texts;
  const { pages } = context.recipe;
  switch (key) {
    case 'home':
      return homeSections(context);
    case 'offers':
      return offersPage(context);
    case 'prices':
      return pricesPage(context);
    case 'about': {
      const [first, ...rest] = copy.about.paragraphs;
      return [
        header(context, copy.about.heading, first ?? copy.tagline, ui.nav.about, 'about'),
        { kind: 'about', variant: pages.about, data: { ...aboutData(context, false), heading: copy.intro.heading, paragraphs: rest.length > 0 ? rest : copy.intro.paragraphs, more: pageLink(context, 'offers', ui.actions[offersNav[context.texts.trade.kind]]) } },
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
            ...articleMeta(context, post),
            date: date.toISOString().slice(0, 10),
            dateText: formatDate(context, date),
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
          sections: [...ui.privacy.sections.map((section) => ({ heading: section.heading, text: siteWords(context, section.text) })), ...privacyFormSection(context)],
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
          actions: [pageLink(context, 'home', ui.notFound.action), pageLink(context, 'offers', pageLabels(context).offers), pageLink(context, 'contact', ui.nav.contact)],
        },
      }];
    case 'thankYou':
      return thankYouSections(context);
  }
}

function titleAndDescription(context: EditionContext, key: PageKey): { title: string; description: string } {
  const { copy, ui, blogs } = context.texts;
  const withBrand = (text: string) => `${text} | ${context.site.brand}`;
  switch (key) {
    case 'home': case 'offers': case 'about': case 'contact': case 'blog':
      return copy.seo[key];
    case 'prices':
      return copy.seo.prices ?? copy.seo.offers;
    case 'article1': case 'article2': case 'article3': {
      const post = blogs[Number(key.slice(-1)) - 1] ?? blogs[0];
      return { title: withBrand(post.title), description: post.description };
    }
    case 'privacy':
      return { title: withBrand(ui.privacy.title), description: siteWords(context, ui.privacy.description) };
    case 'notFound':
      return { title: withBrand(ui.notFound.title), description: siteWords(context, ui.notFound.description) };
    case 'thankYou':
      return thankYouMeta(context);
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
    noindex: key === 'notFound' || key === 'thankYou',
    jsonLd,
    alternates: meta.alternates,
    switcher: meta.switcher,
    sitemapPriority: key === 'home' ? '1.0' : key.startsWith('article') ? '0.6' : '0.8',
    sections: pageSections(context, key),
  };
}
