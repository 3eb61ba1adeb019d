import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitUntilHealthy } from './support/product-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const stripColours = (text: string) => stripVTControlCharacters(text).replace(/\r/g, '');

let child: ChildProcess;
let url: string;
let home: string;
let output = '';
const lines = () => stripColours(output).split('\n');

// The server part of `npm start` (`npm run start -w apps/server`, the compiled server through npm), run in a
// pseudo-terminal by util-linux's `script`, so the server sees a terminal as a person's `npm start` does. The build
// part is left out: it would rewrite apps/*/dist under the browser tests running beside this one.
beforeAll(async () => {
  const port = await freePort();
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-terminal-'));
  url = `http://127.0.0.1:${port}`;
  const env = { PATH: process.env.PATH ?? '', HOME: home, INIT_CWD: home, TERM: 'xterm-256color', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: home };
  child = spawn('script', ['--quiet', '--return', '--flush', '--command', 'npm run start --workspace apps/server', '/dev/null'], { cwd: repoRoot, env, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilHealthy(url, child);
});
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(home, { recursive: true, force: true });
});

describe('npm start on a terminal', () => {
  it('says which address to open, and prints no line per request', async () => {
    await expect.poll(lines).toContainEqual(expect.stringContaining(`open ${url}/#/landing`));
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${url}/api/v1/health`)).status).toBe(200);
    expect(await fetch(`${url}/api/v1/no-such-route`).then((response) => response.status)).toBe(404);
    expect(stripColours(output)).not.toMatch(/incoming request|request completed|"reqId"/);
  });

  it('prints the verification link of a sign-up as one plain line that works', async () => {
    const response = await fetch(`${url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Anna', email: 'anna@example.com', password: 'correct-horse-battery-9' }),
    });
    expect(response.status).toBe(200);
    const prefix = 'Verification link for anna@example.com: ';
    await expect.poll(() => lines().some((text) => text.startsWith(prefix))).toBe(true);
    const link = lines().find((text) => text.startsWith(prefix))!.slice(prefix.length);
    expect(link).toMatch(new RegExp(`^${url.replace(/\./g, '\\.')}/#/verify-email/[0-9a-f]{40}$`));
    const verified = await fetch(`${url}/api/v1/auth/verify-email/${link.split('/').pop()}`);
    expect(verified.status).toBe(200);
  });
});
