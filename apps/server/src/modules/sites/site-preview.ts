import type { FastifyReply } from 'fastify';
import { sitesServerTexts } from '@sitecraft/shared/sites';
import { AppError } from '../../app-error.ts';
import type { Generation } from '../../infra/db/schema.ts';
import { contentTypeOf, sitePath } from '../publishing/file-types.ts';
import { generatedSiteHeaders, PREVIEW_CSP } from '../publishing/site-policy.ts';
import { homePageOf, requestOf, siteHosts, type GenerationFiles, type SiteFiles } from './generation-files.ts';

/**
 * Sends one file of a finished generation's site to its owner, from the ZIP: My sites' thumbnails and Open. The page
 * is sandboxed and may run no script, like a published one.
 */
export async function sendPreviewFile(files: GenerationFiles, generation: Generation, host: string, rawPath: string, reply: FastifyReply): Promise<FastifyReply> {
  if (generation.status !== 'completed' || !siteHosts(requestOf(generation)).includes(host)) throw new AppError(404, 'NO_SUCH_SITE', sitesServerTexts.notFound);
  return sendSiteFile(await files.siteFiles(generation, host), generation, rawPath, reply);
}

/** Sends one file of a site's files (a version's, or the ZIP's) to its owner, sandboxed, with no script. */
export function sendSiteFile(site: SiteFiles | undefined, generation: Generation, rawPath: string, reply: FastifyReply): FastifyReply {
  const path = sitePath(rawPath);
  if (path === undefined) throw new AppError(400, 'BAD_PATH', sitesServerTexts.badPath);
  const file = path === '' || path.endsWith('/') ? `${path}${homePageOf(requestOf(generation))}` : path;
  const bytes = site?.get(file);
  if (!bytes) throw new AppError(404, 'NO_SUCH_FILE', sitesServerTexts.notFound);
  // A PHP page is shown as the HTML it mostly is; its PHP never runs here.
  const type = file.endsWith('.php') ? 'text/html; charset=utf-8' : contentTypeOf(file);
  return reply
    .headers(generatedSiteHeaders(PREVIEW_CSP))
    .header('cache-control', 'private, max-age=300')
    .type(type)
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
