import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationEngine } from '../../src/modules/generator/generation-engine.ts';
import { signWebhook } from '../../src/modules/generator/webhook-signature.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { readEventStream } from '../support/sse-client.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

const SECRET = 'test-webhook-secret-0123456789abcdef';
// The local workers hold every job until shutdown: these generations are advanced only by the webhook.
const heldEngine: GenerationEngine = (_request, { signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stopped'))));

let t: TestApp;
let baseUrl: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ webhookSecret: SECRET }, { engine: heldEngine });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  token = await signUpVerified(t.app, t.ctx, 'remote@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: 100 }).where('email', '=', 'remote@example.com').execute();
});
afterAll(() => t.close());

async function newGeneration(): Promise<string> {
  const body = generationRequest([`remote-${randomUUID().slice(0, 8)}.com`]);
  expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
  return body.track_id;
}

function deliver(message: object, options: { id?: string; timestamp?: number; signature?: string | null; secret?: string } = {}) {
  const body = JSON.stringify(message);
  const id = options.id ?? `msg_${randomUUID()}`;
  const timestamp = options.timestamp ?? Math.floor(t.clock.now() / 1000);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(timestamp) };
  const signature = options.signature === undefined ? signWebhook(options.secret ?? SECRET, id, timestamp, body) : options.signature;
  if (signature !== null) headers['webhook-signature'] = signature;
  return t.app.inject({ method: 'POST', url: '/api/v1/generator/webhook', headers, payload: body });
}

const statusOf = async (trackId: string) => (await call(t.app, 'GET', `/api/v1/generator/status/${trackId}`, { token })).body;
const eventCount = async (trackId: string) => (await t.ctx.db.selectFrom('generation_events').select('id').where('track_id', '=', trackId).execute()).length;

describe('POST /api/v1/generator/webhook', () => {
  it.each([
    ['a missing signature', { signature: null }],
    ['a wrong signature', { secret: 'another-secret-0123456789abcdefgh' }],
    ['a garbled signature', { signature: 'v1,AAAA' }],
    ['a timestamp more than 5 minutes old', { timestamp: Math.floor(Date.UTC(2026, 10, 22, 12) / 1000) - 301 }],
    ['a timestamp more than 5 minutes ahead', { timestamp: Math.floor(Date.UTC(2026, 10, 22, 12) / 1000) + 301 }],
  ])('refuses %s with 401 and changes nothing', async (_case, options) => {
    const trackId = await newGeneration();
    const before = await eventCount(trackId);
    const response = await deliver({ track_id: trackId, status: 'building_html', message: 'Building' }, options);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
    expect(await eventCount(trackId)).toBe(before);
  });

  it('delivers a valid stage message to stream subscribers and stores it', async () => {
    const trackId = await newGeneration();
    const streamed = readEventStream(`${baseUrl}/api/v1/generator/sse?track_id=${trackId}`, { authorization: `Bearer ${token}` }, (message) => message.status === 'building_html');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await deliver({ track_id: trackId, status: 'building_html', message: 'Building the home page on worker 7' });
    expect(response.statusCode).toBe(200);
    const { messages } = await streamed;
    expect(messages.at(-1)).toMatchObject({ status: 'building_html', progress: 40, message: 'Building the home page on worker 7' });
    expect(await statusOf(trackId)).toMatchObject({ status: 'building_html' });
  });

  it('ignores a replayed id', async () => {
    const trackId = await newGeneration();
    const id = `msg_${randomUUID()}`;
    expect((await deliver({ track_id: trackId, status: 'generating_text', message: 'first' }, { id })).statusCode).toBe(200);
    const count = await eventCount(trackId);
    const replay = await deliver({ track_id: trackId, status: 'creating_zip', message: 'replayed' }, { id });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ message: 'Already received; ignored.' });
    expect(await eventCount(trackId)).toBe(count);
    expect(await statusOf(trackId)).toMatchObject({ status: 'generating_text' });
  });

  it.each([
    ['a fileUrl on a foreign host', { fileUrl: 'https://evil.example/site.zip' }],
    ['a fileUrl of another track', { fileUrl: `/api/v1/generator/download/${randomUUID()}` }],
    ['an s3Url', { s3Url: 'https://bucket.s3.amazonaws.com/site.zip' }],
  ])('refuses a final message with %s', async (_case, link) => {
    const trackId = await newGeneration();
    const response = await deliver({ track_id: trackId, status: 'completed', message: 'done', ...link });
    expect(response.statusCode).toBe(400);
    expect((await statusOf(trackId)).status).not.toBe('completed');
  });

  it('completes with its own download path, and never moves a finished job backwards', async () => {
    const trackId = await newGeneration();
    const done = await deliver({ track_id: trackId, status: 'completed', message: 'Done', fileUrl: `/api/v1/generator/download/${trackId}` });
    expect(done.statusCode).toBe(200);
    expect(await statusOf(trackId)).toMatchObject({ status: 'completed', fileUrl: `/api/v1/generator/download/${trackId}` });
    await deliver({ track_id: trackId, status: 'building_html', message: 'late stage' });
    await deliver({ track_id: trackId, status: 'failed', message: 'late failure' });
    expect(await statusOf(trackId)).toMatchObject({ status: 'completed' });
  });

  it('a failed message ends the job and refunds once', async () => {
    const me = async () => ((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user as { credits: number }).credits;
    const trackId = await newGeneration();
    const before = await me();
    await deliver({ track_id: trackId, status: 'processing_failed', message: 'The worker ran out of disk space.' });
    await deliver({ track_id: trackId, status: 'failed', message: 'again' });
    expect(await statusOf(trackId)).toMatchObject({ status: 'processing_failed', message: 'The worker ran out of disk space.' });
    expect(await me()).toBe(before + 1);
  });

  it('answers 404 for an unknown track and 400 for a body that is not a message', async () => {
    expect((await deliver({ track_id: randomUUID(), status: 'building_html', message: 'x' })).statusCode).toBe(404);
    expect((await deliver({ hello: 'world' })).statusCode).toBe(400);
  });
});
