import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@sitecraft/shared/http';
import { siteStatsSchema, statsServerTexts } from '@sitecraft/shared/site-stats';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { requireSession, sessionAccount } from '../../plugins/session-auth.ts';
import { findOwnGeneration } from '../generator/generation-service.ts';
import { requestOf, siteHosts } from '../sites/generation-files.ts';
import { readSiteStats } from './visit-store.ts';
import { dayOf } from './visit-tally.ts';
import { VISITS_WRITE_MS } from './visit-counter.ts';

const siteParams = z.object({ trackId: z.uuid({ error: 'track_id must be a UUID.' }), host: z.string().min(1).max(253) });

/** A site's visit statistics in My sites, for its owner only (another account's site answers 404), under /sites. */
export async function statsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/:trackId/sites/:host/stats', {
    schema: {
      tags: ['sites'],
      description: `Visit statistics of a published site over the last 30 UTC days: page views and unique visitors per day (every day, oldest first), the 10 most viewed pages and the 10 hosts that linked to it most. Counted on the server as pages are served (no cookie, no script; bots, HEAD requests and prefetches are not counted) and written every ${VISITS_WRITE_MS / 1000} s, so the newest views show within about two minutes.`,
      params: siteParams,
      response: { 200: siteStatsSchema, '4xx': errorResponseSchema, '5xx': errorResponseSchema },
    },
    onRequest: requireSession(ctx),
    handler: async (request) => {
      const { trackId, host } = request.params;
      const generation = await findOwnGeneration(ctx, sessionAccount(request), trackId);
      if (generation.deleted_at !== null || !siteHosts(requestOf(generation)).includes(host)) throw new AppError(404, 'NO_SUCH_SITE', statsServerTexts.siteNotFound);
      return readSiteStats(ctx.db, { trackId, host }, dayOf(ctx.clock.now()));
    },
  });
}
