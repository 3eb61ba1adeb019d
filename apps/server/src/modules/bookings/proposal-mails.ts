import { bookingTextsFor } from '@sitecraft/shared/bookings';
import type { InterfaceLanguage } from '@sitecraft/shared/i18n';
import { API_PREFIX } from '@sitecraft/shared/product';
import type { Config } from '../../config.ts';
import type { BookingRow } from '../../infra/db/schema.ts';
import { renderMail } from '../../infra/mail/mail-layout.ts';
import type { MailMessage } from '../../infra/mail/mailer.ts';
import { bookingWhen, visitorMail, type Booking } from './booking-mails.ts';
import type { BookingBusiness } from './booking-site.ts';
import { decisionTexts } from './decision-texts.ts';
import { proposalToken } from './proposal-links.ts';

type Proposed = Booking & Pick<BookingRow, 'proposed_start'>;

/** The page a visitor's mail link opens (GET shows the proposed time and a button; only its POST answers). */
export function proposalUrl(config: Pick<Config, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}${API_PREFIX}/bookings/proposal/${token}`;
}

/** The day and time proposed for a booking, in its zone and naming it, as `lang` writes it. */
export const proposedWhen = (lang: string, booking: Pick<BookingRow, 'proposed_start' | 'time_zone'>) => bookingWhen(lang, { starts_at: Number(booking.proposed_start), time_zone: booking.time_zone });

/**
 * The visitor's mail about another time the owner proposes, in the site's language: the time asked for and the one
 * proposed (both in the business's zone, which it names), the owner's note, an Accept button and a Decline link, both
 * signed for 7 days and for this proposal only. None without an email address.
 */
export function proposedMail(booking: Proposed, site: BookingBusiness, config: Pick<Config, 'publicUrl'>, secret: string, note: string, now: number): MailMessage | undefined {
  const texts = bookingTextsFor(booking.language);
  const link = (answer: 'accept' | 'decline') => proposalUrl(config, proposalToken(secret, booking.id, answer, Number(booking.proposed_start), now));
  const paragraphs = [texts.proposal.proposed(bookingWhen(booking.language, booking), proposedWhen(booking.language, booking)), ...(note ? [texts.mail.ownerNote, note] : []), texts.proposal.declineLink(link('decline'))];
  return visitorMail(booking, site, texts.proposal.subject(site.business), paragraphs, { label: texts.proposal.accept, url: link('accept'), name: `Accept link (proposal for booking ${booking.id} on ${site.host})`, fallback: texts.proposal.buttonFallback });
}

/** The owner's short mail, in their interface language, saying how the visitor answered the time proposed (`when`). */
export function proposalAnswerMail(to: string, language: InterfaceLanguage, site: Pick<BookingBusiness, 'host'>, booking: Pick<BookingRow, 'name'>, answer: 'accepted' | 'declined', when: string): MailMessage {
  const texts = decisionTexts[language];
  return renderMail({ to, language, subject: texts.proposalAnswer.subject(site.host), greeting: texts.mail.greeting, paragraphs: [texts.proposalAnswer[answer](booking.name, when)], footnote: texts.proposalAnswer.footnote });
}
