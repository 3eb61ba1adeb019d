import { bookingRulesSchema, defaultBookingRules, takesBookingsByDefault, type BookingChoice, type BookingRules } from '@sitecraft/shared/bookings';
import type { Weekday } from '@sitecraft/shared/generation';
import { builderTexts } from '../builder-texts.ts';

/** "Take booking requests" and its rules as the wizard's and the editor's forms hold them. */
export interface BookingValues {
  /** The owner's answer; null until they give one, when the theme decides (see takesBookingsByDefault). */
  bookings_on: boolean | null;
  slot_minutes: string;
  days_ahead: string;
  notice_hours: string;
  /** An IANA zone such as Europe/London; empty in the wizard, where the server finds it from the country and town. */
  time_zone: string;
  /** Offers whose slot is not slot_minutes long, one a line: "Full groom: 90". */
  offer_minutes: string;
}

export const bookingDefaults: BookingValues = {
  bookings_on: null,
  slot_minutes: String(defaultBookingRules.slot_minutes),
  days_ahead: String(defaultBookingRules.days_ahead),
  notice_hours: String(defaultBookingRules.notice_hours),
  time_zone: '',
  offer_minutes: '',
};

type WeekValues = { opening_days: Record<Weekday, { open: boolean }> };

/** Whether the form has a day open to book in: bookings need opening days, a note alone gives no times. */
export function hasOpenDays(values: WeekValues): boolean {
  return Object.values(values.opening_days).some((day) => day.open);
}

/** Whether bookings are on: the owner's answer, else on for the trades that work by appointment. */
export function bookingsOn(values: Pick<BookingValues, 'bookings_on'>, theme: string): boolean {
  return values.bookings_on ?? takesBookingsByDefault(theme);
}

/**
 * The request's bookings from the wizard: on, with the default rules, when the site has open days and the owner (or the
 * theme) wants them; off when the owner said no (so the answer comes back with a stored request); undefined otherwise.
 * The time zone is left to the server.
 */
export function bookingsRequest(values: BookingValues & WeekValues, theme: string): BookingChoice | undefined {
  if (!hasOpenDays(values)) return undefined;
  if (bookingsOn(values, theme)) return { enabled: true, ...defaultBookingRules };
  return values.bookings_on === false ? { enabled: false, ...defaultBookingRules } : undefined;
}

/** The form's values from the bookings a request or a site holds. */
export function bookingValuesOf(bookings: BookingChoice | undefined): BookingValues {
  if (!bookings) return bookingDefaults;
  return {
    bookings_on: bookings.enabled,
    slot_minutes: String(bookings.slot_minutes),
    days_ahead: String(bookings.days_ahead),
    notice_hours: String(bookings.notice_hours),
    time_zone: bookings.time_zone ?? '',
    offer_minutes: Object.entries(bookings.offer_minutes ?? {})
      .map(([offer, minutes]) => `${offer}: ${minutes}`)
      .join('\n'),
  };
}

const offerLine = /^(.+?)\s*[:–—]\s*(\d{1,3})\s*(?:min\.?|minutes)?$/iu;

/** The offers' own slot lengths the field holds, or the first line that is not "Offer: minutes". */
export function offerMinutesOf(text: string): { minutes: Record<string, number> | undefined } | { badLine: string } {
  const minutes: Record<string, number> = {};
  for (const line of text.split(/\r?\n/).map((each) => each.trim()).filter(Boolean)) {
    const match = offerLine.exec(line);
    if (!match) return { badLine: line };
    minutes[match[1]!.trim()] = Number(match[2]);
  }
  return { minutes: Object.keys(minutes).length > 0 ? minutes : undefined };
}

/** The rules the editor's form holds, checked by the server's own schema; what is wrong with the first rule out of range otherwise. */
export function bookingRulesOf(values: BookingValues): { rules: BookingRules } | { problem: string } {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const perOffer = offerMinutesOf(values.offer_minutes);
  const texts = builderTexts();
  if ('badLine' in perOffer) return { problem: texts.bookingOfferLine(perOffer.badLine) };
  const offerMinutes = perOffer.minutes;
  const checked = bookingRulesSchema.safeParse({
    enabled: values.bookings_on === true,
    slot_minutes: number(values.slot_minutes),
    days_ahead: number(values.days_ahead),
    notice_hours: number(values.notice_hours),
    time_zone: values.time_zone.trim(),
    ...(offerMinutes ? { offer_minutes: offerMinutes } : {}),
  });
  // The schema's own messages are the API's, in English: the form names the rule in the interface's language.
  return checked.success ? { rules: checked.data } : { problem: texts.bookingRule(String(checked.error.issues[0]?.path[0] ?? 'other')) };
}
