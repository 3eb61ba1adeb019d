import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATS_DAYS } from '@sitecraft/shared/site-stats';
import { signUpVerified } from '../support/accounts.ts';
import { startTestDns } from '../support/dns-server.ts';
import { byHost, ownDomainsApp, verifyOwnDomain } from '../support/own-domains.ts';
import { generateSite, siteEngine } from '../support/sites.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { BROWSER, everythingStored, statsOf, viewAs, visitorIp } from './stats-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 }, { engine: siteEngine().engine });
  token = await signUpVerified(t.app, t.ctx, 'stats@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
});
afterAll(() => t.close());

/** A new published site; returns its track_id and the address it is published at. */
async function publishedSite(host: string): Promise<{ trackId: string; base: string }> {
  const trackId = await generateSite(t, token, [host]);
  const published = await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token, body: { host } });
  expect(published.status).toBe(200);
  return { trackId, base: `/p/${published.body.slug as string}/` };
}

const todayOf = (stats: { days: { day: string; views: number; visitors: number }[] }) => stats.days.at(-1)!;

describe('visit statistics of a published site', () => {
  it('1,000 page views from 50 visitors give exactly 1,000 views and 50 unique visitors, by page and by referring host', async () => {
    const { trackId, base } = await publishedSite('counted-bakery.com');
    // The contact page carries a form (served apart, with its time token); `about` resolves to about.html.
    const pages = [
      { url: base, page: '/' },
      { url: `${base}about`, page: '/about.html' },
      { url: `${base}privacy.html`, page: '/privacy.html' },
      { url: `${base}contact.html`, page: '/contact.html' },
    ];
    const referrers = ['https://search.example/?q=sourdough', 'https://friend.example.org/post/1', `http://app.test${base}`, undefined];
    const expectedPages = new Map<string, number>();
    const expectedReferrers = new Map<string, number>();
    for (let index = 0; index < 1000; index += 1) {
      const { url, page } = pages[index % pages.length]!;
      const referer = referrers[index % 7 === 0 ? 0 : index % 11 === 0 ? 1 : index % 3 === 0 ? 2 : 3];
      const response = await viewAs(t.app, (index % 50) + 1, url, referer ? { referer } : {});
      expect(response.statusCode, url).toBe(200);
      expectedPages.set(page, (expectedPages.get(page) ?? 0) + 1);
      // A link from the site's own pages is a visitor moving around it, not a referrer.
      const from = referer && new URL(referer).hostname;
      if (from && from !== 'app.test') expectedReferrers.set(from, (expectedReferrers.get(from) ?? 0) + 1);
      // Assets the pages load are no page views.
      if (index % 10 === 0) expect((await viewAs(t.app, (index % 50) + 1, `${base}styles.css`)).statusCode).toBe(200);
    }

    expect(await t.visits.write()).toBe(true);
    const stats = await statsOf(t.app, token, trackId, 'counted-bakery.com');
    expect(stats.days).toHaveLength(STATS_DAYS);
    expect(todayOf(stats)).toEqual({ day: dayOf(t.clock.now()), views: 1000, visitors: 50 });
    expect(stats.days.slice(0, -1).every((day) => day.views === 0 && day.visitors === 0)).toBe(true);
    expect(stats.days[0]!.day).toBe(dayOf(t.clock.now() - (STATS_DAYS - 1) * DAY_MS));
    expect(new Map(stats.pages.map((row) => [row.page, row.views]))).toEqual(expectedPages);
    expect(new Map(stats.referrers.map((row) => [row.host, row.views]))).toEqual(expectedReferrers);

    // Written counts are added to, not replaced; a visitor seen before is not counted again that day.
    await viewAs(t.app, 1, base);
    await viewAs(t.app, 51, base);
    await t.visits.write();
    expect(todayOf(await statsOf(t.app, token, trackId, 'counted-bakery.com'))).toMatchObject({ views: 1002, visitors: 51 });
  }, 120_000);

  it('bots, HEAD requests, prefetches, requests without a user agent, assets and missing pages count nothing; a revalidated page (304) counts', async () => {
    const { trackId, base } = await publishedSite('quiet-bakery.com');
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.32.3',
    ];
    for (const agent of bots) expect((await viewAs(t.app, 1, base, { 'user-agent': agent })).statusCode, agent).toBe(200);
    // Sent with no User-Agent at all (light-my-request would otherwise send its own name).
    expect((await t.app.inject({ method: 'GET', url: base, headers: { 'user-agent': undefined, 'x-forwarded-for': visitorIp(2) } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: base, headers: { 'user-agent': BROWSER, 'x-forwarded-for': visitorIp(3) } })).statusCode).toBe(200);
    for (const [name, value] of [
      ['sec-purpose', 'prefetch'],
      ['sec-purpose', 'prefetch;prerender'],
      ['purpose', 'prefetch'],
      ['x-moz', 'prefetch'],
    ] as const) {
      expect((await viewAs(t.app, 4, base, { [name]: value })).statusCode).toBe(200);
    }
    for (const asset of ['styles.css', 'images/hero.svg', 'favicon-32.png', 'sitemap.xml']) expect((await viewAs(t.app, 5, `${base}${asset}`)).statusCode, asset).toBe(200);
    expect((await viewAs(t.app, 6, `${base}no-such-page.html`)).statusCode).toBe(404);
    await t.visits.write();
    expect(todayOf(await statsOf(t.app, token, trackId, 'quiet-bakery.com'))).toMatchObject({ views: 0, visitors: 0 });

    const first = await viewAs(t.app, 7, base);
    expect((await viewAs(t.app, 7, base, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    await t.visits.write();
    const stats = await statsOf(t.app, token, trackId, 'quiet-bakery.com');
    expect(todayOf(stats)).toMatchObject({ views: 2, visitors: 1 });
    expect(stats.pages).toEqual([{ page: '/', views: 2 }]);
  }, 60_000);

  it('keeps no IP address and no user agent: not in any table of the database', async () => {
    const { trackId, base } = await publishedSite('private-bakery.com');
    for (let visitor = 1; visitor <= 50; visitor += 1) await viewAs(t.app, visitor, base, { referer: 'https://search.example/' });
    await t.visits.write();
    expect(todayOf(await statsOf(t.app, token, trackId, 'private-bakery.com'))).toMatchObject({ views: 50, visitors: 50 });
    const stored = await everythingStored(t.ctx.db);
    expect(stored).toContain('private-bakery.com');
    for (let visitor = 1; visitor <= 50; visitor += 1) expect(stored).not.toContain(visitorIp(visitor));
    expect(stored).not.toContain('198.51.100');
    expect(stored).not.toContain('Chrome/131.0.6778.85');
  }, 60_000);

  it("deletes a day's salt once the day is over; the next day counts its visitors anew; the hashes go a day later", async () => {
    const { trackId, base } = await publishedSite('daily-bakery.com');
    const salts = () => t.ctx.db.selectFrom('visit_salts').select('day').orderBy('day').execute();
    const hashedDays = async () => (await t.ctx.db.selectFrom('site_visitors').select('day').distinct().where('track_id', '=', trackId).orderBy('day').execute()).map((row) => row.day);
    const firstDay = dayOf(t.clock.now());
    await viewAs(t.app, 9, base);
    await t.visits.write();
    expect(await salts()).toEqual([{ day: firstDay }]);

    t.clock.advance(DAY_MS);
    const secondDay = dayOf(t.clock.now());
    await viewAs(t.app, 9, base);
    await viewAs(t.app, 9, base);
    await t.visits.write();
    expect(await salts()).toEqual([{ day: secondDay }]);
    expect(await hashedDays()).toEqual([firstDay, secondDay]);
    const stats = await statsOf(t.app, token, trackId, 'daily-bakery.com');
    expect(stats.days.slice(-2)).toEqual([
      { day: firstDay, views: 1, visitors: 1 },
      { day: secondDay, views: 2, visitors: 1 },
    ]);

    // A day with no visit at all still forgets the day before.
    t.clock.advance(DAY_MS);
    await t.visits.write();
    expect(await salts()).toEqual([]);
    expect(await hashedDays()).toEqual([secondDay]);
  }, 60_000);

  it('deleting the site deletes its statistics', async () => {
    const { trackId, base } = await publishedSite('closing-bakery.com');
    await viewAs(t.app, 10, base, { referer: 'https://search.example/' });
    await t.visits.write();
    const rows = async () =>
      Promise.all(
        (['site_visit_days', 'site_page_views', 'site_referrers', 'site_visitors'] as const).map(async (table) => (await t.ctx.db.selectFrom(table).select('day').where('track_id', '=', trackId).execute()).length),
      );
    expect(await rows()).toEqual([1, 1, 1, 1]);
    expect((await call(t.app, 'DELETE', `/api/v1/sites/${trackId}`, { token })).status).toBe(200);
    expect(await rows()).toEqual([0, 0, 0, 0]);
  }, 60_000);

  it("answers another account's site, and a domain the generation has not, with 404", async () => {
    const { trackId } = await publishedSite('owned-bakery.com');
    const stranger = await signUpVerified(t.app, t.ctx, 'stranger@example.com');
    expect((await call(t.app, 'GET', `/api/v1/sites/${trackId}/sites/owned-bakery.com/stats`, { token: stranger })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/v1/sites/${trackId}/sites/other-bakery.com/stats`, { token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/v1/sites/${trackId}/sites/owned-bakery.com/stats`)).status).toBe(401);
  }, 60_000);

  it('is described in the OpenAPI document with its answer', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { description?: string; responses?: Record<string, unknown> }>> };
    const stats = spec.paths['/api/v1/sites/{trackId}/sites/{host}/stats']!;
    expect(Object.keys(stats)).toEqual(['get']);
    expect(stats.get!.description).toContain('unique visitors');
    expect(stats.get!.responses!['200']).toMatchObject({ content: { 'application/json': { schema: { properties: { days: expect.anything(), pages: expect.anything(), referrers: expect.anything() } } } } });
  });
});

describe('visits on an own domain', () => {
  it('count for the same site as its /p/ address', async () => {
    const dns = await startTestDns();
    const hosted = await ownDomainsApp(dns);
    try {
      const owner = await signUpVerified(hosted.app, hosted.ctx, 'own-domain-stats@example.com');
      const trackId = await generateSite(hosted, owner, ['own-stats.com']);
      const published = await call(hosted.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: owner, body: { host: 'own-stats.com' } });
      await verifyOwnDomain(hosted, dns, owner, trackId, 'own-stats.com');
      for (const url of ['/', '/about.html', '/styles.css']) {
        const response = await hosted.app.inject({ method: 'GET', url, headers: { host: 'own-stats.com', 'user-agent': BROWSER, referer: 'https://own-stats.com/' } });
        expect(response.statusCode, url).toBe(200);
      }
      // The www form only redirects: no page was served there.
      expect((await byHost(hosted, 'www.own-stats.com')).statusCode).toBe(301);
      expect((await hosted.app.inject({ method: 'GET', url: `/p/${published.body.slug as string}/`, headers: { 'user-agent': BROWSER } })).statusCode).toBe(200);
      await hosted.visits.write();
      const stats = await statsOf(hosted.app, owner, trackId, 'own-stats.com');
      expect(todayOf(stats)).toMatchObject({ views: 3, visitors: 1 });
      expect(stats.pages).toEqual([
        { page: '/', views: 2 },
        { page: '/about.html', views: 1 },
      ]);
      expect(stats.referrers).toEqual([]);
    } finally {
      await hosted.close();
      await dns.close();
    }
  }, 60_000);
});
