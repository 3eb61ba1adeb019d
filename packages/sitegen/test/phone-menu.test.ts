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

/** What is wrong with the header menu of the open page: links outside the screen, covered, or clipped by their menu. */
function menuProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('header nav a'));
    if (links.length < 4) problems.push(`only ${links.length} menu links`);
    for (const link of links) {
      const box = link.getBoundingClientRect();
      const name = link.textContent?.trim();
      if (box.width === 0 || box.left < 0 || box.right > width) problems.push(`“${name}” spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`);
      // The middle of the link must be the link itself, not something drawn over it.
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !link.contains(hit)) problems.push(`“${name}” is covered by ${hit?.tagName ?? 'nothing'}`);
      // A faded or scrolling menu hides a link that is inside the screen.
      const style = getComputedStyle(link.closest('nav')!);
      if (style.maskImage !== 'none' || style.overflowX !== 'visible') problems.push(`“${name}”: its menu fades or scrolls (mask ${style.maskImage}, overflow-x ${style.overflowX})`);
    }
    return problems;
  });
}

describe('the header menu on phones', () => {
  test('on every gallery template, in Russian with an English switch, every link of the menu is whole on a 390 px and a 320 px screen', async () => {
    const findings: string[] = [];
    for (const brief of templateBriefs) {
      const result = await composeSites({ ...brief.request, site_language: 'Russian', second_site_language: 'English' }, { now: showcaseNow });
      served = servedFiles(result, 0);
      for (const width of [390, 320]) {
        await tab.setViewportSize({ width, height: 844 });
        await tab.goto('http://site.test/index.html', { waitUntil: 'load' });
        await tab.evaluate(() => document.fonts.ready);
        for (const problem of await menuProblems(tab)) findings.push(`${brief.request.baseTemplate} at ${width} px: ${problem}`);
      }
    }
    expect(findings).toEqual([]);
  }, 180_000);
});
