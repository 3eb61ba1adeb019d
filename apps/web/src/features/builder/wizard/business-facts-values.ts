import { businessFactsShape, formatOfferLines, maxOffers, parseOfferLines, weekdays, type DayHours, type OpeningHours, type Weekday } from '@sitecraft/shared/generation';
import { builderTexts } from '../builder-texts.ts';
import type { WizardRequest } from '../generation-client/index.ts';
import { bookingDefaults, bookingValuesOf, type BookingValues } from './booking-values.ts';
import { ownerFactsDefaults, ownerFactsFromRequest, ownerFactsRequest, type OwnerFactsValues } from './owner-facts-values.ts';

/** One weekday's row of the opening hours as the form holds it: closed days keep their times for when they open again. */
export interface DayAnswer {
  open: boolean;
  opens: string;
  closes: string;
}

/** The owner's facts as the wizard's form holds them (steps 2 and 6), all optional. */
export interface BusinessFactsValues extends OwnerFactsValues, BookingValues {
  business_name: string;
  /** One offer a line with an optional price, read by `parseOfferLines`. */
  offers: string;
  contact_email: string;
  opening_days: Record<Weekday, DayAnswer>;
  /** A free line instead of, or beside, the days: "by appointment". */
  opening_note: string;
}

const closedDay: DayAnswer = { open: false, opens: '09:00', closes: '17:00' };

type PartialWeek = Partial<Record<Weekday, Partial<DayAnswer>>>;

/** Every weekday's row, closed where `days` gives none (the form's watch types every row as possibly missing). */
export function fullWeek(days: PartialWeek | undefined): Record<Weekday, DayAnswer> {
  const row = (day: Weekday): DayAnswer => ({
    open: days?.[day]?.open ?? closedDay.open,
    opens: days?.[day]?.opens ?? closedDay.opens,
    closes: days?.[day]?.closes ?? closedDay.closes,
  });
  return { mon: row('mon'), tue: row('tue'), wed: row('wed'), thu: row('thu'), fri: row('fri'), sat: row('sat'), sun: row('sun') };
}

export const businessFactsDefaults: BusinessFactsValues = {
  business_name: '',
  offers: '',
  contact_email: '',
  opening_days: fullWeek(undefined),
  opening_note: '',
  ...ownerFactsDefaults,
  ...bookingDefaults,
};

/** Why the offers cannot be sent, or undefined; the server's own schema decides. */
export function offersProblem(offersText: string): string | undefined {
  const offers = parseOfferLines(offersText);
  if (businessFactsShape.offers.safeParse(offers).success) return undefined;
  return offers.length > maxOffers ? builderTexts().offersTooMany(offers.length, maxOffers) : builderTexts().offerTooLong;
}

/** Why the email cannot be sent, or undefined (an empty one is simply not given). */
export function emailProblem(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed || businessFactsShape.contact_email.safeParse(trimmed).success) return undefined;
  return builderTexts().emailInvalid;
}

/** Why an open day's hours cannot be sent, or undefined; a closed day has none. */
export function dayProblem(day: DayAnswer): string | undefined {
  if (!day.open) return undefined;
  if (!day.opens || !day.closes) return builderTexts().timeMissing;
  return day.opens < day.closes ? undefined : builderTexts().closesBeforeOpens;
}

/** The open days whose hours can be sent, Monday first. */
function openDays(values: Pick<BusinessFactsValues, 'opening_days'>): DayHours[] {
  return weekdays
    .filter((day) => values.opening_days[day].open && dayProblem(values.opening_days[day]) === undefined)
    .map((day) => ({ day, opens: values.opening_days[day].opens, closes: values.opening_days[day].closes }));
}

/** The business name or offers given, which make the step 3 to 8 reminder of step 2 unnecessary. */
export function hasNameOrOffers(values: Pick<BusinessFactsValues, 'business_name' | 'offers'>): boolean {
  return values.business_name.trim().length > 0 || parseOfferLines(values.offers).length > 0;
}

type FactsRequest = Pick<WizardRequest, 'business_name' | 'offers' | 'contact_email' | 'opening_hours' | 'reviews' | 'areas_served' | 'payment_methods' | 'year_founded'>;

/** The facts part of the request: only the facts given, and none the form shows a problem for. */
export function factsRequest(values: BusinessFactsValues): FactsRequest {
  const name = values.business_name.trim();
  const offers = parseOfferLines(values.offers);
  const email = values.contact_email.trim();
  const days = openDays(values);
  const note = values.opening_note.trim();
  const hours: OpeningHours = { ...(days.length > 0 ? { days } : {}), ...(note ? { note } : {}) };
  return {
    ...(name ? { business_name: name } : {}),
    ...(offers.length > 0 && !offersProblem(values.offers) ? { offers } : {}),
    ...(email && !emailProblem(email) ? { contact_email: email } : {}),
    ...(days.length > 0 || note ? { opening_hours: hours } : {}),
    ...ownerFactsRequest(values),
  };
}

/** The form's facts behind a request the wizard sent. */
export function factsFromRequest(request: WizardRequest): BusinessFactsValues {
  const given = Object.fromEntries((request.opening_hours?.days ?? []).map((hours) => [hours.day, { open: true, opens: hours.opens, closes: hours.closes }]));
  return {
    business_name: request.business_name ?? '',
    offers: formatOfferLines(request.offers ?? []),
    contact_email: request.contact_email ?? '',
    opening_days: fullWeek(given),
    opening_note: request.opening_hours?.note ?? '',
    ...ownerFactsFromRequest(request),
    ...bookingValuesOf(request.bookings),
  };
}

/** The offers in a line for the summary, as they are read: "Full groom – £45 · Puppy intro". */
export function offersSummary(offersText: string): string {
  return formatOfferLines(parseOfferLines(offersText)).replaceAll('\n', ' · ');
}

/** The sendable hours in a line for the summary, days with the same hours in a row joined: "Mon–Fri 09:00–17:00 · Sat 10:00–14:00". */
export function hoursSummary(values: Pick<BusinessFactsValues, 'opening_days' | 'opening_note'>): string {
  const runs: { first: Weekday; last: Weekday; hours: string }[] = [];
  let previous: Weekday | undefined;
  for (const { day, opens, closes } of openDays(values)) {
    const hours = `${opens}–${closes}`;
    const run = runs.at(-1);
    const follows = previous !== undefined && weekdays.indexOf(day) === weekdays.indexOf(previous) + 1;
    if (run && follows && run.hours === hours) run.last = day;
    else runs.push({ first: day, last: day, hours });
    previous = day;
  }
  const days = runs.map(({ first, last, hours }) => `${first === last ? builderTexts().dayShort[first] : `${builderTexts().dayShort[first]}–${builderTexts().dayShort[last]}`} ${hours}`);
  return [...days, values.opening_note.trim()].filter(Boolean).join(' · ');
}

/** The open days the form shows a problem for, as "Tuesday: …" lines. */
export function hoursProblem(values: Pick<BusinessFactsValues, 'opening_days'>): string | undefined {
  const problems = weekdays.flatMap((day) => {
    const problem = dayProblem(values.opening_days[day]);
    return problem ? [`${builderTexts().dayNames[day]}: ${problem}`] : [];
  });
  return problems.length > 0 ? problems.join(' ') : undefined;
}
