import { beforeAll, describe, expect, test } from 'vitest';
import { applySiteEdits, generate, renderSite, siteEditsSchema, type SiteModel } from '../src/index.ts';
import { editRefusal } from './support/edit-refusal.ts';
import { decode } from './support/page-checks.ts';
import { fixedNow, request } from './support/requests.ts';

// A two-language site made without an email or opening hours: the owner adds them later, in the editor.
let model: SiteModel;
beforeAll(async () => {
  const result = await generate(request({ domain_name: 'details-later.com', second_site_language: 'Русский', stop_words: 'cheap' }), { now: fixedNow });
  model = result.sites[0]!.model;
});

const hours = { days: (['tue', 'wed', 'thu', 'fri', 'sat'] as const).map((day) => ({ day, opens: '09:00', closes: '17:30' })), note: 'Closed on public holidays' };

/** Every page of the site as text, by file. */
const pagesOf = (site: SiteModel) => new Map([...renderSite(site)].filter(([file]) => file.endsWith('.html')).map(([file, bytes]) => [file, decode(String(bytes))]));
const contactPages = (site: SiteModel) => site.editions.map((edition) => edition.pages.find((page) => page.key === 'contact')!.file);

describe('the business details the owner adds after the site was made', () => {
  test('an email and opening hours added in the editor show on every page of both languages, in each language, and in JSON-LD', () => {
    expect(model.business.email).toBeUndefined();
    expect(model.business.hours).toBeUndefined();
    const edits = siteEditsSchema.parse([
      { op: 'text', path: '/business/email', value: 'hello@details-later.com' },
      { op: 'hours', hours },
    ]);
    const { model: edited, summary } = applySiteEdits(model, edits);
    expect(summary).toBe('Changed the business’s email address on every page; changed the opening hours on every page');
    const pages = pagesOf(edited);
    for (const [file, page] of pages) {
      if (file.includes('thank-you')) continue;
      expect(page, file).toContain('href="mailto:hello@details-later.com"');
      expect(page, file).toMatch(/Tue–Sat 09:00–17:30|Вт–Сб 09:00–17:30/);
      expect(page, file).toContain('"openingHoursSpecification"');
    }
    const [english, russian] = contactPages(edited).map((file) => pages.get(file)!);
    expect(english).toMatch(/Opening hours<\/dt>/);
    expect(english).toMatch(/Email<\/dt>/);
    expect(english).toContain('Closed on public holidays');
    expect(russian).toMatch(/Часы работы<\/dt>/);
    expect(russian).toMatch(/Эл. почта<\/dt>/);
    // The footer lists them where the engine writes them: after the phone.
    const footer = edited.editions[0]!.footer.contact.map((line) => ('fact' in line ? line.fact : 'text'));
    expect(footer.slice(footer.indexOf('phone'))).toEqual(['phone', 'email', 'hours']);
  });

  test('a fact taken off leaves every page, and opening hours taken off leave JSON-LD too; adding them twice adds them once', () => {
    const added = applySiteEdits(model, [{ op: 'hours', hours }, { op: 'hours', hours: { note: 'By appointment' } }]).model;
    expect(added.editions[0]!.footer.contact.filter((line) => 'fact' in line && line.fact === 'hours')).toHaveLength(1);
    expect(added.business.hours).toEqual({ note: 'By appointment' });

    const { model: removed } = applySiteEdits(added, [{ op: 'text', path: '/business/phone', value: '' }, { op: 'hours', hours: null }]);
    expect(removed.business.phone).toBeUndefined();
    for (const [file, page] of pagesOf(removed)) {
      expect(page, file).not.toContain('href="tel:');
      expect(page, file).not.toContain('By appointment');
      expect(page, file).not.toContain('openingHoursSpecification');
    }
  });

  test('refuses an empty name, an email that is not one, a stop word in the hours note, and hours that close before they open', () => {
    expect(editRefusal(model, [{ op: 'text', path: '/business/name', value: ' ' }])).toBe('The business needs a name.');
    expect(editRefusal(model, [{ op: 'text', path: '/business/email', value: 'hello at example' }])).toBe('Write the email address in full, such as hello@example.com.');
    expect(editRefusal(model, [{ op: 'hours', hours: { note: 'Cheap Tuesdays' } }])).toBe('The opening hours note holds the stop word “cheap”, which this site must never show.');
    const backwards = siteEditsSchema.safeParse([{ op: 'hours', hours: { days: [{ day: 'mon', opens: '18:00', closes: '09:00' }] } }]);
    expect(backwards.error?.issues[0]?.message).toBe('A day’s closing time must come after its opening time.');
  });
});
