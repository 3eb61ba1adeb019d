import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import type { AppContext } from '../../src/app-context.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { QUEUE_NAME } from '../../src/generation-runtime.ts';
import type { GenerationEngine } from '../../src/modules/generator/generation-engine.ts';
import type { GenerationWorkers } from '../../src/modules/generator/generation-workers.ts';
import type { VisitCounter } from '../../src/modules/site-stats/visit-counter.ts';
import { createTestDatabase } from '../support/test-database.ts';

/** The machine's Redis and PostgreSQL (CI has both); REDIS_URL and DATABASE_URL name others. */
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
export const POSTGRES_ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Why Redis at `url` cannot be used, or undefined when it answers. */
export async function redisUnreachable(url = REDIS_URL): Promise<string | undefined> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return `Redis at ${url} is not reachable (${reason(error)})`;
  } finally {
    client.disconnect();
  }
}

/** Why PostgreSQL at `url` cannot be used, or undefined when it answers. */
export async function postgresUnreachable(url = POSTGRES_ADMIN_URL): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return `PostgreSQL at ${url} is not reachable (${reason(error)})`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A Redis key prefix of this test's own, so tests never see each other's queues, channels or counters. */
export const testPrefix = () => `sitecraft-test-${randomBytes(5).toString('hex')}`;

/** Deletes every key under `prefix:`. */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const client = new Redis(REDIS_URL);
  for await (const keys of client.scanStream({ match: `${prefix}:*`, count: 1000 }) as AsyncIterable<string[]>) {
    if (keys.length > 0) await client.unlink(...keys);
  }
  await client.quit();
}

/** The BullMQ queue of the instances under `prefix`, to look at its jobs from the outside. */
export function inspectQueue(prefix: string): { queue: Queue; close(): Promise<void> } {
  const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(QUEUE_NAME, { connection, prefix });
  return {
    queue,
    async close() {
      await queue.close();
      await connection.quit();
    },
  };
}

export interface Instance {
  app: FastifyInstance;
  ctx: AppContext;
  workers: GenerationWorkers;
  visits: VisitCounter;
  /** The listening address, e.g. http://127.0.0.1:1234. */
  url: string;
}

export interface Cluster {
  config: Config;
  /** Starts one more instance (listening on a free port) on the cluster's database, data dir and Redis prefix. */
  start(options?: { engine?: GenerationEngine; concurrency?: number }): Promise<Instance>;
  /** Closes every instance still open, drops the database, the data dir and the Redis keys. */
  close(): Promise<void>;
}

/**
 * Instances of the real app in this process, sharing one database (the project's: a SQLite file or a new PostgreSQL
 * database), one data dir (the artifacts) and, with `redisPrefix`, one Redis: the queue on BullMQ, progress over
 * pub/sub and the rate-limit counters.
 */
export async function createCluster(settings: { redisPrefix?: string; redisUrl?: string; leaseMs?: number; retryDelayMs?: number; timeoutMs?: number; sessionCacheMs?: number } = {}): Promise<Cluster> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-scale-'));
  const database = await createTestDatabase();
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DEV_LOGIN: 'true' });
  const config: Config = {
    ...base,
    dataDir,
    databaseUrl: database.url,
    smtpUrl: undefined,
    publicUrl: 'http://app.test',
    webDist: path.join(dataDir, 'no-web-build'),
    generation: { concurrency: 1, timeoutMs: settings.timeoutMs ?? base.generation.timeoutMs },
    redis: settings.redisPrefix ? { url: settings.redisUrl ?? REDIS_URL, prefix: settings.redisPrefix } : undefined,
    queue: { ...base.queue, leaseMs: settings.leaseMs ?? base.queue.leaseMs, retryDelayMs: settings.retryDelayMs ?? base.queue.retryDelayMs },
    sessionCacheMs: settings.sessionCacheMs ?? base.sessionCacheMs,
  };
  const apps: FastifyInstance[] = [];
  return {
    config,
    async start(options = {}) {
      const { app, ctx, workers, visits } = await buildApp({
        config: { ...config, generation: { ...config.generation, concurrency: options.concurrency ?? config.generation.concurrency } },
        engine: options.engine,
      });
      apps.push(app);
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, ctx, workers, visits, url };
    },
    async close() {
      for (const app of apps) await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (settings.redisPrefix && !settings.redisUrl) await dropRedisKeys(settings.redisPrefix);
    },
  };
}
