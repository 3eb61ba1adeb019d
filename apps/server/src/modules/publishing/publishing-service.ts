import type { Publication } from '@sitecraft/shared/sites';
import { sitesServerTexts } from '@sitecraft/shared/sites';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { Generation, PublicationRow } from '../../infra/db/schema.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { ensureSiteForm } from '../forms/site-forms.ts';
import { homePageOf, requestOf, siteHosts, type GenerationFiles } from '../sites/generation-files.ts';
import { publishableFiles } from '../sites/site-versions.ts';
import { carriesFormToken, removePublicationContent, writePublicationContent } from './publication-content.ts';
import { deletePublication, switchPublication } from './publication-store.ts';

export interface PublishingDeps {
  ctx: AppContext;
  artifacts: ArtifactStore;
  files: GenerationFiles;
}

/** The public address of a publication: under PUBLISH_ORIGIN (the app's own origin by default). */
export function publicationOf(ctx: Pick<AppContext, 'config'>, row: PublicationRow): Publication {
  return { slug: row.slug, host: row.host, url: `${ctx.config.publish.origin}/p/${row.slug}/`, published_at: row.published_at };
}

/** Removes content that no publication serves any more; a failure only leaves files behind, so it is logged. */
export async function dropContent(deps: Pick<PublishingDeps, 'ctx' | 'artifacts'>, contentKey: string): Promise<void> {
  await removePublicationContent(deps.artifacts, contentKey).catch((error: unknown) => deps.ctx.log.warn({ err: error, contentKey }, 'published files were not removed'));
}

/**
 * Publishes one site of a finished HTML generation, the version asked for or the newest (version 1 as its ZIP holds
 * it): its files are written under new content, then the publication is switched to it in one statement
 * (republishing, with this version or another, replaces the old content atomically).
 */
export async function publishSite(deps: PublishingDeps, generation: Generation, host: string, version?: number): Promise<Publication> {
  const request = requestOf(generation);
  if (request.file_extension === 'PHP') throw new AppError(409, 'PHP_NEEDS_HOST', sitesServerTexts.phpNeedsHost);
  if (generation.status !== 'completed') throw new AppError(409, 'NOT_READY', sitesServerTexts.notReady);
  if (!siteHosts(request).includes(host)) throw new AppError(404, 'NO_SUCH_SITE', sitesServerTexts.hostNotFound);
  const files = await publishableFiles(deps, generation, host, version);
  if (!files || files.size === 0) throw new AppError(404, 'NO_RESULT', sitesServerTexts.notFound);

  // A page with a contact form gets a time token signed for the site's form each time it is served.
  const hasForm = [...files].some(([file, bytes]) => carriesFormToken(file, bytes));
  const formId = hasForm ? (await ensureSiteForm(deps.ctx, generation.track_id, host)).form_id : undefined;
  const contentKey = await writePublicationContent(deps.artifacts, { trackId: generation.track_id, host, home: homePageOf(request), files, formId });
  const { row, replaced } = await switchPublication(deps.ctx.db, { trackId: generation.track_id, host, contentKey, publishedAt: deps.ctx.clock.now() });
  deps.ctx.serving.changed();
  if (replaced) await dropContent(deps, replaced);
  return publicationOf(deps.ctx, row);
}

/** Takes a publication offline at once; its files are removed after. */
export async function unpublishSite(deps: Pick<PublishingDeps, 'ctx' | 'artifacts'>, generation: Generation, slug: string): Promise<void> {
  const removed = await deletePublication(deps.ctx.db, generation.track_id, slug);
  if (!removed) throw new AppError(404, 'NOT_PUBLISHED', sitesServerTexts.publicationNotFound);
  deps.ctx.serving.changed();
  await dropContent(deps, removed.content_key);
}
