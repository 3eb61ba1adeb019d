import { afterEach, describe, expect, it } from 'vitest';
import { SERVING_CACHE_MS } from '../../src/modules/publishing/serving-cache.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generateSite, siteEngine } from '../support/sites.ts';
import { call } from '../support/test-app.ts';
import { createCluster, type Cluster } from '../scale/scale-support.ts';

let cluster: Cluster | undefined;
afterEach(async () => {
  await cluster?.close();
  cluster = undefined;
});

describe('which publication a slug serves, kept for a moment', () => {
  // A loaded machine may take a while between two requests: the bound checked is a few times the cache's time to live.
  it("another instance's publish and unpublish show within moments (SERVING_CACHE_MS); the instance's own at once", async () => {
    cluster = await createCluster();
    const a = await cluster.start({ engine: siteEngine().engine, concurrency: 1 });
    const b = await cluster.start({ concurrency: 0 });
    const token = await signUpVerified(a.app, a.ctx, 'serving-cache@example.com');
    const trackId = await generateSite(a, token, ['cached-bakery.com']);
    const status = async (instance: typeof a, url: string) => (await instance.app.inject({ method: 'GET', url })).statusCode;

    // B has looked the slug up (nothing published yet) and keeps that answer for a moment.
    expect(await status(b, '/p/cached-bakery-com/')).toBe(404);
    expect((await call(a.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token, body: { host: 'cached-bakery.com' } })).status).toBe(200);
    expect(await status(a, '/p/cached-bakery-com/')).toBe(200);
    await expect.poll(() => status(b, '/p/cached-bakery-com/'), { interval: 50, timeout: SERVING_CACHE_MS * 3 }).toBe(200);

    expect((await call(a.app, 'DELETE', `/api/v1/sites/${trackId}/publication/cached-bakery-com`, { token })).status).toBe(200);
    expect(await status(a, '/p/cached-bakery-com/')).toBe(404);
    await expect.poll(() => status(b, '/p/cached-bakery-com/'), { interval: 50, timeout: SERVING_CACHE_MS * 3 }).toBe(404);
  }, 60_000);
});
