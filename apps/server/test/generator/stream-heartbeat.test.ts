import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/modules/auth/secret-tokens.ts';
import { HEARTBEAT_MS } from '../../src/modules/generator/sse-stream.ts';
import { login, signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { readEventStream, type StreamMessage } from '../support/sse-client.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { gatedEngine } from './engine-gate.ts';

// Every generation of this file stays unfinished, so its streams stay open until something ends them.
const gate = gatedEngine(new Uint8Array(16));
gate.hold();

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({}, { engine: gate.engine });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
// Each test opens its streams under fake intervals, so the shared heartbeat they start is one the test moves; every
// test ends its streams, which stops that heartbeat before the next test.
beforeEach(() => void vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => void vi.useRealTimers());

/** A verified account with `count` sessions. */
async function sessions(email: string, count: number): Promise<string[]> {
  const tokens = [await signUpVerified(t.app, t.ctx, email)];
  while (tokens.length < count) tokens.push((await login(t.app, email)).body.token as string);
  return tokens;
}

async function unfinishedGeneration(token: string): Promise<string> {
  const body = generationRequest([`held-${randomUUID().slice(0, 8)}.com`]);
  expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
  return body.track_id;
}

const stream = (route: 'generator' | 'messages', trackId: string, token: string, stopWhen?: (message: StreamMessage) => boolean) =>
  readEventStream(`${baseUrl}/api/v1/${route}/sse?track_id=${trackId}`, { authorization: `Bearer ${token}` }, stopWhen);
const stillOpen = (open: Promise<unknown>, ms = 300) => Promise.race([open.then(() => false), sleep(ms).then(() => true)]);
const endsWithin = <T>(open: Promise<T>, ms: number) =>
  Promise.race([open, sleep(ms).then(() => Promise.reject(new Error(`the stream was still open after ${ms} ms`)))]);

describe('the heartbeat of the progress streams', () => {
  it('is one timer for every stream of the process, which gives each stream a heartbeat and stops with the last stream', async () => {
    const tokens = await sessions('beating@example.com', 3);
    const trackIds = [await unfinishedGeneration(tokens[0]!), await unfinishedGeneration(tokens[0]!)];
    const isHeartbeat = (message: StreamMessage) => message.status === 'heartbeat';
    const streams = trackIds.flatMap((trackId) => tokens.map((token) => ({ trackId, read: stream('generator', trackId, token, isHeartbeat) })));
    await sleep(300);
    // Six streams, one interval: the streams share the heartbeat instead of a timer each.
    expect(vi.getTimerCount()).toBe(1);

    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    for (const { trackId, read } of streams) {
      const { messages } = await endsWithin(read, 2000);
      expect(messages[0]).toEqual({ track_id: trackId, status: 'connected' });
      expect(messages.at(-1)).toEqual({ track_id: trackId, status: 'heartbeat' });
    }
    // The clients have left; once the server has closed their streams no timer is left running.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0));
  });

  it('ends, in one beat, the streams whose session another instance revoked and those of a generation another instance finished, and keeps the others', async () => {
    const [revoked, kept, revokedOnEnded, keptOnEnded] = await sessions('checked@example.com', 4);
    // Pro, so its streams are on both endpoints: the message page's and the builder's.
    await t.ctx.db.updateTable('accounts').set({ pro: 1 }).where('email', '=', 'checked@example.com').execute();
    const running = await unfinishedGeneration(kept!);
    const ending = await unfinishedGeneration(kept!);
    const streams = {
      revoked: stream('generator', running, revoked!),
      kept: stream('messages', running, kept!),
      revokedOnEnded: stream('generator', ending, revokedOnEnded!),
      keptOnEnded: stream('generator', ending, keptOnEnded!),
    };
    await sleep(300);

    // Another instance's logouts delete the rows, and its remote worker's webhook records the end: nothing in this
    // process hears of either.
    await t.ctx.db.deleteFrom('sessions').where('token_hash', 'in', [hashToken(revoked!), hashToken(revokedOnEnded!)]).execute();
    const final = { track_id: ending, status: 'completed', message: 'Done elsewhere', progress: 100, fileUrl: `/api/v1/generator/download/${ending}` };
    await t.ctx.db.updateTable('generations').set({ status: 'completed', progress: 100, last_message: JSON.stringify(final) }).where('track_id', '=', ending).execute();
    for (const open of Object.values(streams)) expect(await stillOpen(open, 100)).toBe(true);

    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    const ended = {
      revoked: (await endsWithin(streams.revoked, 2000)).messages,
      revokedOnEnded: (await endsWithin(streams.revokedOnEnded, 2000)).messages,
      keptOnEnded: (await endsWithin(streams.keptOnEnded, 2000)).messages,
    };
    expect(ended.revoked.slice(-2)).toEqual([{ track_id: running, status: 'heartbeat' }, { track_id: running, status: 'disconnected' }]);
    expect(ended.revokedOnEnded.at(-1)).toEqual({ track_id: ending, status: 'disconnected' });
    expect(ended.keptOnEnded.slice(-2)).toEqual([{ track_id: ending, status: 'heartbeat' }, final]);
    expect(await stillOpen(streams.kept)).toBe(true);

    await call(t.app, 'POST', '/api/v1/auth/logout', { token: kept! });
    expect((await endsWithin(streams.kept, 1000)).messages.at(-1)).toEqual({ track_id: running, status: 'disconnected' });
  });
});
