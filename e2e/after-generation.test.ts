import fs from 'node:fs';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { pageText } from '../apps/server/test/support/page-text.ts';
import { answerStepsOneToSeven, bakeryAnswers, generateButton, keepViewportScreenshot, signUpAndSignIn, stepHeading } from './builder-support.ts';
import { useBrowserSession } from './support/browser-session.ts';
import { keepScreenshot, waitForRoute } from './support/chromium.ts';
import { generateAndPublish, ownerApi } from './support/owner-api.ts';
import { ru } from './support/catalogue.ts';

// What follows a generation: the ready dialog's Edit and Publish, the editor's publishing and its stale saves, My sites'
// Download after an edit, and the published site's menu on a phone.
const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });
const page = () => session.page;

const readyDialog = () => page().getByRole('dialog', { name: ru('builder:completionTitle') });
const lastSitePanel = () => page().getByRole('region', { name: ru('builder:lastSiteTitle') });
const preview = (on: Page = page()) => on.frameLocator(`iframe[title^="${ru('editor:preview', { file: '' })}"]`);
const language = () => page().evaluate(() => document.documentElement.lang);

/** Walks the wizard for one site of `domain` and waits for the ready dialog. */
async function generateInWizard(domain: string): Promise<void> {
  await answerStepsOneToSeven(page(), { ...bakeryAnswers, siteCount: 1 });
  await page().getByLabel(ru('builder:domainLabel'), { exact: true }).fill(domain);
  await generateButton(page()).click();
  await readyDialog().waitFor({ timeout: 30_000 });
}

/** Generates a site of `domain` with the signed-in page's session, waiting until it has completed; answers its track_id. */
async function generate(domain: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const api = ownerApi(page(), session.server.url);
  const request = generationRequest([domain], overrides);
  await api('/generator', request);
  await expect.poll(async () => (await api(`/generator/status/${request.track_id}`)).status, { timeout: 30_000 }).toBe('completed');
  return request.track_id;
}

/** Opens a text of the editor's preview, writes `next` in its place and applies it. */
async function editText(on: Page, current: string, next: string): Promise<void> {
  // The texts are marked once the frame has loaded: a click before that would not open the editor.
  await preview(on).locator('[data-sitecraft-edit]').first().waitFor();
  await preview(on).getByText(current, { exact: true }).first().click();
  const dialog = on.getByRole('dialog', { name: ru('editor:editText') });
  await dialog.getByRole('textbox').fill(next);
  await dialog.getByRole('button', { name: ru('editor:apply') }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The hero heading of the editor's preview of the home page. */
const heroTitle = async (on: Page = page()) => (await preview(on).locator('main h1').first().textContent())?.trim() ?? '';

describe('after a generation', () => {
  it('a downloaded result does not pop up again; the ready dialog publishes with the address shown, and its Edit opens the editor', async () => {
    await signUpAndSignIn(page(), session.server.url, 'after-dialog@example.com');
    // <html lang> is the person's interface language (issue 40: one at a time), Russian in this Russian browser.
    expect(await language()).toBe('ru');

    await generateInWizard('first-oven.com');
    const [download] = await Promise.all([page().waitForEvent('download'), readyDialog().getByRole('link', { name: ru('builder:download') }).click()]);
    expect(Object.keys(unzipSync(new Uint8Array(fs.readFileSync(await download.path()))))).toContain('first-oven.com/index.html');
    await page().reload();
    await lastSitePanel().waitFor();
    await expect(readyDialog().count()).resolves.toBe(0);
    // The panel keeps the dialog's Edit and Publish beside Download.
    await expect(lastSitePanel().getByRole('link', { name: `${ru('builder:editSite')} first-oven.com` }).getAttribute('href')).resolves.toMatch(/^#\/sites\/[0-9a-f-]{36}\/first-oven\.com$/);
    await lastSitePanel().getByRole('button', { name: `${ru('builder:publishSite')} first-oven.com` }).waitFor();

    // The finished site's answers are still on step 8: Generate asks before a second credit goes, and its focused
    // Cancel spends nothing. A new site (below) is generated without the question.
    const starts: string[] = [];
    page().on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/generator')) starts.push(request.url());
    });
    await generateButton(page()).click();
    const again = page().getByRole('dialog', { name: ru('builder:regenerateTitle') });
    await again.getByText(ru('builder:regenerateSame', { count: 1 })).waitFor();
    await expect(page().evaluate(() => document.activeElement?.textContent)).resolves.toBe(ru('builder:cancel'));
    await keepViewportScreenshot(page(), 'after-generation-generate-again');
    await page().keyboard.press('Enter');
    await again.waitFor({ state: 'detached' });
    await expect(page().evaluate(() => document.activeElement?.textContent)).resolves.toBe(ru('builder:generate'));
    await lastSitePanel().waitFor();
    expect(starts).toEqual([]);

    await lastSitePanel().getByRole('button', { name: ru('builder:startNewSite') }).click();
    await stepHeading(page(), ru('builder:steps.1.title')).waitFor();
    await generateInWizard('second-oven.com');
    expect(starts).toHaveLength(1);
    await readyDialog().getByRole('button', { name: `${ru('builder:publishSite')} second-oven.com` }).click();
    const address = readyDialog().getByRole('status').getByRole('link');
    await address.waitFor();
    const url = (await address.getAttribute('href'))!;
    expect(await address.textContent()).toBe(url);
    expect((await fetch(url)).status).toBe(200);
    await keepViewportScreenshot(page(), 'after-generation-ready-dialog');

    await readyDialog().getByRole('link', { name: `${ru('builder:editSite')} second-oven.com` }).click();
    await waitForRoute(page(), /^#\/sites\/[0-9a-f-]{36}\/second-oven\.com$/);
    await page().getByRole('heading', { level: 1, name: ru('editor:title', { host: 'second-oven.com' }) }).waitFor();
    const publishing = page().getByRole('region', { name: ru('editor:publishing') });
    await publishing.getByText(ru('editor:online'), { exact: true }).waitFor();
    await expect(publishing.getByRole('link').getAttribute('href')).resolves.toBe(url);
    expect(await language()).toBe('ru');
    await page().goto(`${session.server.url}/#/no-such/page`);
    await page().getByRole('heading', { name: ru('common:notFoundTitle') }).waitFor();
    expect(await language()).toBe('ru');
  });

  it('Publish in the editor shows the address; the look lists start at the site’s own; a stale save says to reload; My sites’ Download holds the edit', async () => {
    await signUpAndSignIn(page(), session.server.url, 'after-editor@example.com');
    const domain = 'editor-oven.com';
    const trackId = await generate(domain, { baseTemplate: '2.html' });
    const editorRoute = `${session.server.url}/#/sites/${trackId}/${domain}`;
    await page().goto(editorRoute);
    await page().getByRole('heading', { level: 1, name: ru('editor:title', { host: domain }) }).waitFor();
    const look = page().getByRole('region', { name: ru('editor:design') });
    await expect(look.getByLabel(ru('editor:lookLabel')).inputValue()).resolves.toBe('template-2');
    await expect(look.getByLabel(ru('editor:coloursLabel')).inputValue()).resolves.toBe('template-2');
    const publishing = page().getByRole('region', { name: ru('editor:publishing') });
    await publishing.getByText(ru('sites:notPublished'), { exact: true }).waitFor();

    // A second tab saves first: this tab's save is refused, says what to do, and goes through after reloading.
    const generated = await heroTitle();
    const other = await session.context.newPage();
    await other.goto(editorRoute);
    await editText(other, generated, 'Loaves from the other tab');
    await other.getByRole('button', { name: ru('editor:save'), exact: true }).click();
    await other.getByText(ru('editor:saved', { number: 2 })).waitFor();
    await other.close();
    await editText(page(), generated, 'Sourdough baked at dawn');
    await page().getByRole('button', { name: ru('editor:save'), exact: true }).click();
    const conflict = page().getByRole('alert').filter({ hasText: ru('editor:conflict') });
    await conflict.waitFor();
    await keepScreenshot(page(), 'after-generation-stale-save');
    await conflict.getByRole('button', { name: ru('editor:reloadNewest') }).click();
    await page().getByText(ru('editor:reloaded', { number: 2 })).waitFor();
    await expect.poll(() => heroTitle()).toBe('Sourdough baked at dawn');
    await page().getByRole('button', { name: ru('editor:save'), exact: true }).click();
    await page().getByText(ru('editor:saved', { number: 3 })).waitFor();

    await page().getByRole('region', { name: ru('editor:versions') }).getByRole('group', { name: 'v3' }).getByRole('button', { name: ru('editor:publish') }).click();
    await publishing.getByText(ru('editor:online'), { exact: true }).waitFor();
    const url = (await publishing.getByRole('link').getAttribute('href'))!;
    expect(url).toMatch(/\/p\/editor-oven-com\/$/);
    await expect(publishing.getByText(new RegExp(`^${ru('sites:publishedAt')} `)).textContent()).resolves.toBe(`${ru('sites:publishedAt')} ${url}`);
    expect(pageText(await (await fetch(url)).text())).toContain('Sourdough baked at dawn');

    await page().getByRole('banner').getByRole('link', { name: ru('common:mySites') }).click();
    const card = page().getByRole('article', { name: domain });
    await card.getByText(ru('sites:downloadHoldsOne', { version: 3 })).waitFor();
    // Its thumbnail and Open show that version too, at an address of its own, not a cached page as generated.
    await expect.poll(async () => (await card.frameLocator('iframe').locator('main h1').first().textContent())?.trim()).toBe('Sourdough baked at dawn');
    await expect(card.getByRole('link', { name: new RegExp(`^${ru('sites:open')}`) }).getAttribute('href')).resolves.toMatch(/\/versions\/3\/files\/$/);
    const [download] = await Promise.all([page().waitForEvent('download'), card.getByRole('link', { name: `${ru('sites:download')} ${domain}` }).click()]);
    const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const home = Buffer.from(files[`${domain}/index.html`] ?? []).toString('utf8');
    expect(pageText(home)).toContain('Sourdough baked at dawn');
    expect(home).not.toContain(generated);
  });

  it('on a published site at 390 px, every item of the header menu is on the screen and uncovered, on every page', async () => {
    await signUpAndSignIn(page(), session.server.url, 'after-phone@example.com');
    // The builder's usual bakery, whose "Contact" the phone menu used to cut off at the edge.
    const { publishedUrl } = await generateAndPublish(ownerApi(page(), session.server.url), 'phone-oven.com');
    const phone = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const visit = await phone.newPage();
      await visit.goto(publishedUrl);
      const pages = await visit.$$eval('header nav a', (links) => links.map((link) => (link as HTMLAnchorElement).href));
      expect(pages.length).toBeGreaterThanOrEqual(5);
      for (const address of pages) {
        await visit.goto(address);
        await visit.evaluate(() => document.fonts.ready);
        const links = visit.locator('header nav a');
        await expect(links.count(), address).resolves.toBe(pages.length);
        for (const link of await links.all()) {
          const box = (await link.boundingBox())!;
          const name = await link.textContent();
          expect(box.x, `${address} ${name}`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${address} ${name}`).toBeLessThanOrEqual(390);
          // Nothing covers or fades it: the link itself is what a tap on its middle reaches.
          const reached = await visit.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.href, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
          expect(reached, `${address} ${name}`).toBe(await link.evaluate((anchor) => (anchor as HTMLAnchorElement).href));
          await expect(link.isVisible()).resolves.toBe(true);
        }
        // The menu neither scrolls nor fades at the edge: what is inside the screen is seen.
        await expect(visit.locator('header nav').evaluate((menu) => [getComputedStyle(menu).overflowX, getComputedStyle(menu).maskImage])).resolves.toEqual(['visible', 'none']);
      }
      await visit.goto(publishedUrl);
      await keepScreenshot(visit, 'after-generation-phone-menu');
    } finally {
      await phone.close();
    }
  });
});
