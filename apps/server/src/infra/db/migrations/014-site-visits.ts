import type { Kysely } from 'kysely';

const SITE_DAY = ['track_id', 'host', 'day'] as const;

/**
 * Visit statistics of published sites (see modules/site-stats), by UTC day (`YYYY-MM-DD`): `site_visit_days` the
 * page views and unique visitors of each day, `site_page_views` and `site_referrers` the views per page and per
 * referring host. `site_visitors` holds each day's visitors as salted hashes, only so that a visitor is counted once a
 * day; `visit_salts` holds each day's random salt, deleted once the day is over (the hashes of a day go a day later).
 * No IP address and no user agent is kept. No foreign keys: a site's rows go with it in deleteSite, and counts that
 * arrive for a site deleted meanwhile must not fail the whole write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_visit_days')
    .addColumn('track_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('host', 'varchar(253)', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addColumn('visitors', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_visit_days_pk', [...SITE_DAY])
    .execute();
  await db.schema
    .createTable('site_page_views')
    .addColumn('track_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('host', 'varchar(253)', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('page', 'varchar(512)', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_page_views_pk', [...SITE_DAY, 'page'])
    .execute();
  await db.schema
    .createTable('site_referrers')
    .addColumn('track_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('host', 'varchar(253)', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('referrer', 'varchar(253)', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_referrers_pk', [...SITE_DAY, 'referrer'])
    .execute();
  await db.schema
    .createTable('site_visitors')
    .addColumn('track_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('host', 'varchar(253)', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('visitor', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_visitors_pk', [...SITE_DAY, 'visitor'])
    .execute();
  for (const table of ['site_visit_days', 'site_page_views', 'site_referrers', 'site_visitors']) {
    await db.schema.createIndex(`${table}_day_idx`).on(table).column('day').execute();
  }
  await db.schema
    .createTable('visit_salts')
    .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('salt', 'varchar(64)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['visit_salts', 'site_visitors', 'site_referrers', 'site_page_views', 'site_visit_days']) await db.schema.dropTable(table).execute();
}
