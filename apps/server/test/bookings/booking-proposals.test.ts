import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsServerTexts } from '@sitecraft/shared/bookings';
import { DECISION_LINK_TTL_MS, linkSignature } from '../../src/modules/bookings/decision-links.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { publishedBookableSite } from './bookable-site.ts';

// A groomer in Leeds, open Monday to Friday 09:00–17:00, taking hour-long bookings two weeks ahead with 12 h notice.
// The test clock stands at Sunday 22 November 2026, 12:00 UTC (London keeps UTC in winter).
const host = 'proposing-groomer.test';
const owner = 'owner@proposing-groomer.test';
const brief = {
  site_theme: 'Pet Care',
  description: 'A dog grooming salon in Leeds: full grooms, baths and nail clipping for dogs of every size.',
  key_words: 'dog grooming Leeds',
  contact_country: 'United Kingdom',
  contact_address: '1 Kirkstall Road, Leeds',
  contact_email: owner,
  opening_hours: { days: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens: '09:00', closes: '17:00' })) },
  offers: [{ name: 'Full groom', price: '£45' }, { name: 'Nail clipping', price: '£10' }],
  bookings: { enabled: true, slot_minutes: 60, days_ahead: 14, notice_hours: 12 },
};

let t: TestApp;
let token: string;
let trackId: string;
let slug: string;
let bookingPath: string;
let ip = 10;

const served = async (file: string) => (await t.app.inject({ method: 'GET', url: `/p/${slug}/${file}` })).body;
const fieldOf = (page: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
const outbox = (to: string) => t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').execute();
const bookingOf = (contact: string) => t.ctx.db.selectFrom('bookings').selectAll().where('contact', '=', contact).executeTakeFirstOrThrow();
const post = (url: string) => t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
const ownerPath = (id: number, action: string) => `/api/v1/sites/${trackId}/sites/${host}/bookings/${id}/${action}`;

/** A visitor's request for `slot` from the Book page, with `contact` as their address; its stored row. */
async function book(slot: string, contact: string) {
  const page = await served('book.html');
  t.clock.advance(5_000);
  ip += 1;
  const payload = new URLSearchParams({ token: fieldOf(page, 'token'), page: fieldOf(page, 'page'), lang: 'en', name: 'Maria Silva', contact, offer: 'Full groom', slot });
  const response = await t.app.inject({ method: 'POST', url: bookingPath, remoteAddress: `198.51.100.${ip}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: payload.toString() });
  expect(response.statusCode).toBe(303);
  return bookingOf(contact);
}

/** The owner proposes `slot` for booking `id` on the Bookings page's API. */
const propose = (id: number, slot: string, note = '') => call(t.app, 'POST', ownerPath(id, 'propose'), { token, body: { slot, note } });

/** The link of an answer in the newest mail to `to` about a proposed time (the path, on the test's public URL). */
async function visitorLink(to: string, answer: 'accept' | 'decline'): Promise<string> {
  const [mail] = await outbox(to);
  const match = new RegExp(`http://app\\.test(/api/v1/bookings/proposal/\\d+\\.${answer}\\.[^\\s]+)`).exec(mail?.text_body ?? '');
  if (!match) throw new Error(`no ${answer} link in the mail to ${to}: ${mail?.text_body}`);
  return match[1]!;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ token, trackId, slug, bookingPath } = await publishedBookableSite(t, 'proposer@example.com', host, brief));
});
afterAll(() => t?.close());

describe('the owner proposes another time for a booking request', () => {
  it('offers the free times for the request’s length, and mails the visitor the proposed time in the business’s zone instead of the asked one, with the note', async () => {
    const request = await book('2026-11-24T10:00', 'maria@example.com');
    const offered = await call(t.app, 'GET', ownerPath(request.id, 'free-slots'), { token });
    expect(offered.status).toBe(200);
    const slots = (offered.body.slots as { day: string; time: string }[]).map((slot) => `${slot.day}T${slot.time}`);
    expect(offered.body.time_zone).toBe('Europe/London');
    expect(slots).toContain('2026-11-25T15:00');
    expect(slots).not.toContain('2026-11-24T10:00');
    expect(slots).not.toContain('2026-11-28T10:00');

    const proposed = await propose(request.id, '2026-11-25T15:00', 'The morning is full; the afternoon is quiet.');
    expect(proposed.status).toBe(200);
    expect(proposed.body).toMatchObject({ status: 'proposed', day: '2026-11-24', time: '10:00', proposed: { day: '2026-11-25', time: '15:00' } });
    const list = await call(t.app, 'GET', `/api/v1/sites/${trackId}/sites/${host}/bookings`, { token });
    expect(list.body.requests).toContainEqual(expect.objectContaining({ id: request.id, status: 'proposed' }));

    const [mail] = await outbox('maria@example.com');
    expect(mail!.subject).toContain('Another time for your booking at');
    expect(mail!.text_body).toContain('We cannot take your booking for Tuesday, 24 November 2026, 10:00 (Europe/London), but we can offer Wednesday, 25 November 2026, 15:00 (Europe/London) instead.');
    expect(mail!.text_body).toContain('The morning is full; the afternoon is quiet.');
    expect(mail!.text_body).toContain('Accept this time: http://app.test/api/v1/bookings/proposal/');
  });

  it('books the proposed time only on the POST of the Accept page, with an invitation at the new London time, tells the owner, and acts once', async () => {
    const accept = await visitorLink('maria@example.com', 'accept');
    const shown = await t.app.inject({ method: 'GET', url: accept });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<html lang="en">');
    expect(shown.body).toContain('<form method="post">');
    expect((await bookingOf('maria@example.com')).status).toBe('proposed');

    const done = await post(accept);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your booking for Wednesday, 25 November 2026, 15:00 (Europe/London) is confirmed.');
    const booked = await bookingOf('maria@example.com');
    expect(booked).toMatchObject({ status: 'accepted' });
    expect(new Date(Number(booked.starts_at)).toISOString()).toBe('2026-11-25T15:00:00.000Z');
    const [confirmation] = await outbox('maria@example.com');
    expect(confirmation!.subject).toContain('is confirmed');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(confirmation!.calendar_body!)).getFirstSubcomponent('vevent')!);
    expect(DateTime.fromJSDate(event.startDate.toJSDate(), { zone: 'Europe/London' }).toFormat('yyyy-MM-dd HH:mm')).toBe('2026-11-25 15:00');
    const [told] = await outbox(owner);
    expect(told!.subject).toContain('Ответ на предложенное время');
    expect(told!.text_body).toContain('Maria Silva принял(а) предложенное вами время: среда, 25 ноября 2026');
    expect(await served('book.html')).not.toContain('value="2026-11-25T15:00"');

    const again = await post(accept);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This proposal has already been answered or is no longer open.');
    expect(await t.ctx.db.selectFrom('bookings').select('id').where('status', '=', 'accepted').execute()).toHaveLength(1);
  });

  it('refuses an owner’s link replayed as the visitor’s, and a visitor’s link signed for the owner’s links', async () => {
    const request = await book('2026-11-26T09:00', 'replay@example.com');
    const [ownerMail] = await outbox(owner);
    const ownerToken = /\/bookings\/decision\/(\d+\.accept\.[^\s]+)/.exec(ownerMail!.text_body)![1]!;
    expect((await post(`/api/v1/bookings/proposal/${ownerToken}`)).statusCode).toBe(404);

    await propose(request.id, '2026-11-26T10:00');
    const accept = await visitorLink('replay@example.com', 'accept');
    const body = accept.split('/').at(-1)!.split('.').slice(0, 4).join('.');
    const forged = `${body}.${linkSignature(t.forms.tokenSecret, 'booking-decision', body)}`;
    const refused = await post(`/api/v1/bookings/proposal/${forged}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain('This link is not valid or has expired');
    // Nor the other way round: the visitor's link is no owner's decision link.
    expect((await post(`/api/v1/bookings/decision/${accept.split('/').at(-1)}`)).statusCode).toBe(404);
    expect((await bookingOf('replay@example.com')).status).toBe('proposed');
  });

  it('says clearly that the proposed time was booked meanwhile, and books nothing', async () => {
    const first = await book('2026-11-27T11:00', 'first@example.com');
    const second = await book('2026-11-27T14:00', 'second@example.com');
    expect((await propose(second.id, '2026-11-27T11:00')).status).toBe(200);
    expect((await call(t.app, 'POST', ownerPath(first.id, 'accept'), { token })).status).toBe(200);

    const refused = await post(await visitorLink('second@example.com', 'accept'));
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Sorry, this time was booked by someone else in the meantime, so nothing was booked.');
    const held = await t.ctx.db.selectFrom('bookings').select('contact').where('status', '=', 'accepted').where('starts_at', '=', Date.parse('2026-11-27T11:00:00Z')).execute();
    expect(held).toEqual([{ contact: 'first@example.com' }]);
    expect((await bookingOf('second@example.com')).status).toBe('proposed');
    // The owner cannot propose a time that is taken.
    expect(await propose(second.id, '2026-11-27T11:00')).toMatchObject({ status: 409, body: { message: bookingsServerTexts.slotNotFree } });
  });

  it('closes the request when the visitor declines, tells the owner, and the Accept link then books nothing', async () => {
    const request = await book('2026-11-30T09:00', 'decliner@example.com');
    await propose(request.id, '2026-11-30T16:00');
    const decline = await visitorLink('decliner@example.com', 'decline');
    const accept = await visitorLink('decliner@example.com', 'accept');
    expect((await t.app.inject({ method: 'GET', url: decline })).body).toContain('Decline this time');
    const done = await post(decline);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You have declined the proposed time');
    expect((await bookingOf('decliner@example.com')).status).toBe('declined');
    const [told] = await outbox(owner);
    expect(told!.text_body).toContain('Maria Silva отказался(-ась) от предложенного вами времени');
    expect((await post(accept)).statusCode).toBe(409);
    expect((await bookingOf('decliner@example.com')).status).toBe('declined');
    const csv = await t.app.inject({ method: 'GET', url: `/api/v1/sites/${trackId}/sites/${host}/bookings.csv`, headers: { authorization: `Bearer ${token}` } });
    expect(csv.body).toContain('"2026-11-30","09:00","Europe/London","2026-11-30T09:00:00.000Z","declined","Full groom","Maria Silva","decliner@example.com"');
    expect(csv.body).toContain('"2026-11-30","16:00"\r\n');
    expect(await propose(request.id, '2026-11-30T15:00')).toMatchObject({ status: 409, body: { message: bookingsServerTexts.notRequested } });
  });

  it('refuses a visitor’s link older than 7 days, and books nothing', async () => {
    const request = await book('2026-12-01T09:00', 'late@example.com');
    await propose(request.id, '2026-12-01T10:00');
    const accept = await visitorLink('late@example.com', 'accept');
    t.clock.advance(DECISION_LINK_TTL_MS + 60_000);
    const refused = await post(accept);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain('This link is not valid or has expired (the links work for 7 days).');
    expect((await bookingOf('late@example.com')).status).toBe('proposed');
    // Said in the site's language, which an expired link of ours still names.
    await t.ctx.db.updateTable('bookings').set({ language: 'ru' }).where('id', '=', request.id).execute();
    const russian = await t.app.inject({ method: 'GET', url: accept });
    expect(russian.statusCode).toBe(404);
    expect(russian.body).toContain('<html lang="ru">');
    expect(russian.body).toContain('Ссылка недействительна или устарела (ссылки действуют 7 дней).');
  });
});
