import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  adminServerTexts,
  auditListQuerySchema,
  auditListResponseSchema,
  dashboardResponseSchema,
  outboxListQuerySchema,
  outboxListResponseSchema,
  publishTemplatePreviewsRequestSchema,
  publishTemplatePreviewsResponseSchema,
  TEMPLATE_PREVIEWS_BODY_LIMIT,
} from '@sitecraft/shared/admin';
import { errorResponseSchema } from '@sitecraft/shared/http';
import type { AppContext } from '../../app-context.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { accountsRoutes } from './accounts-routes.ts';
import { adminAccount, requireAdmin } from './admin-guard.ts';
import { listAudit } from './audit-log.ts';
import { dashboard } from './dashboard.ts';
import { generationsRoutes } from './generations-routes.ts';
import { listOutbox } from './outbox.ts';
import { publishTemplatePreviews } from './template-previews.ts';

export interface AdminDeps {
  ctx: AppContext;
  artifacts: ArtifactStore;
}

const tags = ['admin'];
const answers = (success: z.ZodType) => ({ 200: success, '4xx': errorResponseSchema });

/** /api/v1/admin/*: every call needs a session of an account with the admin role (401 without one, 403 for anyone else). */
export async function adminRoutes(app: FastifyInstance, { ctx, artifacts }: AdminDeps): Promise<void> {
  app.addHook('onRequest', requireAdmin(ctx));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/dashboard', { schema: { tags, response: answers(dashboardResponseSchema) }, handler: () => dashboard(ctx) });

  await app.register((scope) => accountsRoutes(scope, ctx), { prefix: '/accounts' });
  await app.register((scope) => generationsRoutes(scope, ctx, artifacts), { prefix: '/generations' });

  routes.get('/audit', {
    schema: { tags, querystring: auditListQuerySchema, response: answers(auditListResponseSchema) },
    handler: async (request) => {
      const { page, pageSize } = request.query;
      return { success: true as const, ...(await listAudit(ctx.db, page, pageSize)), page, pageSize };
    },
  });

  routes.post('/template-previews', {
    schema: { tags, body: publishTemplatePreviewsRequestSchema, response: answers(publishTemplatePreviewsResponseSchema) },
    bodyLimit: TEMPLATE_PREVIEWS_BODY_LIMIT,
    handler: async (request) => {
      const published = await publishTemplatePreviews(ctx, adminAccount(request), request.body);
      return { success: true as const, message: adminServerTexts.previewsPublished(published.length), published };
    },
  });

  // Every mail goes through the outbox, whichever transport is set: each with its delivery status.
  routes.get('/outbox', {
    schema: { tags, querystring: outboxListQuerySchema, response: answers(outboxListResponseSchema) },
    handler: async (request) => {
      const { page, pageSize } = request.query;
      return { success: true as const, ...(await listOutbox(ctx, request.query)), page, pageSize };
    },
  });
}
