import { getTimezone } from 'countries-and-timezones';
import { BOOKING_SLOTS_END, BOOKING_SLOTS_START, bookingFields, bookingSlotsConfigSchema, bookingTextsFor, type BookingSlotsConfig } from '@sitecraft/shared/bookings';
import type { Db } from '../../infra/db/database.ts';
import { escapeHtml } from '../../infra/mail/mail-layout.ts';
import { acceptedTimes } from './booking-store.ts';
import { freeSlots, type Slot } from './free-slots.ts';

// Making a formatter takes far longer than formatting: a Book page names three weeks of days on every visit.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The locale a business's days are written in: its site's language as spoken in the country of its time zone, where
 * the runtime knows that locale ("en" in Europe/London writes "Tuesday 24 November 2026", not the American order);
 * else the language alone.
 */
export function businessLocale(lang: string, zone: string): string {
  const country = getTimezone(zone)?.countries[0];
  const regional = country ? `${lang.split('-')[0]}-${country}` : undefined;
  return regional && Intl.DateTimeFormat.supportedLocalesOf(regional).length > 0 ? regional : lang;
}

/** A local day as a page of `lang` writes it ("Monday, 2 December 2026"), in the order of the business's country (its `zone`'s). */
export function dayText(lang: string, day: string, zone?: string): string {
  const locale = zone ? businessLocale(lang, zone) : lang;
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    if (dayFormats.size < 200) dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}

/** A slot as mails and pages of `lang` name it: its local day and time, and the zone they are in. */
export function whenText(lang: string, slot: Pick<Slot, 'day' | 'time'>, zone: string): string {
  return `${dayText(lang, slot.day, zone)}, ${slot.time} (${zone})`;
}

/** The value a slot is chosen by: its local day and time (see bookingFields.slot). */
export const slotValue = (slot: Pick<Slot, 'day' | 'time'>) => `${slot.day}T${slot.time}`;

/** The choice of the free slots, grouped by day, as one required select; a line saying there are none, when none is free. */
export function slotChoice(lang: string, zone: string, slots: readonly Slot[]): string {
  const texts = bookingTextsFor(lang);
  if (slots.length === 0) return `<p class="book_wide">${escapeHtml(texts.noSlots)}</p>`;
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = days.get(slot.day);
    if (day) day.push(slot);
    else days.set(slot.day, [slot]);
  }
  const groups = [...days].map(([day, each]) => `<optgroup label="${escapeHtml(dayText(lang, day, zone))}">${each.map((slot) => `<option value="${slotValue(slot)}">${slot.time}</option>`).join('')}</optgroup>`);
  return `<label class="book_wide">${escapeHtml(texts.slot)}<select name="${bookingFields.slot}" required><option value="">—</option>${groups.join('')}</select></label>`;
}

/** The rules a Book page carries in its opening marker, and where its day and time fields start and end. */
function markedFields(page: string): { start: number; end: number; config: BookingSlotsConfig } | undefined {
  const start = page.indexOf(BOOKING_SLOTS_START);
  const configEnd = start < 0 ? -1 : page.indexOf('-->', start);
  const end = configEnd < 0 ? -1 : page.indexOf(BOOKING_SLOTS_END, configEnd);
  if (end < 0) return undefined;
  try {
    const config = bookingSlotsConfigSchema.parse(JSON.parse(page.slice(start + BOOKING_SLOTS_START.length, configEnd).replaceAll('- -', '--')));
    return { start, end: end + BOOKING_SLOTS_END.length, config };
  } catch {
    return undefined;
  }
}

// The slot choices served lately, by form, rules, taken times and minute: working the slots out for every visit of a
// Book page took longer than all else of serving it. The taken times are read on every visit, so an accepted
// booking's slot is never offered again; the minute in the key lets the notice and the days ahead move on.
const recentChoices = new Map<string, string>();
const RECENT_CHOICES = 500;

/**
 * A Book page as the product serves it: its day field and opening times replaced by the slots free now (inside the
 * opening hours, past the notice, within the days ahead, and held by no accepted booking of the form). A page without
 * the markers is returned as it is.
 */
export async function withFreeSlots(db: Db, formId: string, page: string, now: number): Promise<string> {
  const marked = markedFields(page);
  if (!marked) return page;
  const { config } = marked;
  const taken = await acceptedTimes(db, formId, now);
  const key = JSON.stringify([formId, config, taken, Math.floor(now / 60_000)]);
  let choice = recentChoices.get(key);
  if (choice === undefined) {
    const slots = freeSlots({ hours: { days: config.days }, zone: config.zone, minutes: config.minutes, daysAhead: config.daysAhead, noticeHours: config.noticeHours, taken, now: new Date(now) });
    choice = slotChoice(config.lang, config.zone, slots);
    if (recentChoices.size >= RECENT_CHOICES) recentChoices.delete(recentChoices.keys().next().value as string);
    recentChoices.set(key, choice);
  }
  return `${page.slice(0, marked.start)}${choice}${page.slice(marked.end)}`;
}
