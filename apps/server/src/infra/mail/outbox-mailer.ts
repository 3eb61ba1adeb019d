import type { Clock } from '../../clock.ts';
import type { Db } from '../db/database.ts';
import type { MailDelivery } from './mail-delivery.ts';
import type { OperatorLine } from '../../operator-lines.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import { enqueueMail } from './outbox-store.ts';

/**
 * Queues every mail in the outbox table: one insert, whatever the transport. With a delivery worker (SMTP_URL) the
 * mail is pending and the worker is woken, not awaited; without one the mail is kept and its link is printed as one
 * plain line ("Verification link for anna@example.com: http://…"), so sign-up works locally without a mail server.
 */
export function createOutboxMailer(deps: { db: Db; clock: Clock; say: OperatorLine; delivery: MailDelivery | undefined }): Mailer {
  const { db, clock, say, delivery } = deps;
  return {
    async send(message: MailMessage) {
      await enqueueMail(db, clock, message, delivery ? 'pending' : 'kept');
      if (delivery) {
        delivery.wake();
        return;
      }
      say(message.link ? `${message.link.name} for ${message.to}: ${message.link.url}` : `Mail for ${message.to} kept in the outbox: ${message.subject}`);
    },
  };
}
