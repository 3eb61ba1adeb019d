import type { SiteSummary } from '@sitecraft/shared/sites';
import { sitesServerTexts } from '@sitecraft/shared/sites';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { eraseDeletedData } from '../../infra/db/erase-deleted-data.ts';
import type { Account, Generation } from '../../infra/db/schema.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { keepsSiteModels, siteModelsKey } from '../generator/site-models.ts';
import { publicationsOf } from '../publishing/publication-store.ts';
import { deleteSiteForms } from '../forms/site-forms.ts';
import { deleteSiteDomains } from '../domains/domain-service.ts';
import { deleteSiteVisits } from '../site-stats/visit-store.ts';
import { dropContent, publicationOf } from '../publishing/publishing-service.ts';
import { homePageOf, requestOf, siteHosts } from './generation-files.ts';
import { newestVersions } from './newest-download.ts';
import { listedGaps, newestVersionGaps } from './site-gaps.ts';

/** The most sites one list holds, newest first. */
const LIST_LIMIT = 500;

/** The account's generations, newest first, each with its sites' domains, languages and publications. */
export async function listSites(ctx: AppContext, account: Account): Promise<SiteSummary[]> {
  const generations = await ctx.db
    .selectFrom('generations')
    .selectAll()
    .where('account_id', '=', account.id)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  const trackIds = generations.map((generation) => generation.track_id);
  const publications = await publicationsOf(ctx.db, trackIds);
  const edited = await newestVersions(ctx.db, trackIds);
  const editedGaps = await newestVersionGaps(ctx.db, trackIds);
  return generations.map((generation) => {
    const request = requestOf(generation);
    const hosts = siteHosts(request);
    return {
      track_id: generation.track_id,
      hosts,
      languages: [request.site_language, request.second_site_language].filter((language): language is string => Boolean(language)),
      file_type: request.file_extension === 'PHP' ? 'PHP' : 'HTML',
      status: generation.status,
      created_at: generation.created_at,
      finished_at: generation.finished_at,
      home_page: homePageOf(request),
      editable: generation.status === 'completed' && keepsSiteModels(request),
      publications: publications.filter((row) => row.track_id === generation.track_id).map((row) => publicationOf(ctx, row)),
      edited: [...(edited.get(generation.track_id) ?? [])].map(([host, version]) => ({ host, version })),
      gaps: generation.status === 'completed' ? listedGaps(generation, hosts, editedGaps.get(generation.track_id)) : [],
    };
  });
}

/**
 * Deletes an ended generation of the account with everything kept for it: its ZIP, its site models, saved versions
 * and uploaded pictures, its published sites (offline at once), own domains and visit statistics, its forms with their messages and its progress history. The credit ledger keeps its lines, and the generation's row stays,
 * emptied of the brief and the domains, so the admin dashboard still counts it and its charge. A queued or running
 * generation is refused (409): its worker would write its ZIP after the deletion.
 */
export async function deleteSite(ctx: AppContext, artifacts: ArtifactStore, generation: Generation): Promise<void> {
  const trackId = generation.track_id;
  const { published, versions } = await ctx.db.transaction().execute(async (trx) => {
    // Only an ended generation is deleted, checked in the same statement: one a worker just took stays.
    const deleted = await trx
      .updateTable('generations')
      .set({ deleted_at: ctx.clock.now(), request: '{}', domains: '', last_message: null, failure_reason: null, artifact_key: null })
      .where('track_id', '=', trackId)
      .where('status', 'in', ['completed', 'failed'])
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(deleted.numUpdatedRows) !== 1) {
      // Deleted meanwhile (twice at once), or taken by a worker since it was read.
      const current = await trx.selectFrom('generations').select('deleted_at').where('track_id', '=', trackId).executeTakeFirst();
      if (current?.deleted_at !== null) throw new AppError(404, 'NO_SUCH_SITE', sitesServerTexts.notFound);
      throw new AppError(409, 'STILL_RUNNING', sitesServerTexts.stillRunning);
    }
    const versions = await trx.deleteFrom('site_versions').where('track_id', '=', trackId).returning('model_key').execute();
    const uploads = await trx.deleteFrom('site_uploads').where('track_id', '=', trackId).returning('keys').execute();
    const rows = await trx.deleteFrom('publications').where('track_id', '=', trackId).returning('content_key').execute();
    await trx.deleteFrom('generation_events').where('track_id', '=', trackId).execute();
    await deleteSiteForms(trx, trackId);
    await deleteSiteDomains(trx, trackId);
    await deleteSiteVisits(trx, trackId);
    return { published: rows, versions: [...versions.map((row) => row.model_key), ...uploads.flatMap((row) => JSON.parse(row.keys) as string[])] };
  });
  ctx.serving.changed();
  // The business's details in the request and the contact form's messages go from the database's files too.
  await eraseDeletedData(ctx.db);
  const keys = [generation.artifact_key, `${trackId}.zip`, siteModelsKey(trackId), ...versions].filter((key): key is string => Boolean(key));
  for (const key of new Set(keys)) await artifacts.remove(key).catch((error: unknown) => ctx.log.warn({ err: error, trackId, key }, 'an artifact of a deleted site was not removed'));
  for (const row of published) await dropContent({ ctx, artifacts }, row.content_key);
}
