import type { Kysely } from 'kysely';

/**
 * A published site: one domain (`host`, its folder in the ZIP) of one generation, served at /p/<slug>/. The files
 * served are named by `content_key` in the artifact store, so republishing writes new content and then switches this
 * one column: a reader sees the old site or the new one, never a mix.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('publications')
    .addColumn('slug', 'varchar(80)', (col) => col.primaryKey())
    .addColumn('track_id', 'varchar(36)', (col) => col.notNull().references('generations.track_id').onDelete('cascade'))
    .addColumn('host', 'varchar(253)', (col) => col.notNull())
    .addColumn('content_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('published_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('publications_site_idx').on('publications').columns(['track_id', 'host']).unique().execute();
  await db.schema.createIndex('publications_host_idx').on('publications').columns(['host', 'published_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('publications').execute();
}
