// Memory after uploads (issue 26): the server's resident memory (VmRSS) before, at its peak during and after a storm
// of picture uploads with saves in between, on the real product (the compiled server, a child process, SQLite). A
// site kept for editing gets `--uploads` photos (100; 2000x1500 JPEGs of about 0.9 MB, each different) in parallel
// batches of `--parallel` (20), while a chain of saves runs beside each batch (a picture replaced by an upload of the
// batch before, a title changed). Then the server idles `--settle` seconds (15) and its RSS is read again; the target
// is an RSS after no more than 1.5 times the RSS before. The server inherits this process's environment:
// `MALLOC_ARENA_MAX=2 npm run bench -- uploads` measures it with glibc's malloc held to two arenas.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { startProductServer } from '../e2e/support/product-server.ts';
import { median } from './support/lighthouse-runs.ts';
import { apiClient } from './support/api-client.ts';

const { values: flags } = parseArgs({ options: { uploads: { type: 'string', default: '100' }, parallel: { type: 'string', default: '20' }, settle: { type: 'string', default: '15' } }, strict: false });
const UPLOADS = Number(flags.uploads);
const PARALLEL = Number(flags.parallel);
const SETTLE_S = Number(flags.settle);
const SAVES_PER_BATCH = 4;
const TARGET_RATIO = 1.5;
const WIDTH = 2000;
const HEIGHT = 1500;
const host = 'bench-uploads.com';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statusKiB = (pid: number, field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

/** `count` different photo-like JPEGs: one grain of tinted noise, each copy marked in its first pixels, encoded apart. */
async function photos(count: number): Promise<Buffer[]> {
  const raw = { raw: { width: WIDTH, height: HEIGHT, channels: 3 as const } };
  const noise = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 50 } } }).raw().toBuffer();
  const pixels = await sharp(noise, raw).blur(0.7).tint('#c89664').raw().toBuffer();
  const made: Buffer[] = [];
  for (let index = 0; index < count; index++) {
    pixels.writeUInt32BE(index, 0);
    made.push(await sharp(pixels, raw).jpeg({ quality: 85 }).toBuffer());
  }
  return made;
}

const server = await startProductServer({ LOG_LEVEL: 'error' });
const pid = server.process.pid!;

const call = apiClient(server.url);

try {
  const login = await fetch(`${server.url}/api/v1/dev/login`, { method: 'POST' });
  const { token } = (await login.json()) as { token: string };
  const request = generationRequest([host]);
  await call('/generator', token, request);
  for (let status = ''; status !== 'completed'; await sleep(200)) {
    status = (await call<{ status: string }>(`/generator/status/${request.track_id}`, token)).status;
    if (status === 'failed') throw new Error('the generation failed');
  }
  const site = `/sites/${request.track_id}/sites/${host}`;
  type Model = { editions: { pages: { key: string; sections: { kind: string }[] }[] }[] };
  const { model } = await call<{ model: Model }>(`${site}/versions/1`, token);
  const home = model.editions[0]!.pages.findIndex((page) => page.key === 'home');
  const hero = model.editions[0]!.pages[home]!.sections.findIndex((section) => section.kind === 'hero');
  const pictures = await photos(UPLOADS);
  const averageKiB = pictures.reduce((sum, bytes) => sum + bytes.length, 0) / pictures.length / 1024;

  const upload = async (bytes: Buffer) => {
    const started = performance.now();
    const send = () => fetch(`${server.url}/api/v1${site}/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' }, body: new Uint8Array(bytes) });
    let response = await send();
    // The server takes a few uploads at once and asks the others to come back later, as a browser's editor is asked to.
    while (response.status === 503 && response.headers.has('retry-after')) {
      await response.body?.cancel();
      await sleep(Number(response.headers.get('retry-after')) * 1000);
      response = await send();
    }
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    return { id: ((await response.json()) as { upload: string }).upload, ms: performance.now() - started };
  };
  let base = 1;
  const saveChain = async (uploaded: string[]) => {
    for (let save = 0; save < SAVES_PER_BATCH; save++) {
      const picture = uploaded[save % Math.max(uploaded.length, 1)];
      const edits: unknown[] = [{ op: 'text', path: `/editions/0/pages/${home}/title`, value: `Bench title ${base}` }];
      if (picture) edits.push({ op: 'image', path: `/editions/0/pages/${home}/sections/${hero}/data/image`, upload: picture });
      await call(`${site}/versions`, token, { base, edits });
      base++;
    }
  };

  // The server as it idles with the site made: what it holds before the storm.
  await sleep(3000);
  const before = statusKiB(pid, 'VmRSS');
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM, the peak RSS, to the RSS now
  const latencies: number[] = [];
  let previous: string[] = [];
  const started = performance.now();
  for (let first = 0; first < UPLOADS; first += PARALLEL) {
    const [batch] = await Promise.all([Promise.all(pictures.slice(first, first + PARALLEL).map(upload)), saveChain(previous)]);
    latencies.push(...batch.map((each) => each.ms));
    previous = batch.map((each) => each.id);
  }
  const stormS = (performance.now() - started) / 1000;
  const peak = statusKiB(pid, 'VmHWM');
  await sleep(SETTLE_S * 1000);
  const after = statusKiB(pid, 'VmRSS');

  const saves = base - 1;
  console.log(`${UPLOADS} uploads of ${WIDTH}x${HEIGHT} JPEGs (${averageKiB.toFixed(0)} KiB each), ${PARALLEL} at once, and ${saves} saves: ${stormS.toFixed(1)} s`);
  console.log(`  one upload (sent -> answered): median ${(median(latencies) / 1000).toFixed(1)} s, worst ${(Math.max(...latencies) / 1000).toFixed(1)} s`);
  console.log(`  server RSS: before ${mib(before)}, peak ${mib(peak)} (${(peak / before).toFixed(2)}x), after ${SETTLE_S} s idle ${mib(after)} (${(after / before).toFixed(2)}x)`);
  console.log(`  after / before: ${(after / before).toFixed(2)}x, target <= ${TARGET_RATIO}x  ${after / before <= TARGET_RATIO ? 'ok' : 'ABOVE TARGET'}`);
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
