import fs from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generationStages } from '@sitecraft/shared/generation';
import type { FakeChatServer } from '../packages/sitegen/test/support/fake-chat-server.ts';
import {
  bakeryAnswers as answers,
  generateButton,
  keepPageScreenshot,
  keepViewportScreenshot,
  nextButton,
  recordProgress,
  setSiteCount,
  signUpAndSignIn,
  startSlowModel,
  stepHeading,
} from './builder-support.ts';
import { launchChromium, waitForRoute } from './support/chromium.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';
import { intlName, ru } from './support/catalogue.ts';

let model: FakeChatServer;
let server: ProductServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const alerts: string[] = [];

beforeAll(async () => {
  model = await startSlowModel(answers, 400);
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
  page = await context.newPage();
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
});


describe('the builder wizard', () => {
  it('walks all 8 steps, generates 2 websites with live progress and downloads both in one ZIP', async () => {
    await signUpAndSignIn(page, server.url, 'baker@example.com');
    await page.getByText(`${ru('builder:creditsLabel')}: ${ru('common:credits', { count: 5 })}`).waitFor();
    await expect(page.getByRole('button', { name: ru('builder:back') }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: new RegExp(ru('builder:support')) }).getAttribute('href')).resolves.toMatch(/^mailto:/);
    await expect(page.getByRole('list', { name: ru('builder:steps.1.title') }).getByRole('button').count()).resolves.toBe(50);
    await keepPageScreenshot(page, 'builder-step-1-theme');

    // A chosen theme jumps over the description to the style; Back still reaches the description.
    await page.getByRole('button', { name: ru(`builder:themes.${answers.theme}`), exact: true }).click();
    await stepHeading(page, ru('builder:steps.3.title')).waitFor();
    await page.getByRole('button', { name: ru('builder:back') }).click();
    await stepHeading(page, ru('builder:steps.2.title')).waitFor();
    await page.getByLabel(ru('builder:descriptionLabel')).fill('A family bakery baking sourdough bread at dawn and custom cakes for every celebration.');
    await keepPageScreenshot(page, 'builder-step-2-description');
    await nextButton(page).click();
    await expect(page.getByRole('button', { name: answers.theme, exact: true }).count()).resolves.toBe(0);
    await keepPageScreenshot(page, 'builder-step-3-style');

    // A named style jumps over the style description to the language.
    await page.getByRole('button', { name: new RegExp(`^${ru(`builder:styles.${answers.style}.name`)}`) }).click();
    await stepHeading(page, ru('builder:steps.5.title')).waitFor();
    await page.getByRole('button', { name: ru('builder:back') }).click();
    await stepHeading(page, ru('builder:steps.4.title')).waitFor();
    await page.getByLabel(ru('builder:featuresLabel')).fill('Warm cream and gold, elegant serif headings, large photos of bread.');
    await keepPageScreenshot(page, 'builder-step-4-style-description');
    await nextButton(page).click();

    await stepHeading(page, ru('builder:steps.5.title')).waitFor();
    await expect(page.getByLabel(ru('builder:steps.5.title')).locator('option:not([value=""])').count()).resolves.toBe(48);
    await page.getByLabel(ru('builder:steps.5.title')).selectOption(answers.language);
    await keepPageScreenshot(page, 'builder-step-5-language');
    await nextButton(page).click();

    await stepHeading(page, ru('builder:steps.6.title')).waitFor();
    await expect(page.getByLabel(ru('builder:countryLabel')).locator('option:not([value=""])').count()).resolves.toBe(50);
    await page.getByLabel(ru('builder:countryLabel')).selectOption(answers.country);
    await page.getByLabel(ru('builder:addressLabel')).fill(answers.address);
    await page.getByLabel(ru('builder:phoneLabel')).fill(answers.phone);
    await keepPageScreenshot(page, 'builder-step-6-contact');
    await nextButton(page).click();

    await stepHeading(page, ru('builder:steps.7.title')).waitFor();
    await page.getByLabel(ru('builder:keywordsLabel'), { exact: true }).fill(answers.keywords);
    await page.getByLabel(ru('builder:stopWordsLabel'), { exact: true }).fill(answers.stopWords);
    await keepPageScreenshot(page, 'builder-step-7-keywords');
    await nextButton(page).click();

    await stepHeading(page, ru('builder:steps.8.title')).waitFor();
    await expect(page.getByRole('button', { name: ru('builder:skip') }).count()).resolves.toBe(0);
    await page.getByLabel(ru('builder:domainLabel'), { exact: true }).fill(answers.domains);
    await setSiteCount(page, answers.siteCount);
    const summary = page.getByRole('region', { name: ru('builder:summaryTitle') });
    for (const shown of [ru('builder:themes.Bakery'), 'A family bakery', ru('builder:styles.Luxury.name'), 'Warm cream and gold', intlName('ru', 'language', 'en'), intlName('ru', 'region', 'DE'), answers.address, answers.phone, answers.keywords, answers.stopWords, answers.domains]) {
      await summary.getByText(shown).first().waitFor();
    }
    // No offers were given: the summary says the site shows the trade's usual ones, without prices.
    await summary.getByText(ru('builder:noOffersNote')).waitFor();
    await expect(generateButton(page).isEnabled()).resolves.toBe(true);
    await keepPageScreenshot(page, 'builder-step-8-confirmation');

    const started = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/v1/generator'));
    const progress = await recordProgress(page);
    await generateButton(page).click();
    expect((await started).postDataJSON()).toMatchObject({
      site_type: 'Landing',
      site_theme: 'Bakery',
      design_style: 'Luxury',
      site_language: 'English',
      contact_country: 'Germany',
      file_extension: 'HTML',
      rename_index: 'index',
      site_count: '2',
      edit_after_generation: 'true',
      domain_name: answers.domains,
      track_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      webhook: `${server.url}/api/v1/generator/webhook`,
      user_id: 'baker@example.com',
    });

    const dialog = page.getByRole('dialog', { name: ru('builder:progressTitle') });
    await dialog.getByText(ru('builder:progressWarning')).waitFor();
    await keepViewportScreenshot(page, 'builder-progress-modal');

    const done = page.getByRole('dialog', { name: ru('builder:completionTitle') });
    await done.waitFor({ timeout: 30_000 });
    await keepViewportScreenshot(page, 'builder-completion-modal');
    const seen = await progress();
    const percents = seen.map((entry) => entry.percent);
    expect(percents.some((percent) => percent >= 20)).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    // Each stage's line in the interface's language (Russian here), whatever the server wrote.
    const stageTexts = new Set(seen.map((entry) => entry.text).filter((text) => generationStages.some((stage) => ru(`common:stages.${stage.status}`) === text)));
    expect(stageTexts.size, JSON.stringify(seen)).toBeGreaterThanOrEqual(5);
    expect(new Set(percents).size).toBeGreaterThanOrEqual(5);
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(`⬇ ${ru('builder:download')}`);

    const [download] = await Promise.all([page.waitForEvent('download'), done.getByRole('link', { name: ru('builder:download') }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const files = Object.keys(unzipSync(new Uint8Array(fs.readFileSync(await download.path()))));
    for (const domain of answers.domains.split(', ')) {
      expect(files, files.slice(0, 20).join('\n')).toContain(`${domain}/index.html`);
    }

    await page.keyboard.press('Escape');
    await done.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(ru('builder:generate'));
    await page.getByText(`${ru('builder:creditsLabel')}: ${ru('common:credits', { count: 3 })}`).waitFor();
    expect(alerts).toEqual([]);
  });

  it('shows a gallery template chosen as the base in the summary and sends it', async () => {
    await signUpAndSignIn(page, server.url, 'template@example.com');
    await page.goto(`${server.url}/#/template/1.html`);
    await page.getByRole('button', { name: ru('templates:createBased') }).click();
    await waitForRoute(page, /^#\/builder$/);
    await page.getByRole('complementary', { name: ru('builder:summary.baseTemplate') }).getByText('Nova Arena').waitFor();
    // The model of this suite answers with a bakery's texts, and the quality stage refuses texts of another trade: the theme matches them.
    await page.getByRole('button', { name: ru('builder:themes.Bakery'), exact: true }).click();
    for (let step = 3; step <= 7; step += 1) await page.getByRole('button', { name: ru('builder:skip') }).click();
    await stepHeading(page, ru('builder:steps.8.title')).waitFor();
    await page.getByRole('region', { name: ru('builder:summaryTitle') }).getByText('Nova Arena (1.html)').waitFor();
    await page.getByLabel(ru('builder:domainLabel'), { exact: true }).fill('nova-arena.gg');

    const started = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/v1/generator'));
    await generateButton(page).click();
    expect((await started).postDataJSON()).toMatchObject({ baseTemplate: '1.html', site_count: '1', domain_name: 'nova-arena.gg', site_theme: 'Bakery', site_language: '' });
    await page.getByRole('dialog', { name: ru('builder:completionTitle') }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: ru('builder:close') }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });
});
