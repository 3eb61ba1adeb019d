import type { WorkerContext } from './generation-runner.ts';
import { findOverdue, markFailedAndRefund } from './generation-store.ts';
import { generatorTexts } from './generator-texts.ts';
import type { ProgressHub, ProgressUpdate } from './progress-hub.ts';

/** How often each instance looks for generations past their time limit. */
export const SWEEP_INTERVAL_MS = 30_000;
/**
 * How long past its limit a generation this process does not run is left to whoever runs it (another instance's
 * worker and its own timer, a remote worker) before a sweep ends it.
 */
export const SWEEP_GRACE_MS = 60_000;
/** The abort reason of a generation stopped at its time limit. */
export const TIME_LIMIT = 'timeout';

/**
 * Ends the generations that outlived GENERATION_TIMEOUT_MS since they started (or, never started, were queued):
 * failed, refunded, and their subscribers told. One that this process runs is stopped as soon as its limit has
 * passed, and its worker ends it; any other (run by another instance or a remote worker, or by nobody since its
 * process died) after the grace. Safe with several instances on one database: each end is a conditional update
 * that holds only while the generation is still in the state this sweep read, so it is ended and refunded once.
 * Returns how many generations this call ended.
 */
export async function sweepOverdue(deps: { ctx: WorkerContext; hub: ProgressHub; running: ReadonlyMap<string, { controller: AbortController }> }): Promise<number> {
  const { ctx, hub, running } = deps;
  const { timeoutMs } = ctx.config.generation;
  const now = ctx.clock.now();
  const message = generatorTexts.timedOut(Math.round(timeoutMs / 60_000));
  const stopHere: AbortController[] = [];
  let ended = 0;
  for (const generation of await findOverdue(ctx.db, now - timeoutMs)) {
    const local = running.get(generation.track_id);
    if (local) stopHere.push(local.controller);
    if ((generation.started_at ?? generation.created_at) + timeoutMs + SWEEP_GRACE_MS > now) continue;
    const update: ProgressUpdate = { track_id: generation.track_id, status: 'failed', message, progress: 0 };
    const eventId = await markFailedAndRefund(ctx, update, generatorTexts.sweptDetail(generation.status), generation);
    if (eventId) {
      hub.publish({ ...update, id: eventId });
      ended++;
    }
  }
  // Stopped last, so that a worker freed here does not take a queued generation this sweep was about to end.
  for (const controller of stopHere) controller.abort(TIME_LIMIT);
  return ended;
}
