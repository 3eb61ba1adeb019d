import type { z } from 'zod';
import type { outboxListQuerySchema } from '@sitecraft/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { containsIgnoringCase } from './admin-views.ts';

/** One page of the outbox with each mail's delivery status, newest first, optionally for addresses containing `to`. */
export async function listOutbox(ctx: AppContext, query: z.infer<typeof outboxListQuerySchema>) {
  let filtered = ctx.db.selectFrom('outbox');
  if (query.to) filtered = filtered.where(containsIgnoringCase('to_address', query.to));
  const rows = await filtered
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const items = rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    // A sent or failed mail's body is no longer kept.
    text: row.status === 'sent' || row.status === 'failed' ? null : row.text_body,
    createdAt: row.created_at,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
  }));
  return { items, total: Number(total) };
}
