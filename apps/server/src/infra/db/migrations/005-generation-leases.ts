import type { Kysely } from 'kysely';

/**
 * Who holds a running generation and until when: a worker renews its lease while it runs the job, so several
 * instances (and worker processes) on one database recover only the jobs whose holder is gone, never a job another
 * live process is still running. A running generation from before this migration has no lease and counts as
 * abandoned, as every running job did at start before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  await db.schema.alterTable('generations').addColumn('lease_owner', 'varchar(120)').execute();
  await db.schema.alterTable('generations').addColumn('lease_expires_at', 'bigint').execute();
  await db.schema.createIndex('generations_lease_idx').on('generations').columns(['status', 'lease_expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('generations_lease_idx').execute();
  for (const column of ['lease_expires_at', 'lease_owner']) await db.schema.alterTable('generations').dropColumn(column).execute();
}
