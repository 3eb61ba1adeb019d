import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/app-context.ts';
import { call } from './test-app.ts';

export const PASSWORD = 'correct-horse-1';

/** The token of the newest mailed link to an address whose path matches `route` (e.g. verify-email). */
export async function mailedToken(ctx: AppContext, to: string, route: string): Promise<string> {
  const mails = await ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').execute();
  for (const mail of mails) {
    const match = mail.text_body.match(new RegExp(`#/${route}/([0-9a-f]{40})`));
    if (match) return match[1]!;
  }
  throw new Error(`no ${route} link mailed to ${to}`);
}

export async function register(app: FastifyInstance, email: string, name = 'Ada Lovelace') {
  return call(app, 'POST', '/api/v1/auth/register', { body: { name, email, password: PASSWORD } });
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD) {
  return call(app, 'POST', '/api/v1/auth/login', { body: { email, password } });
}

/** Registers, verifies by the mailed link and logs in; returns the session token. */
export async function signUpVerified(app: FastifyInstance, ctx: AppContext, email: string): Promise<string> {
  await register(app, email);
  const token = await mailedToken(ctx, email, 'verify-email');
  await call(app, 'GET', `/api/v1/auth/verify-email/${token}`);
  const response = await login(app, email);
  return response.body.token as string;
}
