import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { createBullmqQueue, type JobQueue } from './infra/queue/bullmq-queue.ts';
import { closeRedis, connectRedis } from './infra/redis/redis-client.ts';
import type { ArtifactStore } from './infra/store/artifact-store.ts';
import { relaySessionEventsOverRedis } from './modules/auth/redis-session-relay.ts';
import { createBullmqGenerationWorkers } from './modules/generator/bullmq-generation-workers.ts';
import { createSitegenEngine, type GenerationEngine } from './modules/generator/generation-engine.ts';
import type { WorkerContext } from './modules/generator/generation-runner.ts';
import { MAX_ATTEMPTS } from './modules/generator/generation-store.ts';
import { createGenerationWorkers, type GenerationWorkers } from './modules/generator/generation-workers.ts';
import { createProgressHub, type ProgressHub } from './modules/generator/progress-hub.ts';
import { relayProgressOverRedis } from './modules/generator/redis-progress-relay.ts';
import { withStageDelay } from './modules/generator/test-engine-delay.ts';

export interface GenerationRuntime {
  hub: ProgressHub;
  /** The queue and this process's workers (none when generation.concurrency is 0). */
  workers: GenerationWorkers;
  /** The BullMQ queue when REDIS_URL is set, for tests and benchmarks that look inside it. */
  queue: JobQueue | undefined;
  /** Answers when Redis does (the health check's `queue`); undefined for the embedded queue, which is the database. */
  ping: (() => Promise<unknown>) | undefined;
  /** Closes the Redis connections; call after workers.stop(). */
  close(): Promise<void>;
}

export const QUEUE_NAME = 'generations';
/** The longest a shutdown waits on the queue's Redis; a Redis that is away is dropped. */
const CLOSE_WAIT_MS = 5000;

/**
 * The generation machinery that the API process (app.ts) and a worker process (worker.ts) share: the engine, the
 * progress hub, the queue and the workers. Without REDIS_URL: the generations table as the queue and an in-process
 * hub. With it: BullMQ, and progress and session events carried between processes over Redis pub/sub;
 * `serveProgress` (an API process) subscribes to them, a worker process only publishes.
 */
export function createGenerationRuntime(deps: { ctx: WorkerContext; artifacts: ArtifactStore; engine?: GenerationEngine | undefined; serveProgress: boolean }): GenerationRuntime {
  const { ctx, artifacts, serveProgress } = deps;
  const { config } = ctx;
  const engine = withStageDelay(deps.engine ?? createSitegenEngine(config), config.queue.testDelayMs);
  if (!config.redis) {
    const hub = createProgressHub();
    return { hub, workers: createGenerationWorkers({ ctx, engine, artifacts, hub }), queue: undefined, ping: undefined, close: async () => {} };
  }
  const { url, prefix } = config.redis;
  // Named after the installation's prefix, so CLIENT LIST tells the installations sharing one Redis apart.
  const connection = connectRedis(url, `${prefix}:queue`, ctx.log);
  const subscriber: Redis | undefined = serveProgress ? connectRedis(url, `${prefix}:progress`, ctx.log) : undefined;
  const hub = relayProgressOverRedis(createProgressHub(), { publisher: connection, subscriber, channel: `${prefix}:progress`, log: ctx.log });
  relaySessionEventsOverRedis(ctx.sessionEvents, { publisher: connection, subscriber, channel: `${prefix}:sessions`, log: ctx.log });
  const queue = createBullmqQueue({
    log: ctx.log,
    connection,
    prefix,
    name: QUEUE_NAME,
    attempts: MAX_ATTEMPTS,
    retryDelayMs: config.queue.retryDelayMs,
    lockMs: config.queue.leaseMs,
    maxStalledCount: MAX_ATTEMPTS - 1,
  });
  const workers = createBullmqGenerationWorkers({ ctx, engine, artifacts, hub, queue });
  return {
    hub,
    workers,
    queue,
    ping: () => connection.ping(),
    async close() {
      await Promise.race([queue.close(), sleep(CLOSE_WAIT_MS, undefined, { ref: false })]);
      await Promise.all([closeRedis(connection), subscriber && closeRedis(subscriber)]);
    },
  };
}
