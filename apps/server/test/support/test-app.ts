import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import type { AppContext } from '../../src/app-context.ts';
import type { Clock } from '../../src/clock.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { DomainsUpkeep } from '../../src/modules/domains/domains-upkeep.ts';
import type { FormsRuntime } from '../../src/modules/forms/forms-upkeep.ts';
import type { GenerationWorkers } from '../../src/modules/generator/generation-workers.ts';
import type { VisitCounter } from '../../src/modules/site-stats/visit-counter.ts';
import { createTestDatabase } from './test-database.ts';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private time = Date.UTC(2026, 10, 22, 12)) {}
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  /** The generation workers, for tests that run their periodic sweep by hand. */
  workers: GenerationWorkers;
  /** The forms' used tokens and upkeep, for tests that run the upkeep by hand. */
  forms: FormsRuntime;
  /** The daily look at own domains' TXT records, for tests that run it by hand. */
  domains: DomainsUpkeep;
  /** The visit counts of published sites, for tests that write them by hand. */
  visits: VisitCounter;
  close(): Promise<void>;
}

/** The real app on a fresh database (SQLite file, or a new PostgreSQL database when TEST_DB=postgres). */
export async function createTestApp(overrides: Partial<Config> = {}, options: Pick<BuildAppOptions, 'engine'> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-test-'));
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DEV_LOGIN: 'true' }),
    dataDir,
    databaseUrl: database.url,
    smtpUrl: undefined,
    publicUrl: 'http://app.test',
    publish: { origin: 'http://app.test', byHost: false },
    webDist: path.join(dataDir, 'no-web-build'),
    // The test clock stands still, so a kept session would never expire, and tests write accounts directly; the
    // session cache's own tests turn it on.
    sessionCacheMs: 0,
    ...overrides,
  };
  const clock = new TestClock();
  const { app, ctx, workers, forms, domains, visits } = await buildApp({ config, clock, ...options });
  return {
    app,
    ctx,
    clock,
    workers,
    forms,
    domains,
    visits,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sends a JSON request and returns status, headers and the parsed body. */
export async function call(app: FastifyInstance, method: InjectOptions['method'], url: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({ method, url, headers, ...(options.body === undefined ? {} : { payload: options.body as object }) });
  return { status: response.statusCode, headers: response.headers, body: response.json() as Record<string, unknown> & { message?: string }, raw: response };
}
