import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../packages/sitegen/test/support/free-port.ts';

export { freePort };

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ProductServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Waits until the server at url answers its health check with 200; fails when the process exits first or after 30 s. */
export async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The compiled server, as `npm start` and the Docker image run it (`npm run build -w apps/server` writes it). */
export const serverProgram = path.join(repoRoot, 'apps/server/dist/main.js');
const serverSources = ['apps/server/src', 'packages/shared/src', 'packages/sitegen/src'].map((dir) => path.join(repoRoot, dir));

let checkedBuild = false;

/** Refuses to run without a build, and says so when the source changed after it (a bench run directly, say). */
function checkServerBuild(): void {
  if (checkedBuild) return;
  checkedBuild = true;
  if (!fs.existsSync(serverProgram)) throw new Error(`${serverProgram} is missing: run \`npm run build\` first (the e2e project builds it itself)`);
  const built = fs.statSync(serverProgram).mtimeMs;
  const newer = serverSources
    .flatMap((dir) => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => path.join(entry.parentPath, entry.name)))
    .find((file) => file.endsWith('.ts') && fs.statSync(file).mtimeMs > built);
  if (newer) console.warn(`warning: ${path.relative(repoRoot, newer)} changed after the server was built; \`npm run build -w apps/server\` to test the change`);
}

/**
 * Starts the real product (the compiled server, serving the built web app) as a child process on a free loopback
 * port with its own data directory, and waits until it answers.
 */
export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  checkServerBuild();
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', serverProgram], {
    cwd: repoRoot,
    // Each server gets its own SQLite file under its data directory: a DATABASE_URL set for the API suite
    // (CI sets one) must not make every browser test share one PostgreSQL database.
    // INIT_CWD points at the data directory, so a developer's own .env (an AI_BASE_URL, say) never reaches the tests.
    env: { ...process.env, INIT_CWD: dataDir, DATABASE_URL: '', SMTP_URL: '', NODE_ENV: 'development', DEV_LOGIN: 'true', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitUntilHealthy(url, child);

  return {
    url,
    port,
    dataDir,
    process: child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
