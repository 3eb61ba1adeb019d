import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@sitecraft/shared/auth';
import type { InterfaceLanguage } from '@sitecraft/shared/i18n';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../infra/db/database.ts';
import type { Account, AccountWithPassword, Database } from '../../infra/db/schema.ts';
import { grantWelcomeCredits } from '../credits/credit-ledger.ts';

/** The columns of an Account: every one but the password hash, which only login reads. */
export const accountColumns = ['id', 'email', 'name', 'role', 'pro', 'plan', 'email_verified', 'welcome_credits_granted', 'credits', 'created_at', 'language'] as const;

export function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').select(accountColumns).where('email', '=', email).executeTakeFirst();
}

/** The account of this email with its password hash, for the login's check and nothing else. */
export function findLoginAccount(db: Db, email: string): Promise<AccountWithPassword | undefined> {
  return db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findAccountById(db: Db, id: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').select(accountColumns).where('id', '=', id).executeTakeFirst();
}

export interface NewAccountInput {
  email: string;
  name: string;
  passwordHash: string;
  role?: Account['role'];
  emailVerified?: boolean;
  /** The interface language the person registered in. */
  language?: InterfaceLanguage;
}

/** Inserts an account; returns undefined when the email is taken (a race with another register is caught by the unique index). */
export async function insertAccount(db: Db, clock: Clock, input: NewAccountInput): Promise<Account | undefined> {
  const account: Account = {
    id: randomUUID(),
    email: input.email,
    name: input.name,
    role: input.role ?? 'user',
    pro: 0,
    plan: 'free',
    email_verified: input.emailVerified ? 1 : 0,
    welcome_credits_granted: 0,
    credits: 0,
    created_at: clock.now(),
    language: input.language ?? null,
  };
  const result = await db
    .insertInto('accounts')
    .values({ ...account, password_hash: input.passwordHash })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? account : undefined;
}

/**
 * Runs `work` in one transaction that changes this account's row, and announces the change once the transaction has
 * ended (announced earlier, a session read in between could keep the old row in the session cache). It is announced
 * on a failure too: a commit whose answer was lost may have changed the row, and announcing costs one read.
 */
export async function changeAccount<T>(ctx: Pick<AppContext, 'db' | 'sessionEvents'>, accountId: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction().execute(work);
  } finally {
    ctx.sessionEvents.accountChanged(accountId);
  }
}

/** Marks the account's email verified and grants the welcome credits once per account. */
export async function markEmailVerified(ctx: Pick<AppContext, 'db' | 'clock' | 'sessionEvents'>, accountId: string): Promise<void> {
  await changeAccount(ctx, accountId, async (trx) => {
    await trx.updateTable('accounts').set({ email_verified: 1 }).where('id', '=', accountId).execute();
    await grantWelcomeCredits(trx, ctx.clock, accountId);
  });
}

/** The account as the SPA stores it after login. */
export function toSessionUser(account: Account): SessionUser {
  return {
    _id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    isEmailVerified: account.email_verified === 1,
    pro: account.pro === 1,
    plan: account.plan,
    language: account.language,
  };
}
