import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { freePort } from '../../../../packages/sitegen/test/support/free-port.ts';

export interface PrivateRedis {
  url: string;
  /** Stops the server as a restart does (SIGTERM: it writes its append-only file first). */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the data it had. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Why no private Redis can be started here, or undefined when `redis-server` is on the PATH. */
export function privateRedisMissing(): string | undefined {
  return spawnSync('redis-server', ['--version']).status === 0 ? undefined : 'redis-server is not on the PATH';
}

/** A redis-server of this test's own on a free port, keeping its data in an append-only file so a restart loses nothing. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  const start = async () => {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''], { stdio: 'ignore' });
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      for (const deadline = Date.now() + 10_000; ; await sleep(50)) {
        if (await probe.connect().then(() => probe.ping(), () => undefined)) return;
        if (Date.now() > deadline) throw new Error(`the private redis-server on ${port} did not start`);
      }
    } finally {
      probe.disconnect();
    }
  };
  const stop = async () => {
    const running = server;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    url,
    stop,
    start,
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
