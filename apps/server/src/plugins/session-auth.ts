import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { authServerTexts } from '@sitecraft/shared/auth';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import type { Account } from '../infra/db/schema.ts';
import { SESSION_TTL_MS } from '../modules/auth/sessions.ts';

export const SESSION_COOKIE = 'sc_session';

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null;
    sessionToken: string | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S{1,200})$/i);
  return match?.[1];
}

/**
 * A hook that admits only a live session. The cookie counts only for GET endpoints that a browser
 * opens without headers (EventSource, downloads); state-changing calls must carry the Bearer header. Routes use it as
 * their onRequest hook: it reads only the headers, so a request without a session is refused before its body is read
 * (as a preHandler, it would run after a 10 MB upload had been taken in).
 */
export function requireSession(ctx: AppContext, options: { allowCookie: boolean } = { allowCookie: false }) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const cookieToken = options.allowCookie && request.method === 'GET' ? request.cookies[SESSION_COOKIE] : undefined;
    const token = bearerToken(request) ?? cookieToken;
    const account = token ? await ctx.sessions.find(token) : undefined;
    if (!token || !account) throw new AppError(401, 'UNAUTHORIZED', authServerTexts.unauthorized);
    request.account = account;
    request.sessionToken = token;
  };
}

/** The account a requireSession hook admitted. */
export function sessionAccount(request: FastifyRequest): Account {
  if (!request.account) throw new AppError(401, 'UNAUTHORIZED', authServerTexts.unauthorized);
  return request.account;
}

/** Sets the httpOnly session cookie that GET-only endpoints (EventSource, downloads) accept. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/api',
    maxAge: SESSION_TTL_MS / 1000,
  });
}
