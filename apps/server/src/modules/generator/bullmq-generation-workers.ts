import { setTimeout as sleep } from 'node:timers/promises';
import { JobFailed, JobInterrupted, JobPostponed, type JobAttempt, type JobQueue } from '../../infra/queue/bullmq-queue.ts';
import { REMOTE_HOLDER, claimGeneration, findWaiting } from './generation-leases.ts';
import { createGenerationRunner, type WorkerDeps } from './generation-runner.ts';
import { findGeneration } from './generation-store.ts';
import { createGenerationUpkeep } from './generation-upkeep.ts';
import type { GenerationWorkers } from './generation-workers.ts';
import { generatorTexts } from './generator-texts.ts';

/** How long a request, or the start, waits for Redis to take jobs before going on (the upkeep adds them later). */
const REDIS_WAIT_MS = 2000;
/** The longest a shutdown waits for the queue worker to hand its jobs back. */
const CLOSE_WAIT_MS = 5000;

/**
 * The generation workers on BullMQ (REDIS_URL): job id = track_id, so a generation is one job however often it is
 * added. The generations table stays the truth for status, credits and leases: a job first claims its row, so a
 * job that BullMQ hands out twice (a worker that froze past its lock) is still run by one holder at a time. A failed
 * attempt is retried with backoff (customer-facing errors and the time limit fail at once); the last one fails with
 * one refund. Stopping puts the running jobs back in the queue at once.
 */
export function createBullmqGenerationWorkers(deps: WorkerDeps & { queue: JobQueue; holder?: string }): GenerationWorkers {
  const { ctx, queue } = deps;
  const { concurrency } = ctx.config.generation;
  const { leaseMs } = ctx.config.queue;
  const runner = createGenerationRunner(deps);
  let worker: { close(): Promise<void> } | undefined;

  /**
   * Waits for Redis to take `what` for at most REDIS_WAIT_MS, so that neither a request nor the start hangs while Redis
   * is away; ioredis sends the commands once it is back, and the upkeep adds whatever was lost.
   */
  async function added(what: string, add: Promise<void>, details: object): Promise<void> {
    const done = add.then(
      () => true,
      (error: unknown) => {
        ctx.log.warn({ err: error, ...details }, `${what} not added to the queue; the upkeep adds it later`);
        return true;
      },
    );
    if (!(await Promise.race([done, sleep(REDIS_WAIT_MS, false, { ref: false })]))) ctx.log.warn(details, `Redis is slow to take ${what}; it is added when Redis answers`);
  }

  /** Adds the jobs of generations whose holder is gone, and of rows queued long ago whose job may never have reached Redis. */
  async function addAgain(requeued: string[]): Promise<void> {
    const trackIds = [...new Set([...requeued, ...(await findWaiting(ctx.db, ctx.clock, leaseMs))])];
    if (trackIds.length > 0) await added('waiting generations', queue.addMany(trackIds), { count: trackIds.length });
  }
  const upkeep = createGenerationUpkeep({ ...deps, runner, requeued: addAgain });

  async function handle(job: JobAttempt): Promise<void> {
    const generation = await claimGeneration(ctx.db, ctx.clock, job.id, runner.holder, leaseMs);
    if (!generation) {
      const row = await findGeneration(ctx.db, job.id);
      // Ended already (a duplicate, or finished by another holder), or run by a remote worker: nothing to do here.
      if (!row || row.status === 'completed' || row.status === 'failed' || row.lease_owner === REMOTE_HOLDER) return;
      // Another live holder still runs it: look again when its lease could have run out.
      throw new JobPostponed(leaseMs);
    }
    const outcome = await runner.run(generation, { mayRetry: !job.lastAttempt });
    // Lost: its lease ran out and it was taken over or put back in the queue; the job goes back too, and the next
    // claim decides (run it, wait for the live holder, or nothing when it has ended), so no queued row is left jobless.
    if (outcome.kind === 'requeued' || outcome.kind === 'lost') throw new JobInterrupted();
    if (outcome.kind === 'retry') throw outcome.error;
    // Failed with its refund already: the job fails too, without another attempt, so the queue's failed list shows it.
    if (outcome.kind === 'failed') throw new JobFailed('the generation failed');
  }

  /** A job BullMQ gave up on outside our handler (it stalled too often): its generation fails with its refund. */
  async function giveUp(trackId: string, error: Error): Promise<void> {
    ctx.log.error({ err: error, trackId }, 'the queue gave up on a generation');
    await runner.fail(trackId, { message: generatorTexts.interrupted, detail: `${error.name}: ${error.message}` });
  }

  return {
    enqueue: (trackId) => added('the generation', queue.add(trackId), { trackId }),
    sweep: upkeep.sweep,
    async start() {
      runner.start();
      await upkeep.start();
      if (concurrency === 0) return;
      worker = queue.work(handle, { concurrency, onGiveUp: giveUp });
    },
    async stop() {
      await upkeep.stop();
      // close() stops taking jobs and waits for the running ones, which the runner's stop puts back in the queue; while
      // Redis is away it would wait for Redis, so the wait is bounded (the lost jobs' leases run out and they are recovered).
      const closing = worker?.close();
      await runner.stop();
      if (closing && !(await Promise.race([closing.then(() => true), sleep(CLOSE_WAIT_MS, false, { ref: false })]))) {
        ctx.log.warn('the queue worker did not close in time (Redis is away?); its jobs are recovered once their leases run out');
      }
      worker = undefined;
    },
  };
}
