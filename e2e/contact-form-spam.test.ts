import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_MIN_AGE_MS } from '../apps/server/src/modules/forms/form-token.ts';
import { THANK_YOU_PAGE, formFields, formTexts } from '@sitecraft/shared/forms';
import { signInWithDevButton } from './builder-support.ts';
import { launchChromium } from './support/chromium.ts';
import { generateAndPublish, ownerApi, type OwnerApi } from './support/owner-api.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';

/** How long after serving a contact page a post counts as a person's, with a margin. */
const HUMAN_DELAY_MS = TOKEN_MIN_AGE_MS + 200;
const domain = 'spam-free-bakery.com';
let server: ProductServer;
let browser: Browser;
let api: OwnerApi;
let trackId: string;
let contactUrl: string;

beforeAll(async () => {
  // One proxy in front, as in production: a visitor's context says its own address in X-Forwarded-For, so the limit
  // test counts from a fresh address, whatever the other tests sent from 127.0.0.1.
  server = await startProductServer({ TRUST_PROXY: 'loopback' });
  browser = await launchChromium();
  const ownerPage = await browser.newPage();
  await signInWithDevButton(ownerPage, server.url);
  api = ownerApi(ownerPage, server.url);
  let publishedUrl: string;
  ({ trackId, publishedUrl } = await generateAndPublish(api, domain));
  contactUrl = `${publishedUrl}contact.html`;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Folder = { messages: { message: string; spam_reason: string | null }[]; counts: { inbox: number; spam: number } };
const folder = async (name: 'inbox' | 'spam') => (await api(`/sites/${trackId}/sites/${domain}/messages?folder=${name}&limit=100`)) as unknown as Folder;

/** A visitor's tab on the contact page, its fields filled in; `served` is when the page was asked for, `html` its bytes. */
async function filledContactPage(context: BrowserContext, message: string): Promise<{ page: Page; served: number; html: string }> {
  const page = await context.newPage();
  const served = Date.now();
  const response = await page.goto(contactUrl);
  expect(response?.status()).toBe(200);
  await page.getByLabel('Your name').fill('Sam Visitor');
  await page.getByLabel('Your email or phone').fill('sam@example.com');
  await page.getByLabel('Your message').fill(message);
  return { page, served, html: (await response?.text()) ?? '' };
}

/** Sends the form and expects the site's own thank-you page, with no problem named: what a person and a bot both see. */
async function sendAndExpectThanks(page: Page): Promise<void> {
  const thankYou = contactUrl.replace(/contact\.html$/, THANK_YOU_PAGE);
  await Promise.all([page.waitForURL(thankYou), page.getByRole('button', { name: 'Send message' }).click()]);
  expect(await page.locator('h1').innerText()).toBe(formTexts.en.thankYou.title);
  expect(await page.locator('.thankYou_standard_done').isVisible()).toBe(true);
}

const waitUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

describe('spam sent from the browser, with JavaScript off, is thanked like a real message', () => {
  it('a filled honeypot, a post 1 s after the page was served and a reused token land in Spam, not in the inbox', async () => {
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      const real = await filledContactPage(visitor, 'Real: do you have rye bread today?');
      const bot = await filledContactPage(visitor, 'Honeypot: cheap pills');
      // People never see this field (off-screen, aria-hidden, out of the tab order); a bot fills every field.
      await bot.page.locator(`input[name="${formFields.honeypot}"]`).fill('http://cheap-pills.example');
      await sendAndExpectThanks(bot.page);

      const hasty = await filledContactPage(visitor, 'Hasty: sent one second after the page came');
      await waitUntil(hasty.served + 1_000);
      expect(Date.now() - hasty.served).toBeLessThan(2_500);
      await sendAndExpectThanks(hasty.page);

      await waitUntil(real.served + HUMAN_DELAY_MS);
      await sendAndExpectThanks(real.page);
      // The same served page once more, token and all, as a back-forward cache or a scraper keeps it.
      const again = await visitor.newPage();
      await again.route(contactUrl, async (route) => route.fulfill({ response: await route.fetch(), body: real.html }));
      await again.goto(contactUrl);
      await again.getByLabel('Your name').fill('Sam Visitor');
      await again.getByLabel('Your email or phone').fill('sam@example.com');
      await again.getByLabel('Your message').fill('Reused: the same page sent once more');
      await sendAndExpectThanks(again);

      const spam = await folder('spam');
      expect(Object.fromEntries(spam.messages.map((message) => [message.message, message.spam_reason]))).toEqual({
        'Honeypot: cheap pills': 'honeypot',
        'Hasty: sent one second after the page came': 'too_soon',
        'Reused: the same page sent once more': 'reused',
      });
      expect((await folder('inbox')).messages.map((message) => message.message)).toEqual(['Real: do you have rye bread today?']);
    } finally {
      await visitor.close();
    }
  });

  it('the 31st send in a minute from one address gets the thank-you page, and nothing reaches the inbox or Spam', async () => {
    const address = '203.0.113.31';
    const visitor = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': address } });
    try {
      const before = (await folder('inbox')).counts;
      const last = await filledContactPage(visitor, 'The 31st, from a page with a good token');
      const action = (await last.page.locator('form[method="post"]').getAttribute('action')) ?? '';
      // Thirty messages from the same address first (the visitor's context sends its address too), each thanked. They
      // carry no time token, and the site was never downloaded (no copy of it without one exists): they are kept as spam.
      for (let index = 1; index <= 30; index += 1) {
        const sent = await visitor.request.post(action, { form: { [formFields.name]: 'Sam', [formFields.contact]: 'sam@example.com', [formFields.message]: `Burst ${index}` }, maxRedirects: 0 });
        expect(sent.status()).toBe(303);
      }
      expect((await folder('inbox')).counts).toEqual({ inbox: before.inbox, spam: before.spam + 30 });
      expect((await folder('spam')).messages.filter((message) => message.message.startsWith('Burst ')).map((message) => message.spam_reason)).toEqual(Array(30).fill('no_token'));

      await waitUntil(last.served + HUMAN_DELAY_MS);
      await sendAndExpectThanks(last.page);
      const after = await folder('inbox');
      expect(after.counts).toEqual({ inbox: before.inbox, spam: before.spam + 30 });
      expect(after.messages.map((message) => message.message)).not.toContain('The 31st, from a page with a good token');
    } finally {
      await visitor.close();
    }
  });
});

describe('a correction resent at once, with JavaScript off', () => {
  it('reaches the inbox: Back from the problem page serves the contact page anew, with the typed text and a fresh token', async () => {
    const person = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.40' } });
    try {
      const { page, served } = await filledContactPage(person, 'Corrected: a cake for Saturday?');
      const firstToken = await page.locator(`input[name="${formFields.token}"]`).inputValue();
      await page.getByLabel('Your email or phone').fill('not an address');
      await waitUntil(served + HUMAN_DELAY_MS);
      await Promise.all([page.waitForURL(/\?problem=contact_invalid#problem-contact_invalid$/), page.getByRole('button', { name: 'Send message' }).click()]);
      expect(await page.locator('#problem-contact_invalid').isVisible()).toBe(true);

      const back = Date.now();
      await page.goBack();
      expect(await page.locator(`input[name="${formFields.token}"]`).inputValue()).not.toBe(firstToken);
      expect(await page.getByLabel('Your message').inputValue()).toBe('Corrected: a cake for Saturday?');
      await page.getByLabel('Your email or phone').fill('sam@example.com');
      await sendAndExpectThanks(page);
      expect(Date.now() - back).toBeLessThan(TOKEN_MIN_AGE_MS);
      expect((await folder('inbox')).messages.map((message) => message.message)).toContain('Corrected: a cake for Saturday?');
      expect((await folder('spam')).messages.map((message) => message.message)).not.toContain('Corrected: a cake for Saturday?');
    } finally {
      await person.close();
    }
  });

  it('a bot that posts at once gets no problem page to come back from, and its resend at once from the page served anew is Spam too', async () => {
    const bot = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.41' } });
    try {
      const { page } = await filledContactPage(bot, 'Bot: first, at once');
      await page.getByLabel('Your email or phone').fill('not an address');
      await sendAndExpectThanks(page);
      await page.goBack();
      await page.getByLabel('Your email or phone').fill('bot@example.com');
      await page.getByLabel('Your message').fill('Bot: resent at once');
      await sendAndExpectThanks(page);
      const spam = Object.fromEntries((await folder('spam')).messages.map((message) => [message.message, message.spam_reason]));
      expect(spam).toMatchObject({ 'Bot: first, at once': 'too_soon', 'Bot: resent at once': 'too_soon' });
      expect((await folder('inbox')).messages.map((message) => message.message)).not.toContain('Bot: resent at once');
    } finally {
      await bot.close();
    }
  });
});
