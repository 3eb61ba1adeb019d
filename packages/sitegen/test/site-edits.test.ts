import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, test } from 'vitest';
import { alternativeWording, applySiteEdits, designChoices, generate, renderSite, SiteEditError, type SiteModel } from '../src/index.ts';
import { templateRecipes } from '../src/render/recipes/templates.ts';
import { editRefusal } from './support/edit-refusal.ts';
import { fixedNow, request } from './support/requests.ts';

let model: SiteModel;
beforeAll(async () => {
  const result = await generate(request({ domain_name: 'edit-me.com', site_count: '1', stop_words: 'cheap' }), { now: fixedNow });
  model = result.sites[0]!.model;
});

/** Every value of a model as "pointer=value", whatever the order of its keys. */
const everyLeaf = (value: unknown, path: string): string[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, each]) => everyLeaf(each, `${path}/${key}`)) : [`${path}=${String(value)}`];

const home = () => model.editions[0]!.pages.findIndex((page) => page.key === 'home');
const sectionsOf = (site: SiteModel) => site.editions[0]!.pages[home()]!.sections;
const at = (index: number) => `/editions/0/pages/${home()}/sections/${index}`;
const refusal = (edits: Parameters<typeof applySiteEdits>[1]) => editRefusal(model, edits);

describe('editing a site model', () => {
  test('moves, duplicates, restyles, hides and shows sections, on a copy, with a summary of what changed', () => {
    const kinds = sectionsOf(model).map((section) => section.kind);
    const last = kinds.length - 1;
    const moved = applySiteEdits(model, [{ op: 'move', path: at(1), to: last }]);
    expect(sectionsOf(moved.model).map((section) => section.kind)).toEqual([...kinds.slice(0, 1), ...kinds.slice(2), kinds[1]]);
    expect(sectionsOf(model).map((section) => section.kind), 'the model given is not changed').toEqual(kinds);
    expect(moved.summary).toBe(`Moved a ${kinds[1]} section on ${model.editions[0]!.pages[home()]!.file}`);

    const duplicated = applySiteEdits(model, [{ op: 'duplicate', path: at(0) }]);
    expect(sectionsOf(duplicated.model).map((section) => section.kind)).toEqual([kinds[0], ...kinds]);

    const hero = sectionsOf(model)[0]!;
    const other = ['split', 'overlay', 'editorial', 'card', 'poster'].find((variant) => variant !== hero.variant)!;
    expect(sectionsOf(applySiteEdits(model, [{ op: 'variant', path: at(0), variant: other }]).model)[0]!.variant).toBe(other);

    const hidden = applySiteEdits(model, [{ op: 'hide', path: at(1) }, { op: 'hide', path: at(2) }]);
    expect(hidden.summary).toMatch(/^Hid a \w+ section on .+; hid a \w+ section on /);
    const shown = applySiteEdits(hidden.model, [{ op: 'show', path: at(1) }]);
    expect(sectionsOf(shown.model)[1]!.hidden).toBeUndefined();
    expect(sectionsOf(shown.model)[2]!.hidden).toBe(true);
  });

  test('a hidden section is not rendered, and shown again it renders as before', () => {
    const file = model.editions[0]!.pages[home()]!.file;
    const hiddenOne = sectionsOf(model)[1]!;
    const marker = `${hiddenOne.kind}_${hiddenOne.variant}`;
    const page = (site: SiteModel) => String(renderSite(site).get(file));
    const hidden = applySiteEdits(model, [{ op: 'hide', path: at(1) }]).model;
    expect(page(model)).toContain(marker);
    expect(page(hidden)).not.toContain(marker);
    expect(page(applySiteEdits(hidden, [{ op: 'show', path: at(1) }]).model)).toBe(page(model));
  });

  test('counts repeated changes in the summary', () => {
    const title = `/editions/0/pages/${home()}/title`;
    const description = `/editions/0/pages/${home()}/description`;
    const { summary } = applySiteEdits(model, [
      { op: 'text', path: title, value: 'A new title' },
      { op: 'text', path: description, value: 'A new description of the bakery.' },
      { op: 'text', path: '/editions/0/nav/links/0/label', value: 'Start' },
    ]);
    expect(summary).toBe(`Edited a text on ${model.editions[0]!.pages[home()]!.file} ×2; edited a text on the menu`);
  });

  test('refuses a hidden last section, a place out of range, a stop word in any case, and what is not a text', () => {
    const count = sectionsOf(model).length;
    const hideAll = Array.from({ length: count }, (_, index) => ({ op: 'hide' as const, path: at(index) }));
    expect(refusal(hideAll)).toContain('at least one section');
    expect(refusal([{ op: 'move', path: at(0), to: count }])).toContain(`places 0 to ${count - 1}`);
    expect(refusal([{ op: 'duplicate', path: at(count) }])).toContain('There is no section');
    expect(refusal([{ op: 'text', path: `/editions/0/pages/${home()}/title`, value: 'CHEAP loaves' }])).toContain('“cheap”');
    expect(refusal([{ op: 'text', path: '/brand', value: 'Other' }])).toContain('is not a text');
    expect(refusal([{ op: 'text', path: `${at(0)}/data/image/src`, value: 'x.svg' }])).toContain('is not a text');
    expect(refusal([{ op: 'text', path: `${at(0)}/data/__proto__/x`, value: 'y' }])).toContain('is not a text');
  });
});

describe("taking a gallery template's look or colours", () => {
  // Every string of every section (texts, picture files), by page and kind, in an order that ignores key order.
  const texts = (site: SiteModel) => site.editions[0]!.pages.flatMap((page) => page.sections.flatMap((section) => everyLeaf(section.data, `${page.file} ${section.kind}`))).sort();
  const other = designChoices.find((choice) => choice.scheme === 'dark')!;

  test('the look: colours, type, header, footer, section variants and home order of the template; every text and picture kept', () => {
    const { model: restyled, summary } = applySiteEdits(model, [{ op: 'design', recipe: other.id }]);
    const recipe = Object.values(templateRecipes).find((each) => each.id === other.id)!;
    expect(summary).toBe(`Took the look of ${other.label}`);
    expect(restyled.recipe.id).toBe(other.id);
    expect(restyled.design.palette).toEqual(recipe.design.palette);
    expect(restyled.editions[0]!.nav.variant).toBe(recipe.nav);
    expect(restyled.editions[0]!.footer.variant).toBe(recipe.footer);
    expect(sectionsOf(restyled)[0]!.kind).toBe('hero');
    expect(sectionsOf(restyled)[0]!.variant).toBe(recipe.home[0]!.variant);
    expect(texts(restyled)).toEqual(texts(model));
    // A prices page's list stays a price list (this site shows its prices on the menu page: it stands in for one).
    const withPrices = structuredClone(model);
    const offersPage = withPrices.editions[0]!.pages.find((page) => page.key === 'offers')!;
    offersPage.key = 'prices';
    const priceLists = (site: SiteModel) => site.editions[0]!.pages.filter((page) => page.key === 'prices').flatMap((page) => page.sections.filter((section) => section.kind === 'products' || section.kind === 'services').map((section) => section.variant));
    expect(priceLists(withPrices).length).toBeGreaterThan(0);
    expect(priceLists(applySiteEdits(withPrices, [{ op: 'design', recipe: other.id }]).model)).toEqual(priceLists(withPrices));
    // The closing call to action stays at the end of the home page.
    expect(sectionsOf(restyled).at(-1)!.kind).toBe(sectionsOf(model).at(-1)!.kind);
    const css = (site: SiteModel) => String(renderSite(site).get(site.stylesheet));
    expect(css(restyled)).toContain(recipe.design.palette.primary);
    expect(css(restyled)).not.toBe(css(model));
  });

  test("the colours alone: the template's palette and scheme, the site's layout and type", () => {
    const { model: recoloured, summary } = applySiteEdits(model, [{ op: 'palette', recipe: other.id }]);
    expect(summary).toBe(`Took the colours of ${other.label}`);
    expect(recoloured.design.scheme).toBe('dark');
    expect(recoloured.design.palette.primary).toBe(other.swatches[2]);
    expect(recoloured.design.fonts).toEqual(model.design.fonts);
    expect(recoloured.recipe).toEqual(model.recipe);
    expect(sectionsOf(recoloured).map((section) => section.variant)).toEqual(sectionsOf(model).map((section) => section.variant));
  });

  test('refuses a template that does not exist', () => {
    expect(refusal([{ op: 'design', recipe: 'template-999' }])).toBe('There is no gallery template “template-999” to take the look of.');
  });
});

describe("another wording of one section's texts", () => {
  const generationRequest = request({ domain_name: 'edit-me.com', site_count: '1', stop_words: 'cheap' });

  test('rewrites the texts of that section alone, in the site’s language, never with a stop word', async () => {
    const hero = sectionsOf(model).findIndex((section) => section.kind === 'hero');
    const { edits, wording } = await alternativeWording(generationRequest, model, at(hero), { wording: 1, generated: model });
    expect(wording).toBeGreaterThanOrEqual(1);
    expect(edits.length).toBeGreaterThan(0);
    for (const edit of edits) expect(edit).toMatchObject({ op: 'text', path: expect.stringMatching(new RegExp(`^${at(hero)}/data/`)) });
    const { model: reworded } = applySiteEdits(model, edits);
    const [after, before] = [new Set(everyLeaf(reworded, '')), new Set(everyLeaf(model, ''))];
    const changed = [...[...after].filter((leaf) => !before.has(leaf)), ...[...before].filter((leaf) => !after.has(leaf))];
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.filter((leaf) => !leaf.startsWith(`${at(hero)}/data/`))).toEqual([]);
    expect(JSON.stringify(sectionsOf(reworded)[hero])).not.toBe(JSON.stringify(sectionsOf(model)[hero]));
    expect(JSON.stringify(sectionsOf(reworded)[hero]).toLowerCase()).not.toContain('cheap');
  });

  test('leaves a fact the owner corrected (the phone number) as corrected: it has no other wording', async () => {
    const contact = sectionsOf(model).findIndex((section) => section.kind === 'contact');
    const corrected = applySiteEdits(model, [{ op: 'text', path: '/business/phone', value: '+39 081 000 0000' }]).model;
    const offered = await alternativeWording(generationRequest, corrected, at(contact), { wording: 1, generated: model }).catch((error: unknown) => {
      if (error instanceof SiteEditError) return { edits: [] };
      throw error;
    });
    const reworded = offered.edits.length > 0 ? applySiteEdits(corrected, offered.edits).model : corrected;
    expect(reworded.business.phone).toBe('+39 081 000 0000');
    expect(String(renderSite(reworded).get(model.editions[0]!.pages[home()]!.file))).toContain('href="tel:+390810000000"');
  });

  test('says so when a section has no other wording', async () => {
    const pages = model.editions[0]!.pages;
    const page = pages.findIndex((each) => each.key === 'privacy');
    const section = pages[page]!.sections.findIndex((each) => each.kind === 'prose');
    await expect(alternativeWording(generationRequest, model, `/editions/0/pages/${page}/sections/${section}`, { wording: 1, generated: model })).rejects.toThrow('no other wording');
  });
});

describe('a picture replaced by an upload', () => {
  const upload = {
    files: [480, 960].map((width) => ({ file: `images/upload-0123456789abcdef-${width}.webp`, width, height: width / 2 })),
    avif: [480, 960].map((width) => ({ file: `images/upload-0123456789abcdef-${width}.avif`, width, height: width / 2 })),
  };

  test('offers its AVIF widths first in a <picture>, its WebP widths in the <img>, as valid HTML', async () => {
    const hero = sectionsOf(model).findIndex((section) => section.kind === 'hero');
    const uploads = new Map([['0123456789abcdef', upload]]);
    const { model: edited } = applySiteEdits(model, [{ op: 'image', path: `${at(hero)}/data/image`, upload: '0123456789abcdef' }], uploads);
    const blobs = new Map([...upload.files, ...upload.avif].map((each) => [each.file, new Uint8Array([1, 2, 3])]));
    const files = renderSite(edited, blobs);
    const page = String(files.get(model.editions[0]!.pages[home()]!.file));
    expect(page).toContain('<picture><source type="image/avif" srcset="images/upload-0123456789abcdef-480.avif 480w, images/upload-0123456789abcdef-960.avif 960w"');
    expect(page).toContain('srcset="images/upload-0123456789abcdef-480.webp 480w, images/upload-0123456789abcdef-960.webp 960w"');
    for (const each of [...upload.files, ...upload.avif]) expect(files.has(each.file), each.file).toBe(true);
    const report = await new HtmlValidate({ extends: ['html-validate:recommended'] }).validateString(page);
    expect(report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`))).toEqual([]);
  });
});

describe('an uploaded logo', () => {
  const logo = { files: [{ file: 'images/upload-fedcba9876543210-480.webp', width: 480, height: 160 }] };

  test('stands beside the brand in every header, as wide as its shape, 34 px high; the icon stays the favicon', () => {
    const { model: edited, summary } = applySiteEdits(model, [{ op: 'logo', upload: 'fedcba9876543210' }], new Map([['fedcba9876543210', logo]]));
    expect(summary).toBe('Replaced the logo');
    const files = renderSite(edited, new Map([[logo.files[0]!.file, new Uint8Array([1])]]));
    for (const page of edited.editions[0]!.pages) {
      const markup = String(files.get(page.file));
      expect(markup, page.file).toContain(`<img src="images/upload-fedcba9876543210-480.webp" alt="" width="102" height="34">`);
      expect(markup, page.file).toContain(`rel="icon"`);
    }
    expect(files.has(logo.files[0]!.file)).toBe(true);
    expect(files.has(model.favicon)).toBe(true);
  });
});
