import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { addAutoIdColumn } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'varchar(16)', (col) => col.notNull().defaultTo('user'))
    .addColumn('pro', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('plan', 'varchar(32)', (col) => col.notNull().defaultTo('free'))
    .addColumn('email_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('welcome_credits_granted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('credits', 'integer', (col) => col.notNull().defaultTo(0).check(sql`credits >= 0`))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('account_id', 'varchar(36)', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_account_idx').on('sessions').column('account_id').execute();

  await db.schema
    .createTable('mail_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('account_id', 'varchar(36)', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(32)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mail_tokens_account_idx').on('mail_tokens').columns(['account_id', 'purpose']).execute();

  await db.schema
    .createTable('credit_ledger')
    .$call(addAutoIdColumn(db))
    .addColumn('account_id', 'varchar(36)', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (col) => col.notNull())
    .addColumn('reason', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('credit_ledger_account_idx').on('credit_ledger').column('account_id').execute();

  await db.schema
    .createTable('login_failures')
    .$call(addAutoIdColumn(db))
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('failed_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'failed_at']).execute();

  await db.schema
    .createTable('mail_throttle')
    .addColumn('key_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .$call(addAutoIdColumn(db))
    .addColumn('to_address', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'mail_throttle', 'login_failures', 'credit_ledger', 'mail_tokens', 'sessions', 'accounts']) {
    await db.schema.dropTable(table).execute();
  }
}
