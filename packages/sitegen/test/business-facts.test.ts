import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { alternativeWording, applySiteEdits, generate, renderSite, SiteEditError, siteModelSchema, type SiteBlobs, type SiteModel } from '../src/index.ts';
import { phoneText } from '../src/safety/escape.ts';
import { fixedNow, request } from './support/requests.ts';

type Site = { model: SiteModel; blobs: SiteBlobs };

/** Every text file of a rendered site by path: pages, PHP includes and handler, sitemap, stylesheet, SVG pictures. */
function textFiles({ model, blobs }: Site): Map<string, string> {
  return new Map([...renderSite(model, blobs)].flatMap(([file, content]): [string, string][] => (typeof content === 'string' ? [[file, content]] : [])));
}

const count = (text: string, part: string) => text.split(part).length - 1;

/**
 * After an edit from one value to another, in each of the forms the value shows in: no file holds the old form, and
 * each file holds the new one as many times as it held the old (every place that showed it shows the new value).
 */
function expectChangedEverywhere(before: Map<string, string>, after: Map<string, string>, forms: readonly (readonly [string, string])[]): void {
  expect([...after.keys()]).toEqual([...before.keys()]);
  for (const [old, now] of forms) {
    expect([...before.values()].reduce((sum, text) => sum + count(text, old), 0), `the site showed ${old}`).toBeGreaterThan(0);
    for (const [file, text] of after) {
      expect(count(text, old), `${file} still shows ${old}`).toBe(0);
      expect(count(text, now), `${file} shows ${now} where it showed ${old}`).toBe(count(before.get(file)!, old));
    }
  }
}

const pagesOf = (model: SiteModel) => model.editions.flatMap((edition) => edition.pages.map((page) => ({ edition, page })));

const kinds = [
  { name: 'HTML site in English and Russian', php: false },
  { name: 'PHP site in English and Russian', php: true },
] as const;

describe.each(kinds)('one edit of a fact of the business changes it on every page: $name', ({ php }) => {
  let site: Site;
  let before: Map<string, string>;
  beforeAll(async () => {
    const result = await generate(request({ domain_name: 'edit-me.com', site_count: '1', second_site_language: 'Русский', file_extension: php ? 'PHP' : 'HTML' }), { now: fixedNow });
    site = result.sites[0]!;
    before = textFiles(site);
  });
  const edited = (path: string, value: string) => applySiteEdits(site.model, [{ op: 'text', path, value }]);

  test('the phone: tel: links with its digits, the call buttons, the footers, the contact blocks and the JSON-LD', () => {
    const { model, summary } = edited('/business/phone', '+39 06 1234-5678');
    expect(summary).toBe('Changed the business’s phone number on every page');
    const after = textFiles({ ...site, model });
    expectChangedEverywhere(before, after, [
      ['tel:+390815551234', 'tel:+390612345678'],
      [phoneText('+39 081 555 1234'), phoneText('+39 06 1234-5678')],
      ['"telephone":"+39 081 555 1234"', '"telephone":"+39 06 1234-5678"'],
    ]);
    const footers = php ? [...after].filter(([file]) => file.startsWith(`${model.php!.includesDir}/footer`)) : [...after].filter(([file]) => /\.html$/.test(file));
    expect(footers.length).toBeGreaterThanOrEqual(2);
    for (const [file, text] of footers) expect(text, file).toContain(`<a href="tel:+390612345678">${phoneText('+39 06 1234-5678')}</a>`);
    for (const { page } of pagesOf(model)) {
      expect(after.get(page.file), page.file).toContain('"telephone":"+39 06 1234-5678"');
      if (page.key === 'contact') expect(after.get(page.file), page.file).toMatch(/<a class="ui_btn" href="tel:\+390612345678">/);
    }
  });

  test('the address: the contact blocks with their map search, the footers, the JSON-LD and the texts that quote it', () => {
    const { model } = edited('/business/address', 'Piazza Dante 3, Napoli');
    expectChangedEverywhere(before, textFiles({ ...site, model }), [
      ['Via Roma 12, Napoli', 'Piazza Dante 3, Napoli'],
      [encodeURIComponent('Via Roma 12, Napoli'), encodeURIComponent('Piazza Dante 3, Napoli')],
    ]);
  });

  test('the name: header, footer, titles, share pictures and texts of every language, and the JSON-LD of the business and its posts', () => {
    const old = site.model.business.name;
    const { model } = edited('/business/name', 'Casa Nostra');
    const after = textFiles({ ...site, model });
    expectChangedEverywhere(before, after, [[old, 'Casa Nostra']]);
    for (const { page } of pagesOf(model)) {
      const text = after.get(page.file)!;
      expect(text, page.file).toContain('<meta property="og:site_name" content="Casa Nostra">');
      expect(text, page.file).toContain('"@type":"LocalBusiness"');
      expect(text, page.file).toContain('"name":"Casa Nostra"');
      if (page.ogType === 'article') expect(text, page.file).toContain('"author":{"@type":"Organization","name":"Casa Nostra"}');
    }
    const header = php ? after.get(`${model.php!.includesDir}/header.php`)! : after.get(model.editions[1]!.pages[0]!.file)!;
    expect(header).toMatch(/_brand" href="[^"]*"><img [^>]*><span>Casa Nostra<\/span><\/a>/);
    const share = model.assets.find((asset) => asset.kind === 'og')!.file;
    expect(Buffer.compare(Buffer.from(renderSite(model, site.blobs).get(share) as Uint8Array), Buffer.from(renderSite(site.model, site.blobs).get(share) as Uint8Array))).not.toBe(0);
  });
});

describe('facts of the business in the editor', () => {
  let site: Site;
  beforeAll(async () => {
    site = (await generate(request({ domain_name: 'edit-me.com', site_count: '1' }), { now: fixedNow })).sites[0]!;
  });

  test('the name is refused empty, every fact with a stop word; the country and the domain are no texts', () => {
    const refusal = (path: string, value: string) => {
      try {
        applySiteEdits(site.model, [{ op: 'text', path, value }]);
      } catch (error) {
        if (error instanceof SiteEditError) return error.message;
        throw error;
      }
      return 'taken';
    };
    expect(refusal('/business/name', ' ')).toBe('The business needs a name.');
    expect(refusal('/business/address', 'Frozen Lane 1')).toContain('“frozen”');
    expect(refusal('/business/country', 'Spain')).toContain('is not a text');
    expect(refusal('/host', 'other.com')).toContain('is not a text');
  });

  test('a phone copied from a page, unbreakable spaces and hyphens and all, is kept as written', () => {
    const { model } = applySiteEdits(site.model, [{ op: 'text', path: '/business/phone', value: phoneText('+39 06 1234-5678') }]);
    expect(model.business.phone).toBe('+39 06 1234-5678');
  });

  test('another wording of a section quotes the facts as the owner corrected them, never as generated', async () => {
    const { name, address } = site.model.business;
    const { model } = applySiteEdits(site.model, [
      { op: 'text', path: '/business/name', value: 'Casa Nostra' },
      { op: 'text', path: '/business/address', value: 'Piazza Dante 3, Napoli' },
    ]);
    const home = model.editions[0]!.pages.findIndex((page) => page.key === 'home');
    const contact = model.editions[0]!.pages[home]!.sections.findIndex((section) => section.kind === 'contact');
    // Wordings take other alternatives: among the first few, some quote the address.
    const wordings = await Promise.all([1, 2, 3, 4].map(async (wording) => {
      const { edits } = await alternativeWording(request({ domain_name: 'edit-me.com', site_count: '1' }), model, `/editions/0/pages/${home}/sections/${contact}`, { wording, generated: site.model });
      return edits.map((edit) => ('value' in edit ? edit.value : '')).join('\n');
    }));
    const offered = wordings.join('\n');
    expect(offered).not.toContain(name);
    expect(offered).not.toContain(address);
    expect(offered).toContain('Piazza Dante 3, Napoli');
  });
});

describe('a model saved before the facts were held once (schema version 1)', () => {
  const saved = (): Record<string, unknown> & { editions: { pages: { key: string; sections: { kind: string; data: Record<string, { value?: string }> }[] }[] }[] } =>
    JSON.parse(readFileSync(new URL('./support/version-1-model.json', import.meta.url), 'utf8'));

  test('reads with the name, phone and address held once, and renders them where it did', () => {
    const model = siteModelSchema.parse(saved());
    expect(model.version).toBe(4);
    expect(model.business).toEqual({ name: 'Old Model', phone: '+39 081 555 1234', address: 'Via Roma 12, Napoli', country: 'Italy' });
    expect(model.editions[0]!.footer.contact).toEqual([{ fact: 'address' }, { text: 'Italy' }, { fact: 'phone' }]);
    const held = JSON.stringify({ ...model, business: undefined });
    expect(held).not.toMatch(/081.555.1234|"Old Model"|"Via Roma 12, Napoli"/);
    const contact = textFiles({ model, blobs: new Map() }).get(model.editions[0]!.pages.find((page) => page.key === 'contact')!.file)!;
    expect(count(contact, 'href="tel:+390815551234"')).toBe(3);
    expect(contact).toContain('"telephone":"+39 081 555 1234","address":{"@type":"PostalAddress","streetAddress":"Via Roma 12, Napoli","addressCountry":"Italy"}');
    expect(contact).toContain('<span>Via Roma 12, Napoli</span><a href="https://www.openstreetmap.org/search?query=Via%20Roma%2012%2C%20Napoli%2C%20Italy">');
  });

  test('keeps a copy the owner had corrected, and takes a fact edit everywhere', () => {
    const model = saved();
    const contact = model.editions[0]!.pages.find((page) => page.key === 'contact')!.sections.find((section) => section.kind === 'contact')!;
    contact.data.phone!.value = '+39\u00a0081\u00a0999\u00a00000';
    const upgraded = siteModelSchema.parse(model);
    expect(upgraded.business.phone).toBe('+39 081 999 0000');
    const before = textFiles({ model: upgraded, blobs: new Map() });
    const { model: edited } = applySiteEdits(upgraded, [{ op: 'text', path: '/business/phone', value: '+39 06 1234-5678' }]);
    expectChangedEverywhere(before, textFiles({ model: edited, blobs: new Map() }), [['tel:+390819990000', 'tel:+390612345678']]);
  });
});
