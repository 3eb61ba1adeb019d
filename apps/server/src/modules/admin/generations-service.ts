import type { GenerationListQuery, GenerationQuality } from '@sitecraft/shared/admin';
import { adminServerTexts } from '@sitecraft/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { containsIgnoringCase, toAdminGeneration, type GenerationWithOwner } from './admin-views.ts';

function withOwner(ctx: AppContext) {
  return ctx.db
    .selectFrom('generations')
    .innerJoin('accounts', 'accounts.id', 'generations.account_id')
    .where('generations.deleted_at', 'is', null)
    .selectAll('generations')
    .select(['accounts.email as user_email', 'accounts.name as user_name']);
}

/** One page of generations, newest first, filtered by owner (part of email or name), status and the start of the track_id. */
export async function listGenerations(ctx: AppContext, query: GenerationListQuery) {
  let filtered = ctx.db.selectFrom('generations').innerJoin('accounts', 'accounts.id', 'generations.account_id').where('generations.deleted_at', 'is', null);
  if (query.user) {
    const text = query.user;
    filtered = filtered.where((eb) => eb.or([containsIgnoringCase('accounts.email', text), containsIgnoringCase('accounts.name', text)]));
  }
  if (query.status) filtered = filtered.where('generations.status', '=', query.status);
  // The schema allows only hex digits and hyphens, so the prefix holds no LIKE wildcard.
  if (query.trackId) filtered = filtered.where('generations.track_id', 'like', `${query.trackId}%`);
  const rows: GenerationWithOwner[] = await filtered
    .selectAll('generations')
    .select(['accounts.email as user_email', 'accounts.name as user_name'])
    .orderBy('generations.created_at', 'desc')
    .orderBy('generations.track_id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { items: rows.map(toAdminGeneration), total: Number(total) };
}

export async function findGenerationWithOwner(ctx: AppContext, trackId: string): Promise<GenerationWithOwner> {
  const row = await withOwner(ctx).where('generations.track_id', '=', trackId).executeTakeFirst();
  if (!row) throw new AppError(404, 'GENERATION_NOT_FOUND', adminServerTexts.generationNotFound);
  return row;
}

/** A generation with its stage timeline (oldest first) and the request it was started with. */
export async function generationDetail(ctx: AppContext, trackId: string) {
  const row = await findGenerationWithOwner(ctx, trackId);
  const events = await ctx.db.selectFrom('generation_events').selectAll().where('track_id', '=', trackId).orderBy('id').execute();
  return {
    generation: toAdminGeneration(row),
    events: events.map((event) => ({ id: event.id, status: event.status, progress: event.progress, message: event.message, createdAt: event.created_at })),
    request: JSON.parse(row.request) as Record<string, unknown>,
    quality: row.quality ? (JSON.parse(row.quality) as GenerationQuality) : null,
  };
}
