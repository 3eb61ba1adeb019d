import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderMail } from '../../src/infra/mail/mail-layout.ts';
import { bookingCalendar } from '../../src/modules/bookings/booking-calendar.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-peer.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { mailSettings, outboxTo } from './mail-support.ts';

describe('a mail with an invitation', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ smtpUrl: inbox.url, mail: mailSettings({}), logLevel: 'error' });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('reaches the mail server with a text/calendar part a calendar reads, and the outbox forgets the invitation once it is sent', async () => {
    const start = Date.parse('2027-03-28T09:00:00Z');
    const calendar = bookingCalendar({ id: 3, form_id: 'form3', starts_at: start, ends_at: start + 30 * 60_000 }, { title: 'Nail care at Lak', description: 'Booked on lak.example', location: undefined, organizer: { name: 'Lak', email: undefined } }, start);
    const content = renderMail({ to: 'visitor@example.com', language: 'en', subject: 'Your booking is confirmed', greeting: 'Hello!', paragraphs: ['See you on Sunday 28 March at 10:00 (Europe/London time).'], footnote: 'You booked on lak.example.' });
    await t.ctx.mailer.send({ ...content, calendar });

    const mail = await inbox.waitForMail('visitor@example.com', 'Your booking is confirmed');
    // The invitation is an alternative of the text a calendar-aware mail program acts on, and a file for the others.
    const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
    expect(mail.attachments.find((attachment) => attachment.filename === 'booking.ics')?.content.toString('utf8')).toBe(part?.content.toString('utf8'));
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(part!.content.toString('utf8'))).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-28T09:00:00.000Z');
    expect(mail.text).toContain('10:00 (Europe/London time)');

    await vi.waitFor(async () => expect(await outboxTo(t, 'visitor@example.com')).toMatchObject([{ status: 'sent', calendar_body: null, text_body: '' }]));
  });
});
