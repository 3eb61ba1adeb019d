import type { OpeningHours, Weekday } from '@sitecraft/shared/generation';
import { DateTime, IANAZone } from 'luxon';

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

const weekdays: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DAY = 86_400_000;
/** No zone changes its offset twice within two weeks: where it is the same a fortnight apart, it is the same between. */
const FORTNIGHT = 14;

/**
 * The zone's offset (minutes) over each of `days` local days from the calendar day `first` (ms of its UTC midnight),
 * or undefined on a day the clocks change. Asking a zone its offset is slow (a Book page serves three weeks of slots
 * on every visit): it is asked at the ends of each fortnight, and daily only in a fortnight with a change.
 */
function dayOffsets(zone: IANAZone, first: number, days: number): (number | undefined)[] {
  const asked = new Map<number, number>();
  const atMidnight = (index: number) => {
    let offset = asked.get(index);
    if (offset === undefined) {
      const midnight = first + index * DAY;
      offset = zone.offset(midnight - zone.offset(midnight) * 60_000);
      asked.set(index, offset);
    }
    return offset;
  };
  const offsets: (number | undefined)[] = [];
  for (let from = 0; from < days; from += FORTNIGHT) {
    const to = Math.min(days, from + FORTNIGHT);
    const steady = atMidnight(from) === atMidnight(to);
    for (let index = from; index < to; index += 1) offsets.push(steady || atMidnight(index) === atMidnight(index + 1) ? atMidnight(index) : undefined);
  }
  return offsets;
}

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
  const first = Date.UTC(today.year, today.month - 1, today.day);
  const offsets = dayOffsets(IANAZone.create(zone), first, daysAhead);
  const slots: Slot[] = [];
  for (const [index, offset] of offsets.entries()) {
    // The local day as a calendar date: UTC arithmetic on the date alone.
    const midnight = first + index * DAY;
    const open = hours.days?.find((day) => day.day === weekdays[new Date(midnight).getUTCDay()]);
    if (!open) continue;
    const day = new Date(midnight).toISOString().slice(0, 10);
    const date = offset === undefined ? today.plus({ days: index }) : undefined;
    const closes = minutesOfDay(open.closes);
    for (let start = minutesOfDay(open.opens); start + minutes <= closes; start += step) {
      const instant = date ? changingDayInstant(date, start) : midnight + (start - (offset as number)) * 60_000;
      if (instant === undefined || instant < earliest) continue;
      if (taken.some((time) => time.start < instant + minutes * 60_000 && instant < time.end)) continue;
      slots.push({ start: new Date(instant).toISOString(), day, time: clockTime(start) });
    }
  }
  return slots;
}

/** The instant of a local time on a day the clocks change: none for a time they skip, the first of a time they repeat. */
function changingDayInstant(date: DateTime, start: number): number | undefined {
  const local = date.set({ hour: Math.floor(start / 60), minute: start % 60 });
  return local.hour * 60 + local.minute === start ? local.toMillis() : undefined;
}

/** The instant of a local day and time (`2027-03-28`, `10:00`) in `zone`, or undefined when the clocks skip it. */
export function instantOf(day: string, time: string, zone: string): Date | undefined {
  const local = DateTime.fromISO(`${day}T${time}`, { zone });
  if (!local.isValid || local.toFormat('yyyy-MM-dd HH:mm') !== `${day} ${time}`) return undefined;
  return local.toJSDate();
}

/** Minutes after midnight as a 24-hour clock time: 570 → "09:30". */
function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function minutesOfDay(time: string): number {
  const [hour, minute] = time.split(':').map(Number);
  return hour! * 60 + minute!;
}
