import { recoverAbandoned } from './generation-leases.ts';
import type { GenerationRunner, WorkerContext } from './generation-runner.ts';
import { SWEEP_INTERVAL_MS, sweepOverdue } from './generation-sweep.ts';
import type { ProgressHub } from './progress-hub.ts';
import { periodicTask } from '../../periodic-task.ts';

export interface GenerationUpkeep {
  /** Puts the generations of holders that are gone back in the queue (see recoverAbandoned), then calls `requeued`. */
  recover(): Promise<void>;
  /** Ends the generations past their time limit (see sweepOverdue). */
  sweep(): Promise<number>;
  /** Recovers once, then keeps recovering (twice per lease) and sweeping (every 30 s). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * What every instance does for the queue besides running jobs, an API-only one (WORKERS=0) included: it takes over
 * the generations of dead holders and ends the overdue ones. Several instances may do it at once: every change is a
 * conditional update that holds only while the generation is still in the state that was read.
 */
export function createGenerationUpkeep(deps: { ctx: WorkerContext; hub: ProgressHub; runner: GenerationRunner; requeued: (trackIds: string[]) => Promise<void> | void }): GenerationUpkeep {
  const { ctx, hub, runner } = deps;

  async function recover(): Promise<void> {
    const recovered = await recoverAbandoned(ctx);
    if (recovered.requeued.length || recovered.failed) ctx.log.info({ requeued: recovered.requeued.length, failed: recovered.failed }, 'generations whose worker is gone were recovered');
    await deps.requeued(recovered.requeued);
  }
  const sweep = () => sweepOverdue({ ctx, hub, running: runner.running });

  const tasks = [
    periodicTask(ctx.log, Math.max(500, Math.floor(ctx.config.queue.leaseMs / 2)), recover, 'the recovery of abandoned generations failed'),
    periodicTask(ctx.log, SWEEP_INTERVAL_MS, sweep, 'the time-limit sweep failed'),
  ];

  return {
    recover,
    sweep,
    async start() {
      await recover();
      for (const task of tasks) await task.start();
    },
    async stop() {
      await Promise.all(tasks.map((task) => task.stop()));
    },
  };
}
