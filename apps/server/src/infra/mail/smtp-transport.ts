import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './mailer.ts';

/**
 * Sends mail through the SMTP server named by a URL such as smtp://user:pass@host:587. A peer that stalls fails the
 * attempt after `timeoutMs` (nodemailer would wait up to 2 min to connect and 10 min on a silent socket); settings
 * in the URL's query (?socketTimeout=…) still win, as nodemailer lets a URL override the options beside it.
 */
export function createSmtpTransport(smtpUrl: string, from: string, timeoutMs: number): MailTransport {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  return {
    async deliver(message: MailMessage, signal: AbortSignal) {
      // An abort closes the connection, so a mail given up on is not delivered later behind the worker's back.
      await transport.sendMail({ from, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text, html: message.html, signal, ...calendarParts(message.calendar) });
    },
    async close() {
      transport.close();
    },
  };
}

/** An invitation as calendars read it: a text/calendar part, named booking.ics for mail programs that show it as a file. */
function calendarParts(calendar: string | undefined) {
  return calendar ? { icalEvent: { method: 'PUBLISH', filename: 'booking.ics', content: calendar } } : {};
}
