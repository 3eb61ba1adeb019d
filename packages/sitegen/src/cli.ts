#!/usr/bin/env -S npx tsx
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { OpenAiCompatibleProvider } from './ai/openai-compatible.ts';
import { GenerationError } from './errors.ts';
import { generate } from './generate.ts';
import { StockPhotos } from './images/stock-photos.ts';

const usage = `Usage: npx tsx packages/sitegen/src/cli.ts --request request.json --out site.zip [--dir folder] [--quiet]

Generates the websites of a generation request (the builder's form as JSON) without a server.
  --request  the request file ("-" reads standard input); track_id is added when missing
  --out      where to write the ZIP
  --dir      also write the files unpacked into this folder
  --quiet    print no progress
Texts: the offline composer, or an OpenAI-compatible model when AI_BASE_URL and AI_MODEL are set (AI_API_KEY, AI_CONCURRENCY).
Pictures: illustrations drawn from icons of the trade, or stock photos when STOCK_PHOTOS_API_KEY is set (STOCK_PHOTOS_BASE_URL).`;

async function readRequest(path: string): Promise<Record<string, unknown>> {
  const text = path === '-' ? await new Response(process.stdin as unknown as ReadableStream).text() : await readFile(path, 'utf8');
  const value: unknown = JSON.parse(text);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('The request file must hold a JSON object.');
  return value as Record<string, unknown>;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { request: { type: 'string' }, out: { type: 'string' }, dir: { type: 'string' }, quiet: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help || !values.request || !values.out) {
    (values.help ? process.stdout : process.stderr).write(`${usage}\n`);
    return values.help ? 0 : 2;
  }
  const request = await readRequest(values.request);
  if (request.track_id === undefined) request.track_id = randomUUID();
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  const started = performance.now();
  const result = await generate(request, {
    ai: OpenAiCompatibleProvider.fromEnv(),
    images: StockPhotos.fromEnv(),
    signal: controller.signal,
    onProgress: values.quiet ? undefined : (event) => process.stderr.write(`${String(event.progress).padStart(3)}% ${event.message}\n`),
  });
  const out = resolve(values.out);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, result.zip);
  if (values.dir) {
    for (const [path, content] of result.files) {
      const target = join(resolve(values.dir), path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, content);
    }
  }
  for (const note of result.notes) process.stderr.write(`Note: ${note}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  process.stdout.write(`${result.sites.length} site(s), ${result.files.size} files, ${result.zip.byteLength} bytes: ${out} (${seconds} s)\n`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof GenerationError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`Generation failed: ${message}\n`);
    process.exitCode = 1;
  },
);
