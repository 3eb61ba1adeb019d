// Generation throughput through BullMQ: one API process (WORKERS=0) queues JOBS one-site generations (offline
// writer), and 1, 2 or 4 worker processes (`npm run worker`, one generation at a time each) run them, on PostgreSQL
// and Redis (DATABASE_URL / REDIS_URL, else the machine's 127.0.0.1 defaults). Prints jobs per second from the
// first POST to the last completion, and the median time from POST to completed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { createPostgresDatabase } from '../apps/server/test/support/test-database.ts';
import { startApiProcess, startWorkerProcess, type ChildServer } from '../apps/server/test/scale/child-processes.ts';
import { POSTGRES_ADMIN_URL, REDIS_URL, dropRedisKeys, postgresUnreachable, redisUnreachable, testPrefix } from '../apps/server/test/scale/scale-support.ts';

const { values } = parseArgs({ options: { jobs: { type: 'string', default: '40' }, workers: { type: 'string', default: '1,2,4' } }, strict: false });
const JOBS = Number(values.jobs);
const WORKER_COUNTS = String(values.workers).split(',').map(Number);

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

async function run(workerCount: number): Promise<void> {
  const database = await createPostgresDatabase(POSTGRES_ADMIN_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-bench-queue-'));
  const prefix = testPrefix();
  const shared = { DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: prefix, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  const servers: ChildServer[] = [];
  const client = new pg.Client({ connectionString: database.url });
  try {
    const api = await startApiProcess('api', { ...shared, WORKERS: '0' });
    servers.push(api);
    servers.push(...(await Promise.all(Array.from({ length: workerCount }, (_, index) => startWorkerProcess(`worker-${index + 1}`, { ...shared, LOG_LEVEL: 'info', GENERATION_CONCURRENCY: '1' })))));
    await client.connect();
    const token = ((await (await fetch(`${api.url}/api/v1/dev/login`, { method: 'POST' })).json()) as { token: string }).token;
    await client.query('update accounts set credits = $1', [JOBS * 2]);

    const posted = new Map<string, number>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: JOBS }, async (_, index) => {
        const body = generationRequest([`bench-queue-${index}.com`]);
        const sentAt = Date.now();
        const response = await fetch(`${api.url}/api/v1/generator`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
        if (!response.ok) throw new Error(`start failed: ${response.status} ${await response.text()}`);
        posted.set(body.track_id, sentAt);
      }),
    );
    for (;;) {
      const { rows } = await client.query<{ status: string; count: string }>('select status, count(*) from generations group by status');
      const done = rows.filter((row) => row.status === 'completed' || row.status === 'failed').reduce((sum, row) => sum + Number(row.count), 0);
      if (done >= JOBS) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const elapsedS = (performance.now() - started) / 1000;
    const { rows } = await client.query<{ track_id: string; status: string; finished_at: string }>('select track_id, status, finished_at from generations');
    const failed = rows.filter((row) => row.status !== 'completed').length;
    const latencies = rows.map((row) => Number(row.finished_at) - posted.get(row.track_id)!);
    console.log(
      `${workerCount} worker process${workerCount > 1 ? 'es' : ''}: ${JOBS} generations in ${elapsedS.toFixed(1)} s = ${(JOBS / elapsedS).toFixed(2)} jobs/s; ` +
        `POST to completed median ${(median(latencies) / 1000).toFixed(1)} s${failed ? `; ${failed} FAILED` : ''}`,
    );
  } finally {
    await client.end().catch(() => {});
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
    await dropRedisKeys(prefix);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const problem = (await redisUnreachable()) ?? (await postgresUnreachable());
if (problem) {
  console.log(`queue benchmark skipped: ${problem}`);
} else {
  console.log(`BullMQ throughput, offline writer, one-site generations, ${os.cpus().length} CPU cores:`);
  for (const count of WORKER_COUNTS) await run(count);
}
