import type { Kysely } from 'kysely';
import { addAutoIdColumn } from './column-types.ts';

/** The audit log of admin changes: who (kept by email too, so a deleted admin's entries still say who) did what, when. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_audit')
    .$call(addAutoIdColumn(db))
    .addColumn('admin_id', 'varchar(36)', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('admin_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('target_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('target_id', 'varchar(64)')
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_created_idx').on('admin_audit').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_audit').execute();
}
