import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { request } from './support/requests.ts';

const run = promisify(execFile);
const cli = join(import.meta.dirname, '../src/cli.ts');
const tsx = join(import.meta.dirname, '../../../node_modules/.bin/tsx');
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitegen-cli-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('command line', () => {
  test('writes the ZIP of a request with one folder per domain and prints the stages', async () => {
    const { track_id: _trackId, ...input } = request({ site_count: '2', domain_name: 'bella-pizza.com, кафе.рф' });
    void _trackId;
    await writeFile(join(dir, 'request.json'), JSON.stringify(input));
    const { stdout, stderr } = await run(tsx, [cli, '--request', join(dir, 'request.json'), '--out', join(dir, 'site.zip')], { env: { ...process.env, AI_BASE_URL: '', STOCK_PHOTOS_API_KEY: '' } });
    expect(stdout).toMatch(/^2 site\(s\), \d+ files, \d+ bytes/);
    expect(stderr).toContain(' 90% Packing your website into a ZIP archive');
    const entries = Object.keys(unzipSync(new Uint8Array(await readFile(join(dir, 'site.zip')))));
    expect(entries).toContain('bella-pizza.com/index.html');
    expect(entries).toContain('кафе.рф/index.html');
    expect(entries).toContain('README.md');
  });

  test('explains a refused request and exits with 1', async () => {
    await writeFile(join(dir, 'bad.json'), JSON.stringify(request({ domain_name: '../../etc' })));
    const failure = await run(tsx, [cli, '--request', join(dir, 'bad.json'), '--out', join(dir, 'bad.zip')]).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('Generation failed: The domain “../../etc” is refused');
  });
});
