import { describe, expect, it } from 'vitest';
import { businessZone } from '../../src/modules/bookings/business-zone.ts';
import { freeSlots, instantOf, type SlotQuestion } from '../../src/modules/bookings/free-slots.ts';

const weekdays = { days: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens: '09:00', closes: '17:00' })) };
const ask = (question: Partial<SlotQuestion>) => freeSlots({ hours: weekdays, zone: 'Europe/London', minutes: 30, daysAhead: 21, noticeHours: 12, taken: [], now: new Date('2027-03-01T08:00:00Z'), ...question });

describe('free slots', () => {
  it('fall inside the opening hours, every slot length, ending by closing time, on open days only', () => {
    const slots = ask({ minutes: 45, daysAhead: 7, noticeHours: 0, now: new Date('2027-03-01T00:00:00Z') });
    const monday = slots.filter((slot) => slot.day === '2027-03-01').map((slot) => slot.time);
    expect(monday).toEqual(['09:00', '09:45', '10:30', '11:15', '12:00', '12:45', '13:30', '14:15', '15:00', '15:45']);
    expect(new Set(slots.map((slot) => slot.day))).toEqual(new Set(['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05']));
  });

  it('of an offer longer than the site’s slot start on the site’s grid and end by closing time', () => {
    const slots = ask({ minutes: 90, step: 30, daysAhead: 1, noticeHours: 0, now: new Date('2027-03-01T00:00:00Z') });
    const times = slots.map((slot) => slot.time);
    expect(times.slice(0, 3)).toEqual(['09:00', '09:30', '10:00']);
    expect(times.at(-1)).toBe('15:30');
  });

  it('start no sooner than the minimum notice and reach no further than the days ahead', () => {
    const slots = ask({ noticeHours: 12, daysAhead: 3 });
    expect(slots[0]).toEqual({ start: '2027-03-02T09:00:00.000Z', day: '2027-03-02', time: '09:00' });
    expect(slots.at(-1)!.day).toBe('2027-03-03');
    const sameDay = ask({ noticeHours: 2, daysAhead: 1, now: new Date('2027-03-01T10:10:00Z') });
    expect(sameDay[0]!.time).toBe('12:30');
  });

  it('leave out every slot that overlaps a taken time, whatever its length', () => {
    const start = Date.parse('2027-03-02T10:15:00Z');
    const slots = ask({ taken: [{ start, end: start + 60 * 60_000 }], daysAhead: 2 }).filter((slot) => slot.day === '2027-03-02');
    expect(slots.map((slot) => slot.time)).not.toEqual(expect.arrayContaining(['10:00']));
    expect(slots.map((slot) => slot.time).slice(0, 4)).toEqual(['09:00', '09:30', '11:30', '12:00']);
  });

  it('keep their local times across the change to summer time, with the instant of each day’s offset (Europe/London)', () => {
    const slots = ask({ now: new Date('2027-03-26T00:00:00Z'), noticeHours: 0, daysAhead: 4, hours: { days: [{ day: 'fri', opens: '10:00', closes: '10:30' }, { day: 'sun', opens: '00:30', closes: '03:00' }, { day: 'mon', opens: '10:00', closes: '10:30' }] } });
    expect(slots.filter((slot) => slot.day === '2027-03-26')).toEqual([{ start: '2027-03-26T10:00:00.000Z', day: '2027-03-26', time: '10:00' }]);
    // On Sunday 28 March 2027 the clocks go from 01:00 to 02:00: 01:00 and 01:30 do not exist.
    expect(slots.filter((slot) => slot.day === '2027-03-28').map((slot) => `${slot.time}=${slot.start}`)).toEqual([
      '00:30=2027-03-28T00:30:00.000Z',
      '02:00=2027-03-28T01:00:00.000Z',
      '02:30=2027-03-28T01:30:00.000Z',
    ]);
    expect(slots.filter((slot) => slot.day === '2027-03-29')).toEqual([{ start: '2027-03-29T09:00:00.000Z', day: '2027-03-29', time: '10:00' }]);
  });

  it('keep each day’s offset over months ahead, the change to summer time falling in the third fortnight (Europe/London)', () => {
    const slots = ask({ now: new Date('2027-03-01T00:00:00Z'), noticeHours: 0, daysAhead: 45, hours: { days: [{ day: 'mon', opens: '10:00', closes: '10:30' }] } });
    expect(slots.map((slot) => `${slot.day} ${slot.time}=${slot.start}`)).toEqual([
      '2027-03-01 10:00=2027-03-01T10:00:00.000Z',
      '2027-03-08 10:00=2027-03-08T10:00:00.000Z',
      '2027-03-15 10:00=2027-03-15T10:00:00.000Z',
      '2027-03-22 10:00=2027-03-22T10:00:00.000Z',
      '2027-03-29 10:00=2027-03-29T09:00:00.000Z',
      '2027-04-05 10:00=2027-04-05T09:00:00.000Z',
      '2027-04-12 10:00=2027-04-12T09:00:00.000Z',
    ]);
  });

  it('take the first of a local time that happens twice when the clocks go back (Europe/London, 31 October 2027)', () => {
    const slots = ask({ now: new Date('2027-10-30T00:00:00Z'), noticeHours: 0, daysAhead: 2, hours: { days: [{ day: 'sun', opens: '01:00', closes: '02:00' }] } });
    expect(slots.map((slot) => `${slot.time}=${slot.start}`)).toEqual(['01:00=2027-10-31T00:00:00.000Z', '01:30=2027-10-31T00:30:00.000Z']);
  });

  it('stay three hours ahead of UTC all year in Moscow, which keeps no summer time', () => {
    const march = ask({ zone: 'Europe/Moscow', now: new Date('2027-03-26T00:00:00Z'), noticeHours: 0, daysAhead: 4, minutes: 60 });
    expect(march.find((slot) => slot.day === '2027-03-29')).toEqual({ start: '2027-03-29T06:00:00.000Z', day: '2027-03-29', time: '09:00' });
    const november = ask({ zone: 'Europe/Moscow', now: new Date('2027-11-01T00:00:00Z'), noticeHours: 0, daysAhead: 1, minutes: 60 });
    expect(november[0]).toEqual({ start: '2027-11-01T06:00:00.000Z', day: '2027-11-01', time: '09:00' });
  });

  it('are read back from a local day and time to the same instant, and a time the clocks skip has none', () => {
    expect(instantOf('2027-03-29', '10:00', 'Europe/London')?.toISOString()).toBe('2027-03-29T09:00:00.000Z');
    expect(instantOf('2027-03-28', '01:30', 'Europe/London')).toBeUndefined();
    expect(instantOf('2027-02-30', '10:00', 'Europe/London')).toBeUndefined();
    expect(instantOf('2027-03-29', '10:00', 'Europe/Moscow')?.toISOString()).toBe('2027-03-29T07:00:00.000Z');
  });
});

describe('the business’s time zone', () => {
  it('comes from the country, in English, Russian or as a code, and from the town in a country of several zones', () => {
    expect(businessZone('United Kingdom', 'Kirkstall Road, Leeds')).toBe('Europe/London');
    expect(businessZone('UK', undefined)).toBe('Europe/London');
    expect(businessZone('Россия', 'Москва, ул. Тверская, 1')).toBe('Europe/Moscow');
    expect(businessZone('Russia', 'Krasny prospekt 1, Novosibirsk')).toBe('Asia/Novosibirsk');
    expect(businessZone('DE', '')).toBe('Europe/Berlin');
    expect(businessZone('Atlantis', 'Main street')).toBeUndefined();
    expect(businessZone(undefined, undefined)).toBeUndefined();
  });
});
