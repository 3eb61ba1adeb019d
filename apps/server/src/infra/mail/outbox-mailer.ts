import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { MailMessage, Mailer } from './mailer.ts';

/** Keeps mail in the database and prints its links, so sign-up works locally without a mail server. */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await db
        .insertInto('outbox')
        .values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html, created_at: Date.now() })
        .execute();
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, subject: message.subject, links }, 'mail kept in the outbox (no SMTP_URL set)');
    },
    async close() {},
  };
}
