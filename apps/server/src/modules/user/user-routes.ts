import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserResponseSchema } from '@sitecraft/shared/auth';
import { errorResponseSchema } from '@sitecraft/shared/http';
import type { AppContext } from '../../app-context.ts';
import { requireSession, sessionAccount } from '../../plugins/session-auth.ts';
import { toSessionUser } from '../auth/accounts.ts';

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/me', {
    schema: { tags: ['user'], response: { 200: currentUserResponseSchema, '4xx': errorResponseSchema } },
    onRequest: requireSession(ctx, { allowCookie: true }),
    handler: async (request) => {
      const account = sessionAccount(request);
      return { success: true as const, user: { ...toSessionUser(account), credits: account.credits } };
    },
  });
}
