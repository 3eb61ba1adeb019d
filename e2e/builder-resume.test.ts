import fs from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeChatServer } from '../packages/sitegen/test/support/fake-chat-server.ts';
import {
  answerStepsOneToSeven,
  bakeryAnswers,
  generateButton,
  keepPageScreenshot,
  keepViewportScreenshot,
  signInWithDevButton,
  signUpAndSignIn,
  startSlowModel,
  stepHeading,
  type WizardAnswers,
} from './builder-support.ts';
import { launchChromium } from './support/chromium.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';
import { ru } from './support/catalogue.ts';

const answers: WizardAnswers = { ...bakeryAnswers, domains: 'golden-crust.com', siteCount: 1 };
const domain = answers.domains;

let model: FakeChatServer;
let server: ProductServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every POST /api/v1/generator of the context, whichever tab sent it. */
let starts: number;

// While set, the model's answers wait for it: the run cannot end before the test has seen it mid-way.
let modelHeld: Promise<void> | undefined;

beforeAll(async () => {
  model = await startSlowModel(answers, () => 300, () => modelHeld);
  server = await startProductServer({ AI_BASE_URL: model.url, AI_MODEL: 'fake-model' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await model?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  starts = 0;
  modelHeld = undefined;
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/generator')) starts += 1;
  });
  page = await context.newPage();
});

interface ProgressEntry {
  percent: number;
  text: string;
}

/**
 * Records every value of the progress modal's bar with its status line from the page's first script on, on
 * every load of `tab` (so a reload is followed from its start).
 */
async function recordProgressFromLoad(tab: Page): Promise<() => Promise<ProgressEntry[]>> {
  await tab.addInitScript(() => {
    const seen: { percent: number; text: string }[] = [];
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('dialog [role=progressbar]');
      if (!bar) return;
      const entry = { percent: Number(bar.getAttribute('aria-valuenow')), text: document.querySelector('dialog [role=status]')?.textContent ?? '' };
      const last = seen.at(-1);
      if (!last || last.percent !== entry.percent || last.text !== entry.text) seen.push(entry);
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return () => tab.evaluate(() => (window as unknown as { progressSeen: ProgressEntry[] }).progressSeen);
}

const progressDialog = (tab: Page) => tab.getByRole('dialog', { name: ru('builder:progressTitle') });
const readyDialog = (tab: Page) => tab.getByRole('dialog', { name: ru('builder:completionTitle') });
const lastSitePanel = (tab: Page) => tab.getByRole('region', { name: ru('builder:lastSiteTitle') });
const percentShown = (tab: Page) => progressDialog(tab).getByRole('progressbar').getAttribute('aria-valuenow').then(Number);

async function waitForPercent(tab: Page, atLeast: number): Promise<void> {
  await tab.waitForFunction((least) => Number(document.querySelector('dialog [role=progressbar]')?.getAttribute('aria-valuenow')) >= least, atLeast, { timeout: 30_000 });
}

async function answerAndFillDomain(tab: Page): Promise<void> {
  await answerStepsOneToSeven(tab, answers);
  await tab.getByLabel(ru('builder:domainLabel'), { exact: true }).fill(domain);
}

async function filesOf(download: Download): Promise<string[]> {
  return Object.keys(unzipSync(new Uint8Array(fs.readFileSync(await download.path()))));
}

async function downloadFrom(tab: Page, scope: ReturnType<Page['getByRole']>): Promise<string[]> {
  const [download] = await Promise.all([tab.waitForEvent('download'), scope.getByRole('link', { name: ru('builder:download') }).click()]);
  return filesOf(download);
}

const storedKeys = (tab: Page) => tab.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('user-data:')));

describe('a generation outlives the page', () => {
  it('a reload and a second tab mid-run resume the progress, which completes once with a Download in both', async () => {
    await signUpAndSignIn(page, server.url, 'reload-mid-run@example.com');
    await answerAndFillDomain(page);
    const progress = await recordProgressFromLoad(page);
    // The model answers only once the tab has reloaded and a second one follows the run.
    let release = () => {};
    modelHeld = new Promise<void>((resolve) => (release = resolve));
    await generateButton(page).click();
    await waitForPercent(page, 20);

    // The tab reloads in the middle of the run.
    const beforeReload = await percentShown(page);
    await page.reload();
    await progressDialog(page).waitFor();
    await stepHeading(page, ru('builder:steps.8.title')).waitFor();
    await page.getByRole('region', { name: ru('builder:summaryTitle') }).getByText(domain).first().waitFor();
    await keepViewportScreenshot(page, 'builder-resume-after-reload');

    // A second tab of the same browser finds the generation running and follows it.
    const secondTab = await context.newPage();
    await secondTab.goto(`${server.url}/#/builder`);
    await progressDialog(secondTab).waitFor();
    await expect(percentShown(secondTab)).resolves.toBeGreaterThanOrEqual(beforeReload);
    await keepViewportScreenshot(secondTab, 'builder-resume-second-tab');
    modelHeld = undefined;
    release();

    for (const tab of [page, secondTab]) await readyDialog(tab).waitFor({ timeout: 60_000 });
    const afterReload = await progress();
    expect(afterReload.length, JSON.stringify(afterReload)).toBeGreaterThan(1);
    // The bar continues from where it was, mid-run: it neither starts again nor jumps to the end.
    expect(afterReload[0]?.percent).toBeGreaterThanOrEqual(beforeReload);
    expect(afterReload[0]?.percent).toBeLessThan(100);
    const percents = afterReload.map((entry) => entry.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(afterReload.at(-1)).toEqual({ percent: 100, text: ru('builder:generation.done') });

    expect(await downloadFrom(secondTab, readyDialog(secondTab))).toContain(`${domain}/index.html`);
    expect(await downloadFrom(page, readyDialog(page))).toContain(`${domain}/index.html`);
    expect(starts).toBe(1);
    // A downloaded result does not pop up again: it waits above the wizard.
    for (const tab of [page, secondTab]) {
      await tab.reload();
      await tab.getByText(`${ru('builder:creditsLabel')}: ${ru('common:credits', { count: 4 })}`).waitFor();
      await lastSitePanel(tab).waitFor();
      await expect(readyDialog(tab).count()).resolves.toBe(0);
    }

    // Logout removes what the builder kept for the person.
    await expect(storedKeys(page)).resolves.toHaveLength(1);
    await page.getByRole('button', { name: ru('common:logout') }).first().click();
    await expect.poll(() => storedKeys(page)).toEqual([]);
  });

  it('a reload after completion offers the download again without generating or charging, until a new site is started', async () => {
    await signUpAndSignIn(page, server.url, 'reload-done@example.com');
    await answerAndFillDomain(page);
    await generateButton(page).click();
    await readyDialog(page).waitFor({ timeout: 60_000 });
    await page.getByText(`${ru('builder:creditsLabel')}: ${ru('common:credits', { count: 4 })}`).waitFor();
    const href = await readyDialog(page).getByRole('link', { name: ru('builder:download') }).getAttribute('href');

    // Reloaded before the ready dialog was closed: it opens again, for the same result.
    await page.reload();
    await readyDialog(page).waitFor();
    await expect(readyDialog(page).getByRole('link', { name: ru('builder:download') }).getAttribute('href')).resolves.toBe(href);
    await expect(progressDialog(page).count()).resolves.toBe(0);
    await readyDialog(page).getByRole('button', { name: ru('builder:close') }).click();
    await lastSitePanel(page).waitFor();

    // Once closed, a later load shows the result above the wizard instead, and it still downloads.
    await page.reload();
    await lastSitePanel(page).getByText(ru('builder:lastSiteText', { domains: domain })).waitFor();
    await expect(readyDialog(page).count()).resolves.toBe(0);
    await stepHeading(page, ru('builder:steps.8.title')).waitFor();
    await keepPageScreenshot(page, 'builder-resume-last-site');
    expect(await downloadFrom(page, lastSitePanel(page))).toContain(`${domain}/index.html`);
    await page.getByText(`${ru('builder:creditsLabel')}: ${ru('common:credits', { count: 4 })}`).waitFor();
    expect(starts).toBe(1);

    // Starting a new site forgets it: an empty wizard, now and after a reload.
    await lastSitePanel(page).getByRole('button', { name: ru('builder:startNewSite') }).click();
    await stepHeading(page, ru('builder:steps.1.title')).waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(ru('builder:steps.1.title'));
    await expect(lastSitePanel(page).count()).resolves.toBe(0);
    await page.reload();
    await stepHeading(page, ru('builder:steps.1.title')).waitFor();
    await page.getByText(`${ru('builder:creditsLabel')}: ${ru('common:credits', { count: 4 })}`).waitFor();
    await expect(lastSitePanel(page).count()).resolves.toBe(0);
    await expect(storedKeys(page)).resolves.toEqual([]);
  });
});

describe('HTML or PHP', () => {
  it('a PHP site with its own home page name reaches the request and the ZIP, and Done! at 100 % shows before the ready dialog', async () => {
    const progress = await recordProgressFromLoad(page);
    await signUpAndSignIn(page, server.url, 'php@example.com');
    await answerAndFillDomain(page);
    const fileType = page.getByRole('group', { name: ru('builder:fileTypeLegend') });
    await expect(fileType.getByRole('radio', { name: 'HTML' }).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel(ru('builder:homePageLabel')).count()).resolves.toBe(0);
    await fileType.getByRole('radio', { name: 'PHP' }).check();
    await fileType.getByText(ru('builder:fileTypes.PHP.hint')).waitFor();

    const homePage = page.getByLabel(ru('builder:homePageLabel'));
    await homePage.fill('about');
    await page.getByText(ru('builder:homePageTaken', { name: 'about' })).first().waitFor();
    await expect(homePage.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(generateButton(page).isDisabled()).resolves.toBe(true);
    await homePage.fill('start');
    await expect(generateButton(page).isEnabled()).resolves.toBe(true);
    const summary = page.getByRole('region', { name: ru('builder:summaryTitle') });
    await summary.getByText('start.php').waitFor();
    await keepPageScreenshot(page, 'builder-step-8-php');

    const started = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/v1/generator'));
    await generateButton(page).click();
    expect((await started).postDataJSON()).toMatchObject({ file_extension: 'PHP', rename_index: 'start', domain_name: domain });

    // 'Done!' shows for 800 ms only: the recorder (which logs while the progress dialog is open) proves it came first.
    await readyDialog(page).waitFor({ timeout: 60_000 });
    expect((await progress()).at(-1)).toEqual({ percent: 100, text: ru('builder:generation.done') });

    const files = await downloadFrom(page, readyDialog(page));
    expect(files, files.slice(0, 30).join('\n')).toContain(`${domain}/start.php`);
    expect(files.filter((file) => file.endsWith('.html'))).toEqual([]);
  });

  it('the file type choice works with the keyboard and fits a 390-pixel phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithDevButton(page, server.url);
    for (let step = 2; step <= 8; step += 1) await page.getByRole('button', { name: ru('builder:skip') }).click();
    await stepHeading(page, ru('builder:steps.8.title')).waitFor();
    const html = page.getByRole('radio', { name: 'HTML' });
    await html.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'PHP' }).isChecked()).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).resolves.toBe('index');
    await page.keyboard.type('home');
    await page.getByRole('region', { name: ru('builder:summaryTitle') }).getByText('home.php').waitFor();

    const fit = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      outside: [...document.querySelectorAll('main fieldset, main fieldset label, main fieldset input')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < 0 || box.right > 390.5);
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    }));
    expect(fit).toEqual({ scrollWidth: 390, outside: [] });
    await page.getByRole('group', { name: ru('builder:fileTypeLegend') }).scrollIntoViewIfNeeded();
    await keepViewportScreenshot(page, 'builder-390-file-type');
  });
});
