import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/modules/auth/secret-tokens.ts';
import { HEARTBEAT_MS } from '../../src/modules/generator/sse-stream.ts';
import { PASSWORD, login, mailedToken, signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { readEventStream } from '../support/sse-client.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { gatedEngine } from './engine-gate.ts';

// Every generation of this file stays running, so its stream would stay open until something ends it.
const gate = gatedEngine(new Uint8Array(16));
gate.hold();

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({}, { engine: gate.engine });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function runningGeneration(token: string): Promise<string> {
  const body = generationRequest([`held-${randomUUID().slice(0, 8)}.com`]);
  expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
  return body.track_id;
}

const openStream = (trackId: string, headers: Record<string, string>) => readEventStream(`${baseUrl}/api/v1/generator/sse?track_id=${trackId}`, headers);
const stillOpen = (stream: Promise<unknown>, ms = 300) => Promise.race([stream.then(() => false), sleep(ms).then(() => true)]);
/** The stream's messages once the server ends it, or a failure when it is still open after `ms`. */
const endsWithin = <T>(stream: Promise<T>, ms: number) =>
  Promise.race([stream, sleep(ms).then(() => Promise.reject(new Error(`the stream was still open after ${ms} ms`)))]);

describe('a progress stream of a session that ends', () => {
  it('ends within a second of its logout, while a stream of another session stays open until a password reset ends it too', async () => {
    const first = await signUpVerified(t.app, t.ctx, 'leaving@example.com');
    const second = (await login(t.app, 'leaving@example.com')).body.token as string;
    const trackId = await runningGeneration(first);
    const loggedOut = openStream(trackId, { authorization: `Bearer ${first}` });
    const other = openStream(trackId, { authorization: `Bearer ${second}` });
    await sleep(200);

    expect((await call(t.app, 'POST', '/api/v1/auth/logout', { token: first })).status).toBe(200);
    const ended = await endsWithin(loggedOut, 1000);
    expect(ended.messages.at(-1)).toEqual({ track_id: trackId, status: 'disconnected' });
    expect(await stillOpen(other)).toBe(true);

    await call(t.app, 'POST', '/api/v1/auth/forgot-password', { body: { email: 'leaving@example.com' } });
    const resetToken = await mailedToken(t.ctx, 'leaving@example.com', 'reset-password');
    expect((await call(t.app, 'POST', '/api/v1/auth/reset-password', { body: { token: resetToken, password: `${PASSWORD}-new` } })).status).toBe(200);
    const closed = await endsWithin(other, 1000);
    expect(closed.messages.at(-1)).toEqual({ track_id: trackId, status: 'disconnected' });
  });

  it('ends at its next heartbeat when another instance revoked the session, and keeps a live session streaming', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'elsewhere@example.com');
    const kept = (await login(t.app, 'elsewhere@example.com')).body.token as string;
    const trackId = await runningGeneration(token);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const revoked = openStream(trackId, { authorization: `Bearer ${token}` });
      const live = openStream(trackId, { authorization: `Bearer ${kept}` });
      await sleep(200);
      // Another instance's logout deletes the row; nothing in this process hears of it.
      await t.ctx.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
      expect(await stillOpen(revoked)).toBe(true);

      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      const ended = await endsWithin(revoked, 2000);
      expect(ended.messages.at(-1)).toEqual({ track_id: trackId, status: 'disconnected' });
      expect(await stillOpen(live)).toBe(true);
      await call(t.app, 'POST', '/api/v1/auth/logout', { token: kept });
      expect((await endsWithin(live, 1000)).messages.at(-1)).toEqual({ track_id: trackId, status: 'disconnected' });
    } finally {
      vi.useRealTimers();
    }
  });
});
