import type { InterfaceLanguage } from '@sitecraft/shared/i18n';
import { renderMail } from '../../infra/mail/mail-layout.ts';
import type { MailMessage } from '../../infra/mail/mailer.ts';
import { domainMailTexts } from './domain-mail-texts.ts';

/** The owner of a domain is told that another account verified it and now serves its own site there. */
export function takenOverMail(to: string, domain: string, sitesUrl: string, language: InterfaceLanguage): MailMessage {
  const texts = domainMailTexts[language].takenOver;
  return renderMail({ to, language, subject: texts.subject(domain), greeting: texts.greeting, paragraphs: texts.paragraphs(domain, sitesUrl), footnote: texts.footnote });
}

/** The owner of a domain is told that its TXT record was missing for 7 days and the domain is no longer served. */
export function releasedMail(to: string, domain: string, sitesUrl: string, language: InterfaceLanguage): MailMessage {
  const texts = domainMailTexts[language].released;
  return renderMail({ to, language, subject: texts.subject(domain), greeting: texts.greeting, paragraphs: texts.paragraphs(domain, sitesUrl), footnote: texts.footnote });
}
