import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenerationError } from '@sitecraft/sitegen';
import type { GenerationEngine } from '../../src/modules/generator/generation-engine.ts';
import { adminToken } from '../admin/admin-support.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { readEventStream } from '../support/sse-client.ts';
import { call } from '../support/test-app.ts';
import { engineGate } from '../generator/engine-gate.ts';
import { REDIS_URL, createCluster, redisUnreachable, testPrefix, type Cluster, type Instance } from './scale-support.ts';

const redisProblem = await redisUnreachable();
if (redisProblem) console.warn(`session events relay tests skipped: ${redisProblem}`);

// Sessions are kept a minute: only the relay, never the time to live, can make B's answer change within the test.
const gate = engineGate();
const failingEngine: GenerationEngine = async (_request, { signal }) => {
  await gate.pass(signal);
  throw new GenerationError('ai_unavailable', 'The model did not answer.');
};
let cluster: Cluster;
let a: Instance;
let b: Instance;
const prefix = testPrefix();
beforeAll(async () => {
  if (redisProblem) return;
  cluster = await createCluster({ redisPrefix: prefix, sessionCacheMs: 60_000 });
  gate.hold();
  a = await cluster.start({ engine: failingEngine });
  b = await cluster.start({ concurrency: 0 });
});
afterAll(async () => {
  gate.release();
  await cluster?.close();
});

const me = (instance: Instance, token: string) => call(instance.app, 'GET', '/api/v1/user/me', { token });
const credits = async (instance: Instance, token: string) => ((await me(instance, token)).body.user as { credits: number }).credits;

/** Cuts the progress and session-event subscriptions of this cluster's instances, as a Redis restart would; they reconnect by themselves. */
async function cutSubscriptions(): Promise<number> {
  const admin = new Redis(REDIS_URL);
  try {
    const clients = String(await admin.call('CLIENT', 'LIST')).split('\n');
    const ids = clients.filter((line) => line.includes(` name=${prefix}:progress `)).map((line) => /\bid=(\d+)/.exec(line)![1]!);
    for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id);
    return ids.length;
  } finally {
    admin.disconnect();
  }
}
const poll = { timeout: 5000, interval: 10 };

describe.skipIf(Boolean(redisProblem))('session events between two instances over Redis (REDIS_URL)', () => {
  it("reaches the other instance's session cache: a charge, a worker's refund before its `failed` message, an admin's change, a logout", async () => {
    const token = await signUpVerified(a.app, a.ctx, 'relayed@example.com');
    expect((await me(b, token)).body.user).toMatchObject({ credits: 5, plan: 'free' });

    const body = generationRequest(['relayed-shop.com']);
    expect((await call(a.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
    await expect.poll(async () => ((await me(b, token)).body.user as { credits: number }).credits, poll).toBe(4);

    // The stream on B ends with the failure A's worker records; by then B's cache has heard of the refund.
    const stream = readEventStream(`${b.url}/api/v1/generator/sse?track_id=${body.track_id}`, { authorization: `Bearer ${token}` });
    await new Promise((resolve) => setTimeout(resolve, 200));
    gate.release();
    const { messages } = await stream;
    expect(messages.at(-1)).toMatchObject({ status: 'failed' });
    expect((await me(b, token)).body.user).toMatchObject({ credits: 5 });

    const id = ((await me(b, token)).body.user as { _id: string })._id;
    expect((await call(a.app, 'PATCH', `/api/v1/admin/accounts/${id}`, { token: await adminToken(a.app), body: { plan: 'business' } })).status).toBe(200);
    await expect.poll(async () => ((await me(b, token)).body.user as { plan: string }).plan, poll).toBe('business');

    expect((await call(a.app, 'POST', '/api/v1/auth/logout', { token })).status).toBe(200);
    await expect.poll(async () => (await me(b, token)).status, poll).toBe(401);
  });

  it('forgets every kept session when its subscription drops, so a change it may have missed shows once it is back', async () => {
    const token = await signUpVerified(a.app, a.ctx, 'cut-off@example.com');
    expect(await credits(b, token)).toBe(5);
    // A change no event tells B of, as one published while B was cut off would be lost: kept for its minute.
    await b.ctx.db.updateTable('accounts').set({ credits: 9 }).where('email', '=', 'cut-off@example.com').execute();
    expect(await credits(b, token)).toBe(5);

    expect(await cutSubscriptions()).toBe(2);
    await expect.poll(() => credits(b, token), poll).toBe(9);
    // Subscribed again: B hears A's changes as before.
    const id = ((await me(b, token)).body.user as { _id: string })._id;
    await expect.poll(async () => {
      await call(a.app, 'POST', `/api/v1/admin/accounts/${id}/credits`, { token: await adminToken(a.app), body: { delta: 1, reason: 'Back online' } });
      return credits(b, token);
    }, poll).toBeGreaterThan(9);
  });
});
