import { areasServedSchema, maxReviews, paymentMethodsSchema, reviewSchema, splitList, yearFoundedSchema, type Review } from '@sitecraft/shared/generation';
import type { z } from 'zod';
import type { WizardRequest } from '../generation-client/index.ts';

/** One review as the form holds it: the customer's words, the name as the reviewer allows it, where it was given. */
export interface ReviewAnswer {
  quote: string;
  name: string;
  source: string;
}

/** What customers said, where the business works, how it is paid and since when, as the wizard's form holds them; all optional. */
export interface OwnerFactsValues {
  reviews: ReviewAnswer[];
  /** Comma separated, as the keywords are. */
  areas_served: string;
  /** Comma separated: "Cash, Card, Bank transfer". */
  payment_methods: string;
  year_founded: string;
}

export const ownerFactsDefaults: OwnerFactsValues = { reviews: [], areas_served: '', payment_methods: '', year_founded: '' };

export const emptyReview: ReviewAnswer = { quote: '', name: '', source: '' };

export { maxReviews };

type ReviewField = keyof ReviewAnswer;

const isBlankReview = (review: ReviewAnswer) => !review.quote.trim() && !review.name.trim() && !review.source.trim();

/** A review as the request sends it: trimmed, without an empty name or place. */
function reviewOf(review: ReviewAnswer): Review {
  const name = review.name.trim();
  const source = review.source.trim();
  return { quote: review.quote.trim(), ...(name ? { name } : {}), ...(source ? { source } : {}) };
}

/** Why each field of a review cannot be sent, by field, as the server's own schema says it; none for a review left empty. */
export function reviewProblems(review: ReviewAnswer): Partial<Record<ReviewField, string>> {
  if (isBlankReview(review)) return {};
  const checked = reviewSchema.safeParse(reviewOf(review));
  if (checked.success) return {};
  const problems: Partial<Record<ReviewField, string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if ((field === 'quote' || field === 'name' || field === 'source') && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}

/** The first problem of any review the form holds, or undefined. */
export function reviewsProblem(reviews: readonly ReviewAnswer[]): string | undefined {
  for (const review of reviews) {
    const problem = Object.values(reviewProblems(review))[0];
    if (problem) return problem;
  }
  return undefined;
}

/** The reviews to send: those given, in order, without the ones with a problem. */
function sendableReviews(reviews: readonly ReviewAnswer[]): Review[] {
  return reviews.filter((review) => !isBlankReview(review) && Object.keys(reviewProblems(review)).length === 0).slice(0, maxReviews).map(reviewOf);
}

const listProblem = (schema: z.ZodType, text: string): string | undefined => schema.safeParse(splitList(text)).error?.issues[0]?.message;

/** Why the areas served cannot be sent, or undefined. */
export const areasProblem = (text: string) => listProblem(areasServedSchema, text);

/** Why the payment methods cannot be sent, or undefined. */
export const paymentsProblem = (text: string) => listProblem(paymentMethodsSchema, text);

/** Why the year founded cannot be sent, or undefined (an empty one is simply not given). */
export function yearProblem(text: string): string | undefined {
  const year = text.trim();
  if (!year) return undefined;
  return yearFoundedSchema.safeParse(year).error?.issues[0]?.message;
}

type OwnerFactsRequest = Pick<WizardRequest, 'reviews' | 'areas_served' | 'payment_methods' | 'year_founded'>;

/** The request's reviews, areas served, payment methods and year founded: only those given, and none the form shows a problem for. */
export function ownerFactsRequest(values: OwnerFactsValues): OwnerFactsRequest {
  const reviews = sendableReviews(values.reviews);
  const areas = splitList(values.areas_served);
  const payments = splitList(values.payment_methods);
  const year = values.year_founded.trim();
  return {
    ...(reviews.length > 0 ? { reviews } : {}),
    ...(areas.length > 0 && !areasProblem(values.areas_served) ? { areas_served: areas } : {}),
    ...(payments.length > 0 && !paymentsProblem(values.payment_methods) ? { payment_methods: payments } : {}),
    ...(year && !yearProblem(year) ? { year_founded: Number(year) } : {}),
  };
}

/** The form's values behind these facts of a request (or of a site's business). */
export function ownerFactsFromRequest(request: OwnerFactsRequest): OwnerFactsValues {
  const year = request.year_founded;
  return {
    reviews: (request.reviews ?? []).map((review) => ({ quote: review.quote, name: review.name ?? '', source: review.source ?? '' })),
    areas_served: (request.areas_served ?? []).join(', '),
    payment_methods: (request.payment_methods ?? []).join(', '),
    year_founded: typeof year === 'number' || typeof year === 'string' ? String(year) : '',
  };
}

/** The reviews in a line for the summary: “Lovely bread” — Rita S., Google · “Friendly people”. */
export function reviewsSummary(reviews: readonly ReviewAnswer[]): string {
  return sendableReviews(reviews)
    .map((review) => {
      const who = [review.name, review.source].filter(Boolean).join(', ');
      return who ? `“${review.quote}” — ${who}` : `“${review.quote}”`;
    })
    .join(' · ');
}

/** Every review's fields, empty where `reviews` gives none (the form's watch types every field as possibly missing). */
export function fullReviews(reviews: readonly Partial<ReviewAnswer>[] | undefined): ReviewAnswer[] {
  return (reviews ?? []).map((review) => ({ quote: review.quote ?? '', name: review.name ?? '', source: review.source ?? '' }));
}
