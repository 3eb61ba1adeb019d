import { iconForText } from '../assets/theme-icons.ts';
import { localCountryName } from '../brief/countries.ts';
import type { SectionData } from '../model/sections.ts';
import { phoneText } from '../safety/escape.ts';
import type { HomeKind } from '../render/recipes/types.ts';
import { fromRoot } from '../site/paths.ts';
import type { PageKey } from '../site/paths.ts';
import { formTextsFor } from '../content/form-texts.ts';
import type { EditionContext } from './context.ts';
import { factQuestionsOf, markFactQuestions } from '../compose/fact-questions.ts';
import { offersNav } from '../compose/page-labels.ts';
import { uiFor } from '../content/ui/index.ts';
import { articleDate, formatDate, imageRef, pageLink } from './context.ts';

const articleKeys: readonly PageKey[] = ['article1', 'article2', 'article3'];
const blogSlots = ['blog1', 'blog2', 'blog3'] as const;

/** Icons for a list of items, each fitted to its title, none repeated within the list and none the site's pictures leave out. */
function itemIcons(context: EditionContext, titles: readonly string[]): string[] {
  const used = new Set<string>(context.pictures.unfitIcons);
  return titles.map((title) => {
    const icon = iconForText(title, context.plan.trade.icons, used);
    used.add(icon);
    return icon;
  });
}

/** Where the "more" links of a section lead, when the section sits on the home page. */
export interface ContentOptions {
  /** Limit lists to this many items (the home page shows a selection; the offers page shows them all). */
  limit?: number;
  withMore: boolean;
}

/** The page key and label of the offers' "see all" link and button. */
function offersAction(context: EditionContext): string {
  return context.texts.ui.actions[offersNav[context.texts.trade.kind]];
}

/**
 * The line above the hero's title (and beside the brand in some headers): none where it names the business, which the
 * header and the title already say (a shouted "WELCOME TO SPOKE & CHAIN" over "Spoke & Chain…").
 */
export function heroEyebrow(context: EditionContext): string | undefined {
  const { eyebrow } = context.texts.copy.hero;
  return eyebrow.toLocaleLowerCase().includes(context.site.brand.toLocaleLowerCase()) ? undefined : eyebrow;
}

export function heroData(context: EditionContext): SectionData<'hero'> {
  const { copy, ui } = context.texts;
  const hero = context.pictures.slots.hero;
  const keyword = context.plan.keywords[0];
  const eyebrow = heroEyebrow(context);
  return {
    ...(eyebrow ? { eyebrow } : {}),
    title: copy.hero.title,
    lead: copy.hero.lead,
    actions: [pageLink(context, 'contact', ui.actions.contact), pageLink(context, 'offers', offersAction(context))],
    image: imageRef(context, hero, keyword ? `${context.site.brand}: ${keyword}` : copy.tagline),
  };
}

export function highlightsData(context: EditionContext, heading?: string): SectionData<'highlights'> {
  const { copy, ui } = context.texts;
  const icons = itemIcons(context, copy.highlights.map((item) => item.title));
  return {
    heading: heading ?? ui.sections.highlights,
    items: copy.highlights.map((item, index) => ({ ...item, icon: icons[index] })),
  };
}

/**
 * "Price on request" in the page's language, for an offer the owner gave no price for; none where a stop word takes
 * its words away (the interface texts then hold the business's name instead).
 */
function priceOnRequest(context: EditionContext): string | undefined {
  return context.plan.stopWords.has(uiFor(context.texts.language.code).sections.priceOnRequest) ? undefined : context.texts.ui.sections.priceOnRequest;
}

/**
 * An offer's price: only ever the owner's, as written. The trade's usual offers, shown where the owner listed none,
 * are on request, but for a software product's features, which are not sold one by one (its plans are on request);
 * an owner's offer given without a price shows none.
 */
function priceOf(context: EditionContext, index: number): string | undefined {
  const { trade } = context.texts;
  if (!trade.ownerOffers) return trade.kind === 'software' ? undefined : priceOnRequest(context);
  return trade.offers[index]?.priceText;
}

/** The section kind that shows a trade's offers: dishes and goods as products, services and features as services. */
export function offersKind(context: EditionContext): 'products' | 'services' {
  const { kind } = context.texts.trade;
  return kind === 'menu' || kind === 'products' ? 'products' : 'services';
}

export function servicesData(context: EditionContext, options: ContentOptions): SectionData<'services'> {
  const { copy } = context.texts;
  const items = copy.offers.items.slice(0, options.limit);
  const guessed = itemIcons(context, items.map((item) => item.title));
  return {
    heading: copy.offers.heading,
    lead: copy.offers.lead,
    items: items.map((item, index) => {
      const price = priceOf(context, index);
      // The offer's own picture icon (the catalogue's choice) where it has one.
      const icon = context.pictures.tiles[index]?.icon ?? guessed[index];
      return { title: item.title, text: item.text, icon, ...(price ? { detail: price } : {}) };
    }),
    ...(options.withMore ? { more: pageLink(context, 'offers', offersAction(context)) } : {}),
  };
}

export function productsData(context: EditionContext, options: ContentOptions): SectionData<'products'> {
  const { copy } = context.texts;
  const items = copy.offers.items.slice(0, options.limit);
  return {
    heading: copy.offers.heading,
    lead: copy.offers.lead,
    items: items.map((item, index) => {
      const tile = context.pictures.tiles[index];
      const price = priceOf(context, index);
      return { title: item.title, text: item.text, ...(price ? { detail: price } : {}), ...(tile ? { icon: tile.icon, image: imageRef(context, tile, item.title) } : {}) };
    }),
    ...(options.withMore ? { more: pageLink(context, 'offers', offersAction(context)) } : {}),
  };
}

/** Every priced offer as one list: the price list of a services trade. */
export function priceListData(context: EditionContext): SectionData<'products'> | undefined {
  const { copy, ui } = context.texts;
  const items = copy.offers.items.flatMap((item, index) => {
    const price = priceOf(context, index);
    return price ? [{ title: item.title, text: item.text, detail: price }] : [];
  });
  return items.length > 0 ? { heading: ui.sections.priceList, items } : undefined;
}

/** The plans of a software trade (shown only where the owner listed no offers), each on request, with a button to ask about it. */
export function pricingData(context: EditionContext): SectionData<'pricing'> | undefined {
  const { copy, ui, trade } = context.texts;
  const price = priceOnRequest(context);
  if (!price) return undefined;
  const plans = (copy.plans ?? []).flatMap((plan, index) => {
    if (!trade.plans?.[index]) return [];
    return [{ name: plan.name, price, text: plan.text, features: plan.features, action: pageLink(context, 'contact', ui.actions.contact) }];
  });
  return plans.length > 0 ? { heading: ui.sections.pricing, plans } : undefined;
}

/** The reviews section: only where the owner gave reviews (the model's `business` holds them); none is ever written. */
export function testimonialsData(context: EditionContext): SectionData<'testimonials'> | undefined {
  return context.business.reviews?.length ? { heading: context.texts.ui.sections.testimonials } : undefined;
}

export function aboutData(context: EditionContext, withMore: boolean): SectionData<'about'> {
  const { copy, ui } = context.texts;
  return {
    heading: copy.intro.heading,
    paragraphs: copy.intro.paragraphs,
    image: imageRef(context, context.pictures.slots.about, copy.about.heading),
    ...(withMore ? { more: pageLink(context, 'about', ui.actions.about) } : {}),
  };
}

export function processData(context: EditionContext): SectionData<'process'> {
  const { copy, ui } = context.texts;
  return { heading: ui.stepsHeading, items: copy.process };
}

export function galleryData(context: EditionContext): SectionData<'gallery'> | undefined {
  const { copy, ui } = context.texts;
  const images = copy.offers.items.slice(0, 6).flatMap((item, index) => {
    const tile = context.pictures.tiles[index];
    return tile ? [imageRef(context, tile, item.title)] : [];
  });
  if (images.length < 3) return undefined;
  return { heading: ui.sections.gallery, images };
}

/** The FAQ, the questions built from the owner's facts marked so that an edit of the facts rebuilds them. */
export function faqData(context: EditionContext): SectionData<'faq'> {
  const { copy, ui, textLanguage } = context.texts;
  const language = textLanguage.code;
  const items = copy.faq.map(({ question, answer }) => ({ question, answer }));
  if (language !== 'en' && language !== 'ru') return { heading: ui.faqHeading, items };
  return { heading: ui.faqHeading, items: markFactQuestions(items, factQuestionsOf(context.business, [...context.plan.stopWords.words], language)) };
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
    ...(withMore ? { more: pageLink(context, 'blog', ui.actions.blog) } : {}),
  };
}

export function ctaData(context: EditionContext): SectionData<'cta'> {
  const { copy, ui } = context.texts;
  return { heading: copy.cta.heading, text: copy.cta.text, action: pageLink(context, 'contact', ui.actions.contact) };
}

/**
 * Where the contact block's call-to-action card leads: to the contact page, or on the contact page itself to writing
 * or calling the business (no card when it has neither).
 */
function asideAction(context: EditionContext, onContactPage: boolean): NonNullable<SectionData<'contact'>['aside']>['action'] | undefined {
  const { ui } = context.texts;
  if (!onContactPage) return pageLink(context, 'contact', ui.actions.contact);
  if (context.business.email) return { fact: 'email', label: ui.form.heading };
  return context.business.phone ? { fact: 'phone', label: phoneText(ui.callUs) } : undefined;
}

/**
 * The contact form of the contact page: posted to the site's PHP handler, or to the forms endpoint, whose contact field
 * takes an email address or a phone number (labelled so in English and Russian; other languages keep their email label).
 */
function contactForm(context: EditionContext): SectionData<'contact'>['form'] {
  const { ui, language, dir } = context.texts;
  const { form } = ui;
  const texts = { language: language.code, heading: form.heading, name: form.name, message: form.message, submit: form.submit, note: form.note };
  if (context.plan.php) return { fields: 'php', action: fromRoot(dir, context.paths.handler), email: form.email, ...texts };
  if (!context.form) return undefined;
  const own = formTextsFor(language.code);
  return { fields: 'endpoint', action: context.form.action, email: own.lang ? form.email : own.site.contact, ...texts };
}

/**
 * The contact block: details for every site (the business's address, phone, email and hours are the model's), the
 * form on the contact page of PHP sites and of HTML sites with a forms endpoint, else a call-to-action card.
 */
export function contactData(context: EditionContext, onContactPage: boolean): SectionData<'contact'> {
  const { copy, ui, language } = context.texts;
  const { address, phone, email, hours, areasServed, paymentMethods, yearFounded } = context.business;
  const country = context.plan.stopWords.phrase(localCountryName(context.plan.answers.country, language.code));
  const form = onContactPage ? contactForm(context) : undefined;
  const action = asideAction(context, onContactPage);
  return {
    heading: copy.contact.heading,
    lead: copy.contact.lead,
    detailsHeading: ui.contactDetails,
    ...(address ? { address: { label: ui.address, mapLabel: ui.showOnMap } } : {}),
    ...(phone ? { phone: { label: ui.phone, callLabel: phoneText(ui.callUs) } } : {}),
    ...(email ? { email: { label: ui.email } } : {}),
    ...(hours ? { hours: { label: ui.openingHours } } : {}),
    ...(country ? { country: { label: ui.country, value: country } } : {}),
    ...(areasServed ? { areasServed: { label: ui.areasServed } } : {}),
    ...(paymentMethods ? { paymentMethods: { label: ui.paymentMethods } } : {}),
    ...(yearFounded === undefined ? {} : { yearFounded: { label: ui.yearFounded } }),
    ...(form ? { form } : action ? { aside: { heading: copy.cta.heading, text: copy.cta.text, action } } : {}),
  };
}

/**
 * The content of one home-page section kind; undefined when the site has nothing true to put
 * there. The recipe's products and services slots both mean "the offers": the first shows them
 * in the trade's own kind, a second one is left out.
 */
export function homeSectionData(context: EditionContext, kind: HomeKind): SectionData<HomeKind> | undefined {
  switch (kind) {
    case 'hero': return heroData(context);
    case 'highlights': return highlightsData(context);
    case 'services': case 'products':
      return offersKind(context) === 'services' ? servicesData(context, { limit: 6, withMore: true }) : productsData(context, { limit: 6, withMore: true });
    case 'about': return aboutData(context, true);
    case 'process': return processData(context);
    // No section of figures: those a site knew of itself (its count of steps, "24 h to answer every message") were no fact
    // of the owner's, and a section with nothing true to say is left out.
    case 'stats': return undefined;
    case 'gallery': return galleryData(context);
    case 'faq': return faqData(context);
    case 'blogTeaser': return blogData(context, 'h3', true);
    case 'cta': return ctaData(context);
    case 'contact': return contactData(context, false);
    case 'testimonials': return testimonialsData(context);
    case 'pricing': return pricingData(context);
    // No trade writes its team: inventing people would mislead.
    case 'team': return undefined;
  }
}
