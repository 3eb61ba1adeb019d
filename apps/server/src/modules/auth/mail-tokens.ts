import type { Clock } from '../../clock.ts';
import type { Db } from '../../infra/db/database.ts';
import type { MailTokenPurpose } from '../../infra/db/schema.ts';
import { hashToken, newMailToken } from './secret-tokens.ts';

export const MAIL_TOKEN_TTL_MS: Record<MailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  confirm_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** Issues a fresh single-use token for a mailed link and returns it in the clear (only its hash is kept). */
export async function issueMailToken(db: Db, clock: Clock, accountId: string, purpose: MailTokenPurpose, email: string): Promise<string> {
  const token = newMailToken();
  const now = clock.now();
  await db
    .insertInto('mail_tokens')
    .values({ token_hash: hashToken(token), account_id: accountId, purpose, email, created_at: now, expires_at: now + MAIL_TOKEN_TTL_MS[purpose], used_at: null })
    .execute();
  return token;
}

/**
 * Marks a token used and returns what it proves, or undefined when it is unknown, used or expired.
 * The conditional update makes it single use even under concurrent requests.
 */
export async function consumeMailToken(db: Db, clock: Clock, token: string, purpose: MailTokenPurpose) {
  const tokenHash = hashToken(token);
  const now = clock.now();
  const result = await db
    .updateTable('mail_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return undefined;
  return db.selectFrom('mail_tokens').select(['account_id', 'email']).where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
}
