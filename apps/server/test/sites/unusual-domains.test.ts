import { domainToASCII } from 'node:url';
import { parse as parseContentDisposition } from 'content-disposition';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitesServerTexts } from '@sitecraft/shared/sites';
import type { SiteModel } from '@sitecraft/sitegen';
import { signUpVerified } from '../support/accounts.ts';
import { generateSite, siteEngine } from '../support/sites.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { BROWSER, statsOf } from '../site-stats/stats-support.ts';
import { startS3Peer, type S3Peer } from '../store/s3-peer.ts';
import { pageText } from '../support/page-text.ts';

// Internationalised names in Cyrillic (the longer one is 170 characters in a URL, percent-encoded) and in Latin with
// accents (its NFC form, as typed on a keyboard), and a name of 199 characters, too long for an artifact key as it is.
const longHost = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.example`;
const hosts = ['гонка-example.test', 'пекарня-у-самого-синего-моря.test', 'café-münchen.test', longHost];
const decoder = new TextDecoder();
const photo = () => sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3070c8' } }).jpeg().toBuffer();

function unusualDomainRules(store: 'local' | 's3') {
  const sites = siteEngine();
  let peer: S3Peer | undefined;
  let t: TestApp;
  let owner: string;
  let trackId: string;
  beforeAll(async () => {
    peer = store === 's3' ? await startS3Peer() : undefined;
    t = await createTestApp(peer ? { s3: peer.settings() } : {}, { engine: sites.engine });
    owner = await signUpVerified(t.app, t.ctx, `unicode-${store}@example.com`);
    await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
    trackId = await generateSite(t, owner, hosts);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const siteUrl = (host: string) => `/api/v1/sites/${trackId}/sites/${encodeURIComponent(host)}`;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner}` } });

  it.each(hosts.map((host) => ({ host, shown: host === longHost ? 'a name of 199 characters' : host })))('$shown: is edited with an uploaded picture, restored, downloaded, published and counted', async ({ host }) => {
    const model = (await call(t.app, 'GET', `${siteUrl(host)}/versions/1`, { token: owner })).body.model as SiteModel;
    expect(model.host).toBe(host);
    const pages = model.editions[0]!.pages;
    const home = pages.findIndex((page) => page.key === 'home');
    const hero = pages[home]!.sections.findIndex((section) => section.kind === 'hero');

    const title = `/editions/0/pages/${home}/sections/${hero}/data/title`;
    const edited = await call(t.app, 'POST', `${siteUrl(host)}/versions`, { token: owner, body: { base: 1, edits: [{ op: 'text', path: title, value: `Fresh news from ${host}` }] } });
    expect(edited.status, edited.body.message).toBe(201);
    expect(edited.body).toMatchObject({ number: 2 });

    const uploaded = await t.app.inject({ method: 'POST', url: `${siteUrl(host)}/uploads`, headers: { authorization: `Bearer ${owner}`, 'content-type': 'image/jpeg' }, payload: await photo() });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { upload } = uploaded.json() as { upload: string };
    const pictured = await call(t.app, 'POST', `${siteUrl(host)}/versions`, { token: owner, body: { base: 2, edits: [{ op: 'image', path: `/editions/0/pages/${home}/sections/${hero}/data/image`, upload }] } });
    expect(pictured.status, pictured.body.message).toBe(201);

    const preview = await get(`${siteUrl(host)}/versions/3/files/`);
    expect(preview.statusCode).toBe(200);
    expect(pageText(preview.body)).toContain(`Fresh news from ${host}`);
    const picture = await get(`${siteUrl(host)}/versions/3/files/images/upload-${upload}-960.webp`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');

    const restored = await call(t.app, 'POST', `${siteUrl(host)}/versions/1/restore`, { token: owner });
    expect(restored.status, restored.body.message).toBe(201);
    expect(restored.body).toMatchObject({ number: 4, summary: sitesServerTexts.restoredVersion(1) });
    const listed = await call(t.app, 'GET', `${siteUrl(host)}/versions`, { token: owner });
    expect((listed.body.versions as { number: number }[]).map((version) => version.number)).toEqual([4, 3, 2, 1]);

    const versionZip = await get(`${siteUrl(host)}/versions/3/zip`);
    expect(versionZip.statusCode).toBe(200);
    const named = parseContentDisposition(versionZip.headers['content-disposition'] as string);
    expect(named.parameters.filename).toBe(`${host}-v3.zip`);
    expect(`${versionZip.headers['content-disposition'] as string};`).toContain(`filename=${domainToASCII(host)}-v3.zip;`);
    const versionFiles = unzipSync(new Uint8Array(versionZip.rawPayload));
    expect(pageText(decoder.decode(versionFiles[`${host}/${pages[home]!.file}`]))).toContain(`Fresh news from ${host}`);
    expect(Object.keys(versionFiles)).toContain(`${host}/images/upload-${upload}-960.webp`);

    const published = await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: owner, body: { host, version: 3 } });
    expect(published.status, published.body.message).toBe(200);
    expect(published.body.slug).toBe(domainToASCII(host).replace(/[^a-z0-9]+/g, '-').slice(0, 60));
    const page = await t.app.inject({ method: 'GET', url: `/p/${published.body.slug as string}/`, headers: { 'user-agent': BROWSER } });
    expect(page.statusCode).toBe(200);
    expect(pageText(page.body)).toContain(`Fresh news from ${host}`);
    const servedPicture = await t.app.inject({ method: 'GET', url: `/p/${published.body.slug as string}/images/upload-${upload}-960.webp` });
    expect(servedPicture.statusCode).toBe(200);
    await t.visits.write();
    expect((await statsOf(t.app, owner, trackId, host)).days.at(-1)).toMatchObject({ views: 1 });
  });

  it('downloads the generation with each site as its newest version (the restored one) is', async () => {
    const download = await get(`/api/v1/generator/download/${trackId}`);
    expect(download.statusCode).toBe(200);
    expect(parseContentDisposition(download.headers['content-disposition'] as string).parameters.filename).toBe(`${hosts[0]}-and-${hosts.length - 1}-more.zip`);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    for (const host of hosts) {
      const newest = await get(`${siteUrl(host)}/versions/4/zip`);
      expect(newest.statusCode).toBe(200);
      const expected = Object.entries(unzipSync(new Uint8Array(newest.rawPayload))).filter(([name]) => !name.endsWith('/'));
      expect(expected.length).toBeGreaterThan(3);
      for (const [name, bytes] of expected) expect(Buffer.compare(Buffer.from(files[name] ?? []), Buffer.from(bytes)), name).toBe(0);
    }
  });

  it('keeps every artifact of these sites under an ASCII key', async () => {
    const keys = peer ? await peer.keys() : (await import('node:fs')).readdirSync(`${t.ctx.config.dataDir}/artifacts`);
    const ofSites = keys.filter((key) => key.includes(trackId));
    expect(ofSites.length).toBeGreaterThan(2);
    for (const key of ofSites) expect(key).toMatch(/^[A-Za-z0-9._-]+$/);
    for (const host of hosts.filter((each) => each !== longHost)) expect(ofSites.some((key) => key.includes(`.${domainToASCII(host)}.`))).toBe(true);
    expect(ofSites.some((key) => key.startsWith(`${trackId}.h-`))).toBe(true);
  });
}

describe('sites on internationalised or very long domains, artifacts on the local disk', () => unusualDomainRules('local'));
describe('sites on internationalised or very long domains, artifacts in an S3 bucket', () => unusualDomainRules('s3'));
