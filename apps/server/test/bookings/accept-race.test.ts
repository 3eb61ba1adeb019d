import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptBooking, addBookingRequest, closeBooking, proposeTime, type BookingRequest } from '../../src/modules/bookings/booking-store.ts';
import { ensureSiteForm } from '../../src/modules/forms/site-forms.ts';
import { signUpVerified } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const hour = 3_600_000;
const tenOClock = Date.parse('2027-03-29T09:00:00Z');

describe('accepting booking requests (the database decides)', () => {
  let t: TestApp;
  let formId: string;
  beforeAll(async () => {
    t = await createTestApp();
    await signUpVerified(t.app, t.ctx, 'bookings-race@example.com');
    const account = await t.ctx.db.selectFrom('accounts').select('id').where('email', '=', 'bookings-race@example.com').executeTakeFirstOrThrow();
    const trackId = randomUUID();
    await t.ctx.db
      .insertInto('generations')
      .values({ track_id: trackId, account_id: account.id, request: '{}', domains: 'groomer.example', charged: 1, status: 'completed', last_message: null, failure_reason: null, artifact_key: null, created_at: t.clock.now(), started_at: null, finished_at: null })
      .execute();
    formId = (await ensureSiteForm(t.ctx, trackId, 'groomer.example')).form_id;
  });
  afterAll(() => t?.close());

  const request = (startsAt: number, minutes: number, name: string): BookingRequest => ({
    formId,
    offer: 'Full groom',
    startsAt,
    endsAt: startsAt + minutes * 60_000,
    timeZone: 'Europe/London',
    name,
    contact: `${name.toLowerCase()}@example.com`,
    note: '',
    language: 'en',
    receivedAt: t.clock.now(),
  });

  it('lets all twenty requests for one slot wait, and exactly one of twenty accepts at once win', async () => {
    const waiting = await Promise.all(Array.from({ length: 20 }, (_, index) => addBookingRequest(t.ctx.db, request(tenOClock, 30, `Visitor${index}`))));
    expect(new Set(waiting.map((booking) => booking.status))).toEqual(new Set(['requested']));
    const outcomes = await Promise.all(waiting.map((booking) => acceptBooking(t.ctx.db, booking.id, t.clock.now())));
    expect(outcomes.filter((outcome) => typeof outcome === 'object')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'slot_taken')).toHaveLength(19);
    const accepted = await t.ctx.db.selectFrom('bookings').select('id').where('form_id', '=', formId).where('status', '=', 'accepted').execute();
    expect(accepted).toHaveLength(1);
  });

  it('accepts one of two overlapping requests that start apart, accepted at once, and the other once the first is cancelled', async () => {
    const start = tenOClock + 24 * hour;
    const [long, short] = await Promise.all([addBookingRequest(t.ctx.db, request(start, 60, 'Long')), addBookingRequest(t.ctx.db, request(start + 30 * 60_000, 30, 'Short'))]);
    const outcomes = await Promise.all([acceptBooking(t.ctx.db, long!.id, t.clock.now()), acceptBooking(t.ctx.db, short!.id, t.clock.now())]);
    expect(outcomes.filter((outcome) => typeof outcome === 'object')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'slot_taken')).toHaveLength(1);

    const winner = outcomes.findIndex((outcome) => typeof outcome === 'object');
    const [won, lost] = winner === 0 ? [long!, short!] : [short!, long!];
    expect(await closeBooking(t.ctx.db, won.id, 'cancelled', 'The groomer is ill', t.clock.now())).toMatchObject({ status: 'cancelled', accepted_start: null, decision_note: 'The groomer is ill' });
    expect(await acceptBooking(t.ctx.db, lost.id, t.clock.now())).toMatchObject({ status: 'accepted' });
  });

  it('lets one of a request for a time and a visitor accepting that time proposed to them win, when both are accepted at once', async () => {
    const start = tenOClock + 96 * hour;
    const [asked, moved] = await Promise.all([addBookingRequest(t.ctx.db, request(start, 60, 'Asked')), addBookingRequest(t.ctx.db, request(start + 2 * hour, 60, 'Moved'))]);
    expect(await proposeTime(t.ctx.db, moved!.id, { start, end: start + hour }, '', t.clock.now())).toMatchObject({ status: 'proposed' });
    const outcomes = await Promise.all([acceptBooking(t.ctx.db, asked!.id, t.clock.now()), acceptBooking(t.ctx.db, moved!.id, t.clock.now(), { proposedStart: start })]);
    expect(outcomes.filter((outcome) => typeof outcome === 'object')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'slot_taken')).toHaveLength(1);
    const held = await t.ctx.db.selectFrom('bookings').select('starts_at').where('form_id', '=', formId).where('status', '=', 'accepted').where('starts_at', '>=', start).where('starts_at', '<', start + 3 * hour).execute();
    expect(held.map((row) => Number(row.starts_at))).toEqual([start]);
    // An accept of another time than the one proposed now accepts nothing.
    const other = await addBookingRequest(t.ctx.db, request(start + 5 * hour, 60, 'Other'));
    await proposeTime(t.ctx.db, other.id, { start: start + 6 * hour, end: start + 7 * hour }, '', t.clock.now());
    expect(await acceptBooking(t.ctx.db, other.id, t.clock.now(), { proposedStart: start + 5 * hour })).toBe('not_waiting');
  });

  it('accepts a request only while it waits', async () => {
    const booking = await addBookingRequest(t.ctx.db, request(tenOClock + 48 * hour, 30, 'Once'));
    expect(await acceptBooking(t.ctx.db, booking.id, t.clock.now())).toMatchObject({ status: 'accepted' });
    expect(await acceptBooking(t.ctx.db, booking.id, t.clock.now())).toBe('not_waiting');
    const declined = await addBookingRequest(t.ctx.db, request(tenOClock + 72 * hour, 30, 'Declined'));
    expect(await closeBooking(t.ctx.db, declined.id, 'declined', '', t.clock.now())).toMatchObject({ status: 'declined', decision_note: null });
    expect(await acceptBooking(t.ctx.db, declined.id, t.clock.now())).toBe('not_waiting');
  });
});
