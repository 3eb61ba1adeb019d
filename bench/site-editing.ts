// Editing and publishing (issue 18): the time to save an edit as a new version and render the site from it, and
// the Lighthouse mobile scores of the published page (median of 3; the issue's target is 100 in each category, as the
// ZIP's pages score). Then serving (issue 29): requests per second of the published page beside a bare static server
// serving the same file from disk, plain and precompressed with brotli (each in a process of its own, in the same
// run; 10 connections, 8 rounds of 2 s taken in turn; a ratio is the median of the rounds'). The page is asked for
// with a browser's user agent, so every request is counted in the site's visit statistics; asked for with a bot's
// user agent of the same length, it is not, which gives the cost of counting. That comparison is a phase of its own:
// the two loads alternate A B B A over 12 rounds, so each is as often first as second, and the two runs of one setup
// next to each other (B B, A A) show how far two identical loads differ on this machine. Targets: published >= 0.8x
// the static server, counting on >= 0.9x counting off. The views counted are checked against the requests sent, in
// the database, once the server has written them at shutdown.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import { unzipSync } from 'fflate';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { startProductServer } from '../e2e/support/product-server.ts';
import { median, printLighthouseMobile } from './support/lighthouse-runs.ts';
import { apiClient } from './support/api-client.ts';

const SAVES = 10;
const host = 'bench-bakery.com';
const server = await startProductServer({ LOG_LEVEL: 'error' });

const call = apiClient(server.url);

const worst = (values: number[]) => Math.max(...values);
const ROUNDS = 8;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
// Googlebot's desktop user agent without its Chrome version, as long as BROWSER: the two loads send as many bytes.
const BOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +https://www.google.com/bot.html)';
if (BOT.length !== BROWSER.length) throw new Error(`the user agents differ in length: ${BOT.length} and ${BROWSER.length}`);

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** The CPU time (user and system) a process has used so far, in µs, from /proc (Linux). */
function cpuTime(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
}

/**
 * A run against `url`, with the CPU time the serving process `pid` spent per request: on a busy machine the rate
 * swings with the load of everything else, while the CPU a request costs the server holds steady.
 */
async function load(url: string, pid: number, headers: Record<string, string> = {}, duration = 2) {
  const cpuBefore = cpuTime(pid);
  const result = await autocannon({ url, headers, connections: 10, duration });
  const cpu = (cpuTime(pid) - cpuBefore) / Math.max(1, result.requests.sent);
  return { rps: result.requests.average, p99: result.latency.p99, cpu, sent: result.requests.sent, non2xx: result.non2xx };
}
type Run = Awaited<ReturnType<typeof load>>;

/**
 * Each setup's runs taken in turn, ROUNDS times, every other round in reverse order: runs next to each other in time
 * meet the same load of the machine, and each setup is measured as often before as after its neighbours.
 */
async function inTurn<Name extends string>(setups: Record<Name, () => Promise<Run>>): Promise<Record<Name, Run[]>> {
  const names = Object.keys(setups) as Name[];
  const runs = Object.fromEntries(names.map((name) => [name, [] as Run[]])) as Record<Name, Run[]>;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const name of round % 2 ? [...names].reverse() : names) runs[name].push(await setups[name]());
  }
  return runs;
}

/**
 * Two setups in the order A B B A, `rounds` times: each is measured as often first as second, and right after itself
 * as often as after the other. Returns the runs of each, and the pairs of runs of one setup that came one after the
 * other, whose ratio is the noise of the measure.
 */
async function alternating(a: () => Promise<Run>, b: () => Promise<Run>, rounds: number) {
  const runs = { a: [] as Run[], b: [] as Run[] };
  const sameTwice: [Run, Run][] = [];
  for (let round = 0; round < rounds; round += 2) {
    const [a1, b1, b2, a2] = [await a(), await b(), await b(), await a()];
    runs.a.push(a1, a2);
    runs.b.push(b1, b2);
    sameTwice.push([b1, b2]);
    if (round > 0) sameTwice.push([runs.a.at(-3)!, a1]);
  }
  return { ...runs, sameTwice };
}

/** The median over the rounds of `runs`' rate over `against`'s, each ratio of two runs taken one after the other. */
const ratio = (runs: Run[], against: Run[]) => median(runs.map((run, round) => run.rps / against[round]!.rps));
/** The same by CPU time per request: the rate the server's CPU allows, over the other's. */
const cpuRatio = (runs: Run[], against: Run[]) => median(runs.map((run, round) => against[round]!.cpu / run.cpu));

function printRuns(label: string, runs: Run[], against?: { runs: Run[]; what: string; target: number }): void {
  const versus = against
    ? ` = ${ratio(runs, against.runs).toFixed(2)}x ${against.what} by req/s, ${cpuRatio(runs, against.runs).toFixed(2)}x by CPU per request (target >= ${against.target})`
    : '';
  const failed = runs.reduce((sum, run) => sum + run.non2xx, 0);
  const rate = median(runs.map((run) => run.rps)).toFixed(0).padStart(6);
  console.log(`${label.padEnd(50)} ${rate} req/s, p99 ${median(runs.map((run) => run.p99))} ms, ${median(runs.map((run) => run.cpu)).toFixed(0)} µs CPU per request${versus}${failed ? `, ${failed} non-2xx` : ''}`);
}

const sent = (runs: Run[]) => runs.reduce((sum, run) => sum + run.sent, 0);

try {
  const origin = server.url;
  const login = await fetch(`${origin}/api/v1/dev/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const { token } = (await login.json()) as { token: string };
  const request = generationRequest([host]);
  await call('/generator', token, request);
  for (let status = ''; status !== 'completed'; await new Promise((resolve) => setTimeout(resolve, 200))) {
    status = (await call<{ status: string }>(`/generator/status/${request.track_id}`, token)).status;
    if (status === 'failed') throw new Error('the generation failed');
  }
  const versions = `/sites/${request.track_id}/sites/${host}/versions`;
  const { model } = await call<{ model: { editions: { pages: { key: string }[] }[] } }>(`${versions}/1`, token);
  const home = model.editions[0]!.pages.findIndex((page) => page.key === 'home');

  const saves: number[] = [];
  const renders: number[] = [];
  for (let base = 1; base <= SAVES; base += 1) {
    const started = performance.now();
    await call(versions, token, { base, edits: [{ op: 'text', path: `/editions/0/pages/${home}/title`, value: `Bench title ${base}` }] });
    const saved = performance.now();
    const page = await fetch(`${origin}/api/v1${versions}/${base + 1}/files/`, { headers: { authorization: `Bearer ${token}` } });
    if (!page.ok) throw new Error(`preview: ${page.status}`);
    await page.arrayBuffer();
    saves.push(saved - started);
    renders.push(performance.now() - saved);
  }
  console.log(`save an edit as a new version: median ${median(saves).toFixed(1)} ms, worst ${worst(saves).toFixed(1)} ms (${SAVES} saves)`);
  console.log(`render the new version (whole site, first page served): median ${median(renders).toFixed(1)} ms, worst ${worst(renders).toFixed(1)} ms`);

  const publishStarted = performance.now();
  const publication = await call<{ slug: string }>(`/sites/${request.track_id}/publication`, token, { host });
  console.log(`publish the newest version (files written with their brotli and gzip forms): ${(performance.now() - publishStarted).toFixed(0)} ms`);
  const zip = new Uint8Array(await (await fetch(`${origin}/api/v1${versions}/${SAVES + 1}/zip`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-bench-static-'));
  for (const [name, bytes] of Object.entries(unzipSync(zip))) {
    const file = path.join(folder, name.slice(host.length + 1));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
  }
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(html|css|svg)$/.test(name))) {
    const bytes = fs.readFileSync(path.join(folder, file));
    fs.writeFileSync(path.join(folder, `${file}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  await printLighthouseMobile(`${origin}/p/${publication.slug}/`, { label: `/p/${publication.slug}/`, runs: 3, target: 100, bypassCsp: true });

  const bare = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'support/static-server.ts'), folder], { stdio: ['ignore', 'pipe', 'inherit'] });
  let counted = 0;
  try {
    const [port] = (await once(bare.stdout!, 'data')) as [Buffer];
    const staticUrl = `http://127.0.0.1:${port.toString().trim()}/`;
    const page = `${origin}/p/${publication.slug}/`;
    const browser = { 'user-agent': BROWSER };
    const brotli = { ...browser, 'accept-encoding': 'br' };
    const [serverPid, barePid] = [server.process.pid!, bare.pid!];
    // Warm-up, counted like the rest: the first requests compile the serving code.
    counted += (await load(page, serverPid, browser, 2)).sent;
    const runs = await inTurn({
      reference: () => load(staticUrl, barePid, browser),
      published: () => load(page, serverPid, browser),
      referenceBr: () => load(staticUrl, barePid, brotli),
      publishedBr: () => load(page, serverPid, brotli),
    });
    counted += sent(runs.published) + sent(runs.publishedBr);
    printRuns('bare static server, home page (reference)', runs.reference);
    printRuns(`published page /p/${publication.slug}/, counted`, runs.published, { runs: runs.reference, what: 'the static server', target: 0.8 });
    printRuns('bare static server, precompressed brotli', runs.referenceBr);
    printRuns('published page, brotli, counted', runs.publishedBr, { runs: runs.referenceBr, what: 'the static server', target: 0.8 });
    const counting = await alternating(() => load(page, serverPid, browser), () => load(page, serverPid, { 'user-agent': BOT }), 12);
    counted += sent(counting.a);
    printRuns("published page, a bot's user agent (not counted)", counting.b);
    printRuns('published page, counted', counting.a, { runs: counting.b, what: 'not counted', target: 0.9 });
    const noise = counting.sameTwice.map(([first, second]) => Math.abs(second.rps / first.rps - 1));
    console.log(`  two runs of the same load one after the other differ by ${(median(noise) * 100).toFixed(1)}% in req/s (median), ${(Math.max(...noise) * 100).toFixed(1)}% at most`);
  } finally {
    bare.kill();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  // The server writes the counts it gathered when it stops.
  await server.stop();
  const sqlite = new SqliteDatabase(path.join(server.dataDir, 'sitecraft.db'), { readonly: true });
  const written = sqlite.prepare('SELECT COALESCE(SUM(views), 0) AS views, COALESCE(SUM(visitors), 0) AS visitors FROM site_visit_days').get() as { views: number; visitors: number };
  sqlite.close();
  // Lighthouse's browser says it is a phone's Chrome, so its page loads count as a person's: one visitor more.
  console.log(`views in the statistics: ${written.views} = ${counted} requests sent with a browser's user agent + ${written.views - counted} page loads by Lighthouse; unique visitors: ${written.visitors} (expected 2: the bench and Lighthouse)`);
} finally {
  await server.stop();
}
