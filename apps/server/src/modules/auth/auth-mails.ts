import type { InterfaceLanguage } from '@sitecraft/shared/i18n';
import { renderMail } from '../../infra/mail/mail-layout.ts';
import type { MailMessage } from '../../infra/mail/mailer.ts';
import { authMailTexts } from './auth-mail-texts.ts';

export function verificationMail(to: string, name: string, link: string, language: InterfaceLanguage): MailMessage {
  const texts = authMailTexts[language].verification;
  return renderMail({
    to,
    language,
    subject: texts.subject,
    greeting: texts.greeting(name),
    paragraphs: texts.paragraphs,
    action: { label: texts.action, url: link, name: 'Verification link' },
    footnote: texts.footnote,
  });
}

/** Sent instead of a second account when someone registers an address that already has one. */
export function alreadyRegisteredMail(to: string, name: string, loginLink: string, resetLink: string, language: InterfaceLanguage): MailMessage {
  const texts = authMailTexts[language].alreadyRegistered;
  return renderMail({
    to,
    language,
    subject: texts.subject,
    greeting: texts.greeting(name),
    paragraphs: texts.paragraphs(loginLink),
    action: { label: texts.action, url: resetLink, name: 'Password reset link (the address is already registered)' },
    footnote: texts.footnote,
  });
}

export function passwordResetMail(to: string, name: string, link: string, language: InterfaceLanguage): MailMessage {
  const texts = authMailTexts[language].passwordReset;
  return renderMail({
    to,
    language,
    subject: texts.subject,
    greeting: texts.greeting(name),
    paragraphs: texts.paragraphs,
    action: { label: texts.action, url: link, name: 'Password reset link' },
    footnote: texts.footnote,
  });
}
