import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatorTexts } from '../../src/modules/generator/generator-texts.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { readEventStream } from '../support/sse-client.ts';
import { call } from '../support/test-app.ts';
import { siteEngine } from '../support/sites.ts';
import { createCluster, testPrefix, type Cluster, type Instance } from './scale-support.ts';
import { privateRedisMissing, startPrivateRedis, type PrivateRedis } from './private-redis.ts';

const skipReason = privateRedisMissing();
if (skipReason) console.warn(`the Redis restart test is skipped: ${skipReason}`);

const GENERATIONS = 6;
const sites = siteEngine();
let redis: PrivateRedis;
let cluster: Cluster;
let a: Instance;
let b: Instance;
beforeAll(async () => {
  if (skipReason) return;
  redis = await startPrivateRedis();
  // Sessions are kept a minute: within the test only a session event can change what B answers for a token.
  cluster = await createCluster({ redisPrefix: testPrefix(), redisUrl: redis.url, sessionCacheMs: 60_000 });
  a = await cluster.start({ engine: sites.engine, concurrency: 2 });
  b = await cluster.start({ engine: sites.engine, concurrency: 2 });
}, 60_000);
afterAll(async () => {
  sites.release();
  await cluster?.close();
  await redis?.close();
});

const me = (instance: Instance, token: string) => call(instance.app, 'GET', '/api/v1/user/me', { token });
const statusOf = async (instance: Instance, token: string, trackId: string) => (await call(instance.app, 'GET', `/api/v1/generator/status/${trackId}`, { token })).body.status;

describe.skipIf(Boolean(skipReason))('a Redis restart under two instances (REDIS_URL on a private redis-server)', () => {
  it('loses no job, relays progress again, carries session events again and counts throttles again', async () => {
    const token = await signUpVerified(a.app, a.ctx, 'redis-restart@example.com');
    await a.ctx.db.updateTable('accounts').set({ credits: 20 }).execute();
    sites.hold();
    const trackIds: string[] = [];
    for (let index = 0; index < GENERATIONS; index += 1) {
      const body = generationRequest([`redis-restart-${index}.com`]);
      expect((await call(index % 2 ? b.app : a.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
      trackIds.push(body.track_id);
    }
    // Four run (two on each instance), two wait in the queue.
    await expect.poll(async () => (await a.ctx.db.selectFrom('generations').select('track_id').where('status', '=', 'running').execute()).length, { timeout: 10_000 }).toBe(4);
    // B streams a generation that A or B runs; its end must come through whichever instance finishes it.
    const watched = trackIds[0]!;
    const stream = readEventStream(`${b.url}/api/v1/generator/sse?track_id=${watched}`, { authorization: `Bearer ${token}` }, (message) => message.status === 'completed' || message.status === 'failed');

    await redis.stop();
    // While Redis is away: sessions still answer, and a generation started now is accepted and not lost.
    expect((await me(b, token)).status).toBe(200);
    const during = generationRequest(['redis-down.com']);
    expect((await call(a.app, 'POST', '/api/v1/generator', { token, body: during })).status).toBe(200);
    trackIds.push(during.track_id);
    await sleep(1000);
    await redis.start();
    sites.release();

    // Every generation ends, and completes: none was lost with the connection, none ran twice.
    for (const trackId of trackIds) await expect.poll(() => statusOf(a, token, trackId), { timeout: 60_000, interval: 200 }).toBe('completed');
    const ledger = await a.ctx.db.selectFrom('credit_ledger').select('reason').where('reason', 'in', trackIds.map((trackId) => generatorTexts.refundReason(trackId))).execute();
    expect(ledger).toEqual([]);
    expect(((await me(a, token)).body.user as { credits: number }).credits).toBe(20 - trackIds.length);
    const attempts = await a.ctx.db.selectFrom('generations').select('attempts').where('track_id', 'in', trackIds).execute();
    expect(attempts.every((row) => row.attempts >= 1)).toBe(true);
    expect((await stream).messages.at(-1)).toMatchObject({ status: 'completed', track_id: watched });

    // Progress travels between the instances again: a new generation started on A is streamed to its end on B.
    const after = generationRequest(['redis-after.com']);
    expect((await call(a.app, 'POST', '/api/v1/generator', { token, body: after })).status).toBe(200);
    const { messages } = await readEventStream(`${b.url}/api/v1/generator/sse?track_id=${after.track_id}`, { authorization: `Bearer ${token}` });
    expect(messages.at(-1)).toMatchObject({ status: 'completed' });

    // Session events reach B again: a logout on A ends the session B keeps for a minute.
    expect((await me(b, token)).status).toBe(200);
    expect((await call(a.app, 'POST', '/api/v1/auth/logout', { token })).status).toBe(200);
    await expect.poll(async () => (await me(b, token)).status, { timeout: 5000, interval: 20 }).toBe(401);

    // The rate limits count in Redis again, across both instances: 20 an hour from one address in all.
    const forgot = (instance: Instance, index: number) => instance.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', remoteAddress: '10.1.2.3', payload: { email: `someone-${index}@example.com` } });
    for (let index = 0; index < 20; index += 1) expect((await forgot(index % 2 ? a : b, index)).statusCode).toBe(200);
    expect((await forgot(a, 99)).statusCode).toBe(429);
    expect((await forgot(b, 99)).statusCode).toBe(429);
  }, 120_000);
});
