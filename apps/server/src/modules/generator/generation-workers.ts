import { claimNext } from './generation-leases.ts';
import { createGenerationRunner, type WorkerDeps } from './generation-runner.ts';
import { createGenerationUpkeep } from './generation-upkeep.ts';

/**
 * The queue of generations and this process's workers, one interface for both engines: the embedded one here (the
 * generations table), BullMQ on Redis in bullmq-generation-workers.ts. A process with no workers (WORKERS=0) still
 * enqueues, recovers the jobs of dead holders and sweeps overdue ones.
 */
export interface GenerationWorkers {
  /** Queues a generation whose row is committed as queued; the same track_id twice is one job. Never rejects. */
  enqueue(trackId: string): Promise<void>;
  start(): Promise<void>;
  /** Stops taking work; running generations are aborted and go back to the queue, for another worker or the next start. */
  stop(): Promise<void>;
  /** Ends the generations past their time limit (see sweepOverdue); runs every 30 s while started. */
  sweep(): Promise<number>;
}

const POLL_MS = 2000;

/**
 * The embedded queue's workers: `generation.concurrency` generations at a time, claimed from the generations table
 * with a lease. Other instances and worker processes on the same database find queued work by polling.
 */
export function createGenerationWorkers(deps: WorkerDeps & { holder?: string }): GenerationWorkers {
  const { ctx } = deps;
  const { concurrency } = ctx.config.generation;
  const runner = createGenerationRunner(deps);
  const upkeep = createGenerationUpkeep({ ...deps, runner, requeued: (trackIds) => void (trackIds.length > 0 && pump()) });
  let stopped = true;
  let pumping: Promise<void> | undefined;
  let poller: NodeJS.Timeout | undefined;

  function pump(): Promise<void> {
    if (stopped || concurrency === 0) return Promise.resolve();
    pumping ??= fill().finally(() => (pumping = undefined));
    return pumping;
  }

  async function fill(): Promise<void> {
    try {
      while (!stopped && runner.running.size < concurrency) {
        const generation = await claimNext(ctx.db, ctx.clock, runner.holder, ctx.config.queue.leaseMs);
        if (!generation) break;
        if (stopped) {
          await ctx.db.updateTable('generations').set({ status: 'queued', lease_owner: null, lease_expires_at: null }).where('track_id', '=', generation.track_id).execute();
          break;
        }
        runner
          .run(generation)
          .catch((error: unknown) => ctx.log.error({ err: error, trackId: generation.track_id }, 'generation worker failed'))
          .finally(() => void pump());
      }
    } catch (error) {
      ctx.log.error({ err: error }, 'could not take the next generation');
    }
  }

  return {
    async enqueue() {
      void pump();
    },
    sweep: upkeep.sweep,
    async start() {
      runner.start();
      await upkeep.start();
      stopped = false;
      if (concurrency > 0) {
        poller = setInterval(() => void pump(), POLL_MS);
        poller.unref();
      }
      await pump();
    },
    async stop() {
      stopped = true;
      clearInterval(poller);
      await upkeep.stop();
      await pumping;
      await runner.stop();
    },
  };
}
