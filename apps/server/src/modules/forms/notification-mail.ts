import { z } from 'zod';
import { renderMail } from '../../infra/mail/mail-layout.ts';
import type { MailMessage } from '../../infra/mail/mailer.ts';
import type { FormMessageRow } from '../../infra/db/schema.ts';

const when = (time: number) => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The owner's notification of new messages on a site: each message in full, oldest first, with a link to the inbox.
 * `more` counts the newer ones left out of a long digest. A mail of one message that gave an email address is
 * answered straight to the visitor (Reply-To).
 */
export function notificationMail(to: string, site: { host: string; inboxUrl: string }, messages: FormMessageRow[], more: number): MailMessage {
  const count = messages.length + more;
  const only = count === 1 ? messages[0] : undefined;
  const mail = renderMail({
    to,
    language: 'ru',
    subject: only ? `Новое сообщение с сайта ${site.host}` : `Новые сообщения с сайта ${site.host}: ${count}`,
    greeting: 'Здравствуйте!',
    paragraphs: [
      only ? `Посетитель сайта ${site.host} написал вам через форму обратной связи.` : `Посетители сайта ${site.host} написали вам через форму обратной связи.`,
      ...messages.flatMap((message) => [`${message.name} (${message.contact}), ${when(message.received_at)}:`, message.message]),
      ...(more > 0 ? [`И ещё ${more} — во входящих сайта.`] : []),
    ],
    action: { label: 'Открыть входящие', url: site.inboxUrl, name: `Inbox link (new messages on ${site.host})` },
    footnote: 'Уведомления приходят не чаще раза в 10 минут: сообщения за это время собираются в одно письмо. Спам в письма не попадает.',
  });
  return only && z.email().safeParse(only.contact).success ? { ...mail, replyTo: only.contact } : mail;
}
