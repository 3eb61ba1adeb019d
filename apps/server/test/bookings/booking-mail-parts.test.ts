import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { bookingCalendar } from '../../src/modules/bookings/booking-calendar.ts';
import { DECISION_LINK_TTL_MS, decisionToken, readDecisionToken } from '../../src/modules/bookings/decision-links.ts';
import { instantOf } from '../../src/modules/bookings/free-slots.ts';
import { PROPOSAL_PURPOSE, readProposalToken } from '../../src/modules/bookings/proposal-links.ts';
import { proposedMail } from '../../src/modules/bookings/proposal-mails.ts';

/** The start of the only event of an iCalendar text, as an instant, read by an iCalendar library. */
function eventStart(calendar: string): { instant: Date; summary: string; uid: string } {
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(calendar)).getFirstSubcomponent('vevent')!);
  return { instant: event.startDate.toJSDate(), summary: event.summary, uid: event.uid };
}

const event = { title: 'Full groom at Waggy Tails', description: 'Booked on waggy.example', location: '1 Kirkstall Road, Leeds', organizer: { name: 'Waggy Tails', email: 'hello@waggy.example' } };

describe('the invitation of a confirmed booking', () => {
  it.each([
    ['Europe/London', '2027-03-28', '10:00', '2027-03-28T09:00:00.000Z'],
    ['Europe/London', '2027-03-27', '10:00', '2027-03-27T10:00:00.000Z'],
    ['Europe/London', '2027-10-31', '10:00', '2027-10-31T10:00:00.000Z'],
    ['Europe/Moscow', '2027-03-28', '10:00', '2027-03-28T07:00:00.000Z'],
    ['Europe/Moscow', '2027-10-31', '10:00', '2027-10-31T07:00:00.000Z'],
  ])('in %s on %s at %s starts at %s, which is that local time again in the zone', (zone, day, time, utc) => {
    const start = instantOf(day, time, zone)!.getTime();
    const calendar = bookingCalendar({ id: 7, form_id: 'form1', starts_at: start, ends_at: start + 45 * 60_000 }, event, Date.parse('2027-03-01T00:00:00Z'));
    const read = eventStart(calendar);
    expect(read.instant.toISOString()).toBe(utc);
    expect(DateTime.fromJSDate(read.instant, { zone }).toFormat('yyyy-MM-dd HH:mm')).toBe(`${day} ${time}`);
    expect(read.summary).toBe(event.title);
    expect(read.uid).toBe('booking-7-form1@sitecraft');
  });
});

describe('the accept and decline links of the owner’s mail', () => {
  const secret = 'x'.repeat(48);
  const issued = Date.parse('2027-03-01T00:00:00Z');

  it('say which booking and decision they are for, for seven days', () => {
    const token = decisionToken(secret, 42, 'accept', issued);
    expect(readDecisionToken(secret, token, issued + DECISION_LINK_TTL_MS)).toEqual({ id: 42, decision: 'accept' });
    expect(readDecisionToken(secret, token, issued + DECISION_LINK_TTL_MS + 1)).toBeUndefined();
  });

  it('are refused when changed in any part or signed with another key', () => {
    const token = decisionToken(secret, 42, 'decline', issued);
    expect(readDecisionToken(secret, token.replace('42.decline', '43.decline'), issued)).toBeUndefined();
    expect(readDecisionToken(secret, token.replace('.decline.', '.accept.'), issued)).toBeUndefined();
    expect(readDecisionToken('y'.repeat(48), token, issued)).toBeUndefined();
    expect(readDecisionToken(secret, `${token}x`, issued)).toBeUndefined();
    expect(readDecisionToken(secret, '', issued)).toBeUndefined();
  });
});

describe('the visitor’s mail about another time proposed', () => {
  const secret = 'x'.repeat(48);
  const issued = Date.parse('2027-03-01T00:00:00Z');
  const start = (time: string) => instantOf('2027-03-09', time, 'Europe/Berlin')!.getTime();
  const booking = { id: 9, form_id: 'form1', offer: 'Haarschnitt', starts_at: start('10:00'), ends_at: start('11:00'), time_zone: 'Europe/Berlin', name: 'Jonas', contact: 'jonas@example.com', note: '', language: 'de', proposed_start: start('15:00') };
  const site = { business: 'Salon Schnitt', email: 'hallo@schnitt.example', address: undefined, host: 'schnitt.example' };

  it('is written in the site’s language throughout, the button’s fallback line too, with both times in the business’s zone', () => {
    const mail = proposedMail(booking, site, { publicUrl: 'http://app.test' }, secret, 'Nachmittags ist es ruhiger.', issued)!;
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.text).toContain('Am Dienstag, 9. März 2027, 10:00 (Europe/Berlin) können wir Ihren Termin leider nicht annehmen, wir können Ihnen aber stattdessen Dienstag, 9. März 2027, 15:00 (Europe/Berlin) anbieten.');
    expect(mail.text).toContain('Nachmittags ist es ruhiger.');
    expect(mail.html).toContain('Falls die Schaltfläche nicht funktioniert');
    expect(mail.html).not.toContain('If the button does not work');
    expect(mail.replyTo).toBe('hallo@schnitt.example');
  });

  it('carries links signed for proposals, naming the proposed start', () => {
    const mail = proposedMail(booking, site, { publicUrl: 'http://app.test' }, secret, '', issued)!;
    const token = /\/bookings\/proposal\/(\S+\.accept\.\S+)/.exec(mail.text)![1]!;
    expect(readProposalToken(secret, token, issued)).toEqual({ id: 9, answer: 'accept', proposedStart: start('15:00') });
    expect(PROPOSAL_PURPOSE).not.toBe('booking-decision');
    expect(readDecisionToken(secret, token, issued)).toBeUndefined();
  });
});
