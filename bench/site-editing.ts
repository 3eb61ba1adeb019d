// Editing and publishing (issue 18): the time to save an edit as a new version and render the site from it, and
// requests per second for a published page, side by side with a bare static server serving the same file (each in a
// process of its own, in the same run; 10 connections, 10 s), and the Lighthouse mobile scores of the published page
// (median of 3; the issue's target is 100 in each category, as the ZIP's pages score).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
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

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: 10, duration: 10 });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

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
  const bare = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'support/static-server.ts'), folder], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [port] = (await once(bare.stdout!, 'data')) as [Buffer];
    const reference = await load(`http://127.0.0.1:${port.toString().trim()}/`);
    const published = await load(`${origin}/p/${publication.slug}/`);
    const compressed = await load(`${origin}/p/${publication.slug}/`, { 'accept-encoding': 'br' });
    console.log(`bare static server, home page (reference)   ${reference.rps.toFixed(0).padStart(6)} req/s, p99 ${reference.p99} ms`);
    console.log(`published page /p/${publication.slug}/   ${published.rps.toFixed(0).padStart(6)} req/s, p99 ${published.p99} ms = ${(published.rps / reference.rps).toFixed(2)} of the static server${published.non2xx ? `, ${published.non2xx} non-2xx` : ''}`);
    console.log(`the same, brotli (Accept-Encoding: br)       ${compressed.rps.toFixed(0).padStart(6)} req/s, p99 ${compressed.p99} ms = ${(compressed.rps / reference.rps).toFixed(2)} of the static server (sending the file uncompressed)`);
    await printLighthouseMobile(`${origin}/p/${publication.slug}/`, { label: `/p/${publication.slug}/`, runs: 3, target: 100, bypassCsp: true });
  } finally {
    bare.kill();
    fs.rmSync(folder, { recursive: true, force: true });
  }
} finally {
  await server.stop();
}
