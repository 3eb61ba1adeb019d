import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, resolveChromiumPath } from '@sitecraft/shared/chromium';

const artifactsDir = path.resolve(import.meta.dirname, '../../test-artifacts/e2e');

/** The Chromium executable: CHROMIUM_PATH, else Debian's (see KNOWN_CHROMIUM_PATHS). */
export function chromiumPath(): string {
  return resolveChromiumPath(process.env, fs.existsSync);
}

/**
 * Chromium (see chromiumPath), headless, with the flags this closed network needs (and a test's own `extraArgs`).
 * Pages ask for Russian (the spec's language; headless Chromium otherwise asks for English) unless a test gives a
 * `locale`: the interface follows the browser's language on a first visit.
 * Pages prefer reduced motion: the gallery templates' endless animations otherwise keep a core busy for every open
 * template (software rendering), slowing the other browser tests that share the machine; every template stops them
 * under that preference.
 */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...extraArgs] });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', locale: 'ru-RU', ...options });
  browser.newPage = (options = {}) => newPage({ reducedMotion: 'reduce', locale: 'ru-RU', ...options });
  return browser;
}

/** Keeps a full-page screenshot of a step under test-artifacts/e2e/. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Keeps a screenshot of what the viewport shows (a scrolled-to section, an open menu) under test-artifacts/e2e/. */
export async function keepViewportScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

/** Waits until the hash route matches; polling the URL is reliable for same-document (hash) navigations. */
export async function waitForRoute(page: Page, route: RegExp, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!route.test(new URL(page.url()).hash)) {
    if (Date.now() > deadline) throw new Error(`expected the route ${route}, still at ${page.url()}`);
    await page.waitForTimeout(50);
  }
}
