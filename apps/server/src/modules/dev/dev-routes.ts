import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { loginResponseSchema } from '@sitecraft/shared/auth';
import { errorResponseSchema } from '@sitecraft/shared/http';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { changeAccount, findAccountByEmail, insertAccount, markEmailVerified, toSessionUser } from '../auth/accounts.ts';
import { hashPassword } from '../auth/password.ts';
import { createSession } from '../auth/sessions.ts';
import { setSessionCookie } from '../../plugins/session-auth.ts';
import { isCrossSiteRequest, isDirectLocalRequest } from './loopback.ts';

export const DEV_ADMIN_EMAIL = 'dev-admin@sitecraft.local';
const DEV_ADMIN_CREDITS = 100;

function onlyFromThisMachine(request: FastifyRequest): void {
  // A remote or proxied client is told the endpoint does not exist, exactly as when DEV_LOGIN is off.
  if (!isDirectLocalRequest(request)) throw new AppError(404, 'NOT_FOUND', `Не найдено: ${request.method} ${request.url.split('?')[0]}`);
  if (request.method !== 'GET' && isCrossSiteRequest(request)) throw new AppError(403, 'CROSS_SITE', 'Запрос с другого сайта отклонён');
}

/** The real local admin account behind the login page's DEV button, created on first use. */
async function devAdmin(ctx: AppContext) {
  const existing = await findAccountByEmail(ctx.db, DEV_ADMIN_EMAIL);
  if (existing) return existing;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const created = await insertAccount(ctx.db, ctx.clock, { email: DEV_ADMIN_EMAIL, name: 'Dev Admin', passwordHash, role: 'admin' });
  if (created) {
    await markEmailVerified(ctx, created.id);
    await changeAccount(ctx, created.id, async (trx) => {
      await trx.updateTable('accounts').set({ credits: sql`credits + ${DEV_ADMIN_CREDITS}` }).where('id', '=', created.id).execute();
      await trx.insertInto('credit_ledger').values({ account_id: created.id, delta: DEV_ADMIN_CREDITS, reason: 'Development account', created_at: ctx.clock.now() }).execute();
    });
  }
  return (await findAccountByEmail(ctx.db, DEV_ADMIN_EMAIL))!;
}

/**
 * Development-only endpoints, registered only with DEV_LOGIN=true (never allowed in production); they answer clients
 * on this machine that reach the server directly, and refuse posts from other sites. Whether they are offered is
 * asked of `GET /dev/login` (dev-login-offer.ts), which always exists.
 */
export async function devRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', async (request) => onlyFromThisMachine(request));

  routes.post('/login', {
    schema: { tags: ['dev'], response: { 200: loginResponseSchema, '4xx': errorResponseSchema } },
    handler: async (_request, reply) => {
      const account = await devAdmin(ctx);
      const token = await createSession(ctx.db, ctx.clock, account.id);
      setSessionCookie(reply, ctx.config, token);
      return { success: true, message: 'Вход выполнен (DEV)', token, user: toSessionUser(account) };
    },
  });

  // Mail is read here only while it is kept rather than sent (no SMTP_URL).
  if (ctx.config.smtpUrl) return;
  const outboxMail = z.object({ id: z.number(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), createdAt: z.number() });
  routes.get('/outbox', {
    schema: {
      tags: ['dev'],
      querystring: z.object({ to: z.string().max(254).optional() }),
      response: { 200: z.object({ success: z.literal(true), mails: z.array(outboxMail) }), '4xx': errorResponseSchema },
    },
    handler: async (request) => {
      let query = ctx.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(100);
      if (request.query.to) query = query.where('to_address', '=', request.query.to.toLowerCase());
      const rows = await query.execute();
      const mails = rows.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, createdAt: row.created_at }));
      return { success: true as const, mails };
    },
  });
}
