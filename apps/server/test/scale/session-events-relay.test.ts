import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenerationError } from '@sitecraft/sitegen';
import type { GenerationEngine } from '../../src/modules/generator/generation-engine.ts';
import { adminToken } from '../admin/admin-support.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { readEventStream } from '../support/sse-client.ts';
import { call } from '../support/test-app.ts';
import { engineGate } from '../generator/engine-gate.ts';
import { createCluster, redisUnreachable, testPrefix, type Cluster, type Instance } from './scale-support.ts';

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
beforeAll(async () => {
  if (redisProblem) return;
  cluster = await createCluster({ redisPrefix: testPrefix(), sessionCacheMs: 60_000 });
  gate.hold();
  a = await cluster.start({ engine: failingEngine });
  b = await cluster.start({ concurrency: 0 });
});
afterAll(async () => {
  gate.release();
  await cluster?.close();
});

const me = (instance: Instance, token: string) => call(instance.app, 'GET', '/api/v1/user/me', { token });
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
});
