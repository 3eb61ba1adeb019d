import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axe from 'axe-core';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_MIN_AGE_MS } from '../apps/server/src/modules/forms/form-token.ts';
import { THANK_YOU_PAGE, formTexts } from '@sitecraft/shared/forms';
import { signInWithDevButton } from './builder-support.ts';
import { keepScreenshot, launchChromium } from './support/chromium.ts';
import { generateAndPublish, ownerApi, type OwnerApi } from './support/owner-api.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';

const domain = 'form-bakery.com';
/** How long after serving a contact page a post counts as a person's, with a margin. */
const HUMAN_DELAY_MS = TOKEN_MIN_AGE_MS + 200;
let smtp: SmtpInbox;
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
  smtp = await startSmtpInbox();
  server = await startProductServer({ SMTP_URL: smtp.url });
  browser = await launchChromium();
  ownerPage = await browser.newPage();
  await signInWithDevButton(ownerPage, server.url);
  api = ownerApi(ownerPage, server.url);
  ({ trackId, publishedUrl } = await generateAndPublish(api, domain, { site_language: 'Russian' }));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe("a published site's contact form, with JavaScript off", () => {
  it('sends a message: the thank-you page comes in the site’s language, the message is in the inbox, one mail with Reply-To reaches the owner', async () => {
    const visitor = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await visitor.newPage();
      const send = async (message: string) => {
        const form = page.locator('form[method="post"]');
        expect(await form.getAttribute('action')).toMatch(new RegExp(`^${server.url}/api/v1/forms/[\\w-]{22}$`));
        await page.getByLabel('Ваше имя').fill('Анна Петрова');
        await page.getByLabel('Ваш email или телефон').fill('anna@example.com');
        await form.locator('textarea').fill(message);
        // Sooner than 3 s after the page was served, a post counts as spam.
        await page.waitForTimeout(HUMAN_DELAY_MS);
        // The site's own thank-you page: the sandboxed page sends no Referer, but its form says where it was served.
        await Promise.all([page.waitForURL(`${publishedUrl}${THANK_YOU_PAGE}`), form.locator('button[type="submit"]').click()]);
      };
      expect((await page.goto(`${publishedUrl}contact.html`))?.status()).toBe(200);
      const firstToken = await page.locator('input[name="token"]').inputValue();
      await send('Можно заказать торт на субботу?');
      expect(await page.locator('html').getAttribute('lang')).toBe('ru');
      expect(await page.locator('h1').innerText()).toBe(formTexts.ru.thankYou.title);
      await keepScreenshot(page, 'contact-form-thank-you');
      const inbox = await api(`/sites/${trackId}/sites/${domain}/messages`);
      expect(inbox.messages).toEqual([expect.objectContaining({ folder: 'inbox', name: 'Анна Петрова', contact: 'anna@example.com', message: 'Можно заказать торт на субботу?' })]);

      const mail = await smtp.waitForMail('dev-admin@sitecraft.local', domain);
      expect(mail.replyTo?.value.map((address) => address.address)).toEqual(['anna@example.com']);
      expect(mail.text).toContain('Можно заказать торт на субботу?');

      // Writing again: the thanks lead back to the contact page, served anew with a fresh token, so the second
      // message is no reuse of the first one's.
      await Promise.all([page.waitForURL(`${publishedUrl}contact.html`), page.getByRole('link', { name: formTexts.ru.thankYou.writeAgain }).click()]);
      expect(await page.locator('input[name="token"]').inputValue()).not.toBe(firstToken);
      await send('И ещё: есть ли у вас доставка?');
      const both = await api(`/sites/${trackId}/sites/${domain}/messages`);
      expect(both.messages).toEqual([expect.objectContaining({ folder: 'inbox', message: 'И ещё: есть ли у вас доставка?' }), expect.objectContaining({ message: 'Можно заказать торт на субботу?' })]);
      expect(both.counts).toEqual({ inbox: 2, spam: 0 });
      // The second message waits for the mail gathered 10 minutes after the first: the SMTP peer still has one.
      await page.waitForTimeout(500);
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await visitor.close();
    }
  });

  it('the served contact and thank-you pages carry no script, and axe finds no violation on a desktop and a 390 px phone', async () => {
    const pages = ['contact.html', THANK_YOU_PAGE, `${THANK_YOU_PAGE}?problem=contact_invalid#problem-contact_invalid`];
    for (const path of pages.slice(0, 2)) {
      const response = await fetch(`${publishedUrl}${path}`);
      const html = await response.text();
      // JSON-LD is data, not script; no other script element, event handler or javascript: link.
      expect(html, path).not.toMatch(/<script(?![^>]*type="application\/ld\+json")|\son[a-z]+=|javascript:/i);
      expect(response.headers.get('content-security-policy'), path).toMatch(/sandbox(?![^;]*allow-scripts)/);
    }
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      // The published pages' CSP runs no script, axe's included: this context alone bypasses it to run the audit.
      const audit = await browser.newContext({ viewport, bypassCSP: true });
      try {
        const page = await audit.newPage();
        for (const path of pages) {
          await page.goto(`${publishedUrl}${path}`);
          await page.addScriptTag({ content: axe.source });
          const violations = await page.evaluate(async () => (await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`));
          expect(violations, `${path} at ${viewport.width} px`).toEqual([]);
          await keepScreenshot(page, `contact-form-${path.replace(/\W+/g, '-')}-${viewport.width}`);
        }
      } finally {
        await audit.close();
      }
    }
  });

  it('a message too large to read, sent from the published page, comes back to the site’s own problem page in Russian', async () => {
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await visitor.newPage();
      // The page holds a message to 5,000 characters; a visitor's browser without that limit sends what it holds.
      await page.route(`${publishedUrl}contact.html`, async (route) => {
        const served = await route.fetch();
        await route.fulfill({ response: served, body: (await served.text()).replace(/ maxlength="\d+"/g, '') });
      });
      await page.goto(`${publishedUrl}contact.html`);
      const form = page.locator('form[method="post"]');
      await page.getByLabel('Ваше имя').fill('Анна Петрова');
      await page.getByLabel('Ваш email или телефон').fill('anna@example.com');
      await form.locator('textarea').fill('Очень длинное сообщение. '.repeat(6_000));
      await page.waitForTimeout(HUMAN_DELAY_MS);
      await Promise.all([page.waitForURL(`${publishedUrl}${THANK_YOU_PAGE}?problem=too_long#problem-too_long`), form.locator('button[type="submit"]').click()]);
      expect(await page.locator('html').getAttribute('lang')).toBe('ru');
      expect(await page.locator('h1').innerText()).toBe(formTexts.ru.thankYou.problemTitle);
      expect(await page.locator('#problem-too_long').textContent()).toContain(formTexts.ru.thankYou.problems.too_long);
      await keepScreenshot(page, 'contact-form-too-large');
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
        await page.waitForTimeout(HUMAN_DELAY_MS);
        await Promise.all([page.waitForURL(url), form.locator('button[type="submit"]').click()]);
      };
      await send('not an address', new RegExp(`^${host.url}/${THANK_YOU_PAGE}\\?problem=contact_invalid#problem-contact_invalid$`));
      const problem = page.locator('#problem-contact_invalid');
      expect(await problem.isVisible()).toBe(true);
      expect(await problem.textContent()).toContain(formTexts.ru.thankYou.problems.contact_invalid);
      expect(await page.locator('.thankYou_standard_done').isVisible()).toBe(false);
      expect(await page.locator('h1').innerText()).toBe(formTexts.ru.thankYou.problemTitle);
      await problem.locator('a[href="contact.html"]').click();
      await page.waitForURL(`${host.url}/contact.html`);

      await send('+351 912 000 111', new RegExp(`^${host.url}/${THANK_YOU_PAGE}$`));
      expect(await page.locator('h1').innerText()).toBe(formTexts.ru.thankYou.title);
      const inbox = await api(`/sites/${trackId}/sites/${domain}/messages`);
      expect(inbox.messages).toEqual(expect.arrayContaining([expect.objectContaining({ folder: 'inbox', name: 'Олег', contact: '+351 912 000 111' })]));
    } finally {
      await visitor.close();
      await host.close();
    }
  });
});
