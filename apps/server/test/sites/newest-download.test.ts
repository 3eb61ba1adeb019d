import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '@sitecraft/sitegen';
import { signUpVerified } from '../support/accounts.ts';
import { generateSite, siteEngine } from '../support/sites.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { pageText } from '../support/page-text.ts';

const sites = siteEngine();
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({}, { engine: sites.engine });
  owner = await signUpVerified(t.app, t.ctx, 'downloads@example.com');
});
afterAll(() => t.close());

const [edited, untouched] = ['edited-bakery.com', 'untouched-bakery.com'];
const versionsOf = (trackId: string, host: string) => `/api/v1/sites/${trackId}/sites/${host}/versions`;
const decoder = new TextDecoder();

/** The generation's download, unpacked by path. */
async function download(trackId: string): Promise<Record<string, Uint8Array>> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/generator/download/${trackId}`, headers: { authorization: `Bearer ${owner}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(Number(response.headers['content-length'])).toBe(response.rawPayload.byteLength);
  return unzipSync(new Uint8Array(response.rawPayload));
}

/** Saves a new hero title on the home page of `edited` on top of version `base`. */
async function saveHeroTitle(trackId: string, base: number, title: string): Promise<void> {
  const model = (await call(t.app, 'GET', `${versionsOf(trackId, edited)}/${base}`, { token: owner })).body.model as SiteModel;
  const home = model.editions[0]!.pages.findIndex((page) => page.key === 'home');
  const hero = model.editions[0]!.pages[home]!.sections.findIndex((section) => section.kind === 'hero');
  const edits = [{ op: 'text', path: `/editions/0/pages/${home}/sections/${hero}/data/title`, value: title }];
  expect((await call(t.app, 'POST', versionsOf(trackId, edited), { token: owner, body: { base, edits } })).status).toBe(201);
}

const same = (a: Uint8Array | undefined, b: Uint8Array | undefined) => Buffer.from(a ?? []).equals(Buffer.from(b ?? []));

describe("a generation's download after editing", () => {
  it('holds each edited site in its newest version and every other file as generated; My sites says which versions', async () => {
    const trackId = await generateSite(t, owner, [edited, untouched]);
    const generated = await download(trackId);
    const listed = async () => ((await call(t.app, 'GET', '/api/v1/sites', { token: owner })).body.sites as { track_id: string; edited: unknown }[]).find((site) => site.track_id === trackId)?.edited;
    expect(await listed()).toEqual([]);

    await saveHeroTitle(trackId, 1, 'Bread baked at dawn');
    await saveHeroTitle(trackId, 2, 'Bread baked before sunrise');
    const now = await download(trackId);
    expect(pageText(decoder.decode(now[`${edited}/index.html`]))).toContain('Bread baked before sunrise');
    expect(pageText(decoder.decode(generated[`${edited}/index.html`]))).not.toContain('Bread baked');

    // The edited site's folder is its newest version's ZIP; everything else, the README included, is the generated file.
    const newest = unzipSync(new Uint8Array((await t.app.inject({ method: 'GET', url: `${versionsOf(trackId, edited)}/3/zip`, headers: { authorization: `Bearer ${owner}` } })).rawPayload));
    const editedPaths = Object.keys(now).filter((path) => path.startsWith(`${edited}/`)).sort();
    expect(editedPaths).toEqual(Object.keys(newest).sort());
    for (const path of editedPaths) expect(same(now[path], newest[path]), path).toBe(true);
    const others = Object.keys(generated).filter((path) => !path.startsWith(`${edited}/`) && !path.endsWith('/'));
    expect(others.some((path) => !path.includes('/'))).toBe(true);
    expect(others.some((path) => path.startsWith(`${untouched}/`))).toBe(true);
    expect(Object.keys(now).filter((path) => !path.startsWith(`${edited}/`)).sort()).toEqual(others.sort());
    for (const path of others) expect(same(now[path], generated[path]), path).toBe(true);

    expect(await listed()).toEqual([{ host: edited, version: 3 }]);
  });

  it('the versions list says whether and where the site is published', async () => {
    const trackId = await generateSite(t, owner, [edited]);
    expect((await call(t.app, 'GET', versionsOf(trackId, edited), { token: owner })).body.publication).toBeNull();
    const published = await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: owner, body: { host: edited } });
    expect(published.status).toBe(200);
    expect((await call(t.app, 'GET', versionsOf(trackId, edited), { token: owner })).body.publication).toEqual(published.body);
  });
});
