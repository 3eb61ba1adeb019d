import type { FastifyReply, FastifyRequest } from 'fastify';
import { isMessageRequestBody, messageRequestSchema, messageToGenerationRequest } from '@sitecraft/shared/pro-messages';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { requireSession } from '../../plugins/session-auth.ts';
import { requirePro } from './require-pro.ts';

/**
 * A preValidation hook for POST /api/v1/generator: a message-type body (message_type, message, track_id) from a pro
 * account is turned into the builder request it stands for, which then takes the generator's usual path (validation,
 * credits, queue, progress). Anyone else sending one is refused: 401 without a session, 403 without pro.
 */
export function acceptMessageRequests(ctx: AppContext) {
  const authenticate = requireSession(ctx);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!isMessageRequestBody(request.body)) return;
    await authenticate(request, reply);
    await requirePro(request);
    const parsed = messageRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
      throw new AppError(400, 'INVALID_MESSAGE', messages.join(' '));
    }
    request.body = messageToGenerationRequest(parsed.data);
  };
}
