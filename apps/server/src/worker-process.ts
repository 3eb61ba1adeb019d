import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { createGenerationRuntime } from './generation-runtime.ts';
import { migrateToLatest, openDatabase } from './infra/db/database.ts';
import { createArtifactStore } from './infra/store/create-artifact-store.ts';
import { loggerOptions } from './logger.ts';
import { createOperatorLine } from './operator-lines.ts';
import { createSessionEvents } from './modules/auth/session-events.ts';

/** A process that runs generation workers and nothing else (worker.ts): the API's database, store and queue set-up. */
export async function openWorkerProcess(config: Config): Promise<{ log: FastifyBaseLogger; start(): Promise<void>; close(): Promise<void> }> {
  const { level, stream } = (await loggerOptions(config)) as { level?: string; stream?: NodeJS.WritableStream };
  const log: FastifyBaseLogger = pino({ level: level ?? 'info', base: { role: 'worker' } }, stream ?? pino.destination({ dest: 1, sync: true }));
  const say = createOperatorLine(config, log);
  if (config.generation.concurrency === 0) throw new Error('Invalid configuration: WORKERS=0 leaves a worker process nothing to do');

  const db = openDatabase({ ...config, onConnectionError: (error) => log.warn({ err: error }, 'a database connection was lost; the pool connects anew') });
  await migrateToLatest(db);
  const artifacts = createArtifactStore(config);
  const runtime = createGenerationRuntime({ ctx: { config, db, clock: systemClock, log, sessionEvents: createSessionEvents() }, artifacts, serveProgress: false });
  // The workers' timers do not hold a process open (an API process has its server for that); this one does, until close.
  let keepAlive: NodeJS.Timeout | undefined;
  return {
    log,
    async start() {
      keepAlive = setInterval(() => {}, 2 ** 30);
      await runtime.workers.start();
      say(`Generation worker started: ${config.generation.concurrency} at a time (queue: ${config.redis ? 'BullMQ on Redis' : 'embedded'}, database: ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'})`);
    },
    async close() {
      await runtime.workers.stop();
      await runtime.close();
      await artifacts.close();
      await db.destroy();
      clearInterval(keepAlive);
    },
  };
}
