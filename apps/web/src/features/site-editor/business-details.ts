import { formatOfferLines, parseOfferLines, type OpeningHours } from '@sitecraft/shared/generation';
import { bookingRulesOf, bookingValuesOf, hasOpenDays, type BookingValues } from '../builder/wizard/booking-values.ts';
import { dayProblem, emailProblem, factsRequest, fullWeek, offersProblem, type BusinessFactsValues } from '../builder/wizard/business-facts-values.ts';
import { areasProblem, ownerFactsDefaults, ownerFactsFromRequest, ownerFactsRequest, paymentsProblem, reviewsProblem, yearProblem } from '../builder/wizard/owner-facts-values.ts';
import type { SectionEdit } from './editor-api.ts';
import type { EditorModel } from './editor-model.ts';
import { editorTexts } from './editor-texts.ts';

/** The business details form: the wizard's fields for the owner's facts, with the name, phone and address. */
export type DetailsValues = Pick<BusinessFactsValues, 'contact_email' | 'opening_days' | 'opening_note' | 'offers' | 'reviews' | 'areas_served' | 'payment_methods' | 'year_founded' | keyof BookingValues> & {
  business_name: string;
  phone: string;
  address: string;
};

type Business = EditorModel['business'];

/** The zone the owner's browser keeps: the editor's guess for a site that never took bookings. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The form's values from the business as the site's version holds it. */
export function detailsValues(business: Business, guessZone: () => string = browserZone): DetailsValues {
  const bookings = bookingValuesOf(business.bookings);
  const given = Object.fromEntries((business.hours?.days ?? []).map((day) => [day.day, { open: true, opens: day.opens, closes: day.closes }]));
  return {
    business_name: business.name,
    phone: business.phone ?? '',
    address: business.address ?? '',
    contact_email: business.email ?? '',
    opening_days: fullWeek(given),
    opening_note: business.hours?.note ?? '',
    offers: formatOfferLines(business.offers ?? []),
    ...ownerFactsFromRequest({ reviews: business.reviews, areas_served: business.areasServed, payment_methods: business.paymentMethods, year_founded: business.yearFounded }),
    ...bookings,
    bookings_on: bookings.bookings_on ?? false,
    time_zone: bookings.time_zone || guessZone(),
  };
}

/** Why the booking part cannot be saved, or undefined: bookings on without an open day, or a rule out of range. */
function bookingsProblem(values: DetailsValues): string | undefined {
  if (!values.bookings_on) return undefined;
  if (!hasOpenDays(values)) return editorTexts().details.bookingsNeedHours;
  const rules = bookingRulesOf(values);
  return 'problem' in rules ? rules.problem : undefined;
}

/** The bookings edit, when "Take booking requests" or a rule changed (the rules are kept while bookings are off). */
function bookingsEdits(shown: DetailsValues, values: DetailsValues, business: Business | undefined): SectionEdit[] {
  const keys = ['bookings_on', 'slot_minutes', 'days_ahead', 'notice_hours', 'time_zone', 'offer_minutes'] as const;
  if (keys.every((key) => String(shown[key]).trim() === String(values[key]).trim())) return [];
  const rules = bookingRulesOf(values);
  if (!('problem' in rules)) return [{ op: 'bookings', bookings: rules.rules }];
  // Turned off with a rule left unreadable: the rules stay as they were, off.
  const kept = business?.bookings;
  return !values.bookings_on && kept ? [{ op: 'bookings', bookings: { ...kept, enabled: false } }] : [];
}

/**
 * What keeps the details from being saved, or undefined: a name left empty, an email that is not one, a day's hours,
 * offers the server would refuse or all taken off (a site keeps a list of its own once it has one), a fact marked.
 */
export function detailsProblem(values: DetailsValues, shown?: DetailsValues): string | undefined {
  const { details } = editorTexts();
  if (!values.business_name.trim()) return details.nameMissing;
  if (emailProblem(values.contact_email)) return details.emailInvalid;
  if (Object.values(values.opening_days).some((day) => dayProblem(day) !== undefined)) return details.hoursInvalid;
  if (offersProblem(values.offers)) return details.offersInvalid;
  if (shown && parseOfferLines(shown.offers).length > 0 && parseOfferLines(values.offers).length === 0) return details.offersEmptied;
  const bookings = bookingsProblem(values);
  if (bookings) return bookings;
  const marked = reviewsProblem(values.reviews) ?? areasProblem(values.areas_served) ?? paymentsProblem(values.payment_methods) ?? yearProblem(values.year_founded);
  return marked ? details.factsInvalid : undefined;
}

const hoursOf = (values: DetailsValues): OpeningHours | undefined => factsRequest({ ...values, ...ownerFactsDefaults, offers: '' }).opening_hours;

const changed = (before: unknown, after: unknown) => JSON.stringify(before ?? null) !== JSON.stringify(after ?? null);

/** The edits of the owner's offers, reviews, areas, ways to pay and year, where the form changed them. */
function ownerFactEdits(shown: DetailsValues, values: DetailsValues): SectionEdit[] {
  const edits: SectionEdit[] = [];
  const offers = parseOfferLines(values.offers);
  if (offers.length > 0 && changed(parseOfferLines(shown.offers), offers)) edits.push({ op: 'offers', offers });
  const before = ownerFactsRequest(shown);
  const after = ownerFactsRequest(values);
  if (changed(before.reviews, after.reviews)) edits.push({ op: 'reviews', reviews: after.reviews ?? [] });
  if (changed(before.areas_served, after.areas_served)) edits.push({ op: 'areasServed', areasServed: after.areas_served ?? [] });
  if (changed(before.payment_methods, after.payment_methods)) edits.push({ op: 'paymentMethods', paymentMethods: after.payment_methods ?? [] });
  if (changed(before.year_founded, after.year_founded)) edits.push({ op: 'yearFounded', yearFounded: typeof after.year_founded === 'number' ? after.year_founded : null });
  return edits;
}

/**
 * The edits of what was changed in the form since it was filled (`shown`): a fact changed elsewhere meanwhile (in the
 * preview, not saved yet) is left as it is there. An emptied phone, address or email is taken off; hours are compared
 * as the form sends them, whatever order the model holds them in.
 */
export function detailsEdits(shown: DetailsValues, values: DetailsValues, business?: Business): SectionEdit[] {
  const edits: SectionEdit[] = [];
  const fields = { name: 'business_name', phone: 'phone', address: 'address', email: 'contact_email' } as const;
  for (const [key, field] of Object.entries(fields) as [keyof typeof fields, (typeof fields)[keyof typeof fields]][]) {
    const value = values[field].trim();
    if (value !== shown[field].trim()) edits.push({ op: 'text', path: `/business/${key}`, value });
  }
  const hours = hoursOf(values);
  if (changed(hoursOf(shown), hours)) edits.push({ op: 'hours', hours: hours ?? null });
  // The hours first: bookings turned on with the first opening days need them in place.
  return [...edits, ...ownerFactEdits(shown, values), ...bookingsEdits(shown, values, business)];
}
