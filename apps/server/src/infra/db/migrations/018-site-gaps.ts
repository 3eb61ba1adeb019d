import type { Kysely } from 'kysely';

/**
 * What the engine could not know about each site (JSON, see siteGaps): `generations.gaps` by domain as generated,
 * `site_versions.gaps` as each saved version's model has them. My sites lists the newest; null where unknown (a site
 * made before the engine listed them, or finished by a remote worker).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('generations').addColumn('gaps', 'text').execute();
  await db.schema.alterTable('site_versions').addColumn('gaps', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_versions').dropColumn('gaps').execute();
  await db.schema.alterTable('generations').dropColumn('gaps').execute();
}
