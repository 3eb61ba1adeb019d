// Progress across instances: two API processes (WORKERS=0) on one PostgreSQL database and one Redis, N subscribers of
// one generation spread evenly over them, each on its own session. A stage message is sent to instance A as a remote
// worker sends it (the signed webhook); A stores it and publishes it over Redis, and both instances hand it to their
// streams. Prints the delivery latency per subscriber (webhook sent -> message read by the subscriber), p50 and p99,
// per instance and overall, over `--rounds` messages. `--subscribers 1000 --rounds 5`.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApiProcess, type ChildServer } from '../apps/server/test/scale/child-processes.ts';
import { POSTGRES_ADMIN_URL, REDIS_URL, dropRedisKeys, postgresUnreachable, redisUnreachable, testPrefix } from '../apps/server/test/scale/scale-support.ts';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { createPostgresDatabase } from '../apps/server/test/support/test-database.ts';
import { publishByWebhook, startClients } from './support/sse-harness.ts';

const { values: flags } = parseArgs({ options: { subscribers: { type: 'string', default: '1000' }, rounds: { type: 'string', default: '5' } }, strict: false });
const SUBSCRIBERS = Number(flags.subscribers);
const ROUNDS = Number(flags.rounds);
const SECRET = `bench-webhook-secret-${randomUUID()}`;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const describe = (values: number[]) => `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, worst ${Math.max(...values).toFixed(1)} ms`;

async function json(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** `count` sessions of the local dev admin, from its DEV login on `server`. */
async function sessions(server: ChildServer, count: number): Promise<string[]> {
  const tokens: string[] = [];
  const worker = async () => {
    while (tokens.length < count) tokens.push((await json(await fetch(`${server.url}/api/v1/dev/login`, { method: 'POST' }))).token as string);
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return tokens.slice(0, count);
}

async function measure(): Promise<void> {
  const database = await createPostgresDatabase(POSTGRES_ADMIN_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-bench-sse-scale-'));
  const prefix = testPrefix();
  // DEV_LOGIN: the subscribers' sessions come from the DEV login, which is off unless asked for.
  const shared = { DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: prefix, DATA_DIR: dataDir, WORKERS: '0', LOG_LEVEL: 'warn', WEBHOOK_SECRET: SECRET, NODE_ENV: 'development', DEV_LOGIN: 'true' };
  const servers: ChildServer[] = [];
  const client = new pg.Client({ connectionString: database.url });
  const clients = startClients(2);
  try {
    const apiA = await startApiProcess('api-a', shared);
    servers.push(apiA, await startApiProcess('api-b', shared));
    const instances = servers.map((server) => ({ server, port: Number(new URL(server.url!).port) }));
    await client.connect();

    // A generation that no worker runs (WORKERS=0 everywhere): the webhook's stages are the only ones.
    const tokens = await sessions(apiA, SUBSCRIBERS);
    await client.query('update accounts set credits = 10');
    const body = generationRequest(['bench-sse-scale.com']);
    await json(await fetch(`${apiA.url}/api/v1/generator`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` }, body: JSON.stringify(body) }));

    // Client process i holds the streams of instance i.
    const route = `/api/v1/generator/sse?track_id=${body.track_id}`;
    const connected = await clients.ask((index) => ({ type: 'connect', port: instances[index]!.port, streams: tokens.filter((_, position) => position % 2 === index).map((token) => ({ token, path: route })) }), 'connected');
    const open = connected.reduce((sum, report) => sum + report.count, 0);
    if (open !== SUBSCRIBERS) throw new Error(`only ${open} of ${SUBSCRIBERS} streams opened: ${connected.flatMap((report) => report.refused).join('; ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const latencies: number[][] = [[], []];
    for (let round = 0; round < ROUNDS; round++) {
      const marker = `across-${randomUUID()}`;
      const received = clients.ask({ type: 'expect', marker }, 'received', 10_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const sent = process.hrtime.bigint();
      await publishByWebhook(apiA.url!, SECRET, body.track_id, marker);
      for (const [index, report] of (await received).entries()) latencies[index]!.push(...report.times.map((time) => Number(BigInt(time) - sent) / 1e6));
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    console.log(`${SUBSCRIBERS} subscribers over two API instances (PostgreSQL, Redis), ${ROUNDS} messages sent to A, ${os.cpus().length} CPU cores:`);
    console.log(`  on A (where the webhook arrived): ${describe(latencies[0]!)}`);
    console.log(`  on B (the other instance):        ${describe(latencies[1]!)}`);
    console.log(`  all subscribers:                  ${describe(latencies.flat())}`);
  } finally {
    await clients.ask({ type: 'close' }, 'closed').catch(() => undefined);
    await client.end().catch(() => {});
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
    await dropRedisKeys(prefix);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const problem = (await redisUnreachable()) ?? (await postgresUnreachable());
if (problem) console.log(`cross-instance SSE benchmark skipped: ${problem}`);
else await measure();
