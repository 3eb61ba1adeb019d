import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountChangeResponseSchema,
  accountDetailResponseSchema,
  accountIdParamsSchema,
  accountListQuerySchema,
  accountListResponseSchema,
  accountUpdateRequestSchema,
  adminServerTexts,
  creditAdjustmentRequestSchema,
} from '@sitecraft/shared/admin';
import { errorResponseSchema } from '@sitecraft/shared/http';
import type { AppContext } from '../../app-context.ts';
import { answerTexts } from '../../plugins/answer-language.ts';
import { accountDetail, adjustCredits, listAccounts, updateAccount } from './accounts-service.ts';
import { adminAccount } from './admin-guard.ts';

const tags = ['admin'];

/** /api/v1/admin/accounts: search and page accounts, change role, pro flag and plan, grant or deduct credits. */
export async function accountsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/', {
    schema: { tags, querystring: accountListQuerySchema, response: { 200: accountListResponseSchema, '4xx': errorResponseSchema } },
    handler: async (request) => {
      const { items, total } = await listAccounts(ctx, request.query);
      return { success: true as const, items, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  });

  routes.get('/:id', {
    schema: { tags, params: accountIdParamsSchema, response: { 200: accountDetailResponseSchema, '4xx': errorResponseSchema } },
    handler: async (request) => {
      const detail = await accountDetail(ctx, request.params.id);
      const translate = answerTexts(request);
      return { success: true as const, ...detail, ledger: detail.ledger.map((line) => ({ ...line, reason: translate(line.reason) })) };
    },
  });

  routes.patch('/:id', {
    schema: { tags, params: accountIdParamsSchema, body: accountUpdateRequestSchema, response: { 200: accountChangeResponseSchema, '4xx': errorResponseSchema } },
    handler: async (request) => {
      const account = await updateAccount(ctx, adminAccount(request), request.params.id, request.body);
      return { success: true as const, message: adminServerTexts.accountUpdated, account };
    },
  });

  routes.post('/:id/credits', {
    schema: { tags, params: accountIdParamsSchema, body: creditAdjustmentRequestSchema, response: { 200: accountChangeResponseSchema, '4xx': errorResponseSchema } },
    handler: async (request) => {
      const account = await adjustCredits(ctx, adminAccount(request), request.params.id, request.body);
      return { success: true as const, message: adminServerTexts.creditsAdjusted, account };
    },
  });
}
