import type { FastifyBaseLogger } from 'fastify';

/** A task run on a timer: `start` sets the timer, `stop` clears it and waits for a run in progress. */
export interface PeriodicTask {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs` unless its last run is still going; a failure is logged as `failure`, and the next
 * tick tries again. The timer never holds the process open.
 */
export function periodicTask(log: FastifyBaseLogger, intervalMs: number, task: () => Promise<unknown>, failure: string): PeriodicTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    async start() {
      timer = setInterval(() => {
        running ??= task()
          .catch((error: unknown) => log.error({ err: error }, failure))
          .finally(() => (running = undefined));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
