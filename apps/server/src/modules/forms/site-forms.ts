import { randomBytes } from 'node:crypto';
import { API_PREFIX } from '@sitecraft/shared/product';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../infra/db/database.ts';
import type { SiteFormRow } from '../../infra/db/schema.ts';

/** 16 random bytes as base64url: 22 characters. */
const formIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** The URL a site's form posts to: on PUBLIC_URL, so it works on /p/<slug>/, on an own domain and from a ZIP anywhere. */
export function formEndpoint(config: Pick<Config, 'publicUrl'>, formId: string): string {
  return `${config.publicUrl}${API_PREFIX}/forms/${formId}`;
}

export function findForm(db: Db, formId: string): Promise<SiteFormRow | undefined> {
  if (!formIdPattern.test(formId)) return Promise.resolve(undefined);
  return db.selectFrom('site_forms').selectAll().where('form_id', '=', formId).executeTakeFirst();
}

export function formOfSite(db: Db, trackId: string, host: string): Promise<SiteFormRow | undefined> {
  return db.selectFrom('site_forms').selectAll().where('track_id', '=', trackId).where('host', '=', host).executeTakeFirst();
}

/** The site's form, created on first use with a random id; two callers at once get the same one. */
export async function ensureSiteForm(ctx: Pick<AppContext, 'db' | 'clock'>, trackId: string, host: string): Promise<SiteFormRow> {
  const existing = await formOfSite(ctx.db, trackId, host);
  if (existing) return existing;
  await ctx.db
    .insertInto('site_forms')
    .values({ form_id: randomBytes(16).toString('base64url'), track_id: trackId, host, created_at: ctx.clock.now() })
    .onConflict((conflict) => conflict.columns(['track_id', 'host']).doNothing())
    .execute();
  const created = await formOfSite(ctx.db, trackId, host);
  if (!created) throw new Error(`the form of ${host} (${trackId}) was not created`);
  return created;
}

/**
 * The action of a site's contact form, `<PUBLIC_URL>/api/v1/forms/<formId>`, for the engine to render: the id is
 * random, so the URL tells nothing of the generation (no track_id).
 */
export async function formActionFor(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, trackId: string, host: string): Promise<string> {
  return formEndpoint(ctx.config, (await ensureSiteForm(ctx, trackId, host)).form_id);
}

/** Deletes the forms of a generation's sites; their messages go with them (ON DELETE CASCADE). */
export async function deleteSiteForms(db: Db, trackId: string): Promise<void> {
  await db.deleteFrom('site_forms').where('track_id', '=', trackId).execute();
}
