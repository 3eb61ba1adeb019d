import type { GenerationQuality } from '@sitecraft/shared/admin';
import { API_PREFIX } from '@sitecraft/shared/product';
import type { AppContext } from '../../app-context.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../infra/db/database.ts';
import type { Generation } from '../../infra/db/schema.ts';
import { lookupInBatches } from '../../infra/db/lookup-in-batches.ts';
import { addCredits } from '../credits/credit-ledger.ts';
import { generatorTexts } from './generator-texts.ts';
import type { ProgressUpdate } from './progress-hub.ts';

export const MAX_ATTEMPTS = 3;

export const downloadPath = (trackId: string) => `${API_PREFIX}/generator/download/${trackId}`;

/** The generation of this track_id, unless its site was deleted (its row is kept for the admin statistics only). */
export function findGeneration(db: Db, trackId: string): Promise<Generation | undefined> {
  return db.selectFrom('generations').selectAll().where('track_id', '=', trackId).where('deleted_at', 'is', null).executeTakeFirst();
}

/** Those of these generations that have ended (completed or failed), with what latestMessage needs: one query per 512. */
export function findEndedGenerations(db: Db, trackIds: Iterable<string>): Promise<Pick<Generation, 'track_id' | 'status' | 'last_message'>[]> {
  return lookupInBatches(trackIds, (slice) =>
    db.selectFrom('generations').select(['track_id', 'status', 'last_message']).where('track_id', 'in', slice).where('status', 'in', ['completed', 'failed']).where('deleted_at', 'is', null).execute(),
  );
}

/** The latest message of a generation, as status and late stream subscribers are told it. */
export function latestMessage(generation: Pick<Generation, 'track_id' | 'status' | 'last_message'>): ProgressUpdate {
  if (generation.last_message) return JSON.parse(generation.last_message) as ProgressUpdate;
  return { track_id: generation.track_id, status: generation.status, message: generatorTexts.queued, progress: 0 };
}

/**
 * Keeps a message in the generation's history and returns its event id. Ids grow with every message, so they order a
 * generation's messages and let a stream resume after the last one its client saw (sse-stream.ts).
 */
async function addEvent(db: Db, clock: Clock, update: ProgressUpdate, progress: number): Promise<number> {
  const row = await db
    .insertInto('generation_events')
    .values({ track_id: update.track_id, status: update.status, progress, message: update.message, created_at: clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The messages of a generation's history after the event `afterId`, oldest first, each with its id, as its streams send them. */
export async function eventsAfter(db: Db, trackId: string, afterId: number): Promise<ProgressUpdate[]> {
  const rows = await db
    .selectFrom('generation_events')
    .select(['id', 'status', 'progress', 'message'])
    .where('track_id', '=', trackId)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    track_id: trackId,
    status: row.status,
    message: row.message,
    progress: row.progress,
    ...(row.status === 'completed' ? { fileUrl: downloadPath(trackId) } : {}),
  }));
}

/** Stores a stage message of a running generation and returns its event id; undefined when the generation is not running (a finished one never moves back). */
export async function recordProgress(db: Db, clock: Clock, update: ProgressUpdate): Promise<number | undefined> {
  const result = await db
    .updateTable('generations')
    .set({ last_message: JSON.stringify(update), progress: update.progress ?? 0 })
    .where('track_id', '=', update.track_id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return undefined;
  return addEvent(db, clock, update, update.progress ?? 0);
}

/** Ends a running generation as completed with its artifact, quality and sites' gaps (JSON), and returns the event id of `update`; undefined when it had already ended. */
export async function markCompleted(db: Db, clock: Clock, update: ProgressUpdate, artifactKey: string | null, quality?: GenerationQuality, gaps?: string): Promise<number | undefined> {
  // One transaction: a connection lost between the two would leave a completed generation without its last message.
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('generations')
      .set({ status: 'completed', progress: 100, last_message: JSON.stringify(update), artifact_key: artifactKey, finished_at: clock.now(), ...(quality ? { quality: JSON.stringify(quality) } : {}), ...(gaps ? { gaps } : {}) })
      .where('track_id', '=', update.track_id)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return undefined;
    return addEvent(trx, clock, update, 100);
  });
}

/**
 * Ends an unfinished generation as failed and gives its credits back, once: the status and the refunded flag
 * change in the same transaction as the ledger line. False when it had already ended, or when it no longer is in
 * the `expected` state (a sweep's decision made on an older read). The customer sees `update.message`; the admin
 * view's failure reason is the operator's `detail` where there is one. Returns the event id of `update` when it ended the generation.
 */
export async function markFailedAndRefund(
  ctx: Pick<AppContext, 'db' | 'clock' | 'sessionEvents'>,
  update: ProgressUpdate,
  detail?: string,
  expected?: Pick<Generation, 'status' | 'attempts'>,
): Promise<number | undefined> {
  const { clock } = ctx;
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const generation = await trx.selectFrom('generations').select(['account_id', 'charged']).where('track_id', '=', update.track_id).executeTakeFirst();
    const ended = await trx
      .updateTable('generations')
      .set({ status: 'failed', last_message: JSON.stringify(update), failure_reason: detail ?? update.message, finished_at: clock.now(), refunded: 1 })
      .where('track_id', '=', update.track_id)
      .where('status', 'in', ['queued', 'running'])
      .where('refunded', '=', 0)
      .$call((query) => (expected ? query.where('status', '=', expected.status).where('attempts', '=', expected.attempts) : query))
      .executeTakeFirst();
    if (!generation || ended.numUpdatedRows !== 1n) return undefined;
    const eventId = await addEvent(trx, clock, update, 0);
    if (generation.charged > 0) await addCredits(trx, clock, generation.account_id, generation.charged, generatorTexts.refundReason(update.track_id));
    return { eventId, refunded: generation.charged > 0 ? generation.account_id : undefined };
  });
  if (outcome?.refunded) ctx.sessionEvents.accountChanged(outcome.refunded);
  return outcome?.eventId;
}

/** Unfinished generations last started (or, never started, queued) before `before`, oldest first. */
export function findOverdue(db: Db, before: number, limit = 100) {
  return db
    .selectFrom('generations')
    .select(['track_id', 'status', 'attempts', 'created_at', 'started_at'])
    .where('status', 'in', ['queued', 'running'])
    .where((eb) => eb(eb.fn.coalesce('started_at', 'created_at'), '<', before))
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
