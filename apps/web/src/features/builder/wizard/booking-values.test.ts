import { describe, expect, test } from 'vitest';
import { detailsEdits, detailsProblem, detailsValues } from '../../site-editor/business-details.ts';
import { bookingDefaults, bookingsRequest } from './booking-values.ts';
import { fullWeek } from './business-facts-values.ts';
import { toWizardRequest, wizardDefaults } from './wizard-values.ts';

const open = fullWeek({ tue: { open: true, opens: '09:00', closes: '17:00' } });

describe('"Take booking requests" in the wizard', () => {
  test('is on by default for the trades that work by appointment, off for others, and the owner’s answer wins and is kept', () => {
    expect(bookingsRequest({ ...bookingDefaults, opening_days: open }, 'Beauty Salon')).toEqual({ enabled: true, slot_minutes: 30, days_ahead: 21, notice_hours: 12 });
    expect(bookingsRequest({ ...bookingDefaults, opening_days: open }, 'Pet Care')?.enabled).toBe(true);
    expect(bookingsRequest({ ...bookingDefaults, opening_days: open }, 'Bakery')).toBeUndefined();
    expect(bookingsRequest({ ...bookingDefaults, bookings_on: true, opening_days: open }, 'Bakery')?.enabled).toBe(true);
    expect(bookingsRequest({ ...bookingDefaults, bookings_on: false, opening_days: open }, 'Tutoring')).toEqual({ enabled: false, slot_minutes: 30, days_ahead: 21, notice_hours: 12 });
  });

  test('needs an open day: a site with only a note or no hours takes no bookings', () => {
    expect(bookingsRequest({ ...bookingDefaults, bookings_on: true, opening_days: fullWeek(undefined) }, 'Beauty Salon')).toBeUndefined();
  });

  test('sends the bookings with the request, the zone left to the server', () => {
    const request = toWizardRequest({ ...wizardDefaults, site_theme: 'Nail Studio', domain_name: 'nails.example', opening_days: open }, undefined);
    expect(request.bookings).toEqual({ enabled: true, slot_minutes: 30, days_ahead: 21, notice_hours: 12 });
    expect(toWizardRequest({ ...wizardDefaults, site_theme: 'Nail Studio', domain_name: 'nails.example' }, undefined)).not.toHaveProperty('bookings');
  });
});

describe('booking requests in Business details', () => {
  const business = { name: 'Muddy Paws', hours: { days: [{ day: 'tue' as const, opens: '09:00', closes: '17:00' }] } };
  const values = detailsValues(business, () => 'Europe/London');

  test('turned on, they are saved with their rules and the zone guessed from the browser', () => {
    expect(values.bookings_on).toBe(false);
    expect(detailsEdits(values, { ...values, bookings_on: true, slot_minutes: '45' })).toEqual([
      { op: 'bookings', bookings: { enabled: true, slot_minutes: 45, days_ahead: 21, notice_hours: 12, time_zone: 'Europe/London' } },
    ]);
  });

  test('a rule out of range, an unknown zone or no open day keeps them from being saved', () => {
    expect(detailsProblem({ ...values, bookings_on: true, slot_minutes: '5' })).toBe('A slot lasts from 10 to 480 minutes (8 hours), in whole minutes.');
    expect(detailsProblem({ ...values, bookings_on: true, time_zone: 'Mars/Olympus' })).toBe('Enter a time zone such as Europe/London.');
    const closed = { ...values, bookings_on: true, opening_days: fullWeek(undefined) };
    expect(detailsProblem(closed)).toContain('need opening hours');
    expect(detailsProblem({ ...values, bookings_on: false, slot_minutes: '5' })).toBeUndefined();
  });

  test('offers of their own length are saved as offer_minutes, and a line that is not “Offer: minutes” is named', () => {
    expect(detailsEdits(values, { ...values, bookings_on: true, offer_minutes: 'Full groom: 90\n\nNail clipping – 15 min' })).toEqual([
      { op: 'bookings', bookings: { enabled: true, slot_minutes: 30, days_ahead: 21, notice_hours: 12, time_zone: 'Europe/London', offer_minutes: { 'Full groom': 90, 'Nail clipping': 15 } } },
    ]);
    expect(detailsProblem({ ...values, bookings_on: true, offer_minutes: 'Full groom for an hour and a half' })).toContain('“Full groom for an hour and a half”');
    expect(detailsProblem({ ...values, bookings_on: true, offer_minutes: 'Full groom: 900' })).toBeDefined();
    const kept = detailsValues({ ...business, bookings: { enabled: true, slot_minutes: 30, days_ahead: 21, notice_hours: 12, time_zone: 'Europe/London', offer_minutes: { 'Full groom': 90 } } });
    expect(kept.offer_minutes).toBe('Full groom: 90');
  });

  test('turned off, they are saved off with the rules they had', () => {
    const rules = { enabled: true, slot_minutes: 60, days_ahead: 14, notice_hours: 24, time_zone: 'Europe/Berlin' };
    const taking = { ...business, bookings: rules };
    const shown = detailsValues(taking, () => 'Europe/London');
    expect(shown).toMatchObject({ bookings_on: true, slot_minutes: '60', time_zone: 'Europe/Berlin' });
    expect(detailsEdits(shown, { ...shown, bookings_on: false }, taking)).toEqual([{ op: 'bookings', bookings: { ...rules, enabled: false } }]);
  });
});
