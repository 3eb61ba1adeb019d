import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { launchDir, loadConfig, loadEnvFile } from '../../src/config.ts';
import { freePort } from '../../../../packages/sitegen/test/support/free-port.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-config-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeEnvFile(lines: string[]): void {
  fs.writeFileSync(path.join(dir, '.env'), `${lines.join('\n')}\n`);
}

describe('.env', () => {
  test('the .env of the directory the command was started in (INIT_CWD) sets the configuration', () => {
    writeEnvFile(['# a comment', 'PORT=9123', 'MAIL_FROM="Shop <shop@example.test>"', 'GENERATION_CONCURRENCY=5']);
    const env: NodeJS.ProcessEnv = { INIT_CWD: dir };
    expect(loadEnvFile(env)).toBe(path.join(dir, '.env'));
    const config = loadConfig(env);
    expect(config.port).toBe(9123);
    expect(config.publicUrl).toBe('http://localhost:9123');
    expect(config.mailFrom).toBe('Shop <shop@example.test>');
    expect(config.generation.concurrency).toBe(5);
  });

  test('a variable of the real environment wins over the file, even an empty one', () => {
    writeEnvFile(['PORT=9123', 'MAIL_FROM=file@example.test', 'AI_MODEL=from-file']);
    const env: NodeJS.ProcessEnv = { INIT_CWD: dir, PORT: '9200', AI_MODEL: '' };
    loadEnvFile(env);
    expect(env.AI_MODEL).toBe('');
    const config = loadConfig(env);
    expect(config.port).toBe(9200);
    expect(config.mailFrom).toBe('file@example.test');
  });

  test('.env.example copied to .env is a valid configuration with the documented defaults', () => {
    fs.copyFileSync(path.resolve(serverDir, '../../.env.example'), path.join(dir, '.env'));
    const env: NodeJS.ProcessEnv = { INIT_CWD: dir };
    loadEnvFile(env);
    const config = loadConfig(env);
    expect(config).toMatchObject({ port: 8080, env: 'development', publicUrl: 'http://localhost:8080', mailFrom: 'SiteCraft AI <no-reply@sitecraft.local>' });
    expect(config.dataDir).toBe(path.join(dir, 'data'));
    expect(config.generation).toEqual({ concurrency: 2, timeoutMs: 600_000 });
  });

  test('without a .env nothing changes, and without INIT_CWD the current directory is the launch directory', () => {
    const env: NodeJS.ProcessEnv = { INIT_CWD: dir, PORT: '8181' };
    expect(loadEnvFile(env)).toBeUndefined();
    expect(env).toEqual({ INIT_CWD: dir, PORT: '8181' });
    expect(launchDir({})).toBe(process.cwd());
    expect(launchDir({ INIT_CWD: dir })).toBe(dir);
  });
});

describe('relative paths', () => {
  test('DATA_DIR and WEB_DIST resolve against the directory npm was started in, not the workspace', () => {
    const config = loadConfig({ INIT_CWD: dir, DATA_DIR: 'store', WEB_DIST: './web/dist' });
    expect(config.dataDir).toBe(path.join(dir, 'store'));
    expect(config.webDist).toBe(path.join(dir, 'web', 'dist'));
    const absolute = path.join(os.tmpdir(), 'elsewhere');
    expect(loadConfig({ INIT_CWD: dir, DATA_DIR: absolute }).dataDir).toBe(absolute);
  });

  test('the real server, started like `npm start` does (inside apps/server, INIT_CWD = where npm ran), reads that .env and keeps its data there', async () => {
    const port = await freePort();
    writeEnvFile([`PORT=${port}`, 'HOST=127.0.0.1', 'DATA_DIR=./data-from-env', 'WEB_DIST=./no-web-build', 'LOG_LEVEL=warn', 'NODE_ENV=development']);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', INIT_CWD: dir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const deadline = Date.now() + 45_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
        const answered = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then((response) => response.ok, () => false);
        if (answered) break;
        if (Date.now() > deadline) throw new Error(`the server did not answer on port ${port} from .env: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(fs.existsSync(path.join(dir, 'data-from-env', 'sitecraft.db'))).toBe(true);
      expect(fs.existsSync(path.join(serverDir, 'data-from-env'))).toBe(false);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 60_000);
});
