import type { OpeningHours, Weekday } from '@sitecraft/shared/generation';
import { DateTime } from 'luxon';

/** A bookable time: its instant (UTC, ISO 8601) and the local day and time it is in the business's zone. */
export type Slot = { start: string; day: string; time: string };

/** A time already taken, as an interval of instants in milliseconds since the epoch: [start, end). */
export type TakenTime = { start: number; end: number };

export type SlotQuestion = {
  hours: OpeningHours;
  zone: string;
  /** The length of the slot asked for; slots start every `minutes` from the opening time, unless `step` says otherwise. */
  minutes: number;
  /** How far apart slots start: the site's slot length, when an offer of another length is asked for (the Book page's grid). */
  step?: number;
  daysAhead: number;
  noticeHours: number;
  taken: readonly TakenTime[];
  now: Date;
};

const luxonWeekdays: Record<number, Weekday> = { 1: 'mon', 2: 'tue', 3: 'wed', 4: 'thu', 5: 'fri', 6: 'sat', 7: 'sun' };

/**
 * Every free slot from now on for `daysAhead` days (today in the business's zone counts as the first), inside the
 * opening hours, at least `noticeHours` ahead and overlapping nothing taken. A slot ends by closing time. Local
 * times that do not exist on the day the clocks go forward are skipped; on the day they go back, a time that
 * happens twice is the first of the two.
 */
export function freeSlots(question: SlotQuestion): Slot[] {
  const { hours, zone, minutes, daysAhead, noticeHours, taken, now } = question;
  const step = question.step ?? minutes;
  const earliest = now.getTime() + noticeHours * 3_600_000;
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const slots: Slot[] = [];
  for (let offset = 0; offset < daysAhead; offset += 1) {
    const date = today.plus({ days: offset });
    const open = hours.days?.find((day) => day.day === luxonWeekdays[date.weekday]);
    if (!open) continue;
    const closes = minutesOfDay(open.closes);
    for (let start = minutesOfDay(open.opens); start + minutes <= closes; start += step) {
      const local = date.set({ hour: Math.floor(start / 60), minute: start % 60 });
      if (local.hour * 60 + local.minute !== start) continue;
      const instant = local.toMillis();
      if (instant < earliest) continue;
      if (taken.some((time) => time.start < instant + minutes * 60_000 && instant < time.end)) continue;
      slots.push({ start: new Date(instant).toISOString(), day: local.toISODate()!, time: local.toFormat('HH:mm') });
    }
  }
  return slots;
}

/** The instant of a local day and time (`2027-03-28`, `10:00`) in `zone`, or undefined when the clocks skip it. */
export function instantOf(day: string, time: string, zone: string): Date | undefined {
  const local = DateTime.fromISO(`${day}T${time}`, { zone });
  if (!local.isValid || local.toFormat('yyyy-MM-dd HH:mm') !== `${day} ${time}`) return undefined;
  return local.toJSDate();
}

function minutesOfDay(time: string): number {
  const [hour, minute] = time.split(':').map(Number);
  return hour! * 60 + minute!;
}
