import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitesServerTexts } from '@sitecraft/shared/sites';
import { createLocalArtifactStore } from '../../src/infra/store/local-artifact-store.ts';
import { adminToken } from '../admin/admin-support.ts';
import { generationRequest } from '../support/generation.ts';
import { login, signUpVerified } from '../support/accounts.ts';
import { generateSite, siteEngine } from '../support/sites.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

const sites = siteEngine();
let t: TestApp;
let owner: string;
let stranger: string;
let artifactsDir: string;
beforeAll(async () => {
  t = await createTestApp({}, { engine: sites.engine });
  artifactsDir = path.join(t.ctx.config.dataDir, 'artifacts');
  owner = await signUpVerified(t.app, t.ctx, 'owner@example.com');
  stranger = await signUpVerified(t.app, t.ctx, 'stranger@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
});
afterAll(() => t.close());

const artifacts = () => createLocalArtifactStore(artifactsDir);
const exists = async (key: string) => Boolean(await artifacts().open(key));
type Listed = { track_id: string; hosts: string[]; languages: string[]; file_type: string; status: string; created_at: number; finished_at: number | null; editable: boolean; home_page: string; publications: { slug: string }[] };
const list = async (token: string) => (await call(t.app, 'GET', '/api/v1/sites', { token })).body.sites as Listed[];

describe('My sites list', () => {
  it("lists only the signed-in account's generations, newest first, with domains, languages, file type, status and dates", async () => {
    const first = await generateSite(t, owner, ['first-bakery.com', 'second-bakery.pt'], { second_site_language: 'Portuguese' });
    t.clock.advance(60_000);
    const second = await generateSite(t, owner, ['third-bakery.com'], { rename_index: 'home' });
    const foreign = await generateSite(t, stranger, ['not-mine.com']);

    const mine = await list(owner);
    expect(mine.map((site) => site.track_id)).toEqual([second, first]);
    expect(mine[1]).toMatchObject({ hosts: ['first-bakery.com', 'second-bakery.pt'], languages: ['English', 'Portuguese'], file_type: 'HTML', status: 'completed', home_page: 'index.html', editable: true, publications: [] });
    expect(mine[0]).toMatchObject({ hosts: ['third-bakery.com'], home_page: 'home.html' });
    expect(mine[0]!.created_at).toBe(mine[1]!.created_at + 60_000);
    expect(mine[0]!.finished_at).toEqual(expect.any(Number));
    expect((await list(stranger)).map((site) => site.track_id)).toEqual([foreign]);
  });

  it('without a session every sites call answers 401', async () => {
    const id = crypto.randomUUID();
    for (const [method, url] of [
      ['GET', '/api/v1/sites'],
      ['DELETE', `/api/v1/sites/${id}`],
      ['GET', `/api/v1/sites/${id}/preview/a.com/`],
      ['POST', `/api/v1/sites/${id}/publication`],
      ['DELETE', `/api/v1/sites/${id}/publication/a-com`],
    ] as const) {
      expect((await call(t.app, method, url, method === 'POST' ? { body: { host: 'a.com' } } : {})).status, `${method} ${url}`).toBe(401);
    }
  });
});

describe('ownership', () => {
  it("another account gets 404 from preview, delete, publish and unpublish of someone else's site, and nothing changes", async () => {
    const trackId = await generateSite(t, owner, ['private-bakery.com']);
    const published = await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: owner, body: { host: 'private-bakery.com' } });
    expect(published.status).toBe(200);
    const slug = published.body.slug as string;

    const attempts = [
      call(t.app, 'GET', `/api/v1/sites/${trackId}/preview/private-bakery.com/index.html`, { token: stranger }),
      call(t.app, 'DELETE', `/api/v1/sites/${trackId}`, { token: stranger }),
      call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: stranger, body: { host: 'private-bakery.com' } }),
      call(t.app, 'DELETE', `/api/v1/sites/${trackId}/publication/${slug}`, { token: stranger }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.raw.body).not.toContain('private-bakery');
    }
    expect(await exists(`${trackId}.zip`)).toBe(true);
    expect((await list(owner)).find((site) => site.track_id === trackId)?.publications.map((row) => row.slug)).toEqual([slug]);
    expect((await t.app.inject({ method: 'GET', url: `/p/${slug}/` })).statusCode).toBe(200);
  });
});

describe('preview', () => {
  it("sends the owner's pages and files from the ZIP with their types, sandboxed without script, and accepts the session cookie", async () => {
    const trackId = await generateSite(t, owner, ['preview-bakery.com']);
    const home = await t.app.inject({ method: 'GET', url: `/api/v1/sites/${trackId}/preview/preview-bakery.com/`, headers: { authorization: `Bearer ${owner}` } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body).toContain('<link rel="stylesheet" href="styles.css">');
    const csp = String(home.headers['content-security-policy']);
    expect(csp).toMatch(/(^|; )sandbox( |;|$)/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('allow-scripts');
    expect(csp).toContain("form-action 'none'");

    const signedIn = await login(t.app, 'owner@example.com');
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const css = await t.app.inject({ method: 'GET', url: `/api/v1/sites/${trackId}/preview/preview-bakery.com/styles.css`, headers: { cookie } });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const hero = await t.app.inject({ method: 'GET', url: `/api/v1/sites/${trackId}/preview/preview-bakery.com/images/hero.svg`, headers: { cookie } });
    expect(hero.headers['content-type']).toBe('image/svg+xml');

    for (const bad of ['..%2F..%2F..%2F..%2Fpackage.json', 'images/..%2F..%2Fx', '.%2Findex.html']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/sites/${trackId}/preview/preview-bakery.com/${bad}`, headers: { cookie } });
      expect(response.statusCode, bad).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/sites/${trackId}/preview/other-host.com/index.html`, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/sites/${trackId}/preview/preview-bakery.com/nothing.html`, headers: { cookie } })).statusCode).toBe(404);
  });
});

describe('delete', () => {
  it('removes the ZIP, the site models, the published files and the publication; the credit ledger keeps its lines', async () => {
    const trackId = await generateSite(t, owner, ['doomed-bakery.com']);
    const published = await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: owner, body: { host: 'doomed-bakery.com' } });
    const slug = published.body.slug as string;
    const { content_key: contentKey } = await t.ctx.db.selectFrom('publications').select('content_key').where('slug', '=', slug).executeTakeFirstOrThrow();
    expect(await exists(`${trackId}.models.json`)).toBe(true);
    expect(await exists(`${contentKey}.json`)).toBe(true);
    const admin = await adminToken(t.app);
    const ledgerBefore = await t.ctx.db.selectFrom('credit_ledger').selectAll().execute();
    const dashboard = async () => {
      const { generations, credits } = (await call(t.app, 'GET', '/api/v1/admin/dashboard', { token: admin })).body;
      return { generations, credits };
    };
    const figuresBefore = await dashboard();
    expect(figuresBefore).toMatchObject({ credits: { spent: expect.any(Number) as number } });

    const deleted = await call(t.app, 'DELETE', `/api/v1/sites/${trackId}`, { token: owner });
    expect(deleted.status).toBe(200);
    // The admin statistics still count the generation and its charge; nothing of its brief is kept.
    expect(await dashboard()).toEqual(figuresBefore);
    expect(await t.ctx.db.selectFrom('generations').select(['request', 'domains', 'artifact_key']).where('track_id', '=', trackId).executeTakeFirst()).toEqual({ request: '{}', domains: '', artifact_key: null });
    expect(await t.ctx.db.selectFrom('generation_events').select('id').where('track_id', '=', trackId).execute()).toEqual([]);
    expect((await call(t.app, 'GET', `/api/v1/admin/generations/${trackId}`, { token: admin })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/v1/sites/${trackId}`, { token: owner })).status).toBe(404);
    expect(await exists(`${trackId}.zip`)).toBe(false);
    expect(await exists(`${trackId}.models.json`)).toBe(false);
    expect(await exists(`${contentKey}.json`)).toBe(false);
    expect((await import('node:fs')).readdirSync(artifactsDir).filter((file) => file.startsWith(contentKey))).toEqual([]);
    expect(await t.ctx.db.selectFrom('publications').selectAll().where('track_id', '=', trackId).execute()).toEqual([]);
    expect((await list(owner)).map((site) => site.track_id)).not.toContain(trackId);
    expect((await t.app.inject({ method: 'GET', url: `/p/${slug}/` })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/v1/generator/download/${trackId}`, { token: owner })).status).toBe(404);
    expect(await t.ctx.db.selectFrom('credit_ledger').selectAll().execute()).toEqual(ledgerBefore);
  });

  it('refuses a generation that is still queued or running with 409 and a clear message, and keeps it', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'busy@example.com');
    sites.hold();
    const body = generationRequest(['busy-bakery.com']);
    try {
      await call(t.app, 'POST', '/api/v1/generator', { token, body });
      const refused = await call(t.app, 'DELETE', `/api/v1/sites/${body.track_id}`, { token });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(sitesServerTexts.stillRunning);
      expect((await list(token)).map((site) => site.track_id)).toEqual([body.track_id]);
    } finally {
      sites.release();
    }
    await expect.poll(async () => (await call(t.app, 'GET', `/api/v1/generator/status/${body.track_id}`, { token })).body.status, { timeout: 20_000 }).toBe('completed');
    expect((await call(t.app, 'DELETE', `/api/v1/sites/${body.track_id}`, { token })).status).toBe(200);
  });
});

describe('edit after generation', () => {
  it('a site made with edit_after_generation "false" keeps no site models and is listed as not editable; "true" keeps them', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'editor@example.com');
    const fixed = await generateSite(t, token, ['fixed-bakery.com'], { edit_after_generation: 'false' });
    const editable = await generateSite(t, token, ['editable-bakery.com'], { edit_after_generation: 'true' });
    expect(await exists(`${fixed}.zip`)).toBe(true);
    expect(await exists(`${fixed}.models.json`)).toBe(false);
    expect(await exists(`${editable}.models.json`)).toBe(true);
    const listed = await list(token);
    expect(listed.find((site) => site.track_id === fixed)?.editable).toBe(false);
    expect(listed.find((site) => site.track_id === editable)?.editable).toBe(true);
  });
});
