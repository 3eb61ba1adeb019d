import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmEmailResponseSchema,
  emailConfirmationTexts as texts,
  isConfirmationCode,
  sendConfirmationRequestSchema,
  sendConfirmationResponseSchema,
} from '@sitecraft/shared/email-confirmation';
import { errorResponseSchema } from '@sitecraft/shared/http';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { askedLanguage } from '../../plugins/answer-language.ts';
import { requireSession, sessionAccount } from '../../plugins/session-auth.ts';
import { confirmEmail, sendConfirmation } from './email-confirmation-service.ts';

/** /api/v1/email/*: the confirmation widget's send-confirmation and the link's confirmEmail/:code. */
export async function emailConfirmationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/send-confirmation', {
    schema: { tags: ['email'], body: sendConfirmationRequestSchema, response: { 200: sendConfirmationResponseSchema, '4xx': errorResponseSchema } },
    onRequest: requireSession(ctx),
    // The per-address minute keeps one inbox quiet; this keeps one client from mailing many addresses.
    config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    // In the language the person asked for (their account's, else their Accept-Language); English, the widget's, else.
    handler: async (request) => ({ success: true as const, message: await sendConfirmation(ctx, sessionAccount(request), request.body.email, askedLanguage(request) ?? 'en') }),
  });

  // No session needed: the code proves the mailbox, and the link may be opened in a browser that is not signed in.
  routes.get('/confirmEmail/:code', {
    schema: { tags: ['email'], params: z.object({ code: z.string().max(200) }), response: { 200: confirmEmailResponseSchema, '4xx': errorResponseSchema } },
    handler: async (request) => {
      const { code } = request.params;
      if (!isConfirmationCode(code)) throw new AppError(400, 'CODE_INVALID', texts.codeInvalid);
      return { success: true as const, message: texts.confirmSuccess, ...(await confirmEmail(ctx, code)) };
    },
  });
}
