import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devLoginOfferSchema } from '@sitecraft/shared/auth';
import type { AppContext } from '../../app-context.ts';
import { isDirectLocalRequest } from './loopback.ts';

/**
 * The login page asks this before it shows the DEV button. It exists whatever DEV_LOGIN says and always answers 200,
 * `enabled` saying whether the DEV login would answer this client: a 404 here would be logged as an error on every
 * login page where the DEV login is off.
 */
export async function devLoginOfferRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/login', {
    schema: {
      tags: ['dev'],
      description: 'Whether the DEV login (POST) is offered to this client: DEV_LOGIN is on and the client is on this machine, connected directly.',
      response: { 200: devLoginOfferSchema },
    },
    handler: async (request) => ({ success: true as const, enabled: ctx.config.devLogin && isDirectLocalRequest(request) }),
  });
}
