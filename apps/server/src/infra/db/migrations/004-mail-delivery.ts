import type { Kysely } from 'kysely';

/**
 * Every mail goes through the outbox: a delivery worker sends it when SMTP_URL is set, retrying with backoff.
 * Mail kept before this migration stays kept (it was never meant to be sent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  await db.schema.alterTable('outbox').addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('kept')).execute();
  await db.schema.alterTable('outbox').addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'bigint').execute();
  await db.schema.alterTable('outbox').addColumn('last_error', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('sent_at', 'bigint').execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_due_idx').execute();
  for (const column of ['sent_at', 'last_error', 'next_attempt_at', 'attempts', 'status']) {
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  }
}
