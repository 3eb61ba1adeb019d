import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@sitecraft/shared/http';
import { publishRequestSchema, publishResponseSchema, siteListResponseSchema } from '@sitecraft/shared/sites';
import { siteVersionRoutes } from './site-versions-routes.ts';
import type { AppContext } from '../../app-context.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { requireSession, sessionAccount } from '../../plugins/session-auth.ts';
import { findOwnGeneration } from '../generator/generation-service.ts';
import { publishSite, unpublishSite } from '../publishing/publishing-service.ts';
import type { GenerationFiles } from './generation-files.ts';
import { sendPreviewFile } from './site-preview.ts';
import { deleteSite, listSites } from './sites-service.ts';

export interface SitesDeps {
  ctx: AppContext;
  artifacts: ArtifactStore;
  files: GenerationFiles;
}

const trackId = z.uuid({ error: 'track_id must be a UUID.' });
const trackIdParams = z.object({ trackId });
const done = z.object({ success: z.literal(true) });

/** My sites: the signed-in account's generations, their previews, deletion and publishing. Another account's are 404. */
export async function sitesRoutes(app: FastifyInstance, deps: SitesDeps): Promise<void> {
  const { ctx, artifacts, files } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(ctx);
  const own = (request: FastifyRequest, id: string) => findOwnGeneration(ctx, sessionAccount(request), id);

  routes.get('/', {
    schema: {
      tags: ['sites'],
      description: "The account's generations, newest first: domains, languages, file type, status, dates, whether the site models were kept, publications.",
      response: { 200: siteListResponseSchema, '4xx': errorResponseSchema },
    },
    onRequest: session,
    handler: async (request) => ({ sites: await listSites(ctx, sessionAccount(request)) }),
  });

  routes.delete('/:trackId', {
    schema: {
      tags: ['sites'],
      description: 'Deletes an ended generation with its ZIP, site models and publications (409 while it is queued or running). The credit ledger keeps its lines.',
      params: trackIdParams,
      response: { 200: done, '4xx': errorResponseSchema },
    },
    onRequest: session,
    handler: async (request) => {
      await deleteSite(ctx, artifacts, await own(request, request.params.trackId));
      return { success: true as const };
    },
  });

  routes.get('/:trackId/preview/:host/*', {
    schema: {
      tags: ['sites'],
      description: "A file of one of the generation's sites, from its ZIP, for its owner (the session cookie counts): sandboxed, no script.",
      params: z.object({ trackId, host: z.string().max(253), '*': z.string().max(500) }),
    },
    onRequest: requireSession(ctx, { allowCookie: true }),
    handler: async (request, reply) => sendPreviewFile(files, await own(request, request.params.trackId), request.params.host, request.params['*'], reply),
  });

  routes.post('/:trackId/publication', {
    schema: {
      tags: ['sites'],
      description: "Publishes one of the generation's sites (its domain as `host`; `version` to choose one, else the newest) at PUBLISH_ORIGIN/p/<slug>/, or republishes it in place. HTML sites only: a PHP site answers 409.",
      params: trackIdParams,
      body: publishRequestSchema,
      response: { 200: publishResponseSchema, '4xx': errorResponseSchema },
    },
    onRequest: session,
    handler: async (request) => publishSite(deps, await own(request, request.params.trackId), request.body.host, request.body.version),
  });

  routes.delete('/:trackId/publication/:slug', {
    schema: {
      tags: ['sites'],
      description: 'Takes a published site offline.',
      params: z.object({ trackId, slug: z.string().max(80) }),
      response: { 200: done, '4xx': errorResponseSchema },
    },
    onRequest: session,
    handler: async (request) => {
      await unpublishSite(deps, await own(request, request.params.trackId), request.params.slug);
      return { success: true as const };
    },
  });

  await siteVersionRoutes(app, deps);
}
