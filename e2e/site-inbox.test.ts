import fs from 'node:fs';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formFields } from '@sitecraft/shared/forms';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { signUpAndSignIn } from './builder-support.ts';
import { useBrowserSession } from './support/browser-session.ts';
import { keepScreenshot, waitForRoute } from './support/chromium.ts';
import { ru } from './support/catalogue.ts';

const session = useBrowserSession();
const host = 'inbox-bakery.com';

/** Calls the API with the signed-in page's session. */
async function api(page: Page, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${session.server.url}/api/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as Record<string, unknown>;
}

/** Downloads the generation's ZIP as its owner: from then on its site takes messages without a time token, as a copy hosted elsewhere sends them. */
async function downloadZip(page: Page, trackId: string): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${session.server.url}/api/v1/generator/download/${trackId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

async function generate(page: Page): Promise<string> {
  const request = generationRequest([host]);
  await api(page, '/generator', request);
  await expect.poll(async () => (await api(page, `/generator/status/${request.track_id}`)).status, { timeout: 30_000 }).toBe('completed');
  return request.track_id;
}

/** Sends the site's contact form as a visitor's browser does (urlencoded, no cookie); a filled honeypot makes it spam. */
async function postMessage(action: string, fields: { name: string; contact: string; message: string; website?: string }): Promise<void> {
  const body = new URLSearchParams({ [formFields.name]: fields.name, [formFields.contact]: fields.contact, [formFields.message]: fields.message, [formFields.honeypot]: fields.website ?? '' });
  const response = await fetch(action, { method: 'POST', body, redirect: 'manual' });
  expect(response.status).toBe(303);
}

/** The button that opens a message in the list, by its sender. */
const opener = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^(${ru('sites:inbox.unread')}: )?${name} `) });

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const outcome = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return outcome.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

describe("a site's inbox", () => {
  it('shows the unread count on the card; reads, marks unread, moves to spam and back, deletes after confirming, exports defused CSV', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    try {
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      await signUpAndSignIn(page, session.server.url, 'inbox-owner@example.com');
      const trackId = await generate(page);
      await downloadZip(page, trackId);
      const { action } = (await api(page, `/sites/${trackId}/sites/${host}/form`)) as { action: string };
      await postMessage(action, { name: 'Anna Lima', contact: 'anna@example.com', message: 'Could you bake a wedding cake for Saturday?\nFor 80 guests, please.' });
      await postMessage(action, { name: 'Bruno Reis', contact: '+351 912 345 678', message: '=HYPERLINK("http://evil.example")' });
      await postMessage(action, { name: 'Spam Bot', contact: 'bot@example.com', message: 'Cheap pills', website: 'http://pills.example' });

      await page.getByRole('banner').getByRole('link', { name: ru('common:mySites') }).click();
      const inboxLink = page.getByRole('article', { name: host }).getByRole('link', { name: `${ru('sites:inbox.inbox')} ${host} ${ru('sites:inbox.unreadNote', { count: 2 })}` });
      await inboxLink.waitFor();
      await keepScreenshot(page, 'inbox-my-sites-badge');
      await inboxLink.click();
      await waitForRoute(page, new RegExp(`^#/sites/${trackId}/${host.replaceAll('.', '\\.')}/inbox$`));
      await page.getByRole('heading', { level: 1, name: ru('sites:inbox.title', { host }) }).waitFor();
      const folders = page.getByRole('navigation', { name: ru('sites:inbox.folders') });
      await folders.getByRole('link', { name: `${ru('sites:inbox.inbox')} ${ru('sites:inbox.unreadNote', { count: 2 })}` }).waitFor();
      await expect(folders.getByRole('link', { name: `${ru('sites:inbox.inbox')} ${ru('sites:inbox.unreadNote', { count: 2 })}` }).getAttribute('aria-current')).resolves.toBe('page');
      await folders.getByRole('link', { name: `${ru('sites:inbox.spam')}${ru('sites:inbox.folderCount', { count: 1 })}` }).waitFor();
      // The messages came without a time token, as from a copy hosted elsewhere: the page says why they were let in.
      const tokenless = page.getByRole('region', { name: ru('sites:tokenlessPosts.heading') });
      await tokenless.getByText(ru('sites:tokenlessPosts.accepted')).waitFor();
      await tokenless.getByRole('button', { name: ru('sites:tokenlessPosts.turnOff') }).click();
      await tokenless.getByText(ru('sites:tokenlessPosts.turnedOff')).waitFor();
      await tokenless.getByRole('button', { name: ru('sites:tokenlessPosts.turnOn') }).click();
      await tokenless.getByText(ru('sites:tokenlessPosts.accepted')).waitFor();

      // Newest first, unread in bold, each with a link that answers the visitor.
      await expect.poll(() => page.getByRole('region', { name: ru('sites:inbox.inbox') }).getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('Bruno Reis'), expect.stringContaining('Anna Lima')]);
      await expect(page.getByRole('link', { name: 'anna@example.com' }).getAttribute('href')).resolves.toBe('mailto:anna@example.com');
      await expect(page.getByRole('link', { name: '+351 912 345 678' }).getAttribute('href')).resolves.toBe('tel:+351912345678');
      const anna = opener(page, 'Anna Lima');
      await expect(anna.locator('span', { hasText: 'Anna Lima' }).last().evaluate((element) => getComputedStyle(element).fontWeight)).resolves.toBe('700');
      await keepScreenshot(page, 'inbox-desktop-unread');

      // Opening a message reads it; Mark unread puts the count back.
      await anna.click();
      await expect(anna.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.getByText('For 80 guests, please.').waitFor();
      await folders.getByRole('link', { name: `${ru('sites:inbox.inbox')} ${ru('sites:inbox.unreadNote', { count: 1 })}` }).waitFor();
      await keepScreenshot(page, 'inbox-desktop-open');
      await page.getByRole('button', { name: `${ru('sites:inbox.markUnread')}${ru('sites:inbox.fromName', { name: 'Anna Lima' })}` }).click();
      await page.getByText(ru('sites:inbox.markedUnread')).waitFor();
      await folders.getByRole('link', { name: `${ru('sites:inbox.inbox')} ${ru('sites:inbox.unreadNote', { count: 2 })}` }).waitFor();
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('Anna Lima');

      // Spam and back.
      await opener(page, 'Bruno Reis').click();
      await page.getByRole('button', { name: `${ru('sites:inbox.markSpam')}${ru('sites:inbox.fromName', { name: 'Bruno Reis' })}` }).click();
      await page.getByText(ru('sites:inbox.movedToSpam')).waitFor();
      await folders.getByRole('link', { name: `${ru('sites:inbox.spam')}${ru('sites:inbox.folderCount', { count: 2 })}` }).click();
      await page.getByRole('heading', { level: 2, name: ru('sites:inbox.spam') }).waitFor();
      await opener(page, 'Spam Bot').click();
      await page.getByText(`${ru('sites:inbox.spamBecause')} ${ru('sites:inbox.spamReasons.honeypot')}`).waitFor();
      await opener(page, 'Bruno Reis').click();
      await page.getByRole('button', { name: `${ru('sites:inbox.notSpam')}${ru('sites:inbox.fromName', { name: 'Bruno Reis' })}` }).click();
      await page.getByText(ru('sites:inbox.movedToInbox')).waitFor();

      // Delete asks first; Cancel has the focus.
      await opener(page, 'Spam Bot').click();
      await page.getByRole('button', { name: `${ru('sites:inbox.delete')}${ru('sites:inbox.fromName', { name: 'Spam Bot' })}` }).click();
      const dialog = page.getByRole('dialog', { name: ru('sites:inbox.deleteTitle') });
      await dialog.waitFor();
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(ru('builder:cancel'));
      await dialog.getByRole('button', { name: ru('sites:deleteConfirm') }).click();
      await page.getByText(ru('sites:inbox.deleted')).waitFor();
      await page.getByText(ru('sites:inbox.emptySpam')).waitFor();
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(ru('sites:inbox.spam'));

      // Back in the inbox: the CSV download carries the session cookie and defuses formulas.
      await folders.getByRole('link', { name: new RegExp(`^${ru('sites:inbox.inbox')}`) }).click();
      await opener(page, 'Bruno Reis').waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: ru('sites:inbox.exportCsv.inbox') }).click()]);
      expect(download.suggestedFilename()).toBe(`${host}-inbox.csv`);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      expect(csv).toContain('"Anna Lima","anna@example.com"');
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(csv).not.toContain('Spam Bot');

      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await expect(axeViolations(page), `width ${width}`).resolves.toEqual([]);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await opener(page, 'Anna Lima').click();
      await page.getByText('For 80 guests, please.').waitFor();
      await keepScreenshot(page, 'inbox-phone-390');
      await page.getByRole('link', { name: ru('sites:inbox.back') }).click();
      // Both messages have been read by now: the card's link has no count left.
      await page.getByRole('article', { name: host }).getByRole('link', { name: `${ru('sites:inbox.inbox')} ${host}`, exact: true }).waitFor();
      await keepScreenshot(page, 'inbox-my-sites-phone-390');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says so when a site has no messages yet, and when the inbox cannot be loaded', async () => {
    const page = session.page;
    await signUpAndSignIn(page, session.server.url, 'inbox-empty@example.com');
    const trackId = await generate(page);
    await session.open(`/sites/${trackId}/${host}/inbox`);
    await page.getByText(ru('sites:inbox.emptyInbox')).waitFor();
    const tokenless = page.getByRole('region', { name: ru('sites:tokenlessPosts.heading') });
    await tokenless.getByText(ru('sites:tokenlessPosts.neverDownloaded')).waitFor();
    await expect(tokenless.getByRole('button').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: ru('sites:inbox.exportCsv.inbox') }).count()).resolves.toBe(0);
    await keepScreenshot(page, 'inbox-empty');

    await session.open(`/sites/${trackId}/not-this-site.com/inbox`);
    await page.getByRole('alert').filter({ hasText: ru('sites:inbox.loadFailed') }).waitFor();
    await page.getByRole('button', { name: ru('sites:retry') }).waitFor();
  });
});
