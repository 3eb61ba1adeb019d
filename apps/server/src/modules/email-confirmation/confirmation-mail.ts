import { WELCOME_CREDITS } from '@sitecraft/shared/credits';
import { renderMail } from '../../infra/mail/mail-layout.ts';
import type { MailMessage } from '../../infra/mail/mailer.ts';

/** The confirmation widget's mail: its link ends in the 40-hex code (`<PUBLIC_URL>/#/<code>`). */
export function confirmationMail(to: string, name: string, link: string, grantsCredits: boolean): MailMessage {
  return renderMail({
    to,
    language: 'en',
    subject: 'Confirm your email',
    greeting: `Hello, ${name}!`,
    paragraphs: [
      'Please confirm that this email address is yours by opening the link below.',
      grantsCredits
        ? `As soon as it is confirmed, ${WELCOME_CREDITS} free credits are added to your balance: one credit builds one website.`
        : 'Once it is confirmed, this address becomes the email of your account.',
    ],
    action: { label: 'Confirm my email', url: link, name: 'Email confirmation link' },
    footnote: 'The link works once, for 24 hours. If you did not ask for it, ignore this mail: nothing changes.',
  });
}
