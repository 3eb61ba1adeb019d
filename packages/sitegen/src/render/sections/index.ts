import type { Section, SectionKind } from '../../model/sections.ts';
import { markNameInHeadings } from '../brand-name.ts';
import { trusted } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { aboutVariants } from './about.ts';
import { articleVariants } from './article.ts';
import { blogTeaserVariants } from './blog-teaser.ts';
import { contactVariants } from './contact.ts';
import { ctaVariants } from './cta.ts';
import { faqVariants } from './faq.ts';
import { galleryVariants } from './gallery.ts';
import { heroVariants } from './hero.ts';
import { highlightsVariants } from './highlights.ts';
import { notFoundVariants } from './not-found.ts';
import { pageHeaderVariants } from './page-header.ts';
import { pricingVariants } from './pricing.ts';
import { processVariants } from './process.ts';
import { productsVariants } from './products.ts';
import { proseVariants } from './prose.ts';
import { servicesVariants } from './services.ts';
import { statsVariants } from './stats.ts';
import { teamVariants } from './team.ts';
import { testimonialsVariants } from './testimonials.ts';
import { thankYouVariants } from './thank-you.ts';
import type { KindRenderers, RenderContext, VariantRenderer } from './types.ts';

/** The section library: every kind's variants. */
export const sectionLibrary: { [K in SectionKind]: KindRenderers<K> } = {
  hero: heroVariants,
  highlights: highlightsVariants,
  services: servicesVariants,
  products: productsVariants,
  about: aboutVariants,
  process: processVariants,
  stats: statsVariants,
  testimonials: testimonialsVariants,
  gallery: galleryVariants,
  pricing: pricingVariants,
  team: teamVariants,
  faq: faqVariants,
  blogTeaser: blogTeaserVariants,
  cta: ctaVariants,
  contact: contactVariants,
  pageHeader: pageHeaderVariants,
  article: articleVariants,
  prose: proseVariants,
  notFound: notFoundVariants,
  thankYou: thankYouVariants,
};

function rendererOf(section: Section): VariantRenderer<SectionKind> {
  const variants = sectionLibrary[section.kind] as Record<string, VariantRenderer<SectionKind>>;
  const renderer = variants[section.variant];
  if (!renderer) throw new Error(`The section library has no ${section.kind} variant ${section.variant}`);
  return renderer;
}

/** The markup of one section, the business's name in its headings marked; an `alt` section gets the alternate surface on its outer element. */
export function renderSection(section: Section, context: RenderContext): SafeHtml {
  const markup = trusted(markNameInHeadings(rendererOf(section).render(section.data as never, context).value, context.business.name));
  if (!section.alt || /^\s*<[a-z]+\b[^>]*\bclass="[^"]*\bui_alt\b/.test(markup.value)) return markup;
  return trusted(markup.value.replace(/^(\s*<(?:section|div|article)\b[^>]*?class=")/, '$1ui_alt '));
}

/** The CSS of the variants a page uses, each once, in order of first use. */
export function sectionsCss(sections: readonly Section[]): string {
  const seen = new Set<string>();
  const css: string[] = [];
  for (const section of sections) {
    const id = `${section.kind}:${section.variant}`;
    if (seen.has(id)) continue;
    seen.add(id);
    css.push(rendererOf(section).css);
  }
  return css.join('\n');
}
