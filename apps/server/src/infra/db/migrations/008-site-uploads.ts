import type { Kysely } from 'kysely';

/**
 * Pictures uploaded for one site (`host`) of a generation, by the id their bytes hash to. `keys` lists the artifact
 * keys kept for the upload (its WebP widths and its manifest) as JSON, so deleting the site removes them, used or not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_uploads')
    .addColumn('track_id', 'varchar(36)', (col) => col.notNull().references('generations.track_id').onDelete('cascade'))
    .addColumn('host', 'varchar(253)', (col) => col.notNull())
    .addColumn('upload', 'varchar(16)', (col) => col.notNull())
    .addColumn('keys', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_uploads_pk', ['track_id', 'host', 'upload'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_uploads').execute();
}
