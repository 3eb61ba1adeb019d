import { z } from 'zod';
import { formFields, formLimits, isEmailOrPhone } from '../forms/contract.ts';

/**
 * What a generated site's Book page and the server's booking endpoint agree on. The page is a plain HTML form (no
 * script) posting to `<form action>/booking` with the contact form's fields (name, contact, token, page, lang and the
 * honeypot) and these; the answer is the contact form's thank-you page, or a page of the nearest free times.
 */
export const bookingFields = {
  /** The offer asked for, by its name as the page lists it; empty when the visitor did not choose one. */
  offer: 'offer',
  /** A free slot as the served page offers it: the local day and time in the business's zone, `2027-03-28T10:00`. */
  slot: 'slot',
  /** The day (`2027-03-28`) and time (`10:00`) of a copy hosted elsewhere, which cannot know the free slots. */
  day: 'day',
  time: 'time',
  note: 'note',
} as const;

/** The Book page's name, in the folder of each language, whatever the stop words (like THANK_YOU_PAGE). */
export const BOOK_PAGE = 'book.html';

/** What the booking endpoint's path adds to the form's own. */
export const BOOKING_PATH = 'booking';

/**
 * The Book page's day and time fields sit between these comments. The page as the engine writes it (and a ZIP keeps it)
 * holds a day field and the times of the opening hours; where the product serves it, the server puts in their place a
 * choice of the free slots, from the rules the opening comment carries as JSON (see BookingSlotsConfig).
 */
export const BOOKING_SLOTS_START = '<!--sitecraft:slots ';
export const BOOKING_SLOTS_END = '<!--/sitecraft:slots-->';

/** What the served page needs to list free slots, written into the page by the engine. */
export const bookingSlotsConfigSchema = z.object({
  lang: z.string(),
  zone: z.string(),
  minutes: z.number().int().positive(),
  daysAhead: z.number().int().positive(),
  noticeHours: z.number().int().min(0),
  days: z.array(z.object({ day: z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']), opens: z.string(), closes: z.string() })),
});
export type BookingSlotsConfig = z.infer<typeof bookingSlotsConfigSchema>;

/** The longest note a booking request takes. */
export const bookingLimits = { note: 2000, offer: 100 } as const;

/**
 * Why a booking request was not taken, beyond the contact form's problems: no day or time chosen, a time another
 * booking holds, or one outside the opening hours, the notice or the days ahead.
 */
export const bookingProblems = ['slot_missing', 'slot_taken', 'slot_closed'] as const;
export type BookingProblem = (typeof bookingProblems)[number];

const required = (missing: string, max: number) => z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: 'too_long' });
const optional = (max: number) => z.string().trim().max(max, { error: 'too_long' }).optional();

/**
 * A booking request as a browser sends it (application/x-www-form-urlencoded). Each error message is a contact form
 * problem's code; the slot is checked by the endpoint, which knows the rules.
 */
export const bookingPostSchema = z.looseObject({
  [formFields.name]: required('name_missing', formLimits.name),
  [formFields.contact]: required('contact_missing', formLimits.contact).refine(isEmailOrPhone, { error: 'contact_invalid' }),
  [bookingFields.note]: optional(bookingLimits.note),
  [bookingFields.offer]: optional(bookingLimits.offer),
  [bookingFields.slot]: optional(16),
  [bookingFields.day]: optional(10),
  [bookingFields.time]: optional(5),
  [formFields.honeypot]: z.string().optional(),
  [formFields.token]: z.string().optional(),
  [formFields.lang]: z.string().optional(),
});

/** The local day and time a post asks for: its slot, else its day and time; undefined when it names none readable. */
export function requestedSlot(post: { slot?: string | undefined; day?: string | undefined; time?: string | undefined }): { day: string; time: string } | undefined {
  const [day, time] = post.slot ? post.slot.split('T') : [post.day, post.time];
  if (!day || !time || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return undefined;
  return { day, time };
}
