import fs from 'node:fs';
import axe from 'axe-core';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, resolveChromiumPath } from '@sitecraft/shared/chromium';

/** Chromium as everywhere in the repo: CHROMIUM_PATH, else Debian's (see KNOWN_CHROMIUM_PATHS). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: resolveChromiumPath(process.env, fs.existsSync), args: [...CHROMIUM_ARGS] });
}

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

const types: Record<string, string> = { css: 'text/css', svg: 'image/svg+xml', html: 'text/html; charset=utf-8', jpg: 'image/jpeg', png: 'image/png', woff2: 'font/woff2' };

const servedFiles = new WeakMap<Page, () => ReadonlyMap<string, string | Uint8Array>>();
const siteUrl = (path: string) => `http://site.test/${encodeURIComponent(path).replace(/%2F/g, '/')}`;
const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

/**
 * Serves in-memory files under http://site.test/ to a page through request interception
 * (no socket is opened), so the pages load their stylesheet and pictures as on a host.
 */
export async function serveFiles(page: Page, files: () => ReadonlyMap<string, string | Uint8Array>): Promise<void> {
  servedFiles.set(page, files);
  // Injected at every navigation, which is far quicker than adding the 500 kB script per page.
  await page.addInitScript({ content: axe.source });
  await page.route('http://site.test/**', async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname.slice(1));
    const body = files().get(path);
    if (body === undefined) return route.fulfill({ status: 404, body: 'not found' });
    const extension = path.split('.').pop() ?? 'html';
    // Not cached: a test may serve another site's stylesheet under the same name next.
    return route.fulfill({ status: 200, body: typeof body === 'string' ? body : Buffer.from(body), contentType: types[extension] ?? types.html, headers: { 'cache-control': 'no-store' } });
  });
}

/**
 * Opens one served page. A page in the folder of the open one replaces the document in place (document.open keeps the
 * window, so axe stays loaded and compiled, and relative addresses resolve as they would): about five times quicker
 * than a navigation.
 */
export async function openServedPage(page: Page, path: string): Promise<void> {
  const url = siteUrl(path);
  const markup = servedFiles.get(page)?.().get(path);
  if (typeof markup === 'string' && page.url().startsWith('http://site.test/') && folderOf(page.url()) === folderOf(url)) {
    await page.setContent(markup, { waitUntil: 'load' });
  } else {
    await page.goto(url, { waitUntil: 'load' });
  }
}

/** Opens one served page (see openServedPage) and runs axe-core on it; returns every violation, whatever its impact. */
export async function axeViolations(page: Page, path: string): Promise<AxeFinding[]> {
  await openServedPage(page, path);
  const findings = await page.evaluate(async () => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const result = await runner.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => String(node.target)),
    }));
  });
  return findings;
}
