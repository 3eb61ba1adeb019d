import type { Kysely } from 'kysely';

/** What the quality stage of a finished generation found and repaired (JSON), for the admin generation view. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('generations').addColumn('quality', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('generations').dropColumn('quality').execute();
}
