import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatorTexts } from '../../src/modules/generator/generator-texts.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { readEventStream, type StreamMessage } from '../support/sse-client.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { gatedEngine } from './engine-gate.ts';

// The data directory (the SQLite file and the artifacts) is a small tmpfs the test fills while a generation runs.
// Mounting needs root, as CI and the project's machine run the tests.
const isRoot = process.getuid?.() === 0;
const zip = new Uint8Array(randomBytes(256 * 1024));
const gate = gatedEngine(zip);

let dataDir: string;
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  if (!isRoot) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-full-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', dataDir]);
  t = await createTestApp({ dataDir }, { engine: gate.engine });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  if (!isRoot) return;
  try {
    await t?.close();
  } finally {
    // Lazily, so a file something still holds open cannot leave the mount behind.
    execFileSync('umount', ['--lazy', dataDir]);
    fs.rmdirSync(dataDir);
  }
}, 30_000);

const filler = () => path.join(dataDir, 'filler');

/** Writes one file until the file system refuses another byte. */
function fillTheDisk(): void {
  const fd = fs.openSync(filler(), 'w');
  const chunk = Buffer.alloc(64 * 1024, 7);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
}

const statusOf = (token: string, trackId: string) => call(t.app, 'GET', `/api/v1/generator/status/${trackId}`, { token });
const credits = async (token: string) => ((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user as { credits: number }).credits;
const refunds = (trackId: string) => t.ctx.db.selectFrom('credit_ledger').select('delta').where('reason', '=', generatorTexts.refundReason(trackId)).execute();
const rowStatus = async (trackId: string) => (await t.ctx.db.selectFrom('generations').select('status').where('track_id', '=', trackId).executeTakeFirst())?.status;
const isFinal = (message: StreamMessage) => message.status === 'completed' || message.status === 'failed';

describe.skipIf(!isRoot)('a full disk while a generation finishes (needs root to mount a tmpfs)', () => {
  it('fails the job with a refund once storage is back, tells its stream, leaves no partial file, and the next generation works', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'full-disk@example.com');
    gate.hold();
    const body = generationRequest(['full-disk.com']);
    expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
    expect(await credits(token)).toBe(4);
    await expect.poll(() => rowStatus(body.track_id), { timeout: 5000 }).toBe('running');
    const streamed = readEventStream(`${baseUrl}/api/v1/generator/sse?track_id=${body.track_id}`, { authorization: `Bearer ${token}` }, isFinal);
    await sleep(200);

    fillTheDisk();
    gate.release();
    // The worker tries to keep the ZIP a few times, then has to record a failure on a disk that takes nothing.
    await sleep(4000);
    fs.rmSync(filler());

    await expect.poll(async () => (await statusOf(token, body.track_id)).body.status, { timeout: 15_000 }).toBe('failed');
    expect((await statusOf(token, body.track_id)).body.message).toBe(generatorTexts.unexpected);
    const { messages } = await streamed;
    expect(messages.at(-1)).toEqual({ track_id: body.track_id, status: 'failed', message: generatorTexts.unexpected, progress: 0 });
    expect(await credits(token)).toBe(5);
    expect(await refunds(body.track_id)).toEqual([{ delta: 1 }]);
    // A write that ran out of space leaves nothing behind to eat the freed space.
    expect(fs.readdirSync(path.join(dataDir, 'artifacts')).filter((file) => file.startsWith(body.track_id))).toEqual([]);

    const next = generationRequest(['after-the-cleanup.com']);
    expect((await call(t.app, 'POST', '/api/v1/generator', { token, body: next })).status).toBe(200);
    await expect.poll(async () => (await statusOf(token, next.track_id)).body.status, { timeout: 10_000 }).toBe('completed');
    const download = await t.app.inject({ url: `/api/v1/generator/download/${next.track_id}`, headers: { authorization: `Bearer ${token}` } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(Buffer.from(zip))).toBe(true);
  });
});
