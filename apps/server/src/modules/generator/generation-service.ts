import type { GenerationRequest } from '@sitecraft/shared/generation';
import { splitDomains } from '@sitecraft/shared/generation';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { AttachmentName } from '../../attachment.ts';
import type { Account, Generation } from '../../infra/db/schema.ts';
import { changeAccount } from '../auth/accounts.ts';
import { withBusinessZone } from '../bookings/business-zone.ts';
import { chargeCredits } from '../credits/credit-ledger.ts';
import { findGeneration } from './generation-store.ts';
import { generatorTexts } from './generator-texts.ts';

/**
 * Queues a generation for the signed-in account and charges one credit per site, atomically: a reused track_id
 * (409) or a short balance (402) leaves nothing behind. The client's user_id and webhook are never used.
 */
export async function startGeneration(ctx: AppContext, account: Account, request: GenerationRequest): Promise<void> {
  const sites = Number(request.site_count);
  const domains = splitDomains(request.domain_name ?? '');
  const stored: GenerationRequest = { ...withBusinessZone(request), user_id: account.email, webhook: undefined };
  await changeAccount(ctx, account.id, async (trx) => {
    const inserted = await trx
      .insertInto('generations')
      .values({
        track_id: request.track_id,
        account_id: account.id,
        request: JSON.stringify(stored),
        domains: domains.join(','),
        charged: sites,
        status: 'queued',
        created_at: ctx.clock.now(),
      })
      .onConflict((conflict) => conflict.column('track_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new AppError(409, 'TRACK_ID_TAKEN', generatorTexts.trackIdTaken);
    if (!(await chargeCredits(trx, ctx.clock, account.id, sites, generatorTexts.chargeReason(request.track_id, sites)))) {
      const { credits } = await trx.selectFrom('accounts').select('credits').where('id', '=', account.id).executeTakeFirstOrThrow();
      throw new AppError(402, 'NOT_ENOUGH_CREDITS', generatorTexts.notEnoughCredits(sites, credits));
    }
  });
}

/** The generation of this track_id if it belongs to the account; others are told it does not exist. */
export async function findOwnGeneration(ctx: AppContext, account: Account, trackId: string): Promise<Generation> {
  const generation = await findGeneration(ctx.db, trackId);
  if (!generation || generation.account_id !== account.id) throw new AppError(404, 'GENERATION_NOT_FOUND', generatorTexts.notFound);
  return generation;
}

/** A download name from the domains: "example.com.zip", or "example.com-and-2-more.zip". */
export function downloadName(generation: Generation): AttachmentName {
  const domains = generation.domains.split(',').filter(Boolean);
  return { domain: domains[0] ?? 'website', rest: domains.length > 1 ? `-and-${domains.length - 1}-more.zip` : '.zip' };
}
