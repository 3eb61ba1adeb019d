import type { Clock } from '../../clock.ts';
import type { Db } from '../../infra/db/database.ts';
import type { Generation } from '../../infra/db/schema.ts';
import { addCredits } from '../credits/credit-ledger.ts';
import { generatorTexts } from './generator-texts.ts';
import type { ProgressUpdate } from './progress-hub.ts';

export const MAX_ATTEMPTS = 3;

export function findGeneration(db: Db, trackId: string): Promise<Generation | undefined> {
  return db.selectFrom('generations').selectAll().where('track_id', '=', trackId).executeTakeFirst();
}

/** The latest message of a generation, as status and late stream subscribers are told it. */
export function latestMessage(generation: Generation): ProgressUpdate {
  if (generation.last_message) return JSON.parse(generation.last_message) as ProgressUpdate;
  return { track_id: generation.track_id, status: generation.status, message: generatorTexts.queued, progress: 0 };
}

/** Stores a stage message of a running generation; false when the generation is not running (a finished one never moves back). */
export async function recordProgress(db: Db, clock: Clock, update: ProgressUpdate): Promise<boolean> {
  const result = await db
    .updateTable('generations')
    .set({ last_message: JSON.stringify(update), progress: update.progress ?? 0 })
    .where('track_id', '=', update.track_id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  await db
    .insertInto('generation_events')
    .values({ track_id: update.track_id, status: update.status, progress: update.progress ?? 0, message: update.message, created_at: clock.now() })
    .execute();
  return true;
}

/** Ends a running generation as completed with its artifact; false when it had already ended. */
export async function markCompleted(db: Db, clock: Clock, update: ProgressUpdate, artifactKey: string | null): Promise<boolean> {
  const result = await db
    .updateTable('generations')
    .set({ status: 'completed', progress: 100, last_message: JSON.stringify(update), artifact_key: artifactKey, finished_at: clock.now() })
    .where('track_id', '=', update.track_id)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  await db.insertInto('generation_events').values({ track_id: update.track_id, status: update.status, progress: 100, message: update.message, created_at: clock.now() }).execute();
  return true;
}

/**
 * Ends an unfinished generation as failed and gives its credits back, once: the status and the refunded flag
 * change in the same transaction as the ledger line. False when it had already ended. The customer sees
 * `update.message`; the admin view's failure reason is the operator's `detail` where there is one.
 */
export async function markFailedAndRefund(db: Db, clock: Clock, update: ProgressUpdate, detail?: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const generation = await trx.selectFrom('generations').select(['account_id', 'charged']).where('track_id', '=', update.track_id).executeTakeFirst();
    const ended = await trx
      .updateTable('generations')
      .set({ status: 'failed', last_message: JSON.stringify(update), failure_reason: detail ?? update.message, finished_at: clock.now(), refunded: 1 })
      .where('track_id', '=', update.track_id)
      .where('status', 'in', ['queued', 'running'])
      .where('refunded', '=', 0)
      .executeTakeFirst();
    if (!generation || ended.numUpdatedRows !== 1n) return false;
    await trx.insertInto('generation_events').values({ track_id: update.track_id, status: update.status, progress: 0, message: update.message, created_at: clock.now() }).execute();
    if (generation.charged > 0) await addCredits(trx, clock, generation.account_id, generation.charged, generatorTexts.refundReason(update.track_id));
    return true;
  });
}

/** Takes the oldest queued generation for this worker; the conditional update makes two workers never take the same one. */
export async function claimNext(db: Db, clock: Clock): Promise<Generation | undefined> {
  for (;;) {
    const next = await db.selectFrom('generations').select('track_id').where('status', '=', 'queued').orderBy('created_at').limit(1).executeTakeFirst();
    if (!next) return undefined;
    const claimed = await db
      .updateTable('generations')
      .set((eb) => ({ status: 'running', started_at: clock.now(), attempts: eb('attempts', '+', 1) }))
      .where('track_id', '=', next.track_id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 1n) return findGeneration(db, next.track_id);
  }
}

/** Generations left running by a process that died go back to the queue, or fail and are refunded after MAX_ATTEMPTS. */
export async function recoverInterrupted(db: Db, clock: Clock): Promise<{ requeued: number; failed: number }> {
  const interrupted = await db.selectFrom('generations').select(['track_id', 'attempts']).where('status', '=', 'running').execute();
  let requeued = 0;
  let failed = 0;
  for (const generation of interrupted) {
    if (generation.attempts < MAX_ATTEMPTS) {
      await db.updateTable('generations').set({ status: 'queued' }).where('track_id', '=', generation.track_id).where('status', '=', 'running').execute();
      requeued++;
    } else if (await markFailedAndRefund(db, clock, { track_id: generation.track_id, status: 'failed', message: generatorTexts.interrupted })) {
      failed++;
    }
  }
  return { requeued, failed };
}
