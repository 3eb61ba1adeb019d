import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THANK_YOU_PAGE, thankYouTexts } from '@sitecraft/shared/forms';
import { signInWithDevButton } from './builder-support.ts';
import { keepScreenshot, launchChromium } from './support/chromium.ts';
import { generateAndPublish, ownerApi, type OwnerApi } from './support/owner-api.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';

const domain = 'form-bakery.com';
let server: ProductServer;
let browser: Browser;
let ownerPage: Page;
let trackId: string;
let publishedUrl: string;
let api: OwnerApi;

/** Serves the site's folder of a ZIP on a port of its own: another origin than the product's, as a customer's host is. */
async function serveStatic(zip: Record<string, Uint8Array>): Promise<{ url: string; close: () => Promise<void> }> {
  const types: Record<string, string> = { html: 'text/html; charset=utf-8', css: 'text/css', svg: 'image/svg+xml', png: 'image/png', woff2: 'font/woff2' };
  const server = http.createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const body = zip[`${domain}${path}`];
    response.writeHead(body ? 200 : 404, { 'content-type': types[path.split('.').pop() ?? ''] ?? 'application/octet-stream' }).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  server = await startProductServer();
  browser = await launchChromium();
  ownerPage = await browser.newPage();
  await signInWithDevButton(ownerPage, server.url);
  api = ownerApi(ownerPage, server.url);
  ({ trackId, publishedUrl } = await generateAndPublish(api, domain, { site_language: 'Russian' }));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a published site's contact form, with JavaScript off", () => {
  it('sends a message: the thank-you page comes in the site’s language and the message is in the inbox', async () => {
    const visitor = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await visitor.newPage();
      expect((await page.goto(`${publishedUrl}contact.html`))?.status()).toBe(200);
      const form = page.locator('form[method="post"]');
      expect(await form.getAttribute('action')).toMatch(new RegExp(`^${server.url}/api/v1/forms/[\\w-]{22}$`));
      await page.getByLabel('Ваше имя').fill('Анна Петрова');
      await page.getByLabel('Ваш email или телефон').fill('anna@example.com');
      await form.locator('textarea').fill('Можно заказать торт на субботу?');
      // Sooner than 3 s after the page was served, a post counts as spam.
      await page.waitForTimeout(3_200);
      // The site's own thank-you page: the sandboxed page sends no Referer, but its form says where it was served.
      await Promise.all([page.waitForURL(`${publishedUrl}${THANK_YOU_PAGE}`), form.locator('button[type="submit"]').click()]);
      expect(await page.locator('html').getAttribute('lang')).toBe('ru');
      expect(await page.locator('h1').textContent()).toBe(thankYouTexts.ru.title);
      await keepScreenshot(page, 'contact-form-thank-you');
      const inbox = await api(`/sites/${trackId}/sites/${domain}/messages`);
      expect(inbox.messages).toEqual([expect.objectContaining({ folder: 'inbox', name: 'Анна Петрова', contact: 'anna@example.com', message: 'Можно заказать торт на субботу?' })]);
    } finally {
      await visitor.close();
    }
  });

  it('from the ZIP hosted on another origin, delivers the message and answers with the site’s own thank-you page, or its problem', async () => {
    const token = await ownerPage.evaluate(() => localStorage.getItem('token'));
    const zip = await fetch(`${server.url}/api/v1/sites/${trackId}/sites/${domain}/versions/1/zip`, { headers: { authorization: `Bearer ${token}` } });
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const host = await serveStatic(files);
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await visitor.newPage();
      const send = async (contact: string, url: RegExp) => {
        await page.goto(`${host.url}/contact.html`);
        const form = page.locator('form[method="post"]');
        await page.getByLabel('Ваше имя').fill('Олег');
        await page.getByLabel('Ваш email или телефон').fill(contact);
        await form.locator('textarea').fill('Есть ли хлеб без глютена?');
        await page.waitForTimeout(3_200);
        await Promise.all([page.waitForURL(url), form.locator('button[type="submit"]').click()]);
      };
      await send('not an address', new RegExp(`^${host.url}/${THANK_YOU_PAGE}\\?problem=contact_invalid#problem-contact_invalid$`));
      const problem = page.locator('#problem-contact_invalid');
      expect(await problem.isVisible()).toBe(true);
      expect(await problem.textContent()).toContain(thankYouTexts.ru.problems.contact_invalid);
      expect(await page.locator('.thankYou_standard_done').isVisible()).toBe(false);
      await problem.locator('a[href="contact.html"]').click();
      await page.waitForURL(`${host.url}/contact.html`);

      await send('+351 912 000 111', new RegExp(`^${host.url}/${THANK_YOU_PAGE}$`));
      expect(await page.locator('h1').textContent()).toBe(thankYouTexts.ru.title);
      const inbox = await api(`/sites/${trackId}/sites/${domain}/messages`);
      expect(inbox.messages).toEqual(expect.arrayContaining([expect.objectContaining({ folder: 'inbox', name: 'Олег', contact: '+351 912 000 111' })]));
    } finally {
      await visitor.close();
      await host.close();
    }
  });
});
