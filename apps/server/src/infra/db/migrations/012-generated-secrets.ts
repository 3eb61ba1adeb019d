import type { Kysely } from 'kysely';

/**
 * Secrets the server makes itself when none is configured (see generated-secrets.ts), kept here so that they outlive
 * a restart and every instance on this database uses the same one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('generated_secrets')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('generated_secrets').execute();
}
