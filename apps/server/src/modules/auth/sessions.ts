import type { Clock } from '../../clock.ts';
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

/** The account a live session token belongs to, or undefined. */
export async function findSessionAccount(db: Db, clock: Clock, token: string): Promise<Account | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .selectAll('accounts')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', clock.now())
    .executeTakeFirst();
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function revokeAllSessions(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom('sessions').where('account_id', '=', accountId).execute();
}
