import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireSession, sessionAccount } from '../../plugins/session-auth.ts';
import { findOwnGeneration } from '../generator/generation-service.ts';
import { lastEventIdOf, lastEventIdParam, type ProgressStreams } from '../generator/sse-stream.ts';
import { requirePro } from './require-pro.ts';

/**
 * /api/v1/messages/*: the progress of a message page's generation, for pro accounts. The message itself is sent to
 * POST /api/v1/generator (see message-requests.ts); its stream carries the same messages as the builder's.
 */
export async function proMessagesRoutes(app: FastifyInstance, { ctx, streams }: { ctx: AppContext; streams: ProgressStreams }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/sse', {
    schema: { tags: ['messages'], querystring: z.object({ track_id: z.uuid({ error: 'track_id must be a UUID.' }), last_event_id: lastEventIdParam }) },
    onRequest: [requireSession(ctx, { allowCookie: true }), requirePro],
    handler: async (request, reply) => {
      const generation = await findOwnGeneration(ctx, sessionAccount(request), request.query.track_id);
      await streams.open(generation, request, reply, lastEventIdOf(request, request.query.last_event_id));
    },
  });
}
