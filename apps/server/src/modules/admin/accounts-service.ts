import type { AccountListQuery, AccountUpdateRequest, CreditAdjustmentRequest } from '@sitecraft/shared/admin';
import { adminServerTexts } from '@sitecraft/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { Account } from '../../infra/db/schema.ts';
import { changeAccount } from '../auth/accounts.ts';
import { addCredits, chargeCredits } from '../credits/credit-ledger.ts';
import { recordAudit } from './audit-log.ts';
import { containsIgnoringCase, toAdminAccount, toAdminGeneration } from './admin-views.ts';

const LEDGER_LINES_SHOWN = 50;
const GENERATIONS_SHOWN = 10;

/** One page of accounts, newest first, optionally filtered by a part of the email or name and by role. */
export async function listAccounts(ctx: AppContext, query: AccountListQuery) {
  let filtered = ctx.db.selectFrom('accounts');
  if (query.q) {
    const text = query.q;
    filtered = filtered.where((eb) => eb.or([containsIgnoringCase('email', text), containsIgnoringCase('name', text)]));
  }
  if (query.role) filtered = filtered.where('role', '=', query.role);
  const rows = await filtered
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { items: rows.map(toAdminAccount), total: Number(total) };
}

async function findAccount(ctx: AppContext, id: string): Promise<Account> {
  const account = await ctx.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!account) throw new AppError(404, 'ACCOUNT_NOT_FOUND', adminServerTexts.accountNotFound);
  return account;
}

/** An account with its latest ledger lines and generations. */
export async function accountDetail(ctx: AppContext, id: string) {
  const account = await findAccount(ctx, id);
  const ledger = await ctx.db
    .selectFrom('credit_ledger')
    .select(['id', 'delta', 'reason', 'created_at'])
    .where('account_id', '=', id)
    .orderBy('id', 'desc')
    .limit(LEDGER_LINES_SHOWN)
    .execute();
  const generations = await ctx.db
    .selectFrom('generations')
    .selectAll('generations')
    .where('account_id', '=', id)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(GENERATIONS_SHOWN)
    .execute();
  return {
    account: toAdminAccount(account),
    ledger: ledger.map((line) => ({ id: line.id, delta: line.delta, reason: line.reason, createdAt: line.created_at })),
    generations: generations.map((row) => toAdminGeneration({ ...row, user_email: account.email, user_name: account.name })),
  };
}

/**
 * Changes role, pro flag or plan, and records the change. An admin never removes their own admin role: the
 * account would lose the admin area in the middle of using it, and the last admin could lock everyone out.
 */
export async function updateAccount(ctx: AppContext, admin: Account, id: string, changes: AccountUpdateRequest) {
  if (id === admin.id && changes.role !== undefined && changes.role !== 'admin') {
    throw new AppError(409, 'CANNOT_DEMOTE_SELF', adminServerTexts.cannotDemoteSelf);
  }
  return changeAccount(ctx, id, async (trx) => {
    const before = await trx.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new AppError(404, 'ACCOUNT_NOT_FOUND', adminServerTexts.accountNotFound);
    const set = {
      ...(changes.role === undefined ? {} : { role: changes.role }),
      ...(changes.pro === undefined ? {} : { pro: changes.pro ? 1 : 0 }),
      ...(changes.plan === undefined ? {} : { plan: changes.plan }),
    };
    await trx.updateTable('accounts').set(set).where('id', '=', id).execute();
    const after = await trx.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const was = toAdminAccount(before);
    const now = toAdminAccount(after);
    await recordAudit(trx, ctx.clock, admin, {
      action: 'account.update',
      targetType: 'account',
      targetId: id,
      details: { email: after.email, before: { role: was.role, pro: was.pro, plan: was.plan }, after: { role: now.role, pro: now.pro, plan: now.plan } },
    });
    return now;
  });
}

/**
 * Grants (positive delta) or deducts (negative delta) credits: the balance, one ledger line with the reason and
 * the audit entry change in one transaction. A deduction larger than the balance is refused and writes nothing.
 */
export async function adjustCredits(ctx: AppContext, admin: Account, id: string, { delta, reason }: CreditAdjustmentRequest) {
  return changeAccount(ctx, id, async (trx) => {
    const account = await trx.selectFrom('accounts').select(['id', 'email', 'credits']).where('id', '=', id).executeTakeFirst();
    if (!account) throw new AppError(404, 'ACCOUNT_NOT_FOUND', adminServerTexts.accountNotFound);
    if (delta > 0) {
      await addCredits(trx, ctx.clock, id, delta, reason);
    } else if (!(await chargeCredits(trx, ctx.clock, id, -delta, reason))) {
      throw new AppError(409, 'NOT_ENOUGH_CREDITS', adminServerTexts.notEnoughCredits(account.credits));
    }
    const after = await trx.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await recordAudit(trx, ctx.clock, admin, {
      action: delta > 0 ? 'credits.grant' : 'credits.deduct',
      targetType: 'account',
      targetId: id,
      details: { email: account.email, delta, reason, balanceBefore: account.credits, balanceAfter: after.credits },
    });
    return toAdminAccount(after);
  });
}
