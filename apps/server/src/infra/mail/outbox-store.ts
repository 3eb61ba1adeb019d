import type { Clock } from '../../clock.ts';
import type { Db } from '../db/database.ts';
import { eraseDeletedData } from '../db/erase-deleted-data.ts';
import type { OutboxMail } from '../db/schema.ts';
import type { MailMessage } from './mailer.ts';

const waiting = ['pending', 'sending'] as const;

/** Writes a mail to the outbox: pending and due at once when a worker sends mail, kept when none does. */
export async function enqueueMail(db: Db, clock: Clock, message: MailMessage, status: 'pending' | 'kept'): Promise<void> {
  const now = clock.now();
  await db
    .insertInto('outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      reply_to: message.replyTo ?? null,
      calendar_body: message.calendar ?? null,
      created_at: now,
      status,
      next_attempt_at: status === 'pending' ? now : null,
      last_error: null,
      sent_at: null,
    })
    .execute();
}

/**
 * Takes the mail due longest for this worker and leases it for `leaseMs`. The conditional update makes two workers,
 * of one instance or of several on one database, never take the same mail; a sending mail whose lease ran out (its
 * worker died) is due again.
 */
export async function claimDueMail(db: Db, clock: Clock, leaseMs: number): Promise<OutboxMail | undefined> {
  for (;;) {
    const now = clock.now();
    const next = await db
      .selectFrom('outbox')
      .select('id')
      .where('status', 'in', waiting)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return undefined;
    const claimed = await db
      .updateTable('outbox')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), next_attempt_at: now + leaseMs }))
      .where('id', '=', next.id)
      .where('status', 'in', waiting)
      .where('next_attempt_at', '<=', now)
      .returningAll()
      .executeTakeFirst();
    if (claimed) return claimed;
  }
}

/** Updates a mail this worker still holds: the same claim (attempt) and not yet taken over by another worker. */
function updateClaimed(db: Db, mail: OutboxMail) {
  return db.updateTable('outbox').where('id', '=', mail.id).where('status', '=', 'sending').where('attempts', '=', mail.attempts);
}

/**
 * A mail's body holds its links (sign-in, reset) or a visitor's message, a form notification's Reply-To the
 * visitor's address, and a booking's invitation their name: they are kept only while the mail may still be sent, and then erased from the disk too.
 */
const withoutBody = { text_body: '', html_body: '', reply_to: null, calendar_body: null } as const;

/** Marks a claimed mail sent, and forgets its body; false when its lease had run out and another worker has it now. */
export async function markSent(db: Db, clock: Clock, mail: OutboxMail): Promise<boolean> {
  const result = await updateClaimed(db, mail).set({ status: 'sent', sent_at: clock.now(), next_attempt_at: null, ...withoutBody }).executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  await eraseDeletedData(db);
  return true;
}

/** Records a failed attempt: the mail is due again at `retryAt`, or has failed for good (its body forgotten) when there is none. */
export async function recordFailedAttempt(db: Db, mail: OutboxMail, lastError: string, retryAt: number | undefined): Promise<void> {
  const outcome = retryAt === undefined ? ({ status: 'failed', next_attempt_at: null, ...withoutBody } as const) : ({ status: 'pending', next_attempt_at: retryAt } as const);
  await updateClaimed(db, mail).set({ ...outcome, last_error: lastError }).execute();
  if (outcome.status === 'failed') await eraseDeletedData(db);
}

/** Gives a claimed mail back untried (the worker is stopping): due at once, the attempt not counted. */
export async function releaseClaim(db: Db, clock: Clock, mail: OutboxMail): Promise<void> {
  await updateClaimed(db, mail)
    .set({ status: 'pending', attempts: mail.attempts - 1, next_attempt_at: clock.now() })
    .execute();
}

/** When the next mail is due or a lease runs out; undefined when nothing waits to be sent. */
export async function nextDueAt(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('due'))
    .where('status', 'in', waiting)
    .executeTakeFirst();
  return row?.due ?? undefined;
}
