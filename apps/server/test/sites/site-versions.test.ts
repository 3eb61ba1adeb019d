import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitesServerTexts } from '@sitecraft/shared/sites';
import type { SiteModel } from '@sitecraft/sitegen';
import { createLocalArtifactStore } from '../../src/infra/store/local-artifact-store.ts';
import { login, signUpVerified } from '../support/accounts.ts';
import { FINGERPRINTED_FILE, generateSite, siteEngine } from '../support/sites.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { pageText } from '../support/page-text.ts';

const sites = siteEngine();
let t: TestApp;
let owner: string;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp({}, { engine: sites.engine });
  owner = await signUpVerified(t.app, t.ctx, 'editor@example.com');
  stranger = await signUpVerified(t.app, t.ctx, 'other@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
});
afterAll(() => t.close());

const host = 'edited-bakery.com';
const base = (trackId: string) => `/api/v1/sites/${trackId}/sites/${host}/versions`;
const decoder = new TextDecoder();

async function modelOf(trackId: string, number: number): Promise<SiteModel> {
  const response = await call(t.app, 'GET', `${base(trackId)}/${number}`, { token: owner });
  expect(response.status).toBe(200);
  return response.body.model as SiteModel;
}

/** The files of one version's ZIP, by path inside the site's folder. */
async function zipOf(trackId: string, number: number): Promise<Map<string, Uint8Array>> {
  const response = await t.app.inject({ method: 'GET', url: `${base(trackId)}/${number}/zip`, headers: { authorization: `Bearer ${owner}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(response.rawPayload));
  return new Map(Object.entries(files).map(([name, bytes]) => [name.slice(host.length + 1), bytes]));
}

/** The paths whose bytes differ between two versions' files (a file only in one counts). */
function changedFiles(before: Map<string, Uint8Array>, after: Map<string, Uint8Array>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((file) => Buffer.compare(Buffer.from(before.get(file) ?? []), Buffer.from(after.get(file) ?? [])) !== 0).sort();
}

/** Where the edits go: the home page's hero title, the first FAQ answer of the site, and one section to hide. */
function targets(model: SiteModel) {
  const pages = model.editions[0]!.pages;
  const home = pages.findIndex((page) => page.key === 'home');
  const hero = pages[home]!.sections.findIndex((section) => section.kind === 'hero');
  const faqPage = pages.findIndex((page) => page.sections.some((section) => section.kind === 'faq'));
  const faq = pages[faqPage]!.sections.findIndex((section) => section.kind === 'faq');
  const hidden = pages[home]!.sections.findIndex((section) => section.kind !== 'hero');
  return {
    heroTitle: `/editions/0/pages/${home}/sections/${hero}/data/title`,
    faqAnswer: `/editions/0/pages/${faqPage}/sections/${faq}/data/items/0/answer`,
    hideSection: `/editions/0/pages/${home}/sections/${hidden}`,
    homeFile: pages[home]!.file,
    faqFile: pages[faqPage]!.file,
    hiddenKind: pages[home]!.sections[hidden]!.kind,
    hiddenClass: `${pages[home]!.sections[hidden]!.kind}_${pages[home]!.sections[hidden]!.variant}`,
  };
}

describe('versions of an edited site', () => {
  let trackId: string;
  let aim: ReturnType<typeof targets>;
  beforeAll(async () => {
    trackId = await generateSite(t, owner, [host]);
    aim = targets(await modelOf(trackId, 1));
  }, 30_000);

  it('starts with version 1, the generated site, whose ZIP holds what the generation made', async () => {
    const listed = await call(t.app, 'GET', base(trackId), { token: owner });
    expect(listed.status).toBe(200);
    expect(listed.body.versions).toEqual([{ number: 1, created_at: expect.any(Number), summary: sitesServerTexts.generatedVersion }]);
    const generated = await zipOf(trackId, 1);
    expect(generated.has(aim.homeFile)).toBe(true);
    expect(generated.has(FINGERPRINTED_FILE)).toBe(true);
    const read = await call(t.app, 'GET', `${base(trackId)}/1`, { token: owner });
    expect((read.body.variants as Record<string, string[]>).hero).toEqual(expect.arrayContaining(['split', 'overlay']));
    expect(read.body.designs).toEqual(expect.arrayContaining([{ id: 'template-1', label: 'Nova Arena', scheme: 'dark', swatches: expect.any(Array) }]));
  });

  it('saves edited texts and a hidden section as version 2: exactly the pages holding them change', async () => {
    const saved = await call(t.app, 'POST', base(trackId), {
      token: owner,
      body: {
        base: 1,
        edits: [
          { op: 'text', path: aim.heroTitle, value: 'Bread baked at dawn, in Porto' },
          { op: 'text', path: aim.faqAnswer, value: 'Yes: order by noon and collect the next morning.' },
          { op: 'hide', path: aim.hideSection },
        ],
      },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ number: 2, summary: expect.stringContaining(`Edited a text on ${aim.homeFile}`) });
    expect(saved.body.summary).toContain(`hid a ${aim.hiddenKind} section on ${aim.homeFile}`);

    const before = await zipOf(trackId, 1);
    const after = await zipOf(trackId, 2);
    const expected = [...new Set([aim.homeFile, aim.faqFile, FINGERPRINTED_FILE])].sort();
    // Every other file (pages, stylesheet, fonts, pictures, sitemap) is rendered byte for byte as generated.
    expect(changedFiles(before, after)).toEqual(expected);
    const home = decoder.decode(after.get(aim.homeFile));
    expect(pageText(home)).toContain('Bread baked at dawn, in Porto');
    expect(pageText(decoder.decode(before.get(aim.homeFile)))).not.toContain('Bread baked at dawn');
    expect(decoder.decode(after.get(aim.faqFile))).toContain('Yes: order by noon and collect the next morning.');
    expect(decoder.decode(before.get(aim.homeFile))).toContain(aim.hiddenClass);
    expect(home).not.toContain(aim.hiddenClass);
    const model = await modelOf(trackId, 2);
    expect(JSON.stringify(model)).toContain('Bread baked at dawn');

    // The editor's preview: the version's pages and their files, sandboxed, for the owner's cookie too.
    const cookie = String((await login(t.app, 'editor@example.com')).headers['set-cookie']).split(';')[0]!;
    const preview = await t.app.inject({ method: 'GET', url: `${base(trackId)}/2/files/`, headers: { cookie } });
    expect(preview.statusCode).toBe(200);
    expect(pageText(preview.body)).toContain('Bread baked at dawn, in Porto');
    expect(preview.headers['content-security-policy']).toContain('sandbox allow-same-origin');
    const stylesheet = [...after.keys()].find((file) => file.endsWith('.css') && file !== FINGERPRINTED_FILE)!;
    const css = await t.app.inject({ method: 'GET', url: `${base(trackId)}/2/files/${stylesheet}`, headers: { cookie } });
    expect(css.statusCode).toBe(200);
    expect(css.body).toBe(decoder.decode(after.get(stylesheet)));
  });

  it('refuses a stop word, a save on an older version, and edits that are not texts, keeping the versions as they were', async () => {
    const refused = async (body: unknown, status: number) => {
      const response = await call(t.app, 'POST', base(trackId), { token: owner, body });
      expect(response.status, JSON.stringify(body)).toBe(status);
      return response.body.message;
    };
    await expect(refused({ base: 2, edits: [{ op: 'text', path: aim.heroTitle, value: 'Cheap bread' }] }, 400)).resolves.toContain('“cheap”');
    await expect(refused({ base: 1, edits: [{ op: 'text', path: aim.heroTitle, value: 'Fresh bread' }] }, 409)).resolves.toBe(sitesServerTexts.versionConflict);
    await expect(refused({ base: 2, edits: [{ op: 'text', path: aim.heroTitle, value: '   ' }] }, 400)).resolves.toContain('cannot be empty');
    await expect(refused({ base: 2, edits: [{ op: 'text', path: '/editions/0/pages/0/file', value: 'x.html' }] }, 400)).resolves.toContain('is not a text');
    await expect(refused({ base: 2, edits: [{ op: 'text', path: '/editions/0/nav/links/0/href', value: 'https://evil.example' }] }, 400)).resolves.toContain('is not a text');
    await expect(refused({ base: 2, edits: [{ op: 'text', path: '/stopWords/0', value: 'fine' }] }, 400)).resolves.toContain('is not a text');
    await expect(refused({ base: 2, edits: [{ op: 'variant', path: aim.hideSection, variant: 'nope' }] }, 400)).resolves.toContain('comes as');
    await expect(refused({ base: 2, edits: [{ op: 'move', path: aim.hideSection, to: 99 }] }, 400)).resolves.toContain('can move to places');
    await refused({ base: 2, edits: [] }, 400);
    await refused({ base: 2, edits: [{ op: 'text', path: aim.heroTitle, value: 'x'.repeat(4001) }] }, 400);
    const versions = (await call(t.app, 'GET', base(trackId), { token: owner })).body.versions as { number: number }[];
    expect(versions.map((version) => version.number)).toEqual([2, 1]);
  });

  it('restores version 1 as version 3, and publishes whichever version is asked for', async () => {
    const restored = await call(t.app, 'POST', `${base(trackId)}/1/restore`, { token: owner });
    expect(restored.status).toBe(201);
    expect(restored.body).toMatchObject({ number: 3, summary: sitesServerTexts.restoredVersion(1) });
    const [first, third] = [await zipOf(trackId, 1), await zipOf(trackId, 3)];
    expect(changedFiles(first, third)).toEqual([FINGERPRINTED_FILE]);

    const publish = async (version?: number) => {
      const response = await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: owner, body: { host, ...(version ? { version } : {}) } });
      expect(response.status).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: `/p/${response.body.slug as string}/` });
      return page.body;
    };
    expect(pageText(await publish(2))).toContain('Bread baked at dawn, in Porto');
    expect(pageText(await publish())).not.toContain('Bread baked at dawn');
    expect(pageText(await publish(2))).toContain('Bread baked at dawn, in Porto');
    expect(pageText(await publish(1))).not.toContain('Bread baked at dawn');
  });

  it("takes a gallery template's look as version 4: new stylesheet and layouts, the same texts", async () => {
    const saved = await call(t.app, 'POST', base(trackId), { token: owner, body: { base: 3, edits: [{ op: 'design', recipe: 'template-1' }] } });
    expect(saved.status).toBe(201);
    expect(saved.body.summary).toBe('Took the look of Nova Arena');
    const [before, after] = [await zipOf(trackId, 3), await zipOf(trackId, 4)];
    const stylesheet = (files: Map<string, Uint8Array>) => decoder.decode([...files].find(([file]) => file.endsWith('.css') && file !== FINGERPRINTED_FILE)![1]);
    expect(stylesheet(after)).not.toBe(stylesheet(before));
    expect(stylesheet(after)).toContain('color-scheme: dark');
    // The words of the page's h1 (a look may set some of them in a span of their own).
    const heading = (files: Map<string, Uint8Array>) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(decoder.decode(files.get(aim.homeFile)))?.[1]?.replace(/<[^>]+>/g, '');
    expect(heading(after)).toBeTruthy();
    expect(heading(after)).toBe(heading(before));
    expect(decoder.decode(after.get(aim.homeFile))).not.toBe(decoder.decode(before.get(aim.homeFile)));
    const unknown = await call(t.app, 'POST', base(trackId), { token: owner, body: { base: 4, edits: [{ op: 'palette', recipe: 'template-0' }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('no gallery template');
  });

  it('offers another wording of one section (nothing saved until asked), and says when a section has none', async () => {
    const heroSection = aim.heroTitle.replace(/\/data\/title$/, '');
    const offered = await call(t.app, 'POST', `${base(trackId)}/4/wordings`, { token: owner, body: { path: heroSection, wording: 1 } });
    expect(offered.status).toBe(200);
    const edits = offered.body.edits as { op: string; path: string; value: string }[];
    expect(edits.length).toBeGreaterThan(0);
    for (const edit of edits) expect(edit).toMatchObject({ op: 'text', path: expect.stringMatching(new RegExp(`^${heroSection}/data/`)) });
    expect(((await call(t.app, 'GET', base(trackId), { token: owner })).body.versions as unknown[]).length).toBe(4);
    const saved = await call(t.app, 'POST', base(trackId), { token: owner, body: { base: 4, edits } });
    expect(saved.status).toBe(201);
    const [before, after] = [await zipOf(trackId, 4), await zipOf(trackId, 5)];
    expect(changedFiles(before, after)).toEqual([aim.homeFile]);

    const model = await modelOf(trackId, 5);
    const privacy = model.editions[0]!.pages.findIndex((page) => page.key === 'privacy');
    const none = await call(t.app, 'POST', `${base(trackId)}/5/wordings`, { token: owner, body: { path: `/editions/0/pages/${privacy}/sections/0`, wording: 1 } });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('no other wording');
  });

  it('answers another account 404 on every versions route, and 401 without a session', async () => {
    const routes = [
      ['GET', base(trackId)],
      ['GET', `${base(trackId)}/1`],
      ['POST', base(trackId)],
      ['POST', `${base(trackId)}/1/restore`],
      ['POST', `${base(trackId)}/1/wordings`],
      ['GET', `${base(trackId)}/1/zip`],
      ['GET', `${base(trackId)}/2/files/`],
    ] as const;
    const bodyFor = (url: string) => (url.endsWith('/wordings') ? { path: '/editions/0/pages/0/sections/0', wording: 1 } : { base: 5, edits: [{ op: 'text', path: aim.heroTitle, value: 'Mine now' }] });
    for (const [method, url] of routes) {
      const body = method === 'POST' ? { body: bodyFor(url) } : {};
      expect((await call(t.app, method, url, { token: stranger, ...body })).status, `${method} ${url}`).toBe(404);
      expect((await call(t.app, method, url, body)).status, `${method} ${url}`).toBe(401);
    }
    expect((await call(t.app, 'GET', `${base(trackId)}/9`, { token: owner })).status).toBe(404);
    expect((await call(t.app, 'GET', `${base(trackId)}/two`, { token: owner })).status).toBe(400);
    expect((await call(t.app, 'GET', `/api/v1/sites/${trackId}/sites/other.com/versions`, { token: owner })).status).toBe(404);
  });

  it('deleting the site removes the saved versions’ models with it', async () => {
    const keys = (await t.ctx.db.selectFrom('site_versions').select('model_key').where('track_id', '=', trackId).execute()).map((row) => row.model_key);
    expect(keys).toHaveLength(4);
    const store = createLocalArtifactStore(path.join(t.ctx.config.dataDir, 'artifacts'));
    for (const key of keys) expect(await store.open(key), key).toBeTruthy();
    expect((await call(t.app, 'DELETE', `/api/v1/sites/${trackId}`, { token: owner })).status).toBe(200);
    for (const key of keys) expect(await store.open(key), key).toBeFalsy();
    expect(await t.ctx.db.selectFrom('site_versions').selectAll().where('track_id', '=', trackId).execute()).toEqual([]);
  });
});

describe('a site generated without editing', () => {
  it('has no versions to list or save (409 with the reason), and still publishes as generated', async () => {
    const trackId = await generateSite(t, owner, [host], { edit_after_generation: 'false' });
    const listed = await call(t.app, 'GET', base(trackId), { token: owner });
    expect(listed.status).toBe(409);
    expect(listed.body.message).toBe(sitesServerTexts.notEditable);
    expect((await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: owner, body: { host, version: 2 } })).status).toBe(409);
    expect((await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: owner, body: { host } })).status).toBe(200);
  });
});
