import { sql, type Transaction } from 'kysely';
import { WELCOME_CREDITS } from '@sitecraft/shared/credits';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../infra/db/schema.ts';

/**
 * Grants the welcome credits unless this account already had them. Run inside the transaction that
 * marks the email verified: the conditional update is what makes the grant happen once, even under races.
 */
export async function grantWelcomeCredits(trx: Transaction<Database>, clock: Clock, accountId: string): Promise<boolean> {
  const result = await trx
    .updateTable('accounts')
    .set({ welcome_credits_granted: 1, credits: sql`credits + ${WELCOME_CREDITS}` })
    .where('id', '=', accountId)
    .where('welcome_credits_granted', '=', 0)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  await trx
    .insertInto('credit_ledger')
    .values({ account_id: accountId, delta: WELCOME_CREDITS, reason: 'Email verified', created_at: clock.now() })
    .execute();
  return true;
}
