import { describe, expect, test } from 'vitest';
import { generate, renderSite, siteModelSchema } from '../src/index.ts';
import type { GenerationResult } from '../src/index.ts';
import { fixedNow, request } from './support/requests.ts';

function sameFiles(actual: ReadonlyMap<string, string | Uint8Array>, expected: ReadonlyMap<string, string | Uint8Array>): void {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [path, content] of expected) {
    const other = actual.get(path);
    const bytes = (value: string | Uint8Array | undefined) => (typeof value === 'string' ? Buffer.from(value) : Buffer.from(value ?? new Uint8Array()));
    expect(bytes(other).equals(bytes(content)), path).toBe(true);
  }
}

describe('the site model', () => {
  let result: GenerationResult;
  const bilingualPhp = request({ second_site_language: 'Russian', file_extension: 'PHP', domain_name: 'bella-pizza.com, pizza-roma.it', site_count: '2' });

  test('every generated site carries a model that passes its schema', async () => {
    result = await generate(bilingualPhp, { now: fixedNow });
    for (const site of result.sites) {
      const parsed = siteModelSchema.safeParse(site.model);
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
      expect(site.model.editions.map((edition) => edition.lang)).toEqual(['en', 'ru']);
      expect(site.model.editions[0]?.pages.map((page) => page.key)).toContain('home');
    }
  });

  test('rendering is a pure function of the model: the same model gives the same bytes, also after a JSON round trip', () => {
    for (const site of result.sites) {
      sameFiles(renderSite(site.model, site.blobs), site.files);
      const stored = JSON.parse(JSON.stringify(site.model)) as unknown;
      sameFiles(renderSite(siteModelSchema.parse(stored), site.blobs), site.files);
    }
  });

  test('a change in the model shows in the files it renders, and only there', () => {
    const site = result.sites[0];
    if (!site) throw new Error('no site');
    const model = structuredClone(site.model);
    const home = model.editions[0]?.pages.find((page) => page.key === 'home');
    const hero = home?.sections.find((section) => section.kind === 'hero');
    if (!home || hero?.kind !== 'hero') throw new Error('no hero on the home page');
    hero.data.title = 'A brand new headline for the oven';
    const files = renderSite(model, site.blobs);
    // As text: a template hero may set a word of its title apart.
    expect(String(files.get(home.file)).replace(/<[^>]*>/g, '')).toContain('A brand new headline for the oven');
    const changed = [...files.keys()].filter((path) => String(files.get(path)) !== String(site.files.get(path)));
    expect(changed).toEqual([home.file]);
  });

  test('two sites of one request get their own models (domain, brand, canonical links)', () => {
    const [first, second] = result.sites;
    expect(first?.model.business.name).toBe('Bella Pizza');
    expect(second?.model.business.name).toBe('Pizza Roma');
    expect(second?.model.editions[0]?.pages[0]?.canonical.startsWith('https://pizza-roma.it/')).toBe(true);
  });
});
