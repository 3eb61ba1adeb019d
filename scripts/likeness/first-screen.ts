// The first screen of a page as issue 38 measures it: what a 1366x900 window shows on opening the page, once its
// fonts and the pictures in view have loaded, with motion reduced and animations stopped so that two runs see the
// same picture; and that picture as a likeness thumbnail.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { thumbnailSize, zScoredThumbnail } from './thumbnail-likeness.ts';
import type { Thumbnail } from './thumbnail-likeness.ts';

export const firstScreenViewport = { width: 1366, height: 900 } as const;

/** Time left after loading for what reduced motion does not stop (a canvas's first frames, a late layout). */
const settleMs = 500;
const picturesTimeoutMs = 5_000;

/** Math.random as mulberry32 from a fixed seed, set before any script of the page runs. */
const seededRandomScript = `(() => {
  let seed = 0x2f6d7c41;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();`;

/**
 * Makes the context's pages draw the same picture in every run: the aurora template scatters its stars with
 * Math.random, which moved its distances by about 1e-4 from run to run.
 */
export async function seedPageRandom(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: seededRandomScript });
}

/** A desktop context of the first screen's size that prefers reduced motion, seeds Math.random and refuses requests to other hosts. */
export async function firstScreenContext(browser: Browser, ownHost: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: firstScreenViewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  await seedPageRandom(context);
  await context.route('**/*', (route, request) => {
    const url = new URL(request.url());
    if (url.host === ownHost || !/^https?:$/.test(url.protocol)) return route.continue();
    return route.abort('blockedbyclient');
  });
  return context;
}

/** Opens the page in the tab and returns a PNG of its first screen (the page must be in a 1366x900 context). */
export async function shootFirstScreen(page: Page, url: string): Promise<Buffer> {
  const viewport = page.viewportSize();
  if (viewport?.width !== firstScreenViewport.width || viewport.height !== firstScreenViewport.height) {
    throw new Error(`a first screen is shot at ${firstScreenViewport.width}x${firstScreenViewport.height}, not ${viewport?.width}x${viewport?.height}`);
  }
  // A tab in the background gets no animation frames: bring it forward before loading.
  await page.bringToFront();
  const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  if (!response?.ok()) throw new Error(`HTTP ${response?.status() ?? 'no response'} for ${url}`);
  // (No named functions inside: tsx would wrap them in a helper the page does not have.)
  await page.evaluate(async (timeoutMs) => {
    await document.fonts.ready;
    const pending = [...document.images].filter((image) => !image.complete && image.getBoundingClientRect().top < window.innerHeight);
    const loaded = Promise.all(pending.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  }, picturesTimeoutMs);
  await page.waitForTimeout(settleMs);
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

/**
 * The likeness thumbnail of a screenshot: resized to 32x20 (stretched, not cropped) with sharp's default kernel
 * (lanczos3), grey, z-scored. The kernel is part of the measure: several pairs of originals lie within 0.03 of the
 * close-pair threshold, and an area average or a bilinear kernel counts 6 to 9 close originals where this counts 5.
 */
export async function screenThumbnail(png: Buffer): Promise<Thumbnail> {
  const { data, info } = await sharp(png)
    .removeAlpha()
    .resize(thumbnailSize.width, thumbnailSize.height, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1 || data.length !== thumbnailSize.width * thumbnailSize.height) {
    throw new Error(`expected a ${thumbnailSize.width}x${thumbnailSize.height} grey thumbnail, got ${info.width}x${info.height}x${info.channels}`);
  }
  return zScoredThumbnail(data);
}
