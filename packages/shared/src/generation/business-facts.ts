import { z } from 'zod';
import { bookingChoiceSchema } from '../bookings/booking-rules.ts';

/**
 * The owner's own facts about the business, all optional: its name, what it offers (with prices), an email, opening
 * hours, what customers said, where it works, how it is paid and since when. The engine uses them exactly: a site
 * shows the offers given and no other, and the reviews given and no other.
 */

export const maxOffers = 30;
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

const time = /^([01]\d|2[0-3]):[0-5]\d$/;

export const offerSchema = z.strictObject({
  name: z
    .string({ error: 'Each offer needs a name.' })
    .trim()
    .min(1, { error: 'Each offer needs a name.' })
    .max(100, { error: 'An offer’s name must be at most 100 characters long.' }),
  price: z.string({ error: 'An offer’s price must be text, such as “£35” or “from 20 €”.' }).trim().max(40, { error: 'An offer’s price must be at most 40 characters long.' }).optional(),
});

const dayHoursSchema = z
  .strictObject({
    day: z.enum(weekdays, { error: `Each day of the opening hours must be one of ${weekdays.join(', ')}.` }),
    opens: z.string().regex(time, { error: 'Opening times are written as HH:MM, from 00:00 to 23:59.' }),
    closes: z.string().regex(time, { error: 'Closing times are written as HH:MM, from 00:00 to 23:59.' }),
  })
  .refine((hours) => !time.test(hours.opens) || !time.test(hours.closes) || hours.opens < hours.closes, { error: 'A day’s closing time must come after its opening time.', path: ['closes'] });

export const openingHoursSchema = z
  .strictObject({
    /** One opening range per weekday; a day not listed is closed. */
    days: z.array(dayHoursSchema).max(7).optional(),
    /** A free line instead of, or beside, the days: "by appointment", "closed on public holidays". */
    note: z.string({ error: 'The opening hours note must be text.' }).trim().max(120, { error: 'The opening hours note must be at most 120 characters long.' }).optional(),
  })
  .refine((hours) => new Set(hours.days?.map((day) => day.day)).size === (hours.days?.length ?? 0), { error: 'Each weekday may appear once in the opening hours.', path: ['days'] })
  .refine((hours) => (hours.days?.length ?? 0) > 0 || Boolean(hours.note), { error: 'Opening hours need at least one day or a note.' });

/** A handful of reviews at most: the site shows them all, in the owner's order. */
export const maxReviews = 6;

/** One review a customer gave, as the owner copies it: the words as said, the name as the reviewer allows it, where it was given. */
export const reviewSchema = z.strictObject({
  quote: z
    .string({ error: 'Each review needs the customer’s words.' })
    .trim()
    .min(10, { error: 'A review’s words must be at least 10 characters long.' })
    .max(600, { error: 'A review’s words must be at most 600 characters long.' }),
  /** "Anna K.", or left out (or empty) when the reviewer did not want to be named. */
  name: z.string({ error: 'A reviewer’s name must be text.' }).trim().max(60, { error: 'A reviewer’s name must be at most 60 characters long.' }).optional(),
  /** Where it was given: "Google", "in person", "by email". */
  source: z.string({ error: 'Where a review was given must be text.' }).trim().max(60, { error: 'Where a review was given must be at most 60 characters long.' }).optional(),
});

/** The towns, districts or regions the business works in. */
export const areasServedSchema = z
  .array(z.string({ error: 'Each area served must be text.' }).trim().min(1, { error: 'An area served cannot be empty.' }).max(80, { error: 'An area served must be at most 80 characters long.' }), { error: 'areas_served must be a list of places.' })
  .max(12, { error: 'areas_served may list at most 12 places.' });

/** How customers can pay, in the owner's words: "Cash", "Card", "Bank transfer". */
export const paymentMethodsSchema = z
  .array(z.string({ error: 'Each payment method must be text.' }).trim().min(1, { error: 'A payment method cannot be empty.' }).max(40, { error: 'A payment method must be at most 40 characters long.' }), { error: 'payment_methods must be a list of ways to pay.' })
  .max(10, { error: 'payment_methods may list at most 10 ways to pay.' });

/** The year the business was founded: from 1800 to this year; "1998" is read as 1998. */
export const yearFoundedSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{4}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'year_founded must be a year, such as 1998.' })
    .int({ error: 'year_founded must be a year, such as 1998.' })
    .min(1800, { error: 'year_founded must be 1800 or later.' })
    .refine((year) => year <= new Date().getUTCFullYear(), { error: 'year_founded cannot be in the future.' }),
);

export const businessFactsShape = {
  business_name: z.string({ error: 'business_name must be text.' }).trim().max(120, { error: 'business_name must be at most 120 characters long.' }).optional(),
  offers: z.array(offerSchema, { error: 'offers must be a list of { name, price }.' }).max(maxOffers, { error: `offers may list at most ${maxOffers} offers.` }).optional(),
  contact_email: z.email({ error: 'contact_email must be an email address, such as hello@example.com.' }).max(254).optional(),
  opening_hours: openingHoursSchema.optional(),
  reviews: z.array(reviewSchema, { error: 'reviews must be a list of { quote, name, source }.' }).max(maxReviews, { error: `reviews may list at most ${maxReviews} reviews.` }).optional(),
  areas_served: areasServedSchema.optional(),
  payment_methods: paymentMethodsSchema.optional(),
  year_founded: yearFoundedSchema.optional(),
  /** Whether the site takes booking requests on a Book page, and its rules; only a site with opening hours can. */
  bookings: bookingChoiceSchema.optional(),
};

export type Offer = z.infer<typeof offerSchema>;
export type OpeningHours = z.infer<typeof openingHoursSchema>;
export type DayHours = z.infer<typeof dayHoursSchema>;
export type Review = z.infer<typeof reviewSchema>;

/**
 * Reads the wizard's offers field, one offer a line with an optional price after a dash, colon or tab:
 * "Full groom – £45", "Nail clipping: £10", "Puppy intro". Blank lines are skipped.
 */
export function parseOfferLines(text: string): Offer[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(.+?)\s*(?:[–—:\t]|\s-\s)\s*(.*\d.*)$/u.exec(line);
      return match ? { name: match[1]!.trim(), price: match[2]!.trim() } : { name: line };
    });
}

/** The wizard's offers field again from a list of offers. */
export function formatOfferLines(offers: readonly Offer[]): string {
  return offers.map((offer) => (offer.price ? `${offer.name} – ${offer.price}` : offer.name)).join('\n');
}
