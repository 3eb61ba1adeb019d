import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts } from '@sitecraft/shared/auth';
import { launchChromium } from './support/chromium.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';

let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  server = await startProductServer({ DEV_LOGIN: 'false' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('without DEV_LOGIN (as `npm start` runs)', () => {
  it('the login page on localhost shows no DEV button and logs no error: the probe answers 200, not offered; the login does not exist', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const offerAsked = page.waitForResponse((response) => response.url().endsWith('/api/v1/dev/login'));
    await page.goto(`${server.url}/#/login`);
    await page.getByRole('heading', { name: authTexts.loginTitle }).waitFor();
    const offer = await offerAsked;
    expect(offer.status()).toBe(200);
    await expect(offer.json()).resolves.toEqual({ success: true, enabled: false });
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: authTexts.devLogin }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    expect((await fetch(`${server.url}/api/v1/dev/login`, { method: 'POST' })).status).toBe(404);
    await page.close();
  });
});
