import type { Kysely } from 'kysely';

/**
 * `form_corrections`: a contact-form post sent back to be corrected (a missing field, a bad email), by its client
 * (an HMAC of the form and the client address: no address is kept) and the nonce of its time token, for 30 minutes,
 * so the visitor's corrected resend is judged by that first token (see modules/forms/form-corrections.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_corrections')
    .addColumn('client', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('nonce', 'varchar(32)', (col) => col.notNull())
    .addColumn('token_expires_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('form_corrections_expiry_idx').on('form_corrections').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_corrections').execute();
}
