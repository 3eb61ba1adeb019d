import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { ExpressionBuilder } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../infra/db/database.ts';
import type { Database, Generation } from '../../infra/db/schema.ts';
import { MAX_ATTEMPTS, findGeneration, markFailedAndRefund } from './generation-store.ts';
import { generatorTexts } from './generator-texts.ts';

/**
 * The holder of a generation that a remote worker runs through the signed webhook. Nothing renews its lease, so no
 * recovery takes it over: the time-limit sweep ends it if the remote worker never reports its end.
 */
export const REMOTE_HOLDER = 'remote';

/** A holder name unique to this start of this process: host, pid and a random part (readable in the admin's database). */
export function newHolderId(): string {
  return `${os.hostname().slice(0, 80)}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

type Eb = ExpressionBuilder<Database, 'generations'>;

/** Running, but its holder is gone: the lease ran out (or, from before leases, there is none), and no remote worker holds it. */
const abandoned = (now: number) => (eb: Eb) =>
  eb.and([
    eb('status', '=', 'running'),
    eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)]),
    eb.or([eb('lease_owner', 'is', null), eb('lease_owner', '!=', REMOTE_HOLDER)]),
  ]);

/** Takes the oldest queued generation for `holder` with a lease; the conditional update makes two workers never take the same one. */
export async function claimNext(db: Db, clock: Clock, holder: string, leaseMs: number): Promise<Generation | undefined> {
  for (;;) {
    const next = await db.selectFrom('generations').select('track_id').where('status', '=', 'queued').orderBy('created_at').limit(1).executeTakeFirst();
    if (!next) return undefined;
    const now = clock.now();
    const claimed = await db
      .updateTable('generations')
      .set((eb) => ({ status: 'running', started_at: now, attempts: eb('attempts', '+', 1), lease_owner: holder, lease_expires_at: now + leaseMs }))
      .where('track_id', '=', next.track_id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 1n) return findGeneration(db, next.track_id);
  }
}

/**
 * Takes one generation for `holder` (a queue handed it this job): when it is queued, already held by `holder`, or
 * abandoned. Undefined when it has ended or another live holder runs it.
 */
export async function claimGeneration(db: Db, clock: Clock, trackId: string, holder: string, leaseMs: number): Promise<Generation | undefined> {
  const now = clock.now();
  const claimed = await db
    .updateTable('generations')
    .set((eb) => ({ status: 'running', started_at: now, attempts: eb('attempts', '+', 1), lease_owner: holder, lease_expires_at: now + leaseMs }))
    .where('track_id', '=', trackId)
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('lease_owner', '=', holder)]), abandoned(now)(eb)]))
    .executeTakeFirst();
  return claimed.numUpdatedRows === 1n ? findGeneration(db, trackId) : undefined;
}

/** Extends the leases of the generations `holder` runs; returns the ones it no longer holds (ended, or taken over). */
export async function renewLeases(db: Db, clock: Clock, holder: string, trackIds: readonly string[], leaseMs: number): Promise<string[]> {
  if (trackIds.length === 0) return [];
  const renewed = await db
    .updateTable('generations')
    .set({ lease_expires_at: clock.now() + leaseMs })
    .where('track_id', 'in', trackIds)
    .where('status', '=', 'running')
    .where('lease_owner', '=', holder)
    .returning('track_id')
    .execute();
  const held = new Set(renewed.map((row) => row.track_id));
  return trackIds.filter((trackId) => !held.has(trackId));
}

/** Puts a generation `holder` gives up on (a shutdown, an attempt to try again) back in the queue. */
export async function releaseToQueue(db: Db, trackId: string, holder: string): Promise<void> {
  await db
    .updateTable('generations')
    .set({ status: 'queued', lease_owner: null, lease_expires_at: null })
    .where('track_id', '=', trackId)
    .where('status', '=', 'running')
    .where('lease_owner', '=', holder)
    .execute();
}

/**
 * Generations whose holder is gone (a process that died, or stopped renewing) go back to the queue, or fail with a
 * refund once they were started MAX_ATTEMPTS times. Jobs of live holders, on this instance or any other, are left
 * alone. Returns the track_ids put back, for a queue that must be told.
 */
export async function recoverAbandoned(ctx: Pick<AppContext, 'db' | 'clock' | 'sessionEvents'>, limit = 200): Promise<{ requeued: string[]; failed: number }> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const found = await db.selectFrom('generations').select(['track_id', 'attempts']).where(abandoned(now)).orderBy('created_at').limit(limit).execute();
  const requeued: string[] = [];
  let failed = 0;
  for (const generation of found) {
    if (generation.attempts >= MAX_ATTEMPTS) {
      const update = { track_id: generation.track_id, status: 'failed', message: generatorTexts.interrupted };
      if (await markFailedAndRefund(ctx, update, undefined, { status: 'running', attempts: generation.attempts })) failed++;
      continue;
    }
    const result = await db
      .updateTable('generations')
      .set({ status: 'queued', lease_owner: null, lease_expires_at: null })
      .where('track_id', '=', generation.track_id)
      .where(abandoned(now))
      .executeTakeFirst();
    if (result.numUpdatedRows === 1n) requeued.push(generation.track_id);
  }
  return { requeued, failed };
}

/** Queued generations that have waited longer than `olderThan` ms: a queue that might have missed them adds them again. */
export async function findWaiting(db: Db, clock: Clock, olderThan: number, limit = 500): Promise<string[]> {
  const rows = await db
    .selectFrom('generations')
    .select('track_id')
    .where('status', '=', 'queued')
    .where('created_at', '<=', clock.now() - olderThan)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.track_id);
}
