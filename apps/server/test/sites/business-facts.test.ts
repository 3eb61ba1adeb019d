import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '@sitecraft/sitegen';
import { siteModelsKey } from '../../src/modules/generator/site-models.ts';
import { createLocalArtifactStore } from '../../src/infra/store/local-artifact-store.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generateSite, siteEngine } from '../support/sites.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

const sites = siteEngine();
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({}, { engine: sites.engine });
  owner = await signUpVerified(t.app, t.ctx, 'facts@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
});
afterAll(() => t.close());

const base = (trackId: string, host: string) => `/api/v1/sites/${trackId}/sites/${host}/versions`;
const decoder = new TextDecoder();

/** The text files of one version's ZIP (pages, sitemap, stylesheet, SVG), by path inside the site's folder. */
async function textsOf(trackId: string, host: string, number: number): Promise<Map<string, string>> {
  const response = await t.app.inject({ method: 'GET', url: `${base(trackId, host)}/${number}/zip`, headers: { authorization: `Bearer ${owner}` } });
  expect(response.statusCode).toBe(200);
  const files = Object.entries(unzipSync(new Uint8Array(response.rawPayload))).filter(([name]) => /\.(?:html|php|xml|txt|css|svg)$/.test(name));
  return new Map(files.map(([name, bytes]) => [name.slice(host.length + 1), decoder.decode(bytes)]));
}

async function modelOf(trackId: string, host: string, number: number): Promise<SiteModel> {
  const response = await call(t.app, 'GET', `${base(trackId, host)}/${number}`, { token: owner });
  expect(response.status).toBe(200);
  return response.body.model as SiteModel;
}

async function saveEdit(trackId: string, host: string, edit: { op: 'text'; path: string; value: string }): Promise<string> {
  const saved = await call(t.app, 'POST', base(trackId, host), { token: owner, body: { base: 1, edits: [edit] } });
  expect(saved.status, saved.body.message).toBe(201);
  return saved.body.summary as string;
}

describe('a fact of the business, edited once in the editor', () => {
  it('changes the phone in every tel: link, call button, footer and JSON-LD of every page of both languages, and in the publication', async () => {
    const host = 'facts-bakery.com';
    const trackId = await generateSite(t, owner, [host], { second_site_language: 'Русский' });
    const generated = await modelOf(trackId, host, 1);
    expect(generated.business).toMatchObject({ name: 'Facts Bakery', phone: '+351 912 345 678', address: 'Rua das Flores 12, Porto' });

    expect(await saveEdit(trackId, host, { op: 'text', path: '/business/phone', value: '+351 220 000-111' })).toBe('Changed the business’s phone number on every page');
    const texts = await textsOf(trackId, host, 2);
    for (const [file, text] of texts) expect(text, file).not.toMatch(/912.345.678|351912345678/);
    const pages = (await modelOf(trackId, host, 2)).editions.flatMap((edition) => edition.pages);
    expect(new Set(pages.map((page) => page.file.split('/')[0])).has('ru')).toBe(true);
    for (const page of pages) {
      const text = texts.get(page.file)!;
      expect(text, page.file).toContain('"telephone":"+351 220 000-111"');
      expect(text, page.file).toContain('<a href="tel:+351220000111">+351\u00a0220\u00a0000\u2011111</a>');
      if (page.key === 'contact') expect(text, page.file).toContain('<a class="ui_btn" href="tel:+351220000111">');
    }

    const published = await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: owner, body: { host, version: 2 } });
    expect(published.status).toBe(200);
    const home = await t.app.inject({ method: 'GET', url: `/p/${published.body.slug as string}/` });
    expect(home.body).toContain('href="tel:+351220000111"');
    expect(home.body).not.toContain('tel:+351912345678');
  });

  it('reads a site whose model was saved before the facts were held once, and changes its name everywhere', async () => {
    const host = 'old-model.com';
    const trackId = await generateSite(t, owner, [host]);
    // The site as a version 1 model kept it: each header, footer, contact block and JSON-LD node with its own copy.
    const saved = readFileSync(new URL('../../../../packages/sitegen/test/support/version-1-model.json', import.meta.url), 'utf8');
    const store = createLocalArtifactStore(path.join(t.ctx.config.dataDir, 'artifacts'));
    await store.put(siteModelsKey(trackId), new TextEncoder().encode(`{"version":1,"sites":[${saved}]}`));
    expect((await modelOf(trackId, host, 1)).business).toEqual({ name: 'Old Model', phone: '+39 081 555 1234', address: 'Via Roma 12, Napoli', country: 'Italy' });

    await saveEdit(trackId, host, { op: 'text', path: '/business/name', value: 'Casa Nostra' });
    const texts = await textsOf(trackId, host, 2);
    for (const [file, text] of texts) expect(text, file).not.toContain('Old Model');
    const contact = texts.get((await modelOf(trackId, host, 2)).editions[0]!.pages.find((page) => page.key === 'contact')!.file)!;
    expect(contact).toContain('<meta property="og:site_name" content="Casa Nostra">');
    expect(contact).toContain('"@type":"LocalBusiness"');
    expect(contact).toContain('"name":"Casa Nostra","telephone":"+39 081 555 1234"');
    expect(contact).toMatch(/_brand" href="[^"]*"><img [^>]*><span>Casa Nostra<\/span><\/a>/);
  });
});

describe('what a site could not know, in My sites', () => {
  const listedGaps = async (trackId: string) => {
    const list = await call(t.app, 'GET', '/api/v1/sites', { token: owner });
    expect(list.status).toBe(200);
    const site = (list.body.sites as { track_id: string; gaps: { host: string; gaps: { code: string; field: string }[] }[] }[]).find((each) => each.track_id === trackId);
    return site?.gaps;
  };

  it('lists each site’s gaps as generated, then as its newest saved version has them: offers, reviews and the other facts added in Business details are gone', async () => {
    const host = 'gaps-bakery.com';
    const trackId = await generateSite(t, owner, [host]);
    const generated = await listedGaps(trackId);
    expect(generated).toEqual([{ host, gaps: expect.arrayContaining([{ code: 'offers', field: 'offers' }, { code: 'hours', field: 'opening_hours' }, { code: 'reviews', field: 'reviews' }]) }]);
    expect(generated?.[0]?.gaps.map((gap) => gap.code)).not.toContain('phone');

    const edits = [
      { op: 'offers', offers: [{ name: 'Sourdough loaf', price: '€4.50' }, { name: 'Birthday cake' }] },
      { op: 'reviews', reviews: [{ quote: 'The best pastéis de nata in Porto, still warm.', name: 'Rita S.', source: 'Google' }, { quote: 'Lovely bread, friendly people.' }] },
      { op: 'areasServed', areasServed: ['Porto', 'Gaia'] },
      { op: 'paymentMethods', paymentMethods: ['Cash', 'Card'] },
      { op: 'yearFounded', yearFounded: 1998 },
    ];
    const saved = await call(t.app, 'POST', base(trackId, host), { token: owner, body: { base: 1, edits } });
    expect(saved.status, saved.body.message).toBe(201);
    const after = (await listedGaps(trackId))?.[0]?.gaps.map((gap) => gap.code);
    expect(after).toEqual(expect.arrayContaining(['hours', 'email']));
    for (const code of ['offers', 'reviews', 'areas_served', 'payment_methods', 'year_founded']) expect(after).not.toContain(code);
    const model = await modelOf(trackId, host, 2);
    expect(model.business).toMatchObject({ offers: edits[0]!.offers, areasServed: ['Porto', 'Gaia'], paymentMethods: ['Cash', 'Card'], yearFounded: 1998 });
  });

  it('refuses a review of a few letters with a 400 that names it, and saves nothing', async () => {
    const host = 'gaps-short-review.com';
    const trackId = await generateSite(t, owner, [host]);
    const refused = await call(t.app, 'POST', base(trackId, host), { token: owner, body: { base: 1, edits: [{ op: 'reviews', reviews: [{ quote: 'Nice.' }] }] } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('at least 10 characters');
    expect((await listedGaps(trackId))?.[0]?.gaps.map((gap) => gap.code)).toContain('reviews');
  });
});
