import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserResponseSchema, languageRequestSchema } from '@sitecraft/shared/auth';
import { errorResponseSchema } from '@sitecraft/shared/http';
import type { AppContext } from '../../app-context.ts';
import { requireSession, sessionAccount } from '../../plugins/session-auth.ts';
import { changeAccount, toSessionUser } from '../auth/accounts.ts';

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/me', {
    schema: { tags: ['user'], response: { 200: currentUserResponseSchema, '4xx': errorResponseSchema } },
    onRequest: requireSession(ctx, { allowCookie: true }),
    handler: async (request) => {
      const account = sessionAccount(request);
      return { success: true as const, user: { ...toSessionUser(account), credits: account.credits } };
    },
  });
  // The interface language the person chose, kept on the account so it follows them to another device.
  app.withTypeProvider<ZodTypeProvider>().put('/language', {
    schema: { tags: ['user'], body: languageRequestSchema, response: { 200: currentUserResponseSchema, '4xx': errorResponseSchema } },
    onRequest: requireSession(ctx),
    handler: async (request) => {
      const account = sessionAccount(request);
      const { language } = request.body;
      await changeAccount(ctx, account.id, (trx) => trx.updateTable('accounts').set({ language }).where('id', '=', account.id).execute());
      return { success: true as const, user: { ...toSessionUser({ ...account, language }), credits: account.credits } };
    },
  });
}
