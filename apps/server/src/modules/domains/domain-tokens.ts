import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';

/** The token an account's `_sitecraft.<domain>` TXT records hold, made on first use; the same for all its domains. */
export async function accountToken(ctx: Pick<AppContext, 'db' | 'clock'>, accountId: string): Promise<string> {
  const read = () => ctx.db.selectFrom('domain_tokens').select('token').where('account_id', '=', accountId).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.token;
  await ctx.db
    .insertInto('domain_tokens')
    .values({ account_id: accountId, token: randomBytes(16).toString('hex'), created_at: ctx.clock.now() })
    .onConflict((conflict) => conflict.column('account_id').doNothing())
    .execute();
  const made = await read();
  if (!made) throw new Error(`the domain token of ${accountId} was not stored`);
  return made.token;
}
