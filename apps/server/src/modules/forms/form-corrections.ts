import { createHmac } from 'node:crypto';
import type { Db } from '../../infra/db/database.ts';
import type { TokenCheck } from './form-token.ts';

/** How long a post sent back to be corrected excuses its client's resend that comes too soon. */
export const CORRECTION_WINDOW_MS = 30 * 60 * 1000;

export type ValidToken = Extract<TokenCheck, { kind: 'valid' }>;

/** A post's client as a key that names nobody: an HMAC of the form and the client address under the token key. */
export function formClient(secret: string, formId: string, address: string): string {
  return createHmac('sha256', secret).update(`${formId}\n${address}`).digest('base64url');
}

/**
 * Remembers the time token of a post sent back to be corrected (a valid token: the visitor took a person's time), for
 * CORRECTION_WINDOW_MS and never past the token's own expiry. Its client's next post is its latest problem only.
 */
export async function rememberCorrection(db: Db, client: string, token: ValidToken, now: number): Promise<void> {
  const row = { client, nonce: token.nonce, token_expires_at: token.expiresAt, expires_at: Math.min(now + CORRECTION_WINDOW_MS, token.expiresAt) };
  await db
    .insertInto('form_corrections')
    .values(row)
    .onConflict((conflict) => conflict.column('client').doUpdateSet({ nonce: row.nonce, token_expires_at: row.token_expires_at, expires_at: row.expires_at }))
    .execute();
}

/** The time token of the client's last post sent back to be corrected, while its window lasts. */
export async function correctedToken(db: Db, client: string, now: number): Promise<ValidToken | undefined> {
  const row = await db.selectFrom('form_corrections').select(['nonce', 'token_expires_at']).where('client', '=', client).where('expires_at', '>', now).executeTakeFirst();
  return row && { kind: 'valid', nonce: row.nonce, expiresAt: row.token_expires_at };
}

/** Forgets the corrections whose window is over. */
export async function forgetExpiredCorrections(db: Db, now: number): Promise<void> {
  await db.deleteFrom('form_corrections').where('expires_at', '<=', now).execute();
}
