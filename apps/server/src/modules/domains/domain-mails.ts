import { renderMail } from '../../infra/mail/mail-layout.ts';
import type { MailMessage } from '../../infra/mail/mailer.ts';

/** The owner of a domain is told that another account verified it and now serves its own site there. */
export function takenOverMail(to: string, domain: string, sitesUrl: string): MailMessage {
  return renderMail({
    to,
    language: 'ru',
    subject: `Домен ${domain} подключён к другому аккаунту`,
    greeting: 'Здравствуйте!',
    paragraphs: [
      `Другой аккаунт подтвердил домен ${domain}: в его DNS-записи _sitecraft.${domain} теперь стоит токен того аккаунта. С этого момента по адресу ${domain} открывается его сайт, а не ваш.`,
      `Если домен ваш, верните в TXT-запись _sitecraft.${domain} токен своего аккаунта и нажмите «Check now» в разделе «My sites»: ${sitesUrl}`,
    ],
    footnote: 'Домен достаётся тому аккаунту, чей токен стоит в его TXT-записи: так подключить чужой домен нельзя.',
  });
}

/** The owner of a domain is told that its TXT record was missing for 7 days and the domain is no longer served. */
export function releasedMail(to: string, domain: string, sitesUrl: string): MailMessage {
  return renderMail({
    to,
    language: 'ru',
    subject: `Домен ${domain} отключён`,
    greeting: 'Здравствуйте!',
    paragraphs: [
      `Семь дней подряд мы не находили TXT-запись _sitecraft.${domain} с токеном вашего аккаунта, поэтому домен ${domain} отключён от вашего сайта и больше им не открывается.`,
      `Чтобы подключить его снова, верните TXT-запись и нажмите «Check now» в разделе «My sites»: ${sitesUrl}`,
    ],
    footnote: 'Мы проверяем TXT-запись подключённого домена раз в сутки: она подтверждает, что домен по-прежнему ваш.',
  });
}
