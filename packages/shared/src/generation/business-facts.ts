import { z } from 'zod';

/**
 * The owner's own facts about the business, all optional: its name, what it offers (with prices), an email and opening
 * hours. The engine uses them exactly: a site shows the offers given and no other.
 */

export const maxOffers = 30;
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

const time = /^([01]\d|2[0-3]):[0-5]\d$/;

const offerSchema = z.strictObject({
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

export const businessFactsShape = {
  business_name: z.string({ error: 'business_name must be text.' }).trim().max(120, { error: 'business_name must be at most 120 characters long.' }).optional(),
  offers: z.array(offerSchema, { error: 'offers must be a list of { name, price }.' }).max(maxOffers, { error: `offers may list at most ${maxOffers} offers.` }).optional(),
  contact_email: z.email({ error: 'contact_email must be an email address, such as hello@example.com.' }).max(254).optional(),
  opening_hours: openingHoursSchema.optional(),
};

export type Offer = z.infer<typeof offerSchema>;
export type OpeningHours = z.infer<typeof openingHoursSchema>;
export type DayHours = z.infer<typeof dayHoursSchema>;

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
