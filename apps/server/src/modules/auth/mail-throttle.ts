import type { Clock } from '../../clock.ts';
import type { Db } from '../../infra/db/database.ts';
import { hashToken } from './secret-tokens.ts';

export const MAIL_INTERVAL_MS = 60_000;

/**
 * Reserves the right to mail an address for one purpose; false while the last mail is under a minute old.
 * Unknown addresses are throttled the same way, so the answer reveals nothing about who has an account.
 */
export async function reserveMailSlot(db: Db, clock: Clock, purpose: string, address: string): Promise<boolean> {
  const now = clock.now();
  const result = await db
    .insertInto('mail_throttle')
    .values({ key_hash: hashToken(`${purpose}:${address}`), sent_at: now })
    .onConflict((conflict) => conflict.column('key_hash').doUpdateSet({ sent_at: now }).where('mail_throttle.sent_at', '<=', now - MAIL_INTERVAL_MS))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
