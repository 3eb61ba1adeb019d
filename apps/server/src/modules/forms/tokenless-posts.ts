import type { TokenlessPosts } from '@sitecraft/shared/forms';
import type { Db } from '../../infra/db/database.ts';
import type { SiteFormRow } from '../../infra/db/schema.ts';

type TokenlessState = Pick<SiteFormRow, 'downloaded_at' | 'tokenless_allowed'>;

/**
 * Every page the product serves carries a time token; only a copy of the site hosted elsewhere, from its ZIP, has
 * none. So a site that was never downloaded has no page that could send a post without one, and such a post is a
 * bot's; a downloaded site takes them, unless its owner turned them off.
 */
export function acceptsTokenless(form: TokenlessState): boolean {
  return form.downloaded_at !== null && form.tokenless_allowed === 1;
}

/** The form's token-less posts as its owner sees them. */
export function tokenlessPostsOf(form: TokenlessState): TokenlessPosts {
  return { downloaded: form.downloaded_at !== null, allowed: form.tokenless_allowed === 1 };
}

/**
 * Records that the owner downloaded a ZIP of the generation: of one of its sites (`host`), or of all of them. Only
 * the first download is kept.
 */
export async function recordDownload(db: Db, trackId: string, host: string | undefined, now: number): Promise<void> {
  let update = db.updateTable('site_forms').set({ downloaded_at: now }).where('track_id', '=', trackId).where('downloaded_at', 'is', null);
  if (host !== undefined) update = update.where('host', '=', host);
  await update.execute();
}

/** Sets the owner's switch for the form's posts without a time token. */
export async function allowTokenless(db: Db, formId: string, allowed: boolean): Promise<void> {
  await db.updateTable('site_forms').set({ tokenless_allowed: allowed ? 1 : 0 }).where('form_id', '=', formId).execute();
}
