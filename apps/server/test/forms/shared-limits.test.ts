import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { POSTS_PER_ADDRESS_A_MINUTE } from '../../src/modules/forms/post-limits.ts';
import { REDIS_URL, dropRedisKeys, redisUnreachable, testPrefix } from '../scale/scale-support.ts';
import { signUpVerified } from '../support/accounts.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { folder, formSiteEngine, siteWithForm, visitor } from './forms-support.ts';

const redisProblem = await redisUnreachable();
const prefix = testPrefix();
const host = 'shared-bakery.com';
let t: TestApp;
let second: FastifyInstance;
let owner: string;
let trackId: string;
let formPath: string;
let slug: string;

describe.skipIf(Boolean(redisProblem))('two instances with REDIS_URL', () => {
  beforeAll(async () => {
    t = await createTestApp({ redis: { url: REDIS_URL, prefix } }, { engine: formSiteEngine(() => t.ctx) });
    // The same database, Redis and clock; its own process state (rate-limit client, used-token client).
    second = (await buildApp({ config: t.ctx.config, clock: t.clock, engine: formSiteEngine(() => t.ctx) })).app;
    await second.ready();
    owner = await signUpVerified(t.app, t.ctx, 'shared@example.com');
    await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
    ({ trackId, formPath } = await siteWithForm(t, owner, host));
    slug = (await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: owner, body: { host } })).body.slug as string;
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await dropRedisKeys(prefix);
  });

  const post = (app: FastifyInstance, fields: Record<string, string>, ip: string) =>
    app.inject({ method: 'POST', url: formPath, remoteAddress: ip, headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `http://app.test/p/${slug}/contact.html` }, payload: new URLSearchParams(fields).toString() });

  it('count one address’s posts together: the 31st, on either instance, is thanked and dropped', async () => {
    const ip = '203.0.113.77';
    for (let index = 1; index <= POSTS_PER_ADDRESS_A_MINUTE; index += 1) await post(index % 2 ? t.app : second, { ...visitor, message: `Shared ${index}` }, ip);
    const over = await post(second, { ...visitor, message: 'Shared 31st' }, ip);
    expect(over.statusCode).toBe(303);
    expect(over.headers.location).toBe(`http://app.test/p/${slug}/thank-you.html`);
    const messages = (await folder(t, owner, trackId, host)).messages.map((message) => message.message);
    expect(messages.filter((message) => message.startsWith('Shared '))).toHaveLength(POSTS_PER_ADDRESS_A_MINUTE);
    expect(messages).not.toContain('Shared 31st');
  });

  it('know a token used on one instance when it is posted again to the other, and keep it in Redis until it expires', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/p/${slug}/contact.html` });
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
    t.clock.advance(5_000);
    await post(t.app, { ...visitor, token, message: 'Token on the first' }, '203.0.113.78');
    await post(second, { ...visitor, token, message: 'Token again on the second' }, '203.0.113.79');
    expect((await folder(t, owner, trackId, host)).messages.map((message) => message.message)).toContain('Token on the first');
    expect((await folder(t, owner, trackId, host, 'spam')).messages).toEqual([expect.objectContaining({ message: 'Token again on the second', spam_reason: 'reused' })]);
    const redis = new Redis(REDIS_URL);
    try {
      const ttl = await redis.pttl(`${prefix}:form-token:${token.split('.')[1]}`);
      expect(ttl).toBeGreaterThan(23 * 60 * 60 * 1000);
    } finally {
      redis.disconnect();
    }
    expect(await t.ctx.db.selectFrom('form_token_uses').selectAll().execute()).toEqual([]);
  });
});
