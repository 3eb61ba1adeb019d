import type { SectionData, SectionKind } from '../../../src/model/sections.ts';
import { aboutFixture } from './about.ts';
import { articleFixture } from './article.ts';
import { blogTeaserFixture } from './blog-teaser.ts';
import { contactFixture } from './contact.ts';
import { ctaFixture } from './cta.ts';
import { faqFixture } from './faq.ts';
import { galleryFixture } from './gallery.ts';
import { heroFixture } from './hero.ts';
import { highlightsFixture } from './highlights.ts';
import { notFoundFixture } from './not-found.ts';
import { pageHeaderFixture } from './page-header.ts';
import { pricingFixture } from './pricing.ts';
import { processFixture } from './process.ts';
import { productsFixture } from './products.ts';
import { proseFixture } from './prose.ts';
import { servicesFixture } from './services.ts';
import { statsFixture } from './stats.ts';
import { teamFixture } from './team.ts';
import { testimonialsFixture } from './testimonials.ts';
import { thankYouFixture } from './thank-you.ts';

/** Realistic content for every section kind, filling every optional field. */
export const sectionFixtures: { [K in SectionKind]: SectionData<K> } = {
  hero: heroFixture,
  highlights: highlightsFixture,
  services: servicesFixture,
  products: productsFixture,
  about: aboutFixture,
  process: processFixture,
  stats: statsFixture,
  testimonials: testimonialsFixture,
  gallery: galleryFixture,
  pricing: pricingFixture,
  team: teamFixture,
  faq: faqFixture,
  blogTeaser: blogTeaserFixture,
  cta: ctaFixture,
  contact: contactFixture,
  pageHeader: pageHeaderFixture,
  article: articleFixture,
  prose: proseFixture,
  notFound: notFoundFixture,
  thankYou: thankYouFixture,
};
