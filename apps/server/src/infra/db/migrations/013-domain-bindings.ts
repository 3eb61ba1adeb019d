import { sql, type Kysely } from 'kysely';
import { addAutoIdColumn } from './column-types.ts';

/**
 * Own domains of published sites (see modules/domains). `domain_bindings`: a site (a host of a generation) asks to be
 * served at a domain; once the domain's TXT record holds its account's token the binding is verified. At most one
 * verified binding per domain (a partial unique index, on both databases): a domain is served for one owner only.
 * `checked_at` and `txt_missing_since` are the daily check of a verified binding's TXT record. `domain_tokens`: the
 * token each account puts in its TXT records.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domain_bindings')
    .$call(addAutoIdColumn(db))
    .addColumn('domain', 'varchar(253)', (col) => col.notNull())
    .addColumn('track_id', 'varchar(36)', (col) => col.notNull().references('generations.track_id').onDelete('cascade'))
    .addColumn('host', 'varchar(253)', (col) => col.notNull())
    .addColumn('prefer', 'varchar(8)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('verified_at', 'bigint')
    .addColumn('checked_at', 'bigint')
    .addColumn('txt_missing_since', 'bigint')
    .execute();
  await db.schema.createIndex('domain_bindings_site_idx').on('domain_bindings').columns(['track_id', 'host']).unique().execute();
  await db.schema.createIndex('domain_bindings_domain_idx').on('domain_bindings').column('domain').execute();
  await db.schema
    .createIndex('domain_bindings_owner_idx')
    .on('domain_bindings')
    .column('domain')
    .unique()
    .where(sql.ref('verified_at'), 'is not', null)
    .execute();
  await db.schema.createIndex('domain_bindings_checked_idx').on('domain_bindings').column('checked_at').execute();

  await db.schema
    .createTable('domain_tokens')
    .addColumn('account_id', 'varchar(36)', (col) => col.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('token', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('domain_tokens').execute();
  await db.schema.dropTable('domain_bindings').execute();
}
