import type { Kysely } from 'kysely';

/**
 * Saved versions of an edited site: one domain (`host`) of one generation. Version 1 is the generated site (its model
 * is in the generation's models file, so it has no row); each save adds the next number with the new model stored
 * under `model_key`. Rows are never changed: restoring a version saves it again as the newest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_versions')
    .addColumn('track_id', 'varchar(36)', (col) => col.notNull().references('generations.track_id').onDelete('cascade'))
    .addColumn('host', 'varchar(253)', (col) => col.notNull())
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('summary', 'varchar(1000)', (col) => col.notNull())
    .addColumn('model_key', 'varchar(400)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_versions_pk', ['track_id', 'host', 'number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_versions').execute();
}
