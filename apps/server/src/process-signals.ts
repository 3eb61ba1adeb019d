import type { FastifyBaseLogger } from 'fastify';

/**
 * On the first SIGTERM or SIGINT, runs `close` (stop taking work, finish or hand back what runs, close connections)
 * and exits: 0 when it finished, 1 when it failed. Further signals while closing are ignored.
 */
export function exitOnSignals(log: FastifyBaseLogger, close: () => Promise<void>): void {
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      log.info({ signal }, 'shutting down');
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
