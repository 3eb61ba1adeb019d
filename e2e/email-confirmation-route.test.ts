import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailConfirmationTexts as texts } from '@sitecraft/shared/email-confirmation';
import { keepScreenshot, launchChromium } from './support/chromium.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';

let server: ProductServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let confirmCalls: string[];

beforeAll(async () => {
  server = await startProductServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  confirmCalls = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/email/confirmEmail')) confirmCalls.push(request.url());
  });
});

async function api(path: string, options: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.url}/api/v1${path}`, { method: options.body === undefined ? 'GET' : 'POST', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return (await response.json()) as Record<string, unknown>;
}

/** A fresh unverified account with a mailed confirmation code (read from the outbox); returns the code. */
async function freshCode(email: string): Promise<string> {
  await api('/auth/register', { body: { name: 'Route Tester', email, password: 'route-test-1' } });
  const token = (await api('/auth/login', { body: { email, password: 'route-test-1' } })).token as string;
  await api('/email/send-confirmation', { token, body: { email } });
  const outbox = JSON.stringify(await api(`/dev/outbox?to=${encodeURIComponent(email)}`));
  const code = /#\/([0-9a-f]{40})(?![0-9a-f])/.exec(outbox)?.[1];
  if (!code) throw new Error(`no confirmation link for ${email}`);
  return code;
}

const hex40 = '0123456789abcdef0123456789abcdef01234567';

describe('the /:token route', () => {
  it.each([
    ['lower case', (code: string) => code],
    ['upper case', (code: string) => code.toUpperCase()],
  ])('a segment of 40 hex characters in %s verifies, with one call', async (name, spell) => {
    const code = await freshCode(`route-${name.replace(' ', '-')}@example.com`);
    await page.goto(`${server.url}/#/${spell(code)}`);
    await page.getByText(texts.verified).waitFor();
    expect(confirmCalls).toEqual([`${server.url}/api/v1/email/confirmEmail/${spell(code)}`]);
    await keepScreenshot(page, `email-route-${name.replace(' ', '-')}`);
  });

  it.each([
    ['39 characters', hex40.slice(1)],
    ['41 characters', `${hex40}0`],
    ['a non-hex character', `${hex40.slice(1)}g`],
  ])('a single segment of %s starts no call and shows the not-found page', async (_name, segment) => {
    await page.goto(`${server.url}/#/${segment}`);
    await page.getByRole('heading', { name: texts.notFoundTitle }).waitFor();
    await page.waitForTimeout(500);
    expect(confirmCalls).toEqual([]);
    await expect(page.getByText(texts.verifying).count()).resolves.toBe(0);
  });

  it('a two-segment path ending in 40 hex characters starts no call', async () => {
    await page.goto(`${server.url}/#/confirm/${hex40}`);
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await page.waitForTimeout(500);
    expect(confirmCalls).toEqual([]);
    await keepScreenshot(page, 'email-route-two-segments');
  });
});
