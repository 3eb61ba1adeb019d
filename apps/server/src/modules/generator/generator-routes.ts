import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generationRequestSchema } from '@sitecraft/shared/generation';
import { errorResponseSchema } from '@sitecraft/shared/http';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { requireSession, sessionAccount } from '../../plugins/session-auth.ts';
import { recordDownload } from '../forms/tokenless-posts.ts';
import { acceptMessageRequests } from '../pro-messages/message-requests.ts';
import type { GenerationFiles } from '../sites/generation-files.ts';
import { openNewestZip } from '../sites/newest-download.ts';
import { latestMessage } from './generation-store.ts';
import { downloadName, findOwnGeneration, startGeneration } from './generation-service.ts';
import type { GenerationWorkers } from './generation-workers.ts';
import { supportedLanguages } from './generation-engine.ts';
import { generatorTexts } from './generator-texts.ts';
import { refuseStopWordConflicts } from './stop-word-refusal.ts';
import { sendZip } from './zip-download.ts';
import { lastEventIdOf, lastEventIdParam, type ProgressStreams } from './sse-stream.ts';

export interface GeneratorDeps {
  ctx: AppContext;
  streams: ProgressStreams;
  workers: GenerationWorkers;
  artifacts: ArtifactStore;
  files: GenerationFiles;
}

const trackIdSchema = z.uuid({ error: 'track_id must be a UUID.' });
const progressSchema = z.looseObject({ track_id: z.string(), status: z.string(), message: z.string() });

export async function generatorRoutes(app: FastifyInstance, { ctx, streams, workers, artifacts, files }: GeneratorDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const readSession = requireSession(ctx, { allowCookie: true });

  routes.post('/', {
    schema: {
      tags: ['generator'],
      description: 'The builder form. A pro account may send the message page\'s { message_type, message, track_id } instead.',
      body: generationRequestSchema,
      response: { 200: z.object({ success: z.literal(true), message: z.string(), track_id: z.string() }), '4xx': errorResponseSchema },
    },
    // A pro account's message-type body becomes a builder request before validation; the owner's answers that
    // contradict each other are refused in the customer's language before anything is charged.
    preValidation: [acceptMessageRequests(ctx), refuseStopWordConflicts],
    onRequest: requireSession(ctx),
    handler: async (request) => {
      await startGeneration(ctx, sessionAccount(request), request.body);
      await workers.enqueue(request.body.track_id);
      return { success: true as const, message: 'Generation started', track_id: request.body.track_id };
    },
  });

  routes.get('/languages', {
    schema: {
      tags: ['generator'],
      description: 'The languages of step 5 and what a site in each contains under the current configuration: the interface (menus, buttons, forms, legal texts) and whether the page texts are written in that language or in English.',
      response: {
        200: z.object({
          writer: z.string(),
          languages: z.array(z.object({ code: z.string(), name: z.string(), native: z.string(), interface: z.boolean(), fullTexts: z.boolean() })),
        }),
      },
    },
    handler: async () => supportedLanguages(ctx.config),
  });

  routes.get('/status/:track_id', {
    schema: { tags: ['generator'], params: z.object({ track_id: trackIdSchema }), response: { 200: progressSchema, '4xx': errorResponseSchema } },
    onRequest: readSession,
    handler: async (request) => latestMessage(await findOwnGeneration(ctx, sessionAccount(request), request.params.track_id)),
  });

  routes.get('/sse', {
    schema: {
      tags: ['generator'],
      description: 'The progress of a generation as server-sent events. Kept messages carry an `id:`; a reconnecting client sends the last one it saw (Last-Event-ID, or `last_event_id`) and gets only what came after.',
      querystring: z.object({ track_id: trackIdSchema, last_event_id: lastEventIdParam }),
    },
    onRequest: readSession,
    handler: async (request, reply) => {
      const generation = await findOwnGeneration(ctx, sessionAccount(request), request.query.track_id);
      await streams.open(generation, request, reply, lastEventIdOf(request, request.query.last_event_id));
    },
  });

  routes.get('/download/:track_id', {
    schema: { tags: ['generator'], description: "The generation's ZIP, each site in its newest version: a site edited since holds its newest saved version. Its sites' forms take posts without a time token from then on (see the form settings).", params: z.object({ track_id: trackIdSchema }) },
    onRequest: readSession,
    handler: async (request, reply) => {
      const generation = await findOwnGeneration(ctx, sessionAccount(request), request.params.track_id);
      const artifact = await openNewestZip({ ctx, artifacts, files }, generation);
      if (!artifact) throw new AppError(404, 'NO_RESULT', generatorTexts.notFound);
      await recordDownload(ctx.db, generation.track_id, undefined, ctx.clock.now());
      return sendZip(reply, artifact, downloadName(generation));
    },
  });
}
