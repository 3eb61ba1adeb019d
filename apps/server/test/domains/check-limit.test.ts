import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { domainsServerTexts } from '@sitecraft/shared/domains';
import { buildApp } from '../../src/app.ts';
import { CHECKS_PER_DOMAIN_A_MINUTE } from '../../src/modules/domains/check-limit.ts';
import { REDIS_URL, dropRedisKeys, redisUnreachable, testPrefix } from '../scale/scale-support.ts';
import { signUpVerified } from '../support/accounts.ts';
import { startTestDns, type TestDns } from '../support/dns-server.ts';
import { domainPath, ownDomainsApp, useOwnDomain } from '../support/own-domains.ts';
import { generateSite, siteEngine } from '../support/sites.ts';
import { call, type TestApp } from '../support/test-app.ts';

const redisProblem = await redisUnreachable();
if (redisProblem) console.warn(`the shared Check now limit test is skipped: ${redisProblem}`);

const BAKERY = 'limit-bakery.com';
const CAFE = 'limit-cafe.com';
const FLORIST = 'limit-florist.com';

let dns: TestDns;
let t: TestApp;
let a: { token: string; trackId: string };
let b: { token: string; trackId: string };

const check = (app: FastifyInstance, account: typeof a, host: string) => call(app, 'POST', `${domainPath(account.trackId, host)}/check`, { token: account.token });

/** Checks that must all be answered: Check now works for them. */
async function checksPass(app: FastifyInstance, account: typeof a, host: string, times: number): Promise<void> {
  for (let index = 1; index <= times; index += 1) expect((await check(app, account, host)).status, `check ${index} of ${host}`).toBe(200);
}

function expectThrottled(refused: Awaited<ReturnType<typeof check>>): void {
  expect(refused.status).toBe(429);
  const seconds = Number(refused.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(refused.body).toEqual({ success: false, message: domainsServerTexts.checkThrottled(CHECKS_PER_DOMAIN_A_MINUTE, seconds) });
}

beforeAll(async () => {
  dns = await startTestDns();
  t = await ownDomainsApp(dns);
  const account = async (email: string, hosts: string[]) => {
    const token = await signUpVerified(t.app, t.ctx, email);
    const trackId = await generateSite(t, token, hosts);
    for (const host of hosts) await useOwnDomain(t, token, trackId, host);
    return { token, trackId };
  };
  a = await account('a-limit@example.com', [BAKERY, CAFE, FLORIST]);
  b = await account('b-limit@example.com', [BAKERY]);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await dns?.close();
});

afterEach(() => void vi.useRealTimers());

describe('Check now is limited per account and domain', () => {
  it(`answers the check after ${CHECKS_PER_DOMAIN_A_MINUTE} of one domain within a minute with 429, Retry-After and a message to read`, async () => {
    await checksPass(t.app, a, BAKERY, CHECKS_PER_DOMAIN_A_MINUTE);
    const asked = dns.asked.length;
    expectThrottled(await check(t.app, a, BAKERY));
    expect(dns.asked.length).toBe(asked);
  });

  it('does not hold back the same account’s other domain, nor another account checking the same domain', async () => {
    await checksPass(t.app, a, CAFE, 1);
    await checksPass(t.app, b, BAKERY, CHECKS_PER_DOMAIN_A_MINUTE);
    expectThrottled(await check(t.app, b, BAKERY));
  });

  it('runs a double click once: the second check gets the first one’s answer, looks nothing up and is not counted', async () => {
    let asked = dns.asked.length;
    await checksPass(t.app, a, FLORIST, 1);
    const questionsOfOneCheck = dns.asked.length - asked;
    asked = dns.asked.length;
    const [first, second] = await Promise.all([check(t.app, a, FLORIST), check(t.app, a, FLORIST)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(dns.asked.length - asked).toBe(questionsOfOneCheck);
    // One single check and one double click are two checks of the limit's six.
    await checksPass(t.app, a, FLORIST, CHECKS_PER_DOMAIN_A_MINUTE - 2);
    expectThrottled(await check(t.app, a, FLORIST));
  });

  it('checks the domain again once the minute has passed', async () => {
    expectThrottled(await check(t.app, a, BAKERY));
    // The counters read the system clock (Redis's own, with REDIS_URL), not the app's: both move on.
    t.clock.advance(61_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await checksPass(t.app, a, BAKERY, CHECKS_PER_DOMAIN_A_MINUTE);
    expectThrottled(await check(t.app, a, BAKERY));
  });
});

describe.skipIf(Boolean(redisProblem))('Check now limited with REDIS_URL', () => {
  const prefix = testPrefix();
  let r: TestApp;
  let other: FastifyInstance;
  let owner: { token: string; trackId: string };

  beforeAll(async () => {
    r = await ownDomainsApp(dns, { redis: { url: REDIS_URL, prefix } });
    const token = await signUpVerified(r.app, r.ctx, 'shared-limit@example.com');
    owner = { token, trackId: await generateSite(r, token, [BAKERY]) };
    await useOwnDomain(r, token, owner.trackId, BAKERY);
    // The same database, Redis and clock; its own rate-limit client and its own checks in progress.
    other = (await buildApp({ config: r.ctx.config, clock: r.clock, engine: siteEngine().engine })).app;
    await other.ready();
  }, 120_000);

  afterAll(async () => {
    await other?.close();
    await r?.close();
    await dropRedisKeys(prefix);
  });

  it('counts one domain’s checks on all instances together: the 7th answers 429 on either', async () => {
    for (let index = 1; index <= CHECKS_PER_DOMAIN_A_MINUTE; index += 1) await checksPass(index % 2 ? r.app : other, owner, BAKERY, 1);
    expectThrottled(await check(r.app, owner, BAKERY));
    expectThrottled(await check(other, owner, BAKERY));
  });
});
