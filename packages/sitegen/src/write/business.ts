import type { RunPlan } from '../brief/plan.ts';
import type { Business } from '../model/site-model.ts';

/** The owner's opening hours as pages show them: a note holding a stop word is left out (a word less would break it), and hours left with nothing. */
function shownHours(plan: RunPlan): Business['hours'] {
  const hours = plan.request.opening_hours;
  const note = hours?.note && !plan.stopWords.has(hours.note) ? hours.note : '';
  const days = hours?.days ?? [];
  if (days.length === 0 && !note) return undefined;
  return { ...(days.length > 0 ? { days } : {}), ...(note ? { note } : {}) };
}

/**
 * The booking rules the owner chose, when the site has opening days to book in (a note alone gives no times). The
 * server puts in the time zone before the engine runs; a request without one (the CLI) keeps UTC.
 */
function shownBookings(plan: RunPlan, hours: Business['hours']): Business['bookings'] {
  const choice = plan.request.bookings;
  if (!choice || !hours?.days?.length) return undefined;
  return { ...choice, time_zone: choice.time_zone ?? 'UTC' };
}

/** A customer's words lose no word: a review holding a stop word (in its words, name or source) is left out whole; an empty name is no name. */
function shownReviews(plan: RunPlan): NonNullable<Business['reviews']> {
  return (plan.request.reviews ?? []).flatMap((review) => {
    if (plan.stopWords.has([review.quote, review.name ?? '', review.source ?? ''].join(' '))) return [];
    return [{ quote: review.quote, ...(review.name ? { name: review.name } : {}), ...(review.source ? { source: review.source } : {}) }];
  });
}

/** The entries of an owner's list that hold no stop word. */
function clean(plan: RunPlan, list: readonly string[] | undefined): string[] {
  return (list ?? []).filter((entry) => !plan.stopWords.has(entry));
}

/**
 * The facts of the business every page shows, from the answers (those a stop word emptied are left out). An email
 * cannot lose a word, so one holding a stop word is left out whole, and so is an offer (the site does not list it).
 */
export function businessOf(plan: RunPlan, name: string): Business {
  const { phone, address, country } = plan.answers;
  const { contact_email: email, year_founded: yearFounded } = plan.request;
  const hours = shownHours(plan);
  const offers = (plan.request.offers ?? [])
    .filter((offer) => !plan.stopWords.has(offer.name) && !plan.stopWords.has(offer.price ?? ''))
    .map((offer) => ({ name: offer.name, ...(offer.price ? { price: offer.price } : {}) }));
  const reviews = shownReviews(plan);
  const bookings = shownBookings(plan, hours);
  const areasServed = clean(plan, plan.request.areas_served);
  const paymentMethods = clean(plan, plan.request.payment_methods);
  return {
    name,
    ...(phone ? { phone } : {}),
    ...(address ? { address } : {}),
    ...(country ? { country } : {}),
    ...(email && !plan.stopWords.has(email) ? { email } : {}),
    ...(hours ? { hours } : {}),
    ...(offers.length > 0 ? { offers } : {}),
    ...(reviews.length > 0 ? { reviews } : {}),
    ...(areasServed.length > 0 ? { areasServed } : {}),
    ...(paymentMethods.length > 0 ? { paymentMethods } : {}),
    ...(yearFounded !== undefined && !plan.stopWords.has(String(yearFounded)) ? { yearFounded } : {}),
    ...(bookings ? { bookings } : {}),
  };
}
