import { weekdays, type OpeningHours, type Weekday } from '@sitecraft/shared/generation';
import type { StopWordFilter } from '../safety/stop-words.ts';

const schemaDays: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };

/** Days open with the same hours, Monday first. */
interface DayGroup {
  days: Weekday[];
  opens: string;
  closes: string;
}

function dayGroups(hours: OpeningHours): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const day of weekdays) {
    const open = hours.days?.find((each) => each.day === day);
    if (!open) continue;
    const group = groups.find((each) => each.opens === open.opens && each.closes === open.closes);
    if (group) group.days.push(day);
    else groups.push({ days: [day], opens: open.opens, closes: open.closes });
  }
  return groups;
}

/** The opening hours as schema.org OpeningHoursSpecification nodes, one per group of days with the same hours. */
export function openingHoursSpecification(hours: OpeningHours): Record<string, unknown>[] {
  return dayGroups(hours).map((group) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: group.days.map((day) => `https://schema.org/${schemaDays[day]}`),
    opens: group.opens,
    closes: group.closes,
  }));
}

/** Runs of consecutive days: three or more as a range ("Tue–Sat"), shorter ones day by day ("Sat, Sun"). */
function dayRuns(days: readonly Weekday[]): Weekday[][] {
  const runs: Weekday[][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && weekdays.indexOf(day) === weekdays.indexOf(last.at(-1) as Weekday) + 1) last.push(day);
    else runs.push([day]);
  }
  return runs.flatMap((run) => (run.length >= 3 ? [run] : run.map((day) => [day])));
}

// 1 January 2024 was a Monday: day `index` of the week is the 1st plus `index`.
const dateOf = (index: number, time = '00:00') => new Date(Date.UTC(2024, 0, 1 + index, Number(time.slice(0, 2)), Number(time.slice(3, 5))));

/** One line per group of days, in the locale's own day names and time form: "Tue–Sat 08:30–17:00", "Вт–Сб 08:30–17:00". */
function groupLine(group: DayGroup, locales: readonly string[], weekday: 'short' | 'long'): string {
  const dayName = new Intl.DateTimeFormat(locales, { weekday, timeZone: 'UTC' });
  const name = (day: Weekday) => {
    const text = dayName.format(dateOf(weekdays.indexOf(day)));
    return `${text.charAt(0).toLocaleUpperCase(locales)}${text.slice(1)}`;
  };
  const days = dayRuns(group.days).map((run) => (run.length > 1 ? `${name(run[0] as Weekday)}–${name(run.at(-1) as Weekday)}` : name(run[0] as Weekday)));
  const times = new Intl.DateTimeFormat(locales, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).formatRange(dateOf(0, group.opens), dateOf(0, group.closes));
  return `${days.join(', ')} ${times}`;
}

/**
 * The opening hours as a page in `locales` shows them: a line per group of days with the same hours, then the owner's
 * note. A day's short name that is one of the stop words is written in full; a line that still holds one is left out.
 */
export function openingHoursLines(hours: OpeningHours, locales: readonly string[], stopWords: StopWordFilter): string[] {
  const lines = dayGroups(hours).flatMap((group) => {
    const line = (['short', 'long'] as const).map((weekday) => groupLine(group, locales, weekday)).find((each) => !stopWords.has(each));
    return line ? [line] : [];
  });
  return hours.note ? [...lines, hours.note] : lines;
}
