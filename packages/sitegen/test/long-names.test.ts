import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { composeSites } from '../src/index.ts';
import { launchChromium, serveFiles } from './support/browser.ts';
import { showcaseNow, templateBriefs } from './support/showcase-briefs.ts';
import { servedFiles } from './support/site-pages.ts';

let browser: Browser;
let tab: Page;
let served: ReadonlyMap<string, string | Uint8Array> = new Map();

beforeAll(async () => {
  browser = await launchChromium();
  tab = await browser.newPage();
  await serveFiles(tab, () => served);
});

afterAll(async () => {
  await browser?.close();
});

/**
 * What is wrong with the open page's business name: the page wider than the screen, or a word of the name (or the
 * part of one up to a hyphen) split over two lines in the header, the footer or a heading. Each piece's rendered
 * line boxes (Range.getClientRects) must share one line: this Chromium hyphenates nothing (it has no dictionaries,
 * and never hyphenates a capitalised English word), so any split is one without a hyphen.
 */
function nameProblems(page: Page, name: string): Promise<string[]> {
  return page.evaluate((brand) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`);
    const pieces = new Set(brand.split(/\s+/u).flatMap((word) => word.split(/(?<=-)/u)));
    const places = Array.from(document.querySelectorAll<HTMLElement>('header [class$="_brand"], footer [class$="_brand"], main h1, main h2, main h3'));
    if (!places.some((place) => place.closest('header'))) problems.push('no brand in the header');
    for (const place of places) {
      if (place.getClientRects().length === 0 || place.closest('.ui_sr')) continue;
      const walker = document.createTreeWalker(place, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const piece of pieces) {
          for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + piece.length)) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + piece.length);
            const lines = new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
            if (lines.size > 1) problems.push(`“${piece}” is split over ${lines.size} lines in ${place.tagName.toLowerCase()}.${place.className}`);
          }
        }
      }
    }
    return problems;
  }, name);
}

const names = ['Kensington Hand-Stripping Grooming Emporium', 'Hundesalonbetreuung'];

/** A dog groomer with a long name, on a gallery template, in English with a Russian switch. */
function groomer(template: string, name: string) {
  const brief = templateBriefs.find((each) => each.request.baseTemplate === template);
  if (!brief) throw new Error(`No gallery template ${template}`);
  return {
    ...brief.request,
    site_theme: 'Pet Care',
    business_name: name,
    description: `${name} is a dog grooming salon in London: baths, hand stripping, nail clipping and puppy grooms. No cages, Tue-Sat.`,
    key_words: 'dog grooming, hand stripping',
    stop_words: '',
    second_site_language: 'Русский',
    domain_name: 'kensington-grooming.co.uk',
  };
}

describe('a long business name on a phone', () => {
  test('on template 9 and every other gallery template, a 390 px screen shows the name whole-word in the header, the footer and the headings, and nothing wider than the screen', async () => {
    const findings: string[] = [];
    const templates = ['9.html', ...templateBriefs.map((brief) => brief.request.baseTemplate ?? '').filter((each) => each && each !== '9.html')];
    await tab.setViewportSize({ width: 390, height: 844 });
    // Template 9 gets both names; the others one each, in turn.
    for (const [index, template] of templates.entries()) {
      for (const name of index === 0 ? names : [names[index % names.length] as string]) {
        const result = await composeSites(groomer(template, name), { now: showcaseNow });
        served = servedFiles(result, 0);
        for (const page of ['index.html', 'about.html']) {
          await tab.goto(`http://site.test/${page}`, { waitUntil: 'load' });
          await tab.evaluate(() => document.fonts.ready);
          for (const problem of await nameProblems(tab, name)) findings.push(`${template} ${page}, “${name}”: ${problem}`);
        }
      }
    }
    expect(findings).toEqual([]);
  }, 240_000);
});
