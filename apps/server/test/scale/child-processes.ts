import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../../../packages/sitegen/test/support/free-port.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const STARTUP_MS = 60_000;
const SLOW_STOP_MS = 15_000;

export interface ChildServer {
  name: string;
  /** http://127.0.0.1:<port> for an API process; undefined for a worker. */
  url: string | undefined;
  process: ChildProcess;
  /** The process's log lines so far (pino JSON). */
  lines: string[];
  /** Sends `signal` (if still running) and resolves with the exit code (null when a signal ended it). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Runs `apps/server/src/<entry>.ts` from the sources (tsx) with only `env` on top of a clean test environment; warnings
 * and errors it logs are printed with its name, every line is kept.
 */
function run(name: string, entry: 'main' | 'worker', env: Record<string, string>): ChildServer & { exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/${entry}.ts`], {
    cwd: repoRoot,
    // INIT_CWD at the data dir: no developer's .env reaches the test.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', INIT_CWD: env.DATA_DIR ?? repoRoot, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      if (/"level":(40|50|60)/.test(line) || !line.startsWith('{')) console.error(`[${name}] ${line}`);
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    url: undefined,
    process: child,
    lines,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      // A process that has not exited after a while says what it last logged: a shutdown that hangs shows where.
      const slow = setTimeout(() => console.error(`[${name}] still running ${SLOW_STOP_MS / 1000} s after ${signal}; its last lines:\n${lines.slice(-15).join('\n')}`), SLOW_STOP_MS);
      return exited.finally(() => clearTimeout(slow));
    },
  };
}

async function waitFor(name: string, child: ChildProcess, ready: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it was ready`);
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`${name} was not ready within ${STARTUP_MS / 1000} s`);
    await sleep(100);
  }
}

/** An API process (`npm start`'s server) on a free loopback port; resolves once it answers its health check. */
export async function startApiProcess(name: string, env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = run(name, 'main', { HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DEV_LOGIN: 'true', ...env });
  await waitFor(name, server.process, async () => {
    try {
      return (await fetch(`${url}/api/v1/health`)).ok;
    } catch {
      return false;
    }
  });
  return { ...server, url };
}

/** A worker process (`npm run worker`); resolves once it says its workers have started. */
export async function startWorkerProcess(name: string, env: Record<string, string>): Promise<ChildServer> {
  const server = run(name, 'worker', env);
  await waitFor(name, server.process, () => server.lines.some((line) => line.includes('Generation worker started')));
  return server;
}
