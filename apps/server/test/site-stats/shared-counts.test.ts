import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signUpVerified } from '../support/accounts.ts';
import { generateSite, siteEngine } from '../support/sites.ts';
import { call } from '../support/test-app.ts';
import { REDIS_URL, createCluster, redisUnreachable, testPrefix, type Cluster } from '../scale/scale-support.ts';
import { BROWSER, statsOf, visitorIp } from './stats-support.ts';

const redisProblem = await redisUnreachable();
if (redisProblem) console.warn(`the shared visit count tests are skipped: ${redisProblem}`);

let cluster: Cluster | undefined;
afterEach(async () => {
  await cluster?.close();
  cluster = undefined;
});

/** Every key under `prefix:visits:` with its value, as text. */
async function redisDump(prefix: string): Promise<string> {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}:visits:*`);
    const values = await Promise.all(keys.map(async (key) => ((await redis.type(key)) === 'hash' ? redis.hgetall(key) : redis.get(key))));
    return JSON.stringify(Object.fromEntries(keys.map((key, index) => [key, values[index]])));
  } finally {
    await redis.quit();
  }
}

// Each visitor connects from an address of its own, straight to whichever instance the load balancer picks.
const viewOn = (app: FastifyInstance, visitor: number, url: string) => app.inject({ method: 'GET', url, remoteAddress: visitorIp(visitor), headers: { 'user-agent': BROWSER } });

describe.skipIf(Boolean(redisProblem))('visit counts gathered in Redis by several instances', () => {
  it('1,000 views from 50 visitors spread over two instances are written once, exactly, and Redis holds no address or user agent', async () => {
    const prefix = testPrefix();
    cluster = await createCluster({ redisPrefix: prefix });
    const a = await cluster.start({ engine: siteEngine().engine, concurrency: 1 });
    const b = await cluster.start({ concurrency: 0 });
    const token = await signUpVerified(a.app, a.ctx, 'shared-counts@example.com');
    const trackId = await generateSite(a, token, ['shared-bakery.com']);
    const published = await call(a.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token, body: { host: 'shared-bakery.com' } });
    const page = `/p/${published.body.slug as string}/`;

    for (let index = 0; index < 1000; index += 1) expect((await viewOn(index % 2 ? a.app : b.app, (index % 50) + 1, page)).statusCode).toBe(200);
    await a.visits.push();
    await b.visits.push();
    const gathered = await redisDump(prefix);
    expect(gathered).toContain('shared-bakery.com');
    for (let visitor = 1; visitor <= 50; visitor += 1) expect(gathered).not.toContain(visitorIp(visitor));
    expect(gathered).not.toContain('Chrome/131.0.6778.85');

    // One instance writes what both gathered; the other finds it written within the minute.
    expect(await b.visits.write()).toBe(true);
    expect(await a.visits.write()).toBe(false);
    const stats = await statsOf(a.app, token, trackId, 'shared-bakery.com');
    expect(stats.days.at(-1)).toMatchObject({ views: 1000, visitors: 50 });
    expect(stats.pages).toEqual([{ page: '/', views: 1000 }]);
    expect(JSON.parse(await redisDump(prefix))).not.toHaveProperty(`${prefix}:visits:pending`);
  }, 120_000);
});
