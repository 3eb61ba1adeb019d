import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitesServerTexts } from '@sitecraft/shared/sites';
import { signUpVerified } from '../support/accounts.ts';
import { startTestDns } from '../support/dns-server.ts';
import { ownDomainsApp, verifyOwnDomain } from '../support/own-domains.ts';
import { FINGERPRINTED_FILE, generateSite, siteEngine } from '../support/sites.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { engine: siteEngine().engine });
  token = await signUpVerified(t.app, t.ctx, 'publisher@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const publish = (trackId: string, host: string) => call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token, body: { host } });
const artifactsDir = () => path.join(t.ctx.config.dataDir, 'artifacts');

describe('publishing an HTML site', () => {
  let trackId: string;
  let slug: string;
  beforeAll(async () => {
    trackId = await generateSite(t, token, ['golden-crust.com']);
    const published = await publish(trackId, 'golden-crust.com');
    expect(published.status).toBe(200);
    slug = published.body.slug as string;
    expect(published.body).toMatchObject({ slug: 'golden-crust-com', host: 'golden-crust.com', url: 'http://app.test/p/golden-crust-com/' });
  }, 60_000);

  it('serves the home page to anyone, signed in or not, with a CSP that allows no script, and /p/<slug> redirects to /p/<slug>/', async () => {
    const home = await get(`/p/${slug}/`);
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body).toContain('<link rel="stylesheet" href="styles.css">');
    const csp = String(home.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src|allow-scripts|allow-same-origin/);
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    // The sandboxed page's origin is opaque: its own styles and pictures must not be refused as cross-origin.
    expect(home.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await get(`/p/${slug}/`, { authorization: `Bearer ${token}` })).body).toBe(home.body);
    const bare = await get(`/p/${slug}`);
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(`/p/${slug}/`);
  });

  it('serves every file the home page links to, relative to /p/<slug>/, with its content type', async () => {
    const home = (await get(`/p/${slug}/`)).body;
    const links = [...home.matchAll(/(?:href|src)="([^"#:]+)"/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(5);
    for (const link of new Set(links)) expect((await get(`/p/${slug}/${link}`)).statusCode, link).toBe(200);
    const types: Record<string, string> = { 'styles.css': 'text/css; charset=utf-8', 'images/hero.svg': 'image/svg+xml', 'favicon-32.png': 'image/png', 'fonts/face1.woff2': 'font/woff2', 'sitemap.xml': 'application/xml; charset=utf-8' };
    for (const [file, type] of Object.entries(types)) expect((await get(`/p/${slug}/${file}`)).headers['content-type'], file).toBe(type);
  });

  it('answers a strong ETag, 304 when the browser has the file, a year of cache for fingerprinted files and revalidation for the rest', async () => {
    const css = await get(`/p/${slug}/styles.css`);
    const etag = String(css.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await get(`/p/${slug}/styles.css`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(`/p/${slug}/styles.css`, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect(css.headers['cache-control']).toBe('public, no-cache');
    expect((await get(`/p/${slug}/`)).headers['cache-control']).toBe('public, no-cache');
    const fingerprinted = await get(`/p/${slug}/${FINGERPRINTED_FILE}`);
    expect(fingerprinted.statusCode).toBe(200);
    expect(fingerprinted.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends pages and styles as brotli or gzip to a browser that takes them (stored so at publishing), each with its own ETag', async () => {
    for (const file of ['', 'styles.css']) {
      const plain = await get(`/p/${slug}/${file}`);
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(plain.headers.vary, file).toBe('Accept-Encoding');
      const br = await get(`/p/${slug}/${file}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.byteLength);
      expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 2);
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload), file).toBe(true);
      expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
      expect((await get(`/p/${slug}/${file}`, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304);
      expect((await get(`/p/${slug}/${file}`, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(200);
      const gzip = await get(`/p/${slug}/${file}`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], file).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload), file).toBe(true);
      expect((await get(`/p/${slug}/${file}`, { 'accept-encoding': 'br;q=0, gzip;Q=0' })).headers['content-encoding']).toBeUndefined();
      expect((await get(`/p/${slug}/${file}`, { 'accept-encoding': 'BR ; q=0.5, gzip' })).headers['content-encoding']).toBe('br');
      expect((await get(`/p/${slug}/${file}`, { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
    }
    // A compressed form gone from the store before it was first sent (once sent, it is kept in memory): the file goes out as it is.
    const key = (await t.ctx.db.selectFrom('publications').select('content_key').where('slug', '=', slug).executeTakeFirstOrThrow()).content_key;
    const page = await get(`/p/${slug}/privacy.html`);
    fs.renameSync(path.join(artifactsDir(), `${key}-${String(page.headers.etag).slice(1, -1)}.br`), path.join(artifactsDir(), 'moved-away.br'));
    const fallback = await get(`/p/${slug}/privacy.html`, { 'accept-encoding': 'br' });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['content-encoding']).toBeUndefined();
    expect(fallback.headers.etag).toBe(page.headers.etag);
    expect(fallback.body).toBe(page.body);
    fs.renameSync(path.join(artifactsDir(), 'moved-away.br'), path.join(artifactsDir(), `${key}-${String(page.headers.etag).slice(1, -1)}.br`));
    // Pictures and fonts are sent as they are.
    const font = await get(`/p/${slug}/fonts/face1.woff2`, { 'accept-encoding': 'br' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers.vary).toBeUndefined();
  });

  it("answers a missing page with 404 and the site's own 404 page, whose links work at any depth", async () => {
    for (const missing of ['no-such-page.html', 'deep/er/page']) {
      const response = await get(`/p/${slug}/${missing}`);
      expect(response.statusCode, missing).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>Page not found | Golden Crust</title>');
      expect(response.body).toContain(`<base href="/p/${slug}/">`);
      expect(String(response.headers['content-security-policy'])).not.toContain('script-src');
    }
    expect((await get('/p/nobody-published-this/')).statusCode).toBe(404);
  });

  it("sends the site's fonts with Access-Control-Allow-Origin: * (the sandboxed page's origin is opaque), other files without it", async () => {
    const trackId = await generateSite(t, token, ['font-bakery.com']);
    // Fonts of every kind a site may ship, beside the engine's woff2 files.
    const zipFile = path.join(artifactsDir(), `${trackId}.zip`);
    const files = unzipSync(fs.readFileSync(zipFile));
    for (const kind of ['woff', 'ttf', 'otf']) files[`font-bakery.com/fonts/extra.${kind.toUpperCase()}`] = new Uint8Array([1, 2, 3, kind.length]);
    fs.writeFileSync(zipFile, zipSync(files));
    const fontSlug = (await publish(trackId, 'font-bakery.com')).body.slug as string;
    const css = (await get(`/p/${fontSlug}/styles.css`)).body;
    const engineFonts = [...new Set([...css.matchAll(/url\((fonts\/[^)]+\.woff2)\)/g)].map((match) => match[1]!))];
    expect(engineFonts.length).toBeGreaterThan(0);
    const types: Record<string, string> = { 'fonts/extra.WOFF': 'font/woff', 'fonts/extra.TTF': 'font/ttf', 'fonts/extra.OTF': 'font/otf', ...Object.fromEntries(engineFonts.map((font) => [font, 'font/woff2'])) };
    for (const [font, type] of Object.entries(types)) {
      const response = await get(`/p/${fontSlug}/${font}`, { origin: 'null', 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, font).toBe(200);
      expect(response.headers['content-type'], font).toBe(type);
      expect(response.headers['access-control-allow-origin'], font).toBe('*');
      // The same answer for every origin, and fonts are not compressed again: nothing to vary on.
      expect(response.headers.vary, font).toBeUndefined();
      const revalidated = await get(`/p/${fontSlug}/${font}`, { origin: 'null', 'if-none-match': String(response.headers.etag) });
      expect(revalidated.statusCode, font).toBe(304);
      expect(revalidated.headers['access-control-allow-origin'], font).toBe('*');
    }
    for (const file of ['', 'styles.css', 'images/hero.svg', 'favicon-32.png', 'no-such-font.woff2']) {
      expect((await get(`/p/${fontSlug}/${file}`, { origin: 'null' })).headers['access-control-allow-origin'], file).toBeUndefined();
    }
  });

  it('refuses paths that try to leave the site', async () => {
    for (const bad of ['..%2F..%2F..%2Fpackage.json', 'images/..%2F..%2Fx', '.%2Fstyles.css', 'images%5C..%5Chero.svg']) {
      const response = await get(`/p/${slug}/${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
  });
});

describe('republish, unpublish and slugs', () => {
  it('republishing switches to the new content at once and removes the old files', async () => {
    const trackId = await generateSite(t, token, ['switching-bakery.com']);
    const first = await publish(trackId, 'switching-bakery.com');
    const slug = first.body.slug as string;
    const before = await get(`/p/${slug}/`);
    const oldKey = (await t.ctx.db.selectFrom('publications').select('content_key').where('slug', '=', slug).executeTakeFirstOrThrow()).content_key;

    // A changed site (as a later version will give): a new ZIP for the generation.
    const zipFile = path.join(artifactsDir(), `${trackId}.zip`);
    const files = unzipSync(fs.readFileSync(zipFile));
    files['switching-bakery.com/index.html'] = new TextEncoder().encode('<!DOCTYPE html><html lang="en"><head><title>New home</title></head><body>Version two</body></html>');
    fs.writeFileSync(zipFile, zipSync(files));
    await t.ctx.db.updateTable('generations').set({ finished_at: t.clock.now() + 1 }).where('track_id', '=', trackId).execute();

    const second = await publish(trackId, 'switching-bakery.com');
    expect(second.body.slug).toBe(slug);
    const after = await get(`/p/${slug}/`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Version two');
    expect(fs.readdirSync(artifactsDir()).filter((file) => file.startsWith(oldKey))).toEqual([]);
    expect(await t.ctx.db.selectFrom('publications').selectAll().where('track_id', '=', trackId).execute()).toHaveLength(1);
  });

  it('unpublishing takes the site offline and removes its files', async () => {
    const trackId = await generateSite(t, token, ['brief-bakery.com']);
    const slug = (await publish(trackId, 'brief-bakery.com')).body.slug as string;
    const key = (await t.ctx.db.selectFrom('publications').select('content_key').where('slug', '=', slug).executeTakeFirstOrThrow()).content_key;
    expect((await get(`/p/${slug}/styles.css`)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/v1/sites/${trackId}/publication/${slug}`, { token })).status).toBe(200);
    expect((await get(`/p/${slug}/`)).statusCode).toBe(404);
    expect((await get(`/p/${slug}/styles.css`)).statusCode).toBe(404);
    expect(fs.readdirSync(artifactsDir()).filter((file) => file.startsWith(key))).toEqual([]);
    expect((await call(t.app, 'DELETE', `/api/v1/sites/${trackId}/publication/${slug}`, { token })).status).toBe(404);
  });

  it('two sites with the same domain get different slugs, each serving its own site; one generation publishes each of its domains', async () => {
    const first = await generateSite(t, token, ['twin-bakery.com', 'other-bakery.pt']);
    const second = await generateSite(t, token, ['twin-bakery.com'], { description: 'A second bakery with rye bread and cinnamon buns in Lisbon.' });
    const a = await publish(first, 'twin-bakery.com');
    const b = await publish(second, 'twin-bakery.com');
    const c = await publish(first, 'other-bakery.pt');
    expect([a.body.slug, b.body.slug, c.body.slug]).toEqual(['twin-bakery-com', 'twin-bakery-com-2', 'other-bakery-pt']);
    const pageA = await get('/p/twin-bakery-com/');
    const pageB = await get('/p/twin-bakery-com-2/');
    expect(pageA.headers.etag).not.toBe(pageB.headers.etag);
    expect((await publish(second, 'twin-bakery.com')).body.slug).toBe('twin-bakery-com-2');
    expect((await publish(first, 'not-in-this-generation.com')).status).toBe(404);
  });

  it('a PHP site is not published: 409 saying it needs a PHP host and the ZIP', async () => {
    const trackId = await generateSite(t, token, ['php-bakery.com'], { file_extension: 'PHP' });
    const refused = await publish(trackId, 'php-bakery.com');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(sitesServerTexts.phpNeedsHost);
    expect(await t.ctx.db.selectFrom('publications').selectAll().where('track_id', '=', trackId).execute()).toEqual([]);
  });
});

describe('publishing settings', () => {
  it('with PUBLISH_BY_HOST a request for a verified own domain gets its site at /, unknown domains a plain 404, the app its own hosts; PUBLISH_ORIGIN sets the links', async () => {
    const dns = await startTestDns();
    const byHost = await ownDomainsApp(dns);
    try {
      const owner = await signUpVerified(byHost.app, byHost.ctx, 'host@example.com');
      const trackId = await generateSite(byHost, owner, ['own-domain.com']);
      const published = await call(byHost.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: owner, body: { host: 'own-domain.com' } });
      expect(published.body.url).toBe('https://sites.example.net/p/own-domain-com/');
      await verifyOwnDomain(byHost, dns, owner, trackId, 'own-domain.com');
      const home = await byHost.app.inject({ method: 'GET', url: '/', headers: { host: 'own-domain.com' } });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<link rel="stylesheet" href="styles.css">');
      expect(String(home.headers['content-security-policy'])).not.toContain('script-src');
      expect((await byHost.app.inject({ method: 'GET', url: '/styles.css', headers: { host: 'own-domain.com' } })).headers['content-type']).toBe('text/css; charset=utf-8');
      const font = await byHost.app.inject({ method: 'GET', url: '/fonts/face1.woff2', headers: { host: 'own-domain.com', origin: 'null' } });
      expect(font.headers['access-control-allow-origin']).toBe('*');
      const missing = await byHost.app.inject({ method: 'GET', url: '/missing/page', headers: { host: 'own-domain.com' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<base href="/">');
      expect((await byHost.app.inject({ method: 'GET', url: '/api/v1/health', headers: { host: 'app.test' } })).statusCode).toBe(200);
      const unknown = await byHost.app.inject({ method: 'GET', url: '/', headers: { host: 'unknown-domain.com' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).not.toContain('styles.css');
      // The app's own origin sends published pages to the separate publishing origin.
      const moved = await byHost.app.inject({ method: 'GET', url: '/p/own-domain-com/', headers: { host: 'app.test' } });
      expect(moved.statusCode).toBe(308);
      expect(moved.headers.location).toBe('https://sites.example.net/p/own-domain-com/');
    } finally {
      await byHost.close();
      await dns.close();
    }
  });
});
