import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { signUpAndSignIn } from './builder-support.ts';
import { useBrowserSession } from './support/browser-session.ts';
import { keepScreenshot, keepViewportScreenshot, waitForRoute } from './support/chromium.ts';
import { ru } from './support/catalogue.ts';

const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });
const page = () => session.page;

/** Starts a generation with the signed-in page's session and waits until it has completed. */
async function generate(domains: string[]): Promise<string> {
  const token = await page().evaluate(() => localStorage.getItem('token'));
  const request = generationRequest(domains);
  const call = (path: string, body?: unknown) =>
    fetch(`${session.server.url}/api/v1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).then((response) => response.json() as Promise<Record<string, unknown>>);
  await call('/generator', request);
  await expect.poll(async () => (await call(`/generator/status/${request.track_id}`)).status, { timeout: 30_000 }).toBe('completed');
  return request.track_id;
}

/** The card of a site in My sites, by its domains. */
const card = (domains: string) => page().getByRole('article', { name: domains });

/** Whether the thumbnail's frame shows the site's home page, styled and with its pictures loaded. */
async function thumbnailShowsSite(domains: string): Promise<boolean> {
  const frameElement = await card(domains).locator('iframe').elementHandle();
  const frame = await frameElement?.contentFrame();
  if (!frame) return false;
  await frame.waitForLoadState('load');
  return frame.evaluate(() => {
    // The site's stylesheet sets the body's margin to 0 (a browser's own is 8px); the hero picture is above the fold.
    const styled = getComputedStyle(document.body).margin === '0px';
    const hero = document.querySelector<HTMLImageElement>('img[src^="images/hero"]');
    return Boolean(document.querySelector('h1')) && styled && Boolean(hero?.complete && hero.naturalWidth > 0);
  });
}

describe('My sites', () => {
  it('lists a generated site with its thumbnail; publishing shows it to anyone at its public link; unpublish; delete after confirming', async () => {
    await signUpAndSignIn(page(), session.server.url, 'sites-owner@example.com');
    await generate(['golden-crust.com']);

    await page().getByRole('banner').getByRole('link', { name: ru('common:mySites') }).click();
    await waitForRoute(page(), /^#\/sites$/);
    await page().getByRole('heading', { level: 1, name: ru('sites:title') }).waitFor();
    const site = card('golden-crust.com');
    await site.waitFor();
    await expect(site.getByText(ru('sites:status.completed')).isVisible()).resolves.toBe(true);
    await expect(site.getByText('English').isVisible()).resolves.toBe(true);
    await expect.poll(() => thumbnailShowsSite('golden-crust.com'), { timeout: 15_000 }).toBe(true);
    await expect(site.locator('iframe').getAttribute('sandbox')).resolves.toBe('allow-same-origin');
    await expect(site.locator('iframe').getAttribute('aria-hidden')).resolves.toBe('true');
    await keepScreenshot(page(), 'my-sites-desktop');

    await site.getByRole('button', { name: `${ru('sites:publish')} golden-crust.com` }).click();
    const link = site.getByRole('link', { name: /\/p\/golden-crust-com\/$/ });
    await link.waitFor();
    const publicUrl = (await link.getAttribute('href'))!;
    expect(publicUrl).toBe(`${session.server.url}/p/golden-crust-com/`);

    // A visitor who is not signed in sees the site, styled, with its pictures, and no script runs.
    const visitor = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const visit = await visitor.newPage();
      const failed: string[] = [];
      visit.on('response', (response) => {
        if (response.status() >= 400) failed.push(response.url());
      });
      const response = await visit.goto(publicUrl);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).not.toContain('script-src');
      await visit.getByRole('heading', { level: 1 }).waitFor();
      await visit.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
      await visit.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => visit.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0))).toBe(true);
      await expect(visit.evaluate(() => getComputedStyle(document.body).margin)).resolves.toBe('0px');
      await visit.getByRole('link', { name: /about/i }).first().click();
      await visit.waitForURL(/\/p\/golden-crust-com\/about\.html$/);
      await keepScreenshot(visit, 'my-sites-published-page');

      await site.getByRole('button', { name: `${ru('sites:unpublish')} golden-crust.com` }).click();
      await site.getByText(ru('sites:notPublished')).waitFor();
      const gone = await visit.goto(publicUrl);
      expect(gone?.status()).toBe(404);
    } finally {
      await visitor.close();
    }

    await site.getByRole('button', { name: `${ru('sites:delete')} golden-crust.com` }).click();
    const dialog = page().getByRole('dialog', { name: ru('sites:deleteTitle') });
    await dialog.waitFor();
    await expect(page().evaluate(() => document.activeElement?.textContent)).resolves.toBe(ru('builder:cancel'));
    await keepViewportScreenshot(page(), 'my-sites-delete-dialog');
    await dialog.getByRole('button', { name: ru('builder:cancel') }).click();
    await expect(site.isVisible()).resolves.toBe(true);
    await site.getByRole('button', { name: `${ru('sites:delete')} golden-crust.com` }).click();
    await dialog.getByRole('button', { name: ru('sites:deleteConfirm') }).click();
    await page().getByText(ru('sites:deleted', { domains: 'golden-crust.com' })).waitFor();
    await page().getByText(ru('sites:empty')).waitFor();
    await expect(page().getByRole('link', { name: ru('sites:toBuilder') }).getAttribute('href')).resolves.toBe('#/builder');
  });

  it('passes axe on a desktop and on a 390 px phone, where the cards fit the screen', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    try {
      const audited = await context.newPage();
      await signUpAndSignIn(audited, session.server.url, 'sites-axe@example.com');
      const token = await audited.evaluate(() => localStorage.getItem('token'));
      for (const domains of [['rye-house.com', 'rye-house.pt'], ['cinnamon-corner.com']]) {
        const request = generationRequest(domains);
        await fetch(`${session.server.url}/api/v1/generator`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(request) });
      }
      await audited.goto(`${session.server.url}/#/sites`);
      // The list shows what the server knows when it opens: reload until both generations have finished.
      await expect
        .poll(
          async () => {
            await audited.reload();
            await audited.getByRole('heading', { level: 1, name: ru('sites:title') }).waitFor();
            return audited.getByRole('article').filter({ hasText: ru('sites:status.completed') }).count();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(2);
      for (const width of [1280, 390]) {
        await audited.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await audited.addScriptTag({ content: axe.source });
        const violations = await audited.evaluate(async () => {
          const outcome = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
          return outcome.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        });
        expect(violations, `width ${width}`).toEqual([]);
        if (width === 390) {
          expect(await audited.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
          const boxes = await audited.getByRole('article').evaluateAll((cards) => cards.map((element) => element.getBoundingClientRect()).map((box) => ({ left: box.left, right: box.right })));
          for (const box of boxes) {
            expect(box.left).toBeGreaterThanOrEqual(0);
            expect(box.right).toBeLessThanOrEqual(390);
          }
          await keepScreenshot(audited, 'my-sites-phone-390');
        } else {
          await keepScreenshot(audited, 'my-sites-desktop-two-sites');
        }
      }
    } finally {
      await context.close();
    }
  });
});
