import type { FastifyReply, FastifyRequest } from 'fastify';
import { authServerTexts } from '@sitecraft/shared/auth';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { Account } from '../../infra/db/schema.ts';
import { requireSession, sessionAccount } from '../../plugins/session-auth.ts';

/**
 * An onRequest hook for the whole admin scope: a live session (the cookie only for GET, e.g. download links)
 * whose account has the admin role right now. It runs before the body is read, so nobody else can make the
 * server parse a large upload, and the role is read from the database on every call, so a demotion takes effect at once.
 */
export function requireAdmin(ctx: AppContext) {
  const session = requireSession(ctx, { allowCookie: true });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await session(request, reply);
    if (sessionAccount(request).role !== 'admin') throw new AppError(403, 'FORBIDDEN', authServerTexts.forbidden);
  };
}

/** The admin a requireAdmin hook admitted. */
export function adminAccount(request: FastifyRequest): Account {
  return sessionAccount(request);
}
