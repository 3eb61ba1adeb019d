import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitesServerTexts } from '@sitecraft/shared/sites';
import type { SiteModel } from '@sitecraft/sitegen';
import type { Config } from '../../src/config.ts';
import { createLocalArtifactStore } from '../../src/infra/store/local-artifact-store.ts';
import { startS3Peer, type S3Peer } from '../store/s3-peer.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generateSite, siteEngine } from '../support/sites.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { pageText } from '../support/page-text.ts';

const WRITERS = 50;
const host = 'busy-bakery.com';
const decoder = new TextDecoder();

/** Where the hero title of the home page is, and which file shows it. */
function heroOf(model: SiteModel) {
  const pages = model.editions[0]!.pages;
  const home = pages.findIndex((page) => page.key === 'home');
  const hero = pages[home]!.sections.findIndex((section) => section.kind === 'hero');
  return { path: `/editions/0/pages/${home}/sections/${hero}/data/title`, file: pages[home]!.file, home, hero };
}

const stores: Array<{ name: string; settings: (peer: S3Peer | undefined) => Partial<Config> }> = [
  { name: 'a local folder', settings: () => ({}) },
  { name: 'S3 (s3rver)', settings: (peer) => ({ s3: peer!.settings({ prefix: 'site/' }) }) },
];

describe.each(stores)('50 saves at once on one site, kept in $name', ({ name, settings }) => {
  const sites = siteEngine();
  let peer: S3Peer | undefined;
  let t: TestApp;
  let token: string;
  let trackId: string;
  let hero: ReturnType<typeof heroOf>;
  const versions = () => `/api/v1/sites/${trackId}/sites/${host}/versions`;

  beforeAll(async () => {
    if (name.startsWith('S3')) peer = await startS3Peer();
    t = await createTestApp(settings(peer), { engine: sites.engine });
    token = await signUpVerified(t.app, t.ctx, 'two-tabs@example.com');
    await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
    trackId = await generateSite(t, token, [host]);
    const first = await call(t.app, 'GET', `${versions()}/1`, { token });
    hero = heroOf(first.body.model as SiteModel);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const newest = async () => ((await call(t.app, 'GET', versions(), { token })).body.versions as Array<{ number: number }>)[0]!.number;
  const save = (base: number, title: string) => call(t.app, 'POST', versions(), { token, body: { base, edits: [{ op: 'text', path: hero.path, value: title }] } });

  it('answers each save 201 or 409, keeps exactly the texts of the 201s as gapless versions, and every version renders', async () => {
    const answers: Array<{ title: string; status: number; number?: number; message?: string }> = [];
    /** Half the writers give up on a 409, as a tab that was told to reload; the other half reload and try again. */
    const writer = async (index: number) => {
      const title = `Bread from writer ${index}`;
      const retries = index % 2 === 0 ? 0 : 80;
      for (let attempt = 0, base = 1; attempt <= retries; attempt += 1, base = await newest()) {
        const saved = await save(base, title);
        answers.push({ title, status: saved.status, number: saved.body.number as number | undefined, message: saved.body.message });
        if (saved.status !== 409) return;
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));

    const unexpected = answers.filter((answer) => answer.status !== 201 && answer.status !== 409);
    expect(unexpected).toEqual([]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.message).toBe(sitesServerTexts.versionConflict);
    const kept = answers.filter((answer) => answer.status === 201).sort((a, b) => a.number! - b.number!);
    // Every retrying writer got through (the others may all have lost their one try).
    const keptTitles = new Set(kept.map((answer) => answer.title));
    for (let index = 1; index < WRITERS; index += 2) expect(keptTitles).toContain(`Bread from writer ${index}`);
    expect(kept.length).toBe(keptTitles.size);
    expect(kept.map((answer) => answer.number)).toEqual(kept.map((_, index) => index + 2));

    const listed = (await call(t.app, 'GET', versions(), { token })).body.versions as Array<{ number: number }>;
    expect(listed.map((version) => version.number)).toEqual(Array.from({ length: kept.length + 1 }, (_, index) => kept.length + 1 - index));

    for (const { number, title } of kept) {
      const model = (await call(t.app, 'GET', `${versions()}/${number}`, { token })).body.model as SiteModel;
      expect(model.editions[0]!.pages[hero.home]!.sections[hero.hero]!.data).toMatchObject({ title });
      const page = await t.app.inject({ url: `${versions()}/${number}/files/${hero.file}`, headers: { authorization: `Bearer ${token}` } });
      expect(page.statusCode).toBe(200);
      expect(pageText(page.body)).toContain(title);
    }
    // A save after the storm still works on the newest version.
    expect((await save(kept.length + 1, 'Bread after the storm')).status).toBe(201);
  }, 120_000);

  it('keeps no model of a losing save', async () => {
    const rows = await t.ctx.db.selectFrom('site_versions').select('model_key').where('track_id', '=', trackId).execute();
    const keptKeys = new Set(rows.map((row) => row.model_key));
    const stored = peer ? (await peer.keys()).map((key) => key.slice('site/'.length)) : fs.readdirSync(path.join(t.ctx.config.dataDir, 'artifacts'));
    const versionModels = stored.filter((key) => key.startsWith(`${trackId}.${host}.v`));
    expect(versionModels.sort()).toEqual([...keptKeys].sort());
  });
});

describe('the local artifact store', () => {
  it('keeps one whole file when 20 writes of the same key race', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-store-'));
    const store = createLocalArtifactStore(dir);
    const contents = Array.from({ length: 20 }, (_, index) => `${String(index).padStart(2, '0')}:${'x'.repeat(200_000)}`);
    await Promise.all(contents.map((content) => store.put('same.json', new TextEncoder().encode(content))));
    const kept = decoder.decode(fs.readFileSync(path.join(dir, 'same.json')));
    expect(contents).toContain(kept);
    expect(fs.readdirSync(dir)).toEqual(['same.json']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
