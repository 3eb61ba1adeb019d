import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFields } from '@sitecraft/shared/forms';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { signUpAndSignIn } from './builder-support.ts';
import { useBrowserSession } from './support/browser-session.ts';
import { keepScreenshot } from './support/chromium.ts';
import { ownerApi } from './support/owner-api.ts';
import { ru } from './support/catalogue.ts';

// The receiver listens on this machine, which webhooks may reach only with this switch.
const session = useBrowserSession({ env: { FORM_WEBHOOK_PRIVATE_ADDRESSES: 'true' } });
const host = 'hooked-bakery.com';
type Delivery = { headers: Record<string, string>; body: string };
const deliveries: Delivery[] = [];
let receiver: http.Server;
let receiverUrl: string;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      deliveries.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/new-message`;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

/** Sends the site's contact form as a visitor's browser does (urlencoded, no cookie). */
async function postMessage(action: string, message: string): Promise<void> {
  const body = new URLSearchParams({ [formFields.name]: 'Rita Sousa', [formFields.contact]: 'rita@example.com', [formFields.message]: message });
  expect((await fetch(action, { method: 'POST', body, redirect: 'manual' })).status).toBe(303);
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const outcome = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return outcome.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

describe("a site's webhook in My sites", () => {
  it('is set on the inbox page, shows its signing secret, signs each new message with it, and is removed after confirming', async () => {
    // The app's CSP forbids inline scripts, axe's included: this context alone bypasses it to run the audit.
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    try {
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await signUpAndSignIn(page, session.server.url, 'hook-owner@example.com');
      const api = ownerApi(page, session.server.url);
      const request = generationRequest([host]);
      await api('/generator', request);
      await expect.poll(async () => (await api(`/generator/status/${request.track_id}`)).status, { timeout: 30_000 }).toBe('completed');
      const { action } = (await api(`/sites/${request.track_id}/sites/${host}/form`)) as { action: string };
      // Downloaded, the site takes messages without a time token, as a copy hosted elsewhere sends them (see postMessage).
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect((await fetch(`${session.server.url}/api/v1/generator/download/${request.track_id}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

      await page.goto(`${session.server.url}/#/sites/${request.track_id}/${host}/inbox`);
      const settings = page.getByRole('region', { name: ru('sites:webhook.heading') });
      const url = settings.getByLabel(ru('sites:webhook.url'));
      await url.waitFor();
      expect(await url.inputValue()).toBe('');
      expect(await settings.getByLabel(ru('sites:webhook.secret')).count()).toBe(0);

      // A wrong address is named at the field, before any request.
      await url.fill('ftp://files.example/in');
      await settings.getByRole('button', { name: ru('sites:webhook.save') }).click();
      await settings.getByText('The webhook must be an http:// or https:// address.').waitFor();
      await expect(url.getAttribute('aria-invalid')).resolves.toBe('true');

      await url.fill(receiverUrl);
      await settings.getByRole('button', { name: ru('sites:webhook.save') }).click();
      await settings.getByRole('status').filter({ hasText: ru('sites:webhook.saved', { url: receiverUrl }) }).waitFor();
      const secret = await settings.getByLabel(ru('sites:webhook.secret')).inputValue();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      await keepScreenshot(page, 'webhook-set');

      // The next message reaches the receiver, signed with the secret shown.
      await postMessage(action, 'Do you deliver birthday cakes?');
      await expect.poll(() => deliveries.length).toBe(1);
      const payload = new Webhook(secret).verify(deliveries[0]!.body, deliveries[0]!.headers) as { type: string; data: { site: string; message: { message: string } } };
      expect(payload).toMatchObject({ type: 'form.message', data: { site: host, message: { message: 'Do you deliver birthday cakes?' } } });

      // Kept by the server: a reload shows the same address and secret.
      await page.reload();
      await expect.poll(() => url.inputValue()).toBe(receiverUrl);
      expect(await settings.getByLabel(ru('sites:webhook.secret')).inputValue()).toBe(secret);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await expect(axeViolations(page), `width ${width}`).resolves.toEqual([]);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await settings.scrollIntoViewIfNeeded();
      await keepScreenshot(page, 'webhook-set-phone-390');

      // Removing asks first: Cancel keeps it, and has the focus.
      await settings.getByRole('button', { name: ru('sites:webhook.remove') }).click();
      const dialog = page.getByRole('dialog', { name: ru('sites:webhook.removeTitle') });
      await dialog.getByText(ru('sites:webhook.removeText', { url: receiverUrl })).waitFor();
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(ru('builder:cancel'));
      await dialog.getByRole('button', { name: ru('builder:cancel') }).click();
      await expect(settings.getByLabel(ru('sites:webhook.secret')).inputValue()).resolves.toBe(secret);
      await settings.getByRole('button', { name: ru('sites:webhook.remove') }).click();
      await dialog.getByRole('button', { name: ru('sites:webhook.remove') }).click();
      await settings.getByRole('status').filter({ hasText: ru('sites:webhook.removed') }).waitFor();
      await expect.poll(() => url.inputValue()).toBe('');
      expect(await settings.getByLabel(ru('sites:webhook.secret')).count()).toBe(0);
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(ru('sites:webhook.heading'));

      await postMessage(action, 'And a second question.');
      await page.waitForTimeout(500);
      expect(deliveries).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
