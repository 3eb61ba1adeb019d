import { z } from 'zod';
import { formsServerTexts } from '@sitecraft/shared/forms';
import { errorResponseSchema } from '@sitecraft/shared/http';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { Account, SiteFormRow } from '../../infra/db/schema.ts';
import { findOwnGeneration } from '../generator/generation-service.ts';
import { requestOf, siteHosts } from '../sites/generation-files.ts';
import { ensureSiteForm, formOfSite } from './site-forms.ts';

export const siteParams = z.object({ trackId: z.uuid({ error: 'track_id must be a UUID.' }), host: z.string().min(1).max(253) });
export type SiteParams = z.infer<typeof siteParams>;
export const errors = { '4xx': errorResponseSchema };

/**
 * The form of one of the account's sites, created when asked to; undefined when it has none yet. Another account's
 * generation, a deleted one and a domain the generation has not answer 404.
 */
export async function ownSiteForm(ctx: AppContext, account: Account, site: SiteParams, options: { create: true }): Promise<SiteFormRow>;
export async function ownSiteForm(ctx: AppContext, account: Account, site: SiteParams): Promise<SiteFormRow | undefined>;
export async function ownSiteForm(ctx: AppContext, account: Account, site: SiteParams, options?: { create: true }): Promise<SiteFormRow | undefined> {
  const generation = await findOwnGeneration(ctx, account, site.trackId);
  if (generation.deleted_at !== null || !siteHosts(requestOf(generation)).includes(site.host)) throw new AppError(404, 'NO_SUCH_SITE', formsServerTexts.siteNotFound);
  return options?.create ? ensureSiteForm(ctx, site.trackId, site.host) : formOfSite(ctx.db, site.trackId, site.host);
}
