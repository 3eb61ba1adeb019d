import type { AppContext } from '../../app-context.ts';
import type { Clock } from '../../clock.ts';
import { compiledOnce } from '../../infra/db/compiled-query.ts';
import type { Db } from '../../infra/db/database.ts';
import type { Account } from '../../infra/db/schema.ts';
import { hashToken, newSessionToken } from './secret-tokens.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(db: Db, clock: Clock, accountId: string): Promise<string> {
  const token = newSessionToken();
  const now = clock.now();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), account_id: accountId, created_at: now, expires_at: now + SESSION_TTL_MS })
    .execute();
  return token;
}

const sessionAccountQuery = compiledOnce<Account, [tokenHash: string, now: number]>((db) =>
  db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .selectAll('accounts')
    .where('sessions.token_hash', '=', '')
    .where('sessions.expires_at', '>', 0),
);

/** The account a live session token belongs to, or undefined. Every signed-in request asks this. */
export async function findSessionAccount(db: Db, clock: Clock, token: string): Promise<Account | undefined> {
  const [account] = await sessionAccountQuery(db, hashToken(token), clock.now());
  return account;
}

/** Ends one session; this process's streams of it close at once, other instances' at their next check. */
export async function revokeSession(ctx: Pick<AppContext, 'db' | 'revocations'>, token: string): Promise<void> {
  await ctx.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
  ctx.revocations.revoked({ token });
}

/** Ends every session of the account, as revokeSession does for one. */
export async function revokeAllSessions(ctx: Pick<AppContext, 'db' | 'revocations'>, accountId: string): Promise<void> {
  await ctx.db.deleteFrom('sessions').where('account_id', '=', accountId).execute();
  ctx.revocations.revoked({ accountId });
}
