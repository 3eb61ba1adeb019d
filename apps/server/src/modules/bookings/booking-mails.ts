import { bookingTextsFor } from '@sitecraft/shared/bookings';
import type { InterfaceLanguage } from '@sitecraft/shared/i18n';
import { API_PREFIX } from '@sitecraft/shared/product';
import { DateTime } from 'luxon';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { BookingRow } from '../../infra/db/schema.ts';
import { renderMail } from '../../infra/mail/mail-layout.ts';
import type { MailMessage } from '../../infra/mail/mailer.ts';
import { bookingCalendar } from './booking-calendar.ts';
import type { BookingBusiness } from './booking-site.ts';
import { decisionToken } from './decision-links.ts';
import { decisionTexts } from './decision-texts.ts';
import { whenText } from './slot-choice.ts';

type MailAction = { label: string; url: string; name: string; fallback: string };

export type Booking = Pick<BookingRow, 'id' | 'form_id' | 'offer' | 'starts_at' | 'ends_at' | 'time_zone' | 'name' | 'contact' | 'note' | 'language'>;

/** The local day and time of a booking in its zone, as `lang` writes it, with the zone named. */
export function bookingWhen(lang: string, booking: Pick<BookingRow, 'starts_at' | 'time_zone'>): string {
  const local = DateTime.fromMillis(Number(booking.starts_at), { zone: booking.time_zone });
  return whenText(lang, { day: local.toISODate()!, time: local.toFormat('HH:mm') }, booking.time_zone);
}

/** The page an owner's mail link opens (GET shows the booking and a button; only its POST decides). */
export function decisionUrl(config: Pick<Config, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}${API_PREFIX}/bookings/decision/${token}`;
}

/** The owner's mail about a new request, in their interface language: who, what and when, with an Accept button and a Decline link, both signed for 7 days. */
export function ownerRequestMail(to: string, language: InterfaceLanguage, config: Pick<Config, 'publicUrl'>, secret: string, site: Pick<BookingBusiness, 'host'>, booking: Booking, now: number): MailMessage {
  const link = (decision: 'accept' | 'decline') => decisionUrl(config, decisionToken(secret, booking.id, decision, now));
  const texts = decisionTexts[language];
  const mail = renderMail({
    to,
    language,
    subject: texts.mail.subject(site.host),
    greeting: texts.mail.greeting,
    paragraphs: [
      texts.request(booking.name, booking.contact, bookingWhen(language, booking), booking.offer),
      ...(booking.note ? [texts.note(booking.note)] : []),
      texts.mail.declineLink(link('decline')),
    ],
    action: { label: texts.mail.acceptButton, url: link('accept'), name: `Accept link (booking ${booking.id} on ${site.host})` },
    footnote: texts.mail.footnote,
  });
  return z.email().safeParse(booking.contact).success ? { ...mail, replyTo: booking.contact } : mail;
}

/** Whether the visitor left an email address to hear back at (a phone number gets no mail). */
const visitorEmail = (booking: Pick<BookingRow, 'contact'>) => (z.email().safeParse(booking.contact).success ? booking.contact : undefined);

/** A mail to the visitor in the site's language, from the business (replies go to its email); none without an email address. */
export function visitorMail(booking: Booking, site: BookingBusiness, subject: string, paragraphs: string[], action?: MailAction): MailMessage | undefined {
  const to = visitorEmail(booking);
  if (!to) return undefined;
  const texts = bookingTextsFor(booking.language).mail;
  const mail = renderMail({ to, language: booking.language, subject, greeting: texts.greeting(booking.name), paragraphs, footnote: `${site.business} · ${site.host}`, ...(action ? { action } : {}) });
  return site.email ? { ...mail, replyTo: site.email } : mail;
}

/** The visitor's mail that the request arrived, in the site's language; none without an email address. */
export function receivedMail(booking: Booking, site: BookingBusiness): MailMessage | undefined {
  const texts = bookingTextsFor(booking.language).mail;
  return visitorMail(booking, site, texts.receivedSubject(site.business), [texts.received(bookingWhen(booking.language, booking))]);
}

/** The visitor's mail that the booking is confirmed, with its invitation (.ics) at the booking's exact instants. */
export function confirmedMail(booking: Booking, site: BookingBusiness, now: number): MailMessage | undefined {
  const all = bookingTextsFor(booking.language);
  const mail = visitorMail(booking, site, all.mail.confirmedSubject(site.business), [all.mail.confirmed(bookingWhen(booking.language, booking))]);
  if (!mail) return undefined;
  const title = `${booking.offer ?? all.title} — ${site.business}`;
  const calendar = bookingCalendar(booking, { title, description: site.host, location: site.address, organizer: { name: site.business, email: site.email } }, now);
  return { ...mail, calendar };
}

/** The visitor's mail that the request was declined, with the owner's note when there is one. */
export function declinedMail(booking: Booking, site: BookingBusiness, note: string): MailMessage | undefined {
  const texts = bookingTextsFor(booking.language).mail;
  return visitorMail(booking, site, texts.declinedSubject(site.business), [texts.declined(bookingWhen(booking.language, booking)), ...(note ? [texts.ownerNote, note] : [])]);
}
