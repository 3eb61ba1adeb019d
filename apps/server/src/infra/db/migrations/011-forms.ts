import type { Kysely } from 'kysely';
import { addAutoIdColumn } from './column-types.ts';

/**
 * Contact forms of generated sites (see modules/forms). `site_forms`: one public, random form id per site (a host of
 * a generation) with its webhook and the state of its notification mails; `form_messages`: what visitors sent, in the
 * inbox or in spam (deleted with their form); `form_token_uses`: the time tokens already posted, until they expire
 * (only without Redis). The outbox gains a Reply-To, so the owner answers a visitor straight from the notification.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_forms')
    .addColumn('form_id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('track_id', 'varchar(36)', (col) => col.notNull().references('generations.track_id').onDelete('cascade'))
    .addColumn('host', 'varchar(253)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('webhook_url', 'text')
    .addColumn('webhook_secret', 'varchar(100)')
    .addColumn('notified_at', 'bigint')
    .addColumn('notified_through', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('notify_due_at', 'bigint')
    .execute();
  await db.schema.createIndex('site_forms_site_idx').on('site_forms').columns(['track_id', 'host']).unique().execute();
  await db.schema.createIndex('site_forms_due_idx').on('site_forms').column('notify_due_at').execute();

  await db.schema
    .createTable('form_messages')
    .$call(addAutoIdColumn(db))
    .addColumn('form_id', 'varchar(32)', (col) => col.notNull().references('site_forms.form_id').onDelete('cascade'))
    .addColumn('folder', 'varchar(8)', (col) => col.notNull())
    .addColumn('spam_reason', 'varchar(16)')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('contact', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema.createIndex('form_messages_folder_idx').on('form_messages').columns(['form_id', 'folder', 'id']).execute();
  await db.schema.createIndex('form_messages_age_idx').on('form_messages').column('received_at').execute();

  await db.schema
    .createTable('form_token_uses')
    .addColumn('nonce', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('form_token_uses_expiry_idx').on('form_token_uses').column('expires_at').execute();

  await db.schema.alterTable('outbox').addColumn('reply_to', 'varchar(254)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('reply_to').execute();
  await db.schema.dropTable('form_token_uses').execute();
  await db.schema.dropTable('form_messages').execute();
  await db.schema.dropTable('site_forms').execute();
}
