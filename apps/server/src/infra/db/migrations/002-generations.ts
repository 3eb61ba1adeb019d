import type { Kysely } from 'kysely';
import { addAutoIdColumn } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('generations')
    .addColumn('track_id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('account_id', 'varchar(36)', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('request', 'text', (col) => col.notNull())
    .addColumn('domains', 'text', (col) => col.notNull())
    .addColumn('charged', 'integer', (col) => col.notNull())
    .addColumn('refunded', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_message', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('artifact_key', 'varchar(200)')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('generations_status_idx').on('generations').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('generations_account_idx').on('generations').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('generation_events')
    .$call(addAutoIdColumn(db))
    .addColumn('track_id', 'varchar(36)', (col) => col.notNull().references('generations.track_id').onDelete('cascade'))
    .addColumn('status', 'varchar(60)', (col) => col.notNull())
    .addColumn('progress', 'integer', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('generation_events_track_idx').on('generation_events').column('track_id').execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['webhook_deliveries', 'generation_events', 'generations']) await db.schema.dropTable(table).execute();
}
