import type { AppContext } from '../../app-context.ts';
import type { Clock } from '../../clock.ts';
import { compiledOnce } from '../../infra/db/compiled-query.ts';
import type { Db } from '../../infra/db/database.ts';
import { eraseDeletedData } from '../../infra/db/erase-deleted-data.ts';
import type { Account } from '../../infra/db/schema.ts';
import { accountColumns } from './accounts.ts';
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

const sessionAccountQuery = compiledOnce<Account & { session_expires_at: number }, [tokenHash: string, now: number]>((db) =>
  db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select(accountColumns.map((column) => `accounts.${column}` as const))
    .select('sessions.expires_at as session_expires_at')
    .where('sessions.token_hash', '=', '')
    .where('sessions.expires_at', '>', 0),
);

/** The account of a live session (by its token's hash) and when the session ends; what the session cache reads. */
export async function readSession(db: Db, tokenHash: string, now: number): Promise<{ account: Account; expiresAt: number } | undefined> {
  const [row] = await sessionAccountQuery(db, tokenHash, now);
  if (!row) return undefined;
  const { session_expires_at: expiresAt, ...account } = row;
  return { account, expiresAt };
}

/** Ends one session: its streams and cached copies go at once in this process, and in others over Redis (REDIS_URL) or at their next check. */
export async function revokeSession(ctx: Pick<AppContext, 'db' | 'sessionEvents'>, token: string): Promise<void> {
  await ctx.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
  ctx.sessionEvents.revoked({ token });
  await eraseDeletedData(ctx.db);
}

/** Ends every session of the account, as revokeSession does for one. */
export async function revokeAllSessions(ctx: Pick<AppContext, 'db' | 'sessionEvents'>, accountId: string): Promise<void> {
  await ctx.db.deleteFrom('sessions').where('account_id', '=', accountId).execute();
  ctx.sessionEvents.revoked({ accountId });
  await eraseDeletedData(ctx.db);
}
