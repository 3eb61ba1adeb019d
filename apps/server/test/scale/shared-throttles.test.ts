import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, register } from '../support/accounts.ts';
import { REDIS_URL, createCluster, redisUnreachable, testPrefix, type Cluster, type Instance } from './scale-support.ts';

const redisProblem = await redisUnreachable();
if (redisProblem) console.warn(`the shared-throttle tests are skipped: ${redisProblem}`);

let cluster: Cluster | undefined;
afterEach(async () => {
  await cluster?.close();
  cluster = undefined;
});

/** Two instances on one database (and, with a prefix, one Redis), neither running generations. */
async function twoInstances(redisPrefix?: string): Promise<[Instance, Instance]> {
  cluster = await createCluster(redisPrefix ? { redisPrefix } : {});
  return [await cluster.start({ concurrency: 0 }), await cluster.start({ concurrency: 0 })];
}

// Every request comes from one client address, whichever instance the load balancer sends it to.
const CLIENT = '10.9.8.7';
const loginOn = (instance: Instance, password: string) =>
  instance.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: CLIENT, payload: { email: 'shared@example.com', password } });
const forgotOn = (instance: Instance, index: number) =>
  instance.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', remoteAddress: CLIENT, payload: { email: `someone-${index}@example.com` } });

describe.skipIf(Boolean(redisProblem))('throttles shared by several instances', () => {
  it('refuses the 11th failed login for one account when the attempts are spread over two instances', async () => {
    const [a, b] = await twoInstances(testPrefix());
    await register(a.app, 'shared@example.com');
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await loginOn(attempt % 2 ? a : b, `wrong-${attempt}`)).statusCode).toBe(401);
    }
    for (const instance of [a, b]) {
      const refused = await loginOn(instance, PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('counts a rate-limited route across two instances in Redis: 20 an hour in all, not 20 each', async () => {
    const prefix = testPrefix();
    const [a, b] = await twoInstances(prefix);
    for (let index = 0; index < 20; index++) expect((await forgotOn(index % 2 ? a : b, index)).statusCode).toBe(200);
    for (const instance of [a, b]) {
      const refused = await forgotOn(instance, 99);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.keys(`${prefix}:rate-limit:*`)).not.toHaveLength(0);
    } finally {
      await redis.quit();
    }
  });

  it('without Redis each instance counts alone, which is why several instances need REDIS_URL', async () => {
    const [a, b] = await twoInstances();
    for (let index = 0; index < 20; index++) expect((await forgotOn(a, index)).statusCode).toBe(200);
    expect((await forgotOn(a, 20)).statusCode).toBe(429);
    expect((await forgotOn(b, 21)).statusCode).toBe(200);
  });
});
