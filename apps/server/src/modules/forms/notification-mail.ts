import { z } from 'zod';
import type { InterfaceLanguage } from '@sitecraft/shared/i18n';
import { renderMail } from '../../infra/mail/mail-layout.ts';
import type { MailMessage } from '../../infra/mail/mailer.ts';
import type { FormMessageRow } from '../../infra/db/schema.ts';

const when = (time: number) => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

interface NotificationTexts {
  subject(host: string, count: number): string;
  greeting: string;
  lead(host: string, count: number): string;
  more(count: number): string;
  inbox: string;
  footnote: string;
}

/** In the language the owner uses the product in. */
const notificationTexts: Record<InterfaceLanguage, NotificationTexts> = {
  ru: {
    subject: (host, count) => (count === 1 ? `Новое сообщение с сайта ${host}` : `Новые сообщения с сайта ${host}: ${count}`),
    greeting: 'Здравствуйте!',
    lead: (host, count) => (count === 1 ? `Посетитель сайта ${host} написал вам через форму обратной связи.` : `Посетители сайта ${host} написали вам через форму обратной связи.`),
    more: (count) => `И ещё ${count} — во входящих сайта.`,
    inbox: 'Открыть входящие',
    footnote: 'Уведомления приходят не чаще раза в 10 минут: сообщения за это время собираются в одно письмо. Спам в письма не попадает.',
  },
  en: {
    subject: (host, count) => (count === 1 ? `New message from ${host}` : `New messages from ${host}: ${count}`),
    greeting: 'Hello,',
    lead: (host, count) => (count === 1 ? `A visitor of ${host} wrote to you through the contact form.` : `Visitors of ${host} wrote to you through the contact form.`),
    more: (count) => `And ${count} more in the site’s inbox.`,
    inbox: 'Open the inbox',
    footnote: 'Notifications come at most once every 10 minutes: the messages of that time are gathered in one mail. Spam never reaches them.',
  },
};

/**
 * The owner's notification of new messages on a site, in their interface language: each message in full, oldest
 * first, with a link to the inbox. `more` counts the newer ones left out of a long digest. A mail of one message that
 * gave an email address is answered straight to the visitor (Reply-To).
 */
export function notificationMail(to: string, language: InterfaceLanguage, site: { host: string; inboxUrl: string }, messages: FormMessageRow[], more: number): MailMessage {
  const texts = notificationTexts[language];
  const count = messages.length + more;
  const only = count === 1 ? messages[0] : undefined;
  const mail = renderMail({
    to,
    language,
    subject: texts.subject(site.host, count),
    greeting: texts.greeting,
    paragraphs: [
      texts.lead(site.host, count),
      ...messages.flatMap((message) => [`${message.name} (${message.contact}), ${when(message.received_at)}:`, message.message]),
      ...(more > 0 ? [texts.more(more)] : []),
    ],
    action: { label: texts.inbox, url: site.inboxUrl, name: `Inbox link (new messages on ${site.host})` },
    footnote: texts.footnote,
  });
  return only && z.email().safeParse(only.contact).success ? { ...mail, replyTo: only.contact } : mail;
}
