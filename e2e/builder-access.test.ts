import fs from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bakeryAnswers, generateButton, keepPageScreenshot, keepViewportScreenshot, nextButton, signInWithDevButton, signUpAndSignIn, stepHeading } from './builder-support.ts';
import { launchChromium } from './support/chromium.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';
import { ru } from './support/catalogue.ts';

let server: ProductServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

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
});

async function open(viewport: { width: number; height: number }): Promise<void> {
  context = await browser.newContext({ viewport, acceptDownloads: true });
  page = await context.newPage();
}

/** Everything of the wizard lies inside the viewport: no sideways scrolling, no control cut off, no label spilling out of its button. */
async function expectFitsWidth(width: number): Promise<void> {
  const overflow = await page.evaluate((limit) => {
    const cutOff = [...document.querySelectorAll('main button, main input, main select, main textarea, main a, main h1')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > limit + 0.5);
      })
      .map((element) => element.outerHTML.slice(0, 80));
    const spilling = [...document.querySelectorAll('main button')]
      .filter((button) => button.scrollWidth > button.clientWidth + 1)
      .map((button) => button.textContent);
    return { scrollWidth: document.documentElement.scrollWidth, cutOff, spilling };
  }, width);
  expect(overflow).toEqual({ scrollWidth: width, cutOff: [], spilling: [] });
}

/** The visible name of the focused element, without its decorative (aria-hidden) emoji and icons. */
const activeText = () =>
  page.evaluate(() => {
    const copy = document.activeElement?.cloneNode(true);
    if (!(copy instanceof Element)) return '';
    for (const decoration of copy.querySelectorAll('[aria-hidden="true"]')) decoration.remove();
    return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  });

/** Presses Tab until the focused element's text is `text`; a person does the same with their eyes. */
async function tabTo(text: string, limit = 30): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await activeText()) === text) return;
  }
  throw new Error(`Tab never reached "${text}"`);
}

describe('the wizard on a 390-pixel phone', () => {
  it('fits every step and both modals into the width', async () => {
    await open({ width: 390, height: 844 });
    await signUpAndSignIn(page, server.url, 'phone@example.com');
    await expectFitsWidth(390);
    await keepPageScreenshot(page, 'builder-390-step-1');
    const answer: Record<number, () => Promise<void>> = {
      5: async () => {
        await page.getByLabel(ru('builder:steps.5.title')).selectOption('Russian');
      },
      6: async () => {
        await page.getByLabel(ru('builder:countryLabel')).selectOption('United Kingdom');
        await page.getByLabel(ru('builder:addressLabel')).fill('221B Baker Street, London');
        await page.getByLabel(ru('builder:phoneLabel')).fill('+44 20 7946 0000');
      },
    };
    for (let step = 2; step <= 8; step += 1) {
      await page.getByRole('button', { name: ru('builder:skip') }).click();
      await page.getByRole('progressbar', { name: ru('builder:wizardProgress') }).and(page.locator(`[aria-valuenow="${step}"]`)).waitFor();
      await answer[step]?.();
      await expectFitsWidth(390);
      if (step === 6) await keepPageScreenshot(page, 'builder-390-step-6');
    }
    await page.getByLabel(ru('builder:domainLabel'), { exact: true }).fill('phone-bakery.com');
    await expectFitsWidth(390);
    await keepPageScreenshot(page, 'builder-390-step-8');

    await generateButton(page).click();
    const done = page.getByRole('dialog', { name: ru('builder:completionTitle') });
    await done.waitFor({ timeout: 30_000 });
    const box = await done.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await keepViewportScreenshot(page, 'builder-390-completion-modal');
  });
});

describe('the wizard with the keyboard alone', () => {
  it('walks all steps, generates, downloads and closes the modal without a mouse', async () => {
    await open({ width: 1280, height: 900 });
    await signUpAndSignIn(page, server.url, 'keyboard@example.com');

    await tabTo(ru(`builder:themes.${bakeryAnswers.theme}`));
    await page.keyboard.press('Enter');
    await stepHeading(page, ru('builder:steps.3.title')).waitFor();
    await expect(activeText()).resolves.toBe(ru('builder:steps.3.title'));
    await page.keyboard.press('Tab');
    await expect(activeText()).resolves.toMatch(new RegExp(`^${ru('builder:styles.Luxury.name')}`));
    await page.keyboard.press('Enter');

    await stepHeading(page, ru('builder:steps.5.title')).waitFor();
    await page.keyboard.press('Tab');
    // English is the list's first language (its Russian name starts with a letter the keyboard may not have).
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel(ru('builder:steps.5.title')).inputValue()).resolves.toBe('English');
    await tabTo(ru('builder:next'));
    await page.keyboard.press('Enter');

    await stepHeading(page, ru('builder:steps.6.title')).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel(ru('builder:countryLabel')).inputValue()).resolves.not.toBe('');
    await page.keyboard.press('Tab');
    await page.keyboard.type(bakeryAnswers.address);
    await page.keyboard.press('Tab');
    await page.keyboard.type(bakeryAnswers.phone);
    await page.keyboard.press('Enter');

    await stepHeading(page, ru('builder:steps.7.title')).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.type(bakeryAnswers.keywords);
    await page.keyboard.press('Tab');
    await page.keyboard.type(bakeryAnswers.stopWords);
    await page.keyboard.press('Enter');

    await stepHeading(page, ru('builder:steps.8.title')).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard-bakery.com');
    await expect(generateButton(page).isEnabled()).resolves.toBe(true);
    await page.keyboard.press('Enter');

    const done = page.getByRole('dialog', { name: ru('builder:completionTitle') });
    await done.waitFor({ timeout: 30_000 });
    await expect(activeText()).resolves.toBe(ru('builder:download'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const files = Object.keys(unzipSync(new Uint8Array(fs.readFileSync(await download.path()))));
    expect(files).toContain('keyboard-bakery.com/index.html');

    for (const next of [`${ru('builder:editSite')} keyboard-bakery.com`, `${ru('builder:publishSite')} keyboard-bakery.com`]) {
      await page.keyboard.press('Tab');
      await expect(activeText()).resolves.toBe(next);
    }
    // Then the links of "Before you publish" (this brief gave no offers, hours or reviews), then Close.
    await page.keyboard.press('Tab');
    await expect(activeText()).resolves.toBe(`${ru('siteGaps:actions.offers')} ${ru('siteGaps:inEditor')}`);
    for (let presses = 0; presses < 15 && (await activeText()) !== ru('builder:close'); presses += 1) await page.keyboard.press('Tab');
    await expect(activeText()).resolves.toBe(ru('builder:close'));
    await page.keyboard.press('Escape');
    await done.waitFor({ state: 'detached' });
    await expect(activeText()).resolves.toBe(ru('builder:generate'));
    await expect(nextButton(page).count()).resolves.toBe(0);
  });

  it('moves focus to the heading of each new step', async () => {
    await open({ width: 1280, height: 900 });
    await signInWithDevButton(page, server.url);
    await tabTo(ru('builder:skip'), 80);
    await page.keyboard.press('Enter');
    await expect(activeText()).resolves.toBe(ru('builder:steps.2.title'));
    await tabTo(ru('builder:back'));
    await page.keyboard.press('Enter');
    await expect(activeText()).resolves.toBe(ru('builder:steps.1.title'));
  });
});
