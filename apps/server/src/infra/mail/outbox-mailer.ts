import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../db/database.ts';
import type { MailDelivery } from './mail-delivery.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import { enqueueMail } from './outbox-store.ts';

/**
 * Queues every mail in the outbox table: one insert, whatever the transport. With a delivery worker (SMTP_URL) the
 * mail is pending and the worker is woken, not awaited; without one the mail is kept and its links are printed, so
 * sign-up works locally without a mail server.
 */
export function createOutboxMailer(deps: { db: Db; clock: Clock; log: FastifyBaseLogger; delivery: MailDelivery | undefined }): Mailer {
  const { db, clock, log, delivery } = deps;
  return {
    async send(message: MailMessage) {
      await enqueueMail(db, clock, message, delivery ? 'pending' : 'kept');
      if (delivery) {
        delivery.wake();
        return;
      }
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, subject: message.subject, links }, 'mail kept in the outbox (no SMTP_URL set)');
    },
  };
}
