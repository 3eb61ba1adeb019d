import type { Clock } from '../../clock.ts';
import type { Db } from '../../infra/db/database.ts';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 10 * 60 * 1000;

/** Seconds until this IP may try again, or 0 when it is under the limit of failed logins. */
export async function loginRetryAfterSeconds(db: Db, clock: Clock, ip: string): Promise<number> {
  const since = clock.now() - LOGIN_FAILURE_WINDOW_MS;
  const failures = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('ip', '=', ip)
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'desc')
    .limit(LOGIN_FAILURE_LIMIT)
    .execute();
  if (failures.length < LOGIN_FAILURE_LIMIT) return 0;
  const oldestCounted = failures[failures.length - 1]!.failed_at;
  return Math.max(1, Math.ceil((oldestCounted + LOGIN_FAILURE_WINDOW_MS - clock.now()) / 1000));
}

export async function recordLoginFailure(db: Db, clock: Clock, ip: string): Promise<void> {
  const now = clock.now();
  await db.insertInto('login_failures').values({ ip, failed_at: now }).execute();
  await db.deleteFrom('login_failures').where('failed_at', '<=', now - LOGIN_FAILURE_WINDOW_MS).execute();
}
