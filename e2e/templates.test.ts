import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateCatalogue } from '@sitecraft/shared/templates';
import { keepScreenshot, launchChromium } from './support/chromium.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';
import { checkTemplate } from './support/template-check.ts';

let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  server = await startProductServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the 23 gallery templates, served by the product', () => {
  it('are all in the catalogue', () => {
    expect(templateCatalogue).toHaveLength(23);
    expect(templateCatalogue.slice(0, 21).map((template) => template.fileName)).toEqual(Array.from({ length: 21 }, (_, index) => `${index + 1}.html`));
  });

  // Two pages at a time: the checks are CPU-bound (axe, html-validate) on a 2-core machine.
  const halves = [templateCatalogue.filter((_, index) => index % 2 === 0), templateCatalogue.filter((_, index) => index % 2 === 1)];
  it('load with no console error, no request to another host, 0 html-validate errors and no serious axe violation', async () => {
    const problems = await Promise.all(
      halves.map(async (templates) => {
        const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
        const found: string[] = [];
        for (const template of templates) {
          for (const problem of await checkTemplate(page, server.url, template.fileName)) found.push(`${template.fileName}: ${problem}`);
        }
        await page.close();
        return found;
      }),
    );
    expect(problems.flat()).toEqual([]);
  });

  it('opened on their own, run in an opaque origin: no access to the app\'s storage or cookies', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.evaluate(() => localStorage.setItem('probe', 'app data'));
    await page.goto(`${server.url}/examples/1.html`);
    const seen = await page.evaluate(() => {
      let storage: string;
      try {
        storage = String(localStorage.getItem('probe'));
      } catch (error) {
        storage = (error as Error).name;
      }
      return { origin: window.origin, storage };
    });
    expect(seen).toEqual({ origin: 'null', storage: 'SecurityError' });
    await page.close();
  });

  it('look right (screenshots of three kept)', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    for (const fileName of ['2.html', '14.html', 'aurora-3d.html']) {
      await page.goto(`${server.url}/examples/${fileName}`);
      await keepScreenshot(page, `template-${fileName.replace('.html', '')}`);
    }
    await page.close();
  });
});
