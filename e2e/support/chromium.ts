import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const artifactsDir = path.resolve(import.meta.dirname, '../../test-artifacts/e2e');

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Keeps a full-page screenshot of a step under test-artifacts/e2e/. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Waits until the hash route matches; polling the URL is reliable for same-document (hash) navigations. */
export async function waitForRoute(page: Page, route: RegExp, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!route.test(new URL(page.url()).hash)) {
    if (Date.now() > deadline) throw new Error(`expected the route ${route}, still at ${page.url()}`);
    await page.waitForTimeout(50);
  }
}
