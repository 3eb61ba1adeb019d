import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@sitecraft/shared/health';
import { freePort, serverProgram, waitUntilHealthy } from './support/product-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.dirname(serverProgram);
const builtJavaScript = () =>
  fs
    .readdirSync(distDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(distDir, file), 'utf8'))
    .join('\n');
/** Every module specifier the compiled files import, static or dynamic. */
const importedSpecifiers = () => [...builtJavaScript().matchAll(/(?:\bfrom|\bimport\s*\(?)\s*["']([^"']+)["']/g)].map((match) => match[1]!);

/** Runs the image's HEALTHCHECK command against the server of this file. */
const runHealthProbe = () =>
  spawnSync(process.execPath, [path.join(distDir, 'healthcheck.js')], { env: { PATH: process.env.PATH ?? '', PORT: new URL(url).port }, encoding: 'utf8', timeout: 10_000 });

let child: ChildProcess;
let url: string;
let dataDir: string;
let stderr = '';

// As the Docker image and `npm start` run it: plain `node`, no TypeScript loader, no flags, NODE_ENV=production, and no
// path settings, so the defaults are found from the compiled program's own location.
beforeAll(async () => {
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-production-'));
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [serverProgram], {
    cwd: repoRoot,
    // Only what production sets; INIT_CWD is an empty folder, so no .env of the developer's is read.
    env: { PATH: process.env.PATH ?? '', HOME: dataDir, INIT_CWD: dataDir, NODE_ENV: 'production', WEBHOOK_SECRET: 'a-webhook-secret-of-24-chars', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitUntilHealthy(url, child);
});
afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the production build', () => {
  it('is plain JavaScript: our workspace packages inlined, npm packages (native ones too) left to node_modules', () => {
    const specifiers = importedSpecifiers();
    expect(specifiers.filter((specifier) => /\.(c|m)?tsx?$/.test(specifier) || specifier.startsWith('@sitecraft/') || specifier === 'tsx' || specifier.startsWith('tsx/'))).toEqual([]);
    expect(specifiers).toEqual(expect.arrayContaining(['better-sqlite3', '@node-rs/argon2', '@resvg/resvg-js', 'fastify']));
  });

  it('started with `node` alone, answers health with the database reachable', async () => {
    expect(child.spawnargs).toEqual([process.execPath, serverProgram]);
    const response = await fetch(`${url}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(healthResponseSchema.parse(await response.json())).toMatchObject({ success: true, status: 'ok', checks: { database: 'ok' } });
    expect(fs.existsSync(path.join(dataDir, 'sitecraft.db'))).toBe(true);
  });

  it('serves the built web app from its default place, found from the compiled program', async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe(fs.readFileSync(path.join(repoRoot, 'apps/web/dist/index.html'), 'utf8'));
  });

  it("Docker's health probe (dist/healthcheck.js) passes while the server answers", () => {
    const probe = runHealthProbe();
    expect(probe.status).toBe(0);
    expect(probe.stdout).toMatch(/^200 \{"success":true/);
  });

  it('stops cleanly on SIGTERM (docker stop) without a word on stderr; the health probe then fails', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
    expect(runHealthProbe().status).toBe(1);
  });
});
