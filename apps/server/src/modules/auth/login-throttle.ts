import type { Clock } from '../../clock.ts';
import type { Db } from '../../infra/db/database.ts';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 10 * 60 * 1000;

export type LoginAttempt = { granted: true; id: number } | { granted: false; retryAfterSeconds: number };

/**
 * Reserves one password check for this IP before the hash is computed, so parallel requests cannot all slip under the
 * limit: the attempt is written first, then the IP's attempts in the window are counted. Counting every row (not only
 * older ones) keeps the rule sound in commit order: the k-th committed attempt sees at least k, so at most
 * LOGIN_FAILURE_LIMIT are granted. A refused attempt is removed again; a granted one stays as a failure unless the
 * login succeeds (see releaseLoginAttempt).
 */
export async function reserveLoginAttempt(db: Db, clock: Clock, ip: string): Promise<LoginAttempt> {
  const now = clock.now();
  const { id } = await db.insertInto('login_failures').values({ ip, failed_at: now }).returning('id').executeTakeFirstOrThrow();
  const { attempts } = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll().as('attempts'))
    .where('ip', '=', ip)
    .where('failed_at', '>', now - LOGIN_FAILURE_WINDOW_MS)
    .executeTakeFirstOrThrow();
  if (Number(attempts) <= LOGIN_FAILURE_LIMIT) return { granted: true, id };
  await releaseLoginAttempt(db, id);
  return { granted: false, retryAfterSeconds: await retryAfterSeconds(db, clock, ip) };
}

/** Takes a reserved attempt back: the login succeeded or was refused before the check. */
export async function releaseLoginAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/** Keeps the failed attempt and drops the ones that have left the window. */
export async function settleLoginFailure(db: Db, clock: Clock): Promise<void> {
  await db.deleteFrom('login_failures').where('failed_at', '<=', clock.now() - LOGIN_FAILURE_WINDOW_MS).execute();
}

/** Seconds until the oldest of the IP's latest LOGIN_FAILURE_LIMIT attempts leaves the window; at least 1. */
async function retryAfterSeconds(db: Db, clock: Clock, ip: string): Promise<number> {
  const latest = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('ip', '=', ip)
    .where('failed_at', '>', clock.now() - LOGIN_FAILURE_WINDOW_MS)
    .orderBy('failed_at', 'desc')
    .limit(LOGIN_FAILURE_LIMIT)
    .execute();
  const oldestCounted = latest.at(-1)?.failed_at ?? clock.now();
  return Math.max(1, Math.ceil((oldestCounted + LOGIN_FAILURE_WINDOW_MS - clock.now()) / 1000));
}
