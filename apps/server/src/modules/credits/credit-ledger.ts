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

/** Takes `amount` credits if the balance covers it; false (and nothing written) otherwise. Never goes negative. */
export async function chargeCredits(trx: Transaction<Database>, clock: Clock, accountId: string, amount: number, reason: string): Promise<boolean> {
  const result = await trx
    .updateTable('accounts')
    .set({ credits: sql`credits - ${amount}` })
    .where('id', '=', accountId)
    .where('credits', '>=', amount)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  await trx.insertInto('credit_ledger').values({ account_id: accountId, delta: -amount, reason, created_at: clock.now() }).execute();
  return true;
}

/** Gives credits back, writing the ledger line in the same transaction. */
export async function addCredits(trx: Transaction<Database>, clock: Clock, accountId: string, amount: number, reason: string): Promise<void> {
  await trx.updateTable('accounts').set({ credits: sql`credits + ${amount}` }).where('id', '=', accountId).execute();
  await trx.insertInto('credit_ledger').values({ account_id: accountId, delta: amount, reason, created_at: clock.now() }).execute();
}
