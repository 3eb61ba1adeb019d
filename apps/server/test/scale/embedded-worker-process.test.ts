import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type TestDatabase } from '../support/test-database.ts';
import { generationRequest } from '../support/generation.ts';
import { startApiProcess, startWorkerProcess, type ChildServer } from './child-processes.ts';
import { POSTGRES_ADMIN_URL, postgresUnreachable } from './scale-support.ts';

const skipReason =
  (await postgresUnreachable()) ??
  (process.env.TEST_DB === 'sqlite' && process.env.DATABASE_URL ? 'it runs in the server-postgres project (DATABASE_URL is set)' : undefined);
if (skipReason) console.warn(`the embedded worker-process test is skipped: ${skipReason}`);

let database: TestDatabase | undefined;
let dataDir: string | undefined;
const servers: ChildServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function api(server: ChildServer, route: string, options: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${server.url}/api/v1${route}`, {
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.skipIf(Boolean(skipReason))('a worker process without Redis (the embedded queue on a shared database)', () => {
  it('runs the generations an API-only instance (WORKERS=0) queues; the API answers status and the ZIP', async () => {
    database = await createPostgresDatabase(POSTGRES_ADMIN_URL);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-embedded-worker-'));
    const shared = { DATABASE_URL: database.url!, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    const apiServer = await startApiProcess('api', { ...shared, WORKERS: '0' });
    servers.push(apiServer);
    // The DEV button's local account (DEV_LOGIN=true), which has credits.
    const token = ((await (await fetch(`${apiServer.url}/api/v1/dev/login`, { method: 'POST' })).json()) as { token: string }).token;
    const body = generationRequest(['embedded-worker.com']);
    expect((await api(apiServer, '/generator', { method: 'POST', body, token })).status).toBe(200);

    // With no worker anywhere, the generation waits in the queue.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await api(apiServer, `/generator/status/${body.track_id}`, { token })).body.status).toBe('queued');

    servers.push(await startWorkerProcess('worker', { ...shared, LOG_LEVEL: 'info' }));
    await expect.poll(async () => (await api(apiServer, `/generator/status/${body.track_id}`, { token })).body.status, { timeout: 20_000, interval: 200 }).toBe('completed');
    const download = await fetch(`${apiServer.url}/api/v1/generator/download/${body.track_id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
  }, 90_000);
});
