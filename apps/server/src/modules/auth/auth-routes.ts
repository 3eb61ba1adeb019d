import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authServerTexts, emailRequestSchema, loginRequestSchema, loginResponseSchema, messageResponseSchema, registerRequestSchema, resetPasswordRequestSchema } from '@sitecraft/shared/auth';
import { errorResponseSchema } from '@sitecraft/shared/http';
import type { AppContext } from '../../app-context.ts';
import { askedLanguage } from '../../plugins/answer-language.ts';
import { SESSION_COOKIE, requireSession, setSessionCookie } from '../../plugins/session-auth.ts';
import * as auth from './auth-service.ts';
import { revokeSession } from './sessions.ts';

const answers = (success: z.ZodType) => ({ 200: success, '4xx': errorResponseSchema });
const ok = (message: string) => ({ success: true, message });
/** Per client address; the per-address mail throttle keeps one inbox quiet, this keeps one client from mailing many. */
const mailRequestLimit = { rateLimit: { max: 20, timeWindow: '1 hour' } };

/**
 * The least time a mail request takes to answer. A known address costs a few database writes (token, outbox row) that
 * an unknown one does not; both answering at this floor keeps the difference from telling which addresses have accounts.
 */
const MAIL_ANSWER_FLOOR_MS = 60;

async function atTheFloor<T>(work: Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work;
  const left = MAIL_ANSWER_FLOOR_MS - (performance.now() - started);
  if (left > 0) await sleep(left);
  return result;
}

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/register', {
    schema: { tags: ['auth'], body: registerRequestSchema, response: answers(messageResponseSchema) },
    config: mailRequestLimit,
    handler: async (request) => ok(await auth.register(ctx, request.body, askedLanguage(request))),
  });

  routes.get('/verify-email/:token', {
    schema: { tags: ['auth'], params: z.object({ token: z.string().max(200) }), response: answers(messageResponseSchema) },
    handler: async (request) => ok(await auth.verifyEmail(ctx, request.params.token)),
  });

  routes.post('/resend-verification', {
    schema: { tags: ['auth'], body: emailRequestSchema, response: answers(messageResponseSchema) },
    config: mailRequestLimit,
    handler: async (request) => ok(await atTheFloor(auth.resendVerification(ctx, request.body.email, askedLanguage(request)))),
  });

  routes.post('/login', {
    schema: { tags: ['auth'], body: loginRequestSchema, response: answers(loginResponseSchema) },
    handler: async (request, reply) => {
      const result = await auth.login(ctx, request.body, request.ip);
      setSessionCookie(reply, ctx.config, result.token);
      return result;
    },
  });

  routes.post('/logout', {
    schema: { tags: ['auth'], response: answers(messageResponseSchema) },
    onRequest: requireSession(ctx),
    handler: async (request, reply) => {
      await revokeSession(ctx, request.sessionToken!);
      reply.clearCookie(SESSION_COOKIE, { path: '/api' });
      return ok(authServerTexts.logoutSuccess);
    },
  });

  routes.post('/forgot-password', {
    schema: { tags: ['auth'], body: emailRequestSchema, response: answers(messageResponseSchema) },
    config: mailRequestLimit,
    handler: async (request) => ok(await atTheFloor(auth.forgotPassword(ctx, request.body.email, askedLanguage(request)))),
  });

  routes.post('/reset-password', {
    schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: answers(messageResponseSchema) },
    handler: async (request) => ok(await auth.resetPassword(ctx, request.body)),
  });
}
