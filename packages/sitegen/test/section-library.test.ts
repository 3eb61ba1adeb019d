import { HtmlValidate } from 'html-validate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rasterise } from '../src/assets/og-image.ts';
import { designSystems } from '../src/design/systems.ts';
import { chromeVariants, sectionDataSchemas, sectionVariants } from '../src/model/sections.ts';
import type { Section, SectionKind } from '../src/model/sections.ts';
import { baseStylesheet } from '../src/render/base-css.ts';
import { shownBusiness } from '../src/render/business.ts';
import { footerVariants } from '../src/render/chrome/footer.ts';
import { navVariants } from '../src/render/chrome/nav.ts';
import { html, trusted } from '../src/render/html.ts';
import { designFromSystem } from '../src/render/recipes/design-from-system.ts';
import { renderSection, sectionLibrary, sectionsCss } from '../src/render/sections/index.ts';
import { axeViolations, launchChromium, openServedPage, serveFiles } from './support/browser.ts';
import { sectionFixtures } from './support/section-fixtures/index.ts';
import { businessFixture, footerFixture, navFixture } from './support/section-fixtures/chrome.ts';

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
const pageKinds = new Set<SectionKind>(['hero', 'pageHeader', 'article', 'prose', 'notFound', 'thankYou']);
const designs = { light: designFromSystem(designSystems.minimal), dark: designFromSystem(designSystems.luxury), loud: designFromSystem(designSystems.gaming) };
// Chromium sniffs image bytes, so one small PNG stands in for every photo.
const photo = rasterise('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3" width="40" height="30"><rect width="4" height="3" fill="#8a8"/></svg>', { background: '#88aa88' });
const picture = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3" width="1200" height="900"><rect width="4" height="3" fill="#8a8"/></svg>';

const business = shownBusiness({ business: businessFixture, stopWords: [] }, { lang: 'en' });
const variants: Section[] = (Object.keys(sectionVariants) as SectionKind[]).flatMap((kind) =>
  sectionVariants[kind].map((variant) => ({ kind, variant, data: sectionFixtures[kind] }) as Section),
);

/** One variant on a page of its own, under the page's h1 where the section does not bring one. */
function pageOf(section: Section, design: keyof typeof designs): string {
  const nav = navVariants.bar;
  const footer = footerVariants.simple;
  const css = baseStylesheet(designs[design], '', `${nav.css}\n${footer.css}`);
  const body = renderSection(section, { asset: (file) => file, first: true, business, offers: [{ title: 'Sourdough loaf', price: '£4' }, { title: 'Birthday cake' }] });
  const heading = pageKinds.has(section.kind) ? '' : html`<h1 class="ui_sr">Section library</h1>`;
  return html`<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${section.kind} ${section.variant}</title><style>${trusted(css)}${trusted(sectionsCss([section]))}</style></head>
<body>${nav.render(navFixture, business.name, () => trusted(''), trusted(''), 'images/logo.svg')}<main id="ui_main">${heading}${body}</main>${footer.render(footerFixture, business)}</body>
</html>`.value;
}

let browser: Browser;
let tab: Page;
const served = new Map<string, string | Uint8Array>();

beforeAll(async () => {
  browser = await launchChromium();
  tab = await browser.newPage();
  await serveFiles(tab, () => served);
});

afterAll(async () => {
  await browser?.close();
});

describe('the section library', () => {
  test('every kind has every variant of the catalogue, and every fixture fits its schema', () => {
    for (const kind of Object.keys(sectionVariants) as SectionKind[]) {
      expect(Object.keys(sectionLibrary[kind]).sort(), kind).toEqual([...sectionVariants[kind]].sort());
      expect(sectionDataSchemas[kind].safeParse(sectionFixtures[kind]).success, kind).toBe(true);
    }
    expect(Object.keys(navVariants).sort()).toEqual([...chromeVariants.nav].sort());
    expect(Object.keys(footerVariants).sort()).toEqual([...chromeVariants.footer].sort());
  });

  test('small-business kinds have at least three variants each', () => {
    const library = Object.entries(sectionVariants).filter(([kind]) => !['article', 'prose', 'notFound', 'thankYou'].includes(kind));
    for (const [kind, names] of library) expect(names.length, kind).toBeGreaterThanOrEqual(3);
  });

  test('a variant’s CSS names only its own classes, so a page can ship exactly the variants it uses', () => {
    for (const section of variants) {
      const css = sectionsCss([section]);
      const classes = [...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
      const foreign = classes.filter((name) => !name.startsWith('ui_') && !name.startsWith(`${section.kind}_${section.variant}`));
      expect(foreign, `${section.kind}:${section.variant}`).toEqual([]);
    }
  });

  test('every variant renders valid HTML with the heading levels of its place', async () => {
    const errors: string[] = [];
    for (const section of variants) {
      const markup = pageOf(section, 'light');
      const report = await validator.validateString(markup, `${section.kind}-${section.variant}.html`);
      for (const result of report.results) for (const message of result.messages) errors.push(`${section.kind}:${section.variant} ${message.ruleId} ${message.message}`);
      const main = markup.split('<main')[1]?.split('</main>')[0] ?? '';
      expect(main.match(/<h1[\s>]/g)?.length ?? 0, `${section.kind}:${section.variant} h1`).toBe(1);
      expect(/<h[4-6][\s>]/.test(main), `${section.kind}:${section.variant} h4+`).toBe(false);
    }
    expect(errors).toEqual([]);
  });

  // axe reads every design at desktop width. At phone width, where the layout changes and the palette does not, it reads
  // the light design only (a full pass of all three took a tenth of the engine's test time); every design's page is
  // still checked there for a sideways scroll.
  test.each(Object.keys(designs) as (keyof typeof designs)[])('axe-core finds no violation in any variant on the %s design, and no variant scrolls sideways at phone width', async (design) => {
    const findings: string[] = [];
    for (const width of [1280, 390]) {
      await tab.setViewportSize({ width, height: 900 });
      for (const section of variants) {
        const path = `${section.kind}-${section.variant}.html`;
        served.clear();
        served.set(path, pageOf(section, design));
        for (const file of ['images/logo.svg', ...JSON.stringify(section.data).match(/images\/[\w.-]+\.(?:svg|jpg|png)/g) ?? []]) served.set(file, file.endsWith('.svg') ? picture : photo);
        if (width === 1280 || design === 'light') for (const violation of await axeViolations(tab, path)) findings.push(`${width}px ${path}: ${violation.id} ${violation.targets.join(' ')}`);
        else await openServedPage(tab, path);
        const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) findings.push(`${width}px ${path}: the page scrolls sideways by ${overflow}px`);
      }
    }
    expect(findings).toEqual([]);
  }, 240_000);
});
