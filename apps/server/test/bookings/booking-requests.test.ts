import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../support/accounts.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { publishedBookableSite } from './bookable-site.ts';

// A groomer in Leeds, open Monday to Friday 09:00–17:00, taking hour-long bookings two weeks ahead with 12 h notice.
// The test clock stands at Sunday 22 November 2026, 12:00 UTC (London keeps UTC in winter).
const host = 'waggy-tails.test';
const owner = 'owner@waggy-tails.test';
const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
const brief = {
  site_theme: 'Pet Care',
  description: 'A dog grooming salon in Leeds: full grooms, baths and nail clipping for dogs of every size.',
  key_words: 'dog grooming Leeds',
  contact_country: 'United Kingdom',
  contact_address: '1 Kirkstall Road, Leeds',
  contact_email: owner,
  opening_hours: { days: weekdays.map((day) => ({ day, opens: '09:00', closes: '17:00' })) },
  offers: [{ name: 'Full groom', price: '£45' }, { name: 'Nail clipping', price: '£10' }],
  bookings: { enabled: true, slot_minutes: 60, days_ahead: 14, notice_hours: 12 },
};

let t: TestApp;
let token: string;
let trackId: string;
let slug: string;
let bookingPath: string;

const served = async (file: string) => (await t.app.inject({ method: 'GET', url: `/p/${slug}/${file}` })).body;
const fieldOf = (page: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
const outbox = (to: string) => t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').execute();
const bookings = () => t.ctx.db.selectFrom('bookings').selectAll().orderBy('id').execute();

/** Opens the Book page as a visitor, waits as a person would, and sends it with `fields`. */
async function book(fields: Record<string, string>, options: { ip?: string } = {}) {
  const page = await served('book.html');
  t.clock.advance(5_000);
  const payload = new URLSearchParams({ token: fieldOf(page, 'token'), page: fieldOf(page, 'page'), lang: 'en', name: 'Maria Silva', contact: 'maria@example.com', note: 'A nervous spaniel', offer: 'Full groom', ...fields });
  return t.app.inject({ method: 'POST', url: bookingPath, remoteAddress: options.ip ?? '198.51.100.7', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: payload.toString() });
}

/** The link of a kind ("accept", "decline") in the newest owner mail. */
async function ownerLink(decision: 'accept' | 'decline'): Promise<string> {
  const [mail] = await outbox(owner);
  const match = new RegExp(`http://app\\.test(/api/v1/bookings/decision/\\d+\\.${decision}\\.[^\\s]+)`).exec(mail!.text_body);
  if (!match) throw new Error(`no ${decision} link in the owner's mail: ${mail?.text_body}`);
  return match[1]!;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ token, trackId, slug, bookingPath } = await publishedBookableSite(t, 'groomer@example.com', host, brief));
});
afterAll(() => t?.close());

describe('booking requests on a published site', () => {
  it('keeps the business’s zone, found from its country and town, with the request', async () => {
    const generation = await t.ctx.db.selectFrom('generations').select('request').where('track_id', '=', trackId).executeTakeFirstOrThrow();
    expect(JSON.parse(generation.request).bookings).toEqual({ ...brief.bookings, time_zone: 'Europe/London' });
  });

  it('serves a Book page of the free slots only, linked from the menu, where the ZIP has a day field and the opening times', async () => {
    const page = await served('book.html');
    expect(page).toContain(`action="http://app.test${bookingPath}"`);
    expect(page).toMatch(/<select name="slot" required>/);
    // 12 h notice from Sunday noon: Monday 09:00 is the first; Saturday and Sunday are closed; 16:00 is the last start.
    expect(page).toContain('<option value="2026-11-23T09:00">09:00</option>');
    expect(page).toContain('<option value="2026-11-27T16:00">16:00</option>');
    expect(page).not.toContain('2026-11-28T');
    expect(page).not.toContain('name="day"');
    expect(page).toContain('Times are in the Europe/London time zone.');
    expect(page).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(await served('index.html')).toMatch(/<a href="book\.html"[^>]*>Book<\/a>/);

    const download = await t.app.inject({ method: 'GET', url: `/api/v1/generator/download/${trackId}`, headers: { authorization: `Bearer ${token}` } });
    const { unzipSync } = await import('fflate');
    const zipped = new TextDecoder().decode(unzipSync(new Uint8Array(download.rawPayload))[`${host}/book.html`]);
    expect(zipped).toContain('<input type="date" name="day" required>');
    expect(zipped).toContain('<option>09:00</option>');
    expect(zipped).not.toContain('name="slot"');
  });

  it('takes a request for a free slot as waiting, thanks the visitor, and mails the owner Accept and Decline links and the visitor a receipt', async () => {
    const response = await book({ slot: '2026-11-24T10:00' });
    expect(response.statusCode).toBe(303);
    // The thank-you page's thanks for a booking request, not the contact form's for a message.
    expect(response.headers.location).toBe(`http://app.test/p/${slug}/thank-you.html?sent=booking#booking-sent`);
    const [request] = await bookings();
    expect(request).toMatchObject({ status: 'requested', offer: 'Full groom', time_zone: 'Europe/London', name: 'Maria Silva', note: 'A nervous spaniel', language: 'en' });
    expect(new Date(Number(request!.starts_at)).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(Number(request!.ends_at) - Number(request!.starts_at)).toBe(3_600_000);
    expect((await ownerLink('accept')).length).toBeGreaterThan(40);
    const [receipt] = await outbox('maria@example.com');
    expect(receipt!.subject).toContain('Your booking request at');
    // Written as the business's country writes dates: a London site's English puts the day before the month.
    expect(receipt!.text_body).toContain('Tuesday, 24 November 2026, 10:00 (Europe/London)');
  });

  it('accepts only on the POST of the Accept page, mails an invitation at the chosen London time, and offers the slot no more', async () => {
    const accept = await ownerLink('accept');
    const shown = await t.app.inject({ method: 'GET', url: accept });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<form method="post">');
    expect((await bookings())[0]!.status).toBe('requested');

    const done = await t.app.inject({ method: 'POST', url: accept, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.statusCode).toBe(200);
    expect((await bookings())[0]!.status).toBe('accepted');
    const [confirmation] = await outbox('maria@example.com');
    expect(confirmation!.subject).toContain('is confirmed');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(confirmation!.calendar_body!)).getFirstSubcomponent('vevent')!);
    expect(DateTime.fromJSDate(event.startDate.toJSDate(), { zone: 'Europe/London' }).toFormat('yyyy-MM-dd HH:mm')).toBe('2026-11-24 10:00');
    expect(await served('book.html')).not.toContain('value="2026-11-24T10:00"');

    // The link works once: the request no longer waits.
    const again = await t.app.inject({ method: 'POST', url: accept, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(again.statusCode).toBe(409);
  });

  it('answers a request for the taken slot with the nearest free times, which send it again', async () => {
    const response = await book({ slot: '2026-11-24T10:00' }, { ip: '198.51.100.8' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('This time has just been booked by someone else.');
    const times = [...response.body.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]);
    expect(times).toEqual(['09:00', '11:00', '12:00', '13:00', '14:00', '15:00'].map((time) => `2026-11-24T${time}`));
    expect(response.body).toContain(`action="http://app.test${bookingPath}"`);
    expect(response.body).toContain('name="contact" value="maria@example.com"');
    expect(await bookings()).toHaveLength(1);
  });

  it('answers a time outside the opening hours, off the slots or on a closed day as closed, and stores nothing', async () => {
    for (const slot of ['2026-11-23T08:00', '2026-11-22T15:00', '2026-11-28T10:00', '2026-11-23T16:30']) {
      const response = await book({ slot }, { ip: '198.51.100.9' });
      expect(response.statusCode, slot).toBe(200);
      expect(response.body, slot).toContain('We do not take bookings at this time.');
    }
    const missing = await book({ slot: '' }, { ip: '198.51.100.9' });
    expect(missing.body).toContain('Please choose a day and a time.');
    expect(await bookings()).toHaveLength(1);
  });

  it('takes the day and time of a copy hosted elsewhere, and thanks spam without storing it', async () => {
    const zipStyle = await book({ day: '2026-11-25', time: '14:00', offer: 'Nail clipping' }, { ip: '198.51.100.10' });
    expect(zipStyle.statusCode).toBe(303);
    const honeypot = await book({ slot: '2026-11-25T15:00', website: 'http://spam.example' }, { ip: '198.51.100.11' });
    expect(honeypot.statusCode).toBe(303);
    expect(honeypot.headers.location).not.toContain('problem');
    const stored = await bookings();
    expect(stored.map((each) => new Date(Number(each.starts_at)).toISOString())).toEqual(['2026-11-24T10:00:00.000Z', '2026-11-25T14:00:00.000Z']);
  });

  it('refuses a second Accept for a held time with a clear message, and declines with the owner’s note mailed to the visitor', async () => {
    await book({ slot: '2026-11-26T11:00', contact: 'first@example.com' }, { ip: '198.51.100.12' });
    const first = await ownerLink('accept');
    await book({ slot: '2026-11-26T11:00', contact: 'second@example.com' }, { ip: '198.51.100.13' });
    const second = await ownerLink('accept');
    const decline = await ownerLink('decline');
    const post = (url: string, payload = '') => t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
    expect((await post(first)).statusCode).toBe(200);
    const refused = await post(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Это время уже занято');

    expect((await post(decline, new URLSearchParams({ note: 'We are fully booked that day.' }).toString())).statusCode).toBe(200);
    const [declined] = await outbox('second@example.com');
    expect(declined!.text_body).toContain('Unfortunately we cannot take your booking for Thursday, 26 November 2026, 11:00 (Europe/London).');
    expect(declined!.text_body).toContain('We are fully booked that day.');
  });

  it('writes the owner’s mail and the pages of its links in the language the owner uses the product in', async () => {
    const account = t.ctx.db.updateTable('accounts').where('email', '=', 'groomer@example.com');
    await account.set({ language: 'en' }).execute();
    try {
      await book({ slot: '2026-11-27T10:00', contact: 'english@example.com' }, { ip: '198.51.100.14' });
      const [mail] = await outbox(owner);
      expect(mail!.subject).toContain(`Booking request from ${host}`);
      expect(mail!.text_body).toContain('Maria Silva (english@example.com) asks to book Friday, 27 November 2026, 10:00 (Europe/London): Full groom.');
      const page = (await t.app.inject({ method: 'GET', url: await ownerLink('decline') })).body;
      expect(page).toContain('<html lang="en">');
      expect(page).toContain('Decline the request');
      expect(page).not.toMatch(/[а-я]/);
    } finally {
      // The tests after this one count the site's requests.
      await account.set({ language: null }).execute();
      await t.ctx.db.deleteFrom('bookings').where('contact', '=', 'english@example.com').execute();
    }
  });

  it('lists the site’s requests and bookings to come for its owner only, who accepts, declines and cancels them there', async () => {
    const list = async (as = token) => call(t.app, 'GET', `/api/v1/sites/${trackId}/sites/${host}/bookings`, { token: as });
    const stranger = await signUpVerified(t.app, t.ctx, 'stranger@example.com');
    expect((await list(stranger)).status).toBe(404);
    await book({ slot: '2026-11-27T15:00', contact: 'third@example.com' }, { ip: '198.51.100.14' });
    const { requests, upcoming } = (await list()).body as { requests: { id: number; day: string; time: string }[]; upcoming: { id: number; day: string; time: string }[] };
    expect(requests.map((each) => `${each.day} ${each.time}`)).toEqual(['2026-11-25 14:00', '2026-11-27 15:00']);
    expect(upcoming.map((each) => `${each.day} ${each.time}`)).toEqual(['2026-11-24 10:00', '2026-11-26 11:00']);
    const waiting = async (as = token) => (await call(t.app, 'GET', '/api/v1/sites/booking-requests', { token: as })).body.sites;
    expect(await waiting()).toEqual([{ track_id: trackId, host, requests: 2 }]);
    expect(await waiting(stranger)).toEqual([]);
    const decide = (id: number, decision: string, note?: string) => call(t.app, 'POST', `/api/v1/sites/${trackId}/sites/${host}/bookings/${id}/${decision}`, { token, ...(note ? { body: { note } } : {}) });
    expect((await decide(requests[1]!.id, 'accept')).body).toMatchObject({ status: 'accepted', day: '2026-11-27', time: '15:00' });
    expect((await decide(requests[1]!.id, 'accept')).status).toBe(409);
    expect((await decide(requests[0]!.id, 'cancel')).status).toBe(409);
    expect((await decide(upcoming[0]!.id, 'cancel', 'The salon is closed for repairs.')).body).toMatchObject({ status: 'cancelled', decision_note: 'The salon is closed for repairs.' });
    expect(await served('book.html')).toContain('value="2026-11-24T10:00"');
    expect((await list()).body.upcoming).toHaveLength(2);
    expect(await waiting()).toEqual([{ track_id: trackId, host, requests: 1 }]);
  });

  it('exports the site’s bookings as CSV for its owner, a note that a spreadsheet would take for a formula defused', async () => {
    await book({ slot: '2026-11-30T09:00', note: '=HYPERLINK("http://evil.example")' }, { ip: '198.51.100.15' });
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/sites/${trackId}/sites/${host}/bookings.csv`, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`${host}-bookings.csv`);
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('day,time,time_zone,starts_at_utc,status,offer,name,contact,note,received_at,decision_note,proposed_day,proposed_time');
    expect(lines[1]).toMatch(/^"2026-11-24","10:00","Europe\/London","2026-11-24T10:00:00.000Z","cancelled","Full groom","Maria Silva"/);
    expect(lines.at(-1)).toContain('"\'=HYPERLINK(""http://evil.example"")"');
  });

  it('checks a request by the rules the owner saved last: an offer of its own length starts on the slot grid and must end by closing', async () => {
    const bookings = { ...brief.bookings, time_zone: 'Europe/London', offer_minutes: { 'Full groom': 90 } };
    const saved = await call(t.app, 'POST', `/api/v1/sites/${trackId}/sites/${host}/versions`, { token, body: { base: 1, edits: [{ op: 'bookings', bookings }] } });
    expect(saved.status).toBe(201);
    expect((await book({ slot: '2026-12-01T14:00', offer: 'Full groom' }, { ip: '198.51.100.16' })).statusCode).toBe(303);
    const late = await book({ slot: '2026-12-01T16:00', offer: 'Full groom' }, { ip: '198.51.100.16' });
    expect(late.body).toContain('We do not take bookings at this time.');
    expect((await book({ slot: '2026-12-01T16:00', offer: 'Nail clipping' }, { ip: '198.51.100.16' })).statusCode).toBe(303);
    const [groom] = await t.ctx.db.selectFrom('bookings').selectAll().where('starts_at', '=', Date.parse('2026-12-01T14:00:00Z')).execute();
    expect(Number(groom!.ends_at) - Number(groom!.starts_at)).toBe(90 * 60_000);
  });

  it('keeps bookings for the form’s retention after their time, then deletes them with the messages', async () => {
    const day = 24 * 3_600_000;
    t.clock.advance((t.ctx.config.forms.retentionDays + 5) * day);
    await t.forms.upkeep();
    expect(await bookings()).not.toHaveLength(0);
    t.clock.advance(10 * day);
    await t.forms.upkeep();
    expect(await bookings()).toHaveLength(0);
  });
});
