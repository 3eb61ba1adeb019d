import { z } from 'zod';

/** How a site takes booking requests, as the owner sets it in Business details (or the wizard turns it on). */
export const bookingRulesSchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false.' }),
  /** The length of one slot, unless an offer has its own. */
  slot_minutes: z
    .number({ error: 'slot_minutes must be a number of minutes.' })
    .int({ error: 'slot_minutes must be a whole number of minutes.' })
    .min(10, { error: 'A slot must last at least 10 minutes.' })
    .max(480, { error: 'A slot can last at most 480 minutes (8 hours).' }),
  /** How many days ahead a visitor may book. */
  days_ahead: z
    .number({ error: 'days_ahead must be a number of days.' })
    .int({ error: 'days_ahead must be a whole number of days.' })
    .min(1, { error: 'Bookings must be open at least 1 day ahead.' })
    .max(180, { error: 'Bookings can be open at most 180 days ahead.' }),
  /** How long before a slot a request must come. */
  notice_hours: z
    .number({ error: 'notice_hours must be a number of hours.' })
    .int({ error: 'notice_hours must be a whole number of hours.' })
    .min(0, { error: 'The minimum notice cannot be negative.' })
    .max(336, { error: 'The minimum notice can be at most 336 hours (two weeks).' }),
  /** The business's IANA time zone, such as Europe/London. */
  time_zone: z.string({ error: 'time_zone must be a time zone such as Europe/London.' }).refine(isTimeZone, { error: 'time_zone must be a time zone such as Europe/London.' }),
  /** Slot lengths of single offers, by the offer's name, where they differ from slot_minutes. */
  offer_minutes: z.record(z.string().trim().min(1).max(100), z.number().int().min(10).max(480), { error: 'offer_minutes maps an offer’s name to its length in minutes.' }).optional(),
});

export type BookingRules = z.infer<typeof bookingRulesSchema>;

/**
 * The bookings as a generation request asks for them (the wizard's step 6): the time zone may be left out, and the
 * server then finds it from the contact country and address (see the server's businessZone).
 */
export const bookingChoiceSchema = bookingRulesSchema.extend({ time_zone: bookingRulesSchema.shape.time_zone.optional() });
export type BookingChoice = z.infer<typeof bookingChoiceSchema>;

/**
 * The wizard's themes whose businesses work by appointment (beauty, pet care, health, tutoring, trades and services):
 * for them "Take booking requests" is on unless the owner turns it off.
 */
export const appointmentThemes = [
  'Personal Trainer',
  'Yoga Studio',
  'Beauty Salon',
  'Nail Studio',
  'Barbershop',
  'Medical Clinic',
  'Dental Clinic',
  'Home Repair',
  'Auto Service',
  'Tutoring',
  'Photography',
  'Pet Care',
  'Veterinary Clinic',
  'Cleaning Service',
  'Plumbing',
  'Gardening & Landscaping',
] as const;

/** Whether a site of `theme` takes booking requests when its owner has not said. */
export function takesBookingsByDefault(theme: string): boolean {
  const wanted = theme.trim().toLowerCase();
  return appointmentThemes.some((known) => known.toLowerCase() === wanted);
}

export const defaultBookingRules = { slot_minutes: 30, days_ahead: 21, notice_hours: 12 } as const;

/** Whether the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/** The length of a booking of `offer`, in minutes. */
export function slotMinutesOf(rules: Pick<BookingRules, 'slot_minutes' | 'offer_minutes'>, offer: string | undefined): number {
  return (offer !== undefined ? rules.offer_minutes?.[offer] : undefined) ?? rules.slot_minutes;
}
