import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3ArtifactStore } from '../../src/infra/store/s3-artifact-store.ts';
import { createSitegenEngine, type GenerationEngine } from '../../src/modules/generator/generation-engine.ts';
import { generatorTexts } from '../../src/modules/generator/generator-texts.ts';
import { readSiteModels } from '../../src/modules/generator/site-models.ts';
import { adminToken } from '../admin/admin-support.ts';
import { gatedEngine } from '../generator/engine-gate.ts';
import { signUpVerified } from '../support/accounts.ts';
import { expectCleanRefusal } from '../support/clean-refusal.ts';
import { generationRequest } from '../support/generation.ts';
import { readEventStream, type StreamMessage } from '../support/sse-client.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { startS3Peer, type S3Peer } from './s3-peer.ts';

// Sites whose first domain starts with "real" are written by sitegen itself (so site models exist); the others by a
// double that returns `zip` once its gate opens, so a test can take the storage away while a generation finishes.
const zip = new Uint8Array(randomBytes(200 * 1024));
const gate = gatedEngine(zip);
let realEngine: GenerationEngine;
const engine: GenerationEngine = (request, options) => (request.domain_name.startsWith('real') ? realEngine(request, options) : gate.engine(request, options));

const PREFIX = 'sitecraft/';
let peer: S3Peer;
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  peer = await startS3Peer();
  t = await createTestApp({ s3: peer.settings({ prefix: PREFIX }) }, { engine });
  realEngine = createSitegenEngine(t.ctx.config);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const statusOf = async (token: string, trackId: string) => (await call(t.app, 'GET', `/api/v1/generator/status/${trackId}`, { token })).body;
const credits = async (token: string) => ((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user as { credits: number }).credits;
const refunds = (trackId: string) => t.ctx.db.selectFrom('credit_ledger').select('delta').where('reason', '=', generatorTexts.refundReason(trackId)).execute();
const rowStatus = async (trackId: string) => (await t.ctx.db.selectFrom('generations').select('status').where('track_id', '=', trackId).executeTakeFirst())?.status;
const download = (trackId: string, token: string) => t.app.inject({ url: `/api/v1/generator/download/${trackId}`, headers: { authorization: `Bearer ${token}` } });
const isFinal = (message: StreamMessage) => message.status === 'completed' || message.status === 'failed';

async function generate(token: string, domains: string[]): Promise<string> {
  const body = generationRequest(domains);
  expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
  await expect.poll(async () => (await statusOf(token, body.track_id)).status, { timeout: 20_000 }).toBe('completed');
  return body.track_id;
}

/** A 503 as the API promises it when the storage is away: JSON `{ success: false, message }` and nothing of the cause. */
function expectStorageUnavailable(response: { statusCode: number; body: string; headers: Record<string, unknown> }): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(String(response.headers['content-type'])).toContain('application/json');
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['message', 'success']);
  expect(body.success).toBe(false);
  expect(body.message).toMatch(/Хранилище файлов сейчас недоступно/);
  expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at .*\.ts|S3/);
}

describe('artifacts in an S3 bucket (S3_BUCKET set)', () => {
  it('a finished generation keeps its ZIP and site models in the bucket under the prefix, and nothing under DATA_DIR', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'bucket-owner@example.com');
    const trackId = await generate(token, ['real-bakery.com']);
    expect((await peer.keys()).filter((key) => key.includes(trackId))).toEqual([`${PREFIX}${trackId}.models.json`, `${PREFIX}${trackId}.zip`]);
    const models = await readSiteModels(createS3ArtifactStore(peer.settings({ prefix: PREFIX })), trackId);
    expect(models?.map((model) => model.host)).toEqual(['real-bakery.com']);
    expect(fs.existsSync(path.join(t.ctx.config.dataDir, 'artifacts'))).toBe(false);

    const response = await fetch(`${baseUrl}/api/v1/generator/download/${trackId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=real-bakery.com.zip');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const stored = await peer.bytes(`${PREFIX}${trackId}.zip`);
    expect(response.headers.get('content-length')).toBe(String(stored.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('the owner downloads the exact bytes through the API, an admin too, and another account gets a clean 404', async () => {
    const owner = await signUpVerified(t.app, t.ctx, 'zip-owner@example.com');
    const trackId = await generate(owner, ['owned-zip.com']);
    const own = await download(trackId, owner);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(Buffer.from(zip))).toBe(true);

    const admin = await t.app.inject({ url: `/api/v1/admin/generations/${trackId}/download`, headers: { authorization: `Bearer ${await adminToken(t.app)}` } });
    expect(admin.statusCode).toBe(200);
    expect(admin.rawPayload.equals(Buffer.from(zip))).toBe(true);

    const stranger = await signUpVerified(t.app, t.ctx, 'zip-stranger@example.com');
    const refused = await download(trackId, stranger);
    expect(refused.statusCode).toBe(404);
    expectCleanRefusal(refused);
  });

  it('a completed generation whose object is gone from the bucket answers a clean 404', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'gone@example.com');
    const trackId = await generate(token, ['gone-object.com']);
    await peer.remove(`${PREFIX}${trackId}.zip`);
    const response = await download(trackId, token);
    expect(response.statusCode).toBe(404);
    expectCleanRefusal(response);
  });

  it('with the storage down a download answers a clean 503 and health names the storage unreachable; both recover when it is back', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'outage@example.com');
    const trackId = await generate(token, ['during-outage.com']);
    expect((await call(t.app, 'GET', '/api/v1/health')).body.checks).toEqual({ database: 'ok', storage: 'ok' });

    await peer.stop();
    try {
      expectStorageUnavailable(await download(trackId, token));
      expectStorageUnavailable(await t.app.inject({ url: `/api/v1/admin/generations/${trackId}/download`, headers: { authorization: `Bearer ${await adminToken(t.app)}` } }));
      const health = await call(t.app, 'GET', '/api/v1/health');
      expect(health.status).toBe(503);
      expect(health.body.checks).toEqual({ database: 'ok', storage: 'unreachable' });
    } finally {
      await peer.restart();
    }
    expect((await download(trackId, token)).rawPayload.equals(Buffer.from(zip))).toBe(true);
    expect((await call(t.app, 'GET', '/api/v1/health')).body.checks).toEqual({ database: 'ok', storage: 'ok' });
  });

  it('storage down while a generation finishes: tried again, then failed with a refund and its stream told; the next one lands in the bucket', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'put-fails@example.com');
    gate.hold();
    const body = generationRequest(['put-fails.com']);
    expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
    expect(await credits(token)).toBe(4);
    await expect.poll(() => rowStatus(body.track_id), { timeout: 5000 }).toBe('running');
    const streamed = readEventStream(`${baseUrl}/api/v1/generator/sse?track_id=${body.track_id}`, { authorization: `Bearer ${token}` }, isFinal);
    await sleep(200);

    await peer.stop();
    const released = Date.now();
    try {
      gate.release();
      await expect.poll(async () => (await statusOf(token, body.track_id)).status, { timeout: 20_000 }).toBe('failed');
    } finally {
      await peer.restart();
    }
    // Three tries, 0.5 s and 2 s apart, before giving up.
    expect(Date.now() - released).toBeGreaterThanOrEqual(2500);
    expect((await statusOf(token, body.track_id)).message).toBe(generatorTexts.unexpected);
    const { messages } = await streamed;
    expect(messages.at(-1)).toEqual({ track_id: body.track_id, status: 'failed', message: generatorTexts.unexpected, progress: 0 });
    expect(await credits(token)).toBe(5);
    expect(await refunds(body.track_id)).toEqual([{ delta: 1 }]);
    expect((await peer.keys()).filter((key) => key.includes(body.track_id))).toEqual([]);
    const refused = await download(body.track_id, token);
    expect(refused.statusCode).toBe(404);
    expectCleanRefusal(refused);

    const next = await generate(token, ['after-the-outage.com']);
    expect(await peer.keys()).toContain(`${PREFIX}${next}.zip`);
    expect((await download(next, token)).rawPayload.equals(Buffer.from(zip))).toBe(true);
  });
});
