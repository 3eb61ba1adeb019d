// Live progress streams at scale on one server process (the real product, a child process, SQLite): N subscribers of
// one pro-message generation, each on its own session, half on /api/v1/messages/sse and half on
// /api/v1/generator/sse. Prints, next to their targets: the server's memory per connection (RSS and heap after a full
// GC), the time one progress message takes from the signed webhook that publishes it to the last subscriber, and
// what one heartbeat period of idle streams costs the server. `--subscribers 1000,10000 --clients 2 --rounds 5`.
//
// Every connection is a file descriptor on both sides: the server needs N + ~100, each client process N / clients.
// When `ulimit -n` is lower the bench says so and stops; raise it in the shell first (`ulimit -n 20000`).
// The RSS figure is steady at 10,000; at 1,000 it reads low (0 to 6 KiB), because the new connections fit in pages
// the process already holds from setting up (V8 and malloc keep them after a GC). The heap figure is steady at both.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HEARTBEAT_MS } from '../apps/server/src/modules/generator/sse-stream.ts';
import { startProductServer, type ProductServer } from '../e2e/support/product-server.ts';
import { publishByWebhook, startClients } from './support/sse-harness.ts';

const { values: flags } = parseArgs({
  options: { subscribers: { type: 'string', default: '1000,10000' }, clients: { type: 'string', default: '2' }, rounds: { type: 'string', default: '5' } },
});
const SIZES = flags.subscribers.split(',').map(Number);
const CLIENTS = Number(flags.clients);
const ROUNDS = Number(flags.rounds);
const SECRET = `bench-webhook-secret-${randomUUID()}`;
const TARGET_KIB = 12;
const TARGET_MS = 300;

/**
 * The server runs with --expose-gc and this probe only here: SIGUSR2 collects garbage and writes process.memoryUsage(),
 * to a file of its own renamed into place, so that the bench never reads it half written.
 */
const PROBE = `data:text/javascript,import fs from 'node:fs'; let n = 0; process.on('SIGUSR2', () => { gc(); gc(); const file = process.env.MEMORY_PROBE_FILE; fs.writeFileSync(file + '.part', JSON.stringify({ n: ++n, ...process.memoryUsage() })); fs.renameSync(file + '.part', file); });`;

function openFileLimit(): number {
  const line = fs.readFileSync('/proc/self/limits', 'utf8').split('\n').find((text) => text.startsWith('Max open files'));
  return Number(line?.split(/\s{2,}/)[1] ?? 1024);
}

/** Server CPU time (user + system) in ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function memory(server: ProductServer, file: string): Promise<{ rss: number; heapUsed: number }> {
  const last = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { n: number }).n : 0;
  server.process.kill('SIGUSR2');
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (!fs.existsSync(file)) continue;
    const probe = JSON.parse(fs.readFileSync(file, 'utf8')) as { n: number; rss: number; heapUsed: number };
    if (probe.n > last) return probe;
  }
}

/** A chat-completions endpoint that never answers: the generation stays at its text stage while streams connect. */
async function startHeldModel(): Promise<{ url: string; asked: () => number; close: () => void }> {
  let asked = 0;
  const server = http.createServer(() => void asked++);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/v1`, asked: () => asked, close: () => server.closeAllConnections() };
}

async function json(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

const send = (server: ProductServer, route: string, init: { method?: string; token?: string; body?: unknown }) =>
  fetch(`${server.url}${route}`, {
    method: init.method ?? 'POST',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

/** `count` real sessions of the local dev admin, each from its own DEV login. */
async function sessions(server: ProductServer, count: number): Promise<string[]> {
  const tokens: string[] = [];
  const worker = async () => {
    while (tokens.length < count) tokens.push((await json(await send(server, '/api/v1/dev/login', {}))).token as string);
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return tokens.slice(0, count);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (nanoseconds: bigint) => Number(nanoseconds) / 1e6;

async function measure(subscribers: number): Promise<void> {
  const model = await startHeldModel();
  const probeFile = path.join(fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'sitecraft-sse-')), 'memory.json');
  const server = await startProductServer({
    LOG_LEVEL: 'error',
    AI_BASE_URL: model.url,
    AI_MODEL: 'bench',
    WEBHOOK_SECRET: SECRET,
    NODE_OPTIONS: `--expose-gc --import="${PROBE}"`,
    MEMORY_PROBE_FILE: probeFile,
  });
  const clients = startClients(CLIENTS);
  try {
    // A pro account (the dev admin, made pro through the admin API) sends a message; its generation waits on the model.
    const admin = await json(await send(server, '/api/v1/dev/login', {}));
    const adminToken = admin.token as string;
    const adminId = (admin.user as { _id: string })._id;
    await json(await send(server, `/api/v1/admin/accounts/${adminId}`, { method: 'PATCH', token: adminToken, body: { pro: true } }));
    const tokens = await sessions(server, subscribers);
    const trackId = randomUUID();
    await json(await send(server, '/api/v1/generator', { token: adminToken, body: { message_type: 'Promo', message: 'Summer sale on handmade candles this weekend.', track_id: trackId } }));
    while (model.asked() === 0) await new Promise((resolve) => setTimeout(resolve, 50));

    const pid = server.process.pid!;
    // Twice: V8 hands pages back to the system some time after a collection, and the first figure still holds them.
    await memory(server, probeFile);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = await memory(server, probeFile);
    const routes = [`/api/v1/messages/sse?track_id=${trackId}`, `/api/v1/generator/sse?track_id=${trackId}`];
    const streams = tokens.map((token, index) => ({ token, path: routes[index % 2]! }));
    const connectStarted = performance.now();
    const connected = await clients.ask((index) => ({ type: 'connect', port: server.port, streams: streams.filter((_stream, position) => position % CLIENTS === index) }), 'connected');
    const connectMs = performance.now() - connectStarted;
    const open = connected.reduce((sum, report) => sum + report.count, 0);
    if (open !== subscribers) throw new Error(`only ${open} of ${subscribers} streams opened: ${connected.flatMap((report) => report.refused).join('; ')}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await memory(server, probeFile);

    const fanOut: number[] = [];
    const spread: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const marker = `fan-out-${randomUUID()}`;
      const received = clients.ask({ type: 'expect', marker }, 'received', 10_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const sent = process.hrtime.bigint();
      await publishByWebhook(server.url, SECRET, trackId, marker);
      const reports = await received;
      const first = reports.reduce((min, report) => (BigInt(report.first) < min ? BigInt(report.first) : min), BigInt(reports[0]!.first));
      const last = reports.reduce((max, report) => (BigInt(report.last) > max ? BigInt(report.last) : max), 0n);
      fanOut.push(ms(last - sent));
      spread.push(ms(last - first));
      await new Promise((resolve) => setTimeout(resolve, 300));
    }

    // One whole heartbeat period with nothing else to do: what the heartbeats (and their session and job checks) cost.
    const beatsBefore = (await clients.ask({ type: 'stats' }, 'stats')).reduce((sum, report) => sum + report.heartbeats, 0);
    const cpuBefore = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS + 1000));
    const cpu = cpuMs(pid) - cpuBefore;
    const stats = await clients.ask({ type: 'stats' }, 'stats');
    const stillOpen = stats.reduce((sum, report) => sum + report.open, 0);
    const beats = stats.reduce((sum, report) => sum + report.heartbeats, 0) - beatsBefore;
    const withHeartbeat = stats.reduce((sum, report) => sum + report.withHeartbeat, 0);

    const perRss = (after.rss - before.rss) / 1024 / subscribers;
    const perHeap = (after.heapUsed - before.heapUsed) / 1024 / subscribers;
    console.log(`\n${subscribers} subscribers (${CLIENTS} client processes), connected in ${(connectMs / 1000).toFixed(1)} s`);
    console.log(`  memory per connection:  ${perRss.toFixed(1)} KiB RSS (target <= ${TARGET_KIB}), ${perHeap.toFixed(1)} KiB JS heap (after GC; RSS ${(before.rss / 2 ** 20).toFixed(0)} -> ${(after.rss / 2 ** 20).toFixed(0)} MiB)`);
    console.log(`  one message to all:     median ${median(fanOut).toFixed(0)} ms, worst ${Math.max(...fanOut).toFixed(0)} ms over ${ROUNDS} (webhook sent -> last subscriber; target <= ${TARGET_MS}); first -> last subscriber median ${median(spread).toFixed(0)} ms`);
    console.log(`  one heartbeat period:   ${(HEARTBEAT_MS / 1000).toFixed(0)} s + 1 s idle cost the server ${cpu} ms CPU; ${beats} heartbeats received, ${withHeartbeat} of ${subscribers} streams had one, ${stillOpen} still open`);
  } finally {
    await clients.ask({ type: 'close' }, 'closed').catch(() => undefined);
    await server.stop('SIGKILL');
    model.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(path.dirname(probeFile), { recursive: true, force: true });
  }
}

const needed = Math.max(...SIZES) + 200;
if (openFileLimit() < needed) {
  console.error(`ulimit -n is ${openFileLimit()}; ${needed} open files are needed for ${Math.max(...SIZES)} subscribers. Run \`ulimit -n ${needed}\` (or higher) first.`);
  process.exit(1);
}
for (const size of SIZES) await measure(size);
