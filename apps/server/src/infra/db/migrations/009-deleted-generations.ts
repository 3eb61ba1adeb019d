import type { Kysely } from 'kysely';

/**
 * When the owner deleted the site of a generation. The row stays, emptied of the brief and the domains, so the admin
 * dashboard keeps counting the generation and its charge; everything else made for it is removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('generations').addColumn('deleted_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('generations').dropColumn('deleted_at').execute();
}
