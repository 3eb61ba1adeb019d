import { sql } from 'kysely';
import type { DashboardResponse, GenerationStatusName } from '@sitecraft/shared/admin';
import { generationStatuses } from '@sitecraft/shared/admin';
import type { AppContext } from '../../app-context.ts';

const HOUR_MS = 60 * 60 * 1000;
const num = (value: unknown) => Number(value ?? 0);

async function generationsSince(ctx: AppContext, since: number): Promise<Record<GenerationStatusName, number>> {
  const rows = await ctx.db
    .selectFrom('generations')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', since)
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(generationStatuses.map((status) => [status, 0])) as Record<GenerationStatusName, number>;
  for (const row of rows) counts[row.status] = num(row.count);
  return counts;
}

/** The figures of the admin dashboard, read at the clock's now. */
export async function dashboard(ctx: AppContext): Promise<DashboardResponse> {
  const now = ctx.clock.now();
  const accounts = await ctx.db
    .selectFrom('accounts')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>('email_verified').as('verified'),
      eb.fn.sum<number>('pro').as('pro'),
      eb.fn.sum<number>(sql`case when role = 'admin' then 1 else 0 end`).as('admins'),
      eb.fn.sum<number>('credits').as('balance'),
    ])
    .executeTakeFirstOrThrow();
  const ledger = await ctx.db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.sum<number>(sql`case when delta > 0 then delta else 0 end`).as('positive'))
    .executeTakeFirstOrThrow();
  // A refund is a positive ledger line too; the generations table tells charges that stood from those given back.
  const charges = await ctx.db
    .selectFrom('generations')
    .select((eb) => [
      eb.fn.sum<number>(sql`case when refunded = 1 then charged else 0 end`).as('refunded'),
      eb.fn.sum<number>(sql`case when refunded = 0 then charged else 0 end`).as('spent'),
    ])
    .executeTakeFirstOrThrow();
  const total = num(accounts.total);
  const verified = num(accounts.verified);
  return {
    success: true,
    accounts: { total, verified, verifiedShare: total === 0 ? 0 : verified / total, admins: num(accounts.admins), pro: num(accounts.pro) },
    generations: { last24h: await generationsSince(ctx, now - 24 * HOUR_MS), last7d: await generationsSince(ctx, now - 7 * 24 * HOUR_MS) },
    credits: { granted: num(ledger.positive) - num(charges.refunded), spent: num(charges.spent), refunded: num(charges.refunded), balance: num(accounts.balance) },
    generatedAt: now,
  };
}
