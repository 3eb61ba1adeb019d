import type { Review } from '@sitecraft/shared/generation';
import { uiFor } from '../content/ui/index.ts';
import type { Section } from '../model/sections.ts';
import type { PageModel, SiteModel } from '../model/site-model.ts';
import { StopWordFilter } from '../safety/stop-words.ts';
import { testimonialVariantOf } from '../write/pages.ts';
import { makeRoomFor } from './business-facts.ts';

/** The reviews section of a page of an edition in `lang`, in the variant generation gives a recipe without a place for it. */
function reviewsSection(model: SiteModel, lang: string): Section {
  const heading = new StopWordFilter(model.stopWords).phrase(uiFor(lang).sections.testimonials) || model.business.name;
  return { kind: 'testimonials', variant: testimonialVariantOf(model.recipe.id), data: { heading } };
}

/** Where generation puts the reviews on a page: after the highlights of the offers page; before the closing call to action (or contact) elsewhere. */
function reviewsPlace(page: PageModel): number {
  const highlights = page.sections.findIndex((section) => section.kind === 'highlights');
  if (page.key === 'offers' && highlights !== -1) return highlights + 1;
  const closing = page.sections.findIndex((section) => section.kind === 'cta' || section.kind === 'contact');
  return closing === -1 ? page.sections.length : closing;
}

/**
 * Sets what customers said (the owner's reviews), shown on the home and offers pages of every language and marked up
 * there as schema.org Reviews; an empty list takes them, and their sections, off every page. A page that shows them
 * already keeps its section where it is.
 */
export function setReviews(model: SiteModel, reviews: readonly Review[]): string {
  const given = reviews.map((review) => ({ quote: review.quote, ...(review.name ? { name: review.name } : {}), ...(review.source ? { source: review.source } : {}) }));
  for (const edition of model.editions) {
    for (const page of edition.pages) {
      if (given.length === 0) {
        page.sections = page.sections.filter((section) => section.kind !== 'testimonials');
        continue;
      }
      const shows = page.key === 'home' || page.key === 'offers';
      if (shows && !page.sections.some((section) => section.kind === 'testimonials')) page.sections.splice(reviewsPlace(page), 0, reviewsSection(model, edition.lang));
    }
  }
  if (given.length === 0) {
    delete model.business.reviews;
    return 'took the reviews off every page';
  }
  model.business.reviews = given;
  return `set the reviews (${given.length}) on every page`;
}

type ListFact = 'areasServed' | 'paymentMethods';
const listLabels: Record<ListFact, string> = { areasServed: 'areas served', paymentMethods: 'ways to pay' };

/** Sets the places the business serves or the ways to pay it, shown in every contact section (areas in every footer too); an empty list takes them off. */
export function setListFact(model: SiteModel, key: ListFact, values: readonly string[]): string {
  if (values.length === 0) {
    delete model.business[key];
    return `took the ${listLabels[key]} off every page`;
  }
  makeRoomFor(model, key);
  model.business[key] = [...values];
  return `changed the ${listLabels[key]} on every page`;
}

/** Sets the year the business was founded, shown in every contact section and JSON-LD; `undefined` takes it off. */
export function setYearFounded(model: SiteModel, year: number | undefined): string {
  if (year === undefined) {
    delete model.business.yearFounded;
    return 'took the founding year off every page';
  }
  makeRoomFor(model, 'yearFounded');
  model.business.yearFounded = year;
  return 'changed the founding year on every page';
}
