import { sql, type Kysely } from 'kysely';

/**
 * Posts without a time token (see modules/forms/tokenless-posts.ts): `site_forms.downloaded_at`, when the site was
 * first downloaded as a ZIP, the only way a page of it without a token can exist; `tokenless_allowed`, the owner's
 * switch (1, allowed, by default). Downloads were not recorded before: the forms made until now are taken as
 * downloaded, so a copy already hosted elsewhere keeps reaching its inbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_forms').addColumn('downloaded_at', 'bigint').execute();
  await db.schema
    .alterTable('site_forms')
    .addColumn('tokenless_allowed', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`UPDATE site_forms SET downloaded_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_forms').dropColumn('tokenless_allowed').execute();
  await db.schema.alterTable('site_forms').dropColumn('downloaded_at').execute();
}
