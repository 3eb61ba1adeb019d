import type { Kysely } from 'kysely';

/**
 * `accounts.language`: the interface language the person chose ('ru' or 'en'), so it follows them to another device
 * and the API answers them in it; null until chosen (the API then follows the request's Accept-Language).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('language', 'varchar(8)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('language').execute();
}
