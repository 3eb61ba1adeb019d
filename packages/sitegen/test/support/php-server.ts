import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

type Files = ReadonlyMap<string, string | Uint8Array>;

/** Why the tests that need a real PHP are skipped, or undefined when `php` runs here. */
export const phpMissing: string | undefined =
  spawnSync('php', ['-v'], { stdio: 'ignore' }).status === 0 ? undefined : 'php is not installed here (apt-get install php-cli; .ci/run installs it)';

export interface PhpServer {
  url: string;
  /** The web root: the site's files. */
  root: string;
  /** Where the handler keeps messages by default: contact-messages.csv one level above the web root. */
  store: string;
  /** The modules loaded with the given php options (`php -m`). */
  extensions: string[];
  stop(): Promise<void>;
}

/** Writes a generated site into a temporary web root and serves it with PHP's built-in server (`php <options> -S`). */
export async function startPhpServer(files: Files, options: readonly string[] = []): Promise<PhpServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-php-'));
  const root = path.join(dir, 'site');
  for (const [file, content] of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  const extensions = spawnSync('php', [...options, '-m'], { encoding: 'utf8' }).stdout.split('\n').map((line) => line.trim().toLowerCase()).filter((line) => line && !line.startsWith('['));
  const port = await freePort();
  const child = spawn('php', [...options, '-S', `127.0.0.1:${port}`, '-t', root], {
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`php -S exited with ${child.exitCode}: ${log}`);
    if (await fetch(`${url}/index.php`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`php -S did not answer within 15 s: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    root,
    store: path.join(dir, 'contact-messages.csv'),
    extensions,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The rows of a CSV file as fputcsv writes it (comma, double-quote enclosure); no file, no rows. */
export function readCsv(file: string): string[][] {
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
