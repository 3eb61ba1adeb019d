import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminServerTexts,
  generationDetailResponseSchema,
  generationListQuerySchema,
  generationListResponseSchema,
  trackIdParamsSchema,
} from '@sitecraft/shared/admin';
import { errorResponseSchema } from '@sitecraft/shared/http';
import type { AppContext } from '../../app-context.ts';
import { answerTexts } from '../../plugins/answer-language.ts';
import { AppError } from '../../app-error.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { downloadName } from '../generator/generation-service.ts';
import { sendZip } from '../generator/zip-download.ts';
import { findGenerationWithOwner, generationDetail, listGenerations } from './generations-service.ts';

const tags = ['admin'];

/** /api/v1/admin/generations: search generations, see a stage timeline and a failure's reason, download any result. */
export async function generationsRoutes(app: FastifyInstance, ctx: AppContext, artifacts: ArtifactStore): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/', {
    schema: { tags, querystring: generationListQuerySchema, response: { 200: generationListResponseSchema, '4xx': errorResponseSchema } },
    handler: async (request) => {
      const { items, total } = await listGenerations(ctx, request.query);
      return { success: true as const, items, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  });

  routes.get('/:trackId', {
    schema: { tags, params: trackIdParamsSchema, response: { 200: generationDetailResponseSchema, '4xx': errorResponseSchema } },
    handler: async (request) => {
      const detail = await generationDetail(ctx, request.params.trackId);
      const translate = answerTexts(request);
      return { success: true as const, ...detail, events: detail.events.map((event) => ({ ...event, message: translate(event.message) })) };
    },
  });

  routes.get('/:trackId/download', {
    schema: { tags, params: trackIdParamsSchema },
    handler: async (request, reply) => {
      const generation = await findGenerationWithOwner(ctx, request.params.trackId);
      const artifact = generation.status === 'completed' && generation.artifact_key ? await artifacts.open(generation.artifact_key) : undefined;
      if (!artifact) throw new AppError(404, 'NO_RESULT', adminServerTexts.noResult);
      return sendZip(reply, artifact, downloadName(generation));
    },
  });
}
