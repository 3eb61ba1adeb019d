// The request hot path: GET /api/v1/user/me with a valid session (and a 401 without one) on the product, side by side
// with bare Fastify answering the same JSON, each a separate process, in the same run. Targets: >= 0.4 of bare
// Fastify on SQLite, >= 0.25 on PostgreSQL (when DATABASE_URL names a server), p99 < 10 ms at 10 connections.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';
import { createPostgresDatabase } from '../apps/server/test/support/test-database.ts';
import { startProductServer, type ProductServer } from '../e2e/support/product-server.ts';

const CONNECTIONS = 10;
const DURATION_S = 10;

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Run> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

const line = (label: string, run: Run, reference?: Run, target?: number) => {
  const ratio = reference ? ` = ${(run.rps / reference.rps).toFixed(2)} of bare${target ? ` (target >= ${target})` : ''}` : '';
  return `${label.padEnd(58)} ${run.rps.toFixed(0).padStart(7)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms (target < 10)${ratio}${run.non2xx ? `, ${run.non2xx} non-2xx` : ''}`;
};

async function startBare(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'support/bare-server.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${chunk.toString().trim()}`, stop: () => child.kill() };
}

/** A signed-in session on a product server: register, verify by the dev outbox, log in. */
async function sessionOn(server: ProductServer): Promise<string> {
  const post = (route: string, body: unknown) => fetch(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const credentials = { email: 'bench@example.com', password: 'bench-password-1' };
  await post('/api/v1/auth/register', { name: 'Bench', ...credentials });
  return ((await (await post('/api/v1/auth/login', credentials)).json()) as { token: string }).token;
}

/**
 * One signed-in session asks again and again, so with the session cache (SESSION_CACHE_MS, 1 s by default) nearly every
 * request is answered from memory; the second server (SESSION_CACHE_MS=0) shows what reading the database costs.
 */
async function measureProduct(label: string, env: Record<string, string>, bare: Run, target: number): Promise<void> {
  for (const [cache, cacheEnv] of [['', {}], [', SESSION_CACHE_MS=0', { SESSION_CACHE_MS: '0' }]] as const) {
    const server = await startProductServer({ LOG_LEVEL: 'error', ...env, ...cacheEnv });
    try {
      const token = await sessionOn(server);
      console.log(line(`${label} /api/v1/user/me${cache}`, await load(`${server.url}/api/v1/user/me`, { authorization: `Bearer ${token}` }), bare, cache ? undefined : target));
      if (!cache) console.log(line(`${label} /api/v1/user/me, no session (401)`, await load(`${server.url}/api/v1/user/me`), bare));
    } finally {
      await server.stop();
    }
  }
}

async function withPostgresDatabase(serverUrl: string, use: (url: string) => Promise<void>): Promise<void> {
  const database = await createPostgresDatabase(serverUrl);
  try {
    await use(database.url);
  } finally {
    await database.drop();
  }
}

const bareServer = await startBare();
try {
  const bare = await load(`${bareServer.url}/api/v1/user/me`);
  console.log(line('bare Fastify /api/v1/user/me (reference)', bare));
  await measureProduct('SQLite', {}, bare, 0.4);
  const postgres = process.env.DATABASE_URL;
  if (postgres) await withPostgresDatabase(postgres, (url) => measureProduct('PostgreSQL', { DATABASE_URL: url }, bare, 0.25));
  else console.log('PostgreSQL: skipped (set DATABASE_URL to a server to measure it)');
} finally {
  bareServer.stop();
}
