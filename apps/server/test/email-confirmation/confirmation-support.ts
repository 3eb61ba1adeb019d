import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/app-context.ts';
import { login, register } from '../support/accounts.ts';
import { call } from '../support/test-app.ts';

/** The code of the newest confirmation link (`#/<code>`) mailed to an address. */
export async function mailedCode(ctx: AppContext, to: string): Promise<string> {
  const mails = await ctx.db.selectFrom('outbox').select('text_body').where('to_address', '=', to).orderBy('id', 'desc').execute();
  for (const mail of mails) {
    const match = /#\/([0-9a-f]{40})(?![0-9a-f])/.exec(mail.text_body);
    if (match) return match[1]!;
  }
  throw new Error(`no confirmation link mailed to ${to}`);
}

/** Registers an account without verifying it and returns its session token. */
export async function signUpUnverified(app: FastifyInstance, email: string): Promise<string> {
  await register(app, email);
  return (await login(app, email)).body.token as string;
}

export const sendConfirmation = (app: FastifyInstance, token: string | undefined, email: string) =>
  call(app, 'POST', '/api/v1/email/send-confirmation', { token, body: { email } });

export const confirm = (app: FastifyInstance, code: string) => call(app, 'GET', `/api/v1/email/confirmEmail/${code}`);

export async function me(app: FastifyInstance, token: string) {
  return (await call(app, 'GET', '/api/v1/user/me', { token })).body.user as { email: string; isEmailVerified: boolean; credits: number };
}
