import type { InterfaceLanguage } from '@sitecraft/shared/i18n';
import { renderMail } from '../../infra/mail/mail-layout.ts';
import type { MailMessage } from '../../infra/mail/mailer.ts';
import { confirmationMailTexts } from './confirmation-mail-texts.ts';

/** The confirmation widget's mail: its link ends in the 40-hex code (`<PUBLIC_URL>/#/<code>`). */
export function confirmationMail(to: string, name: string, link: string, grantsCredits: boolean, language: InterfaceLanguage): MailMessage {
  const texts = confirmationMailTexts[language];
  return renderMail({
    to,
    language,
    subject: texts.subject,
    greeting: texts.greeting(name),
    paragraphs: [texts.ask, grantsCredits ? texts.grantsCredits : texts.becomesEmail],
    action: { label: texts.action, url: link, name: 'Email confirmation link' },
    footnote: texts.footnote,
  });
}
