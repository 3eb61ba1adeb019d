// The landing route's weight (JavaScript and CSS it loads, raw and gzipped) and its Lighthouse scores,
// measured against the real server in Debian's Chromium. Targets: initial JS <= 100 KB gzipped, each category >= 95.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from '@sitecraft/shared/chromium';
import { chromiumPath, launchChromium } from '../e2e/support/chromium.ts';
import { startProductServer } from '../e2e/support/product-server.ts';

const server = await startProductServer({ LOG_LEVEL: 'error' });
const url = `${server.url}/#/landing`;

const browser = await launchChromium();
const page = await browser.newPage();
const assets: { type: 'script' | 'stylesheet'; path: string; raw: number; gzip: number }[] = [];
page.on('response', async (response) => {
  const type = response.request().resourceType();
  if (type !== 'script' && type !== 'stylesheet') return;
  const body = await response.body();
  assets.push({ type, path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
});
await page.goto(url, { waitUntil: 'networkidle' });
await browser.close();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const type of ['script', 'stylesheet'] as const) {
  const files = assets.filter((asset) => asset.type === type);
  const raw = files.reduce((sum, asset) => sum + asset.raw, 0);
  const gzip = files.reduce((sum, asset) => sum + asset.gzip, 0);
  console.log(`/landing ${type === 'script' ? 'JavaScript' : 'CSS'}: ${kb(raw)} raw, ${kb(gzip)} gzipped in ${files.length} files (${files.map((asset) => asset.path.replace('/assets/', '')).join(', ')})`);
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: [...CHROMIUM_ARGS],
});
try {
  for (const formFactor of ['mobile', 'desktop'] as const) {
    // Lighthouse's own presets: the default is a throttled mid-range phone, the desktop config a fast desktop.
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const categories = result?.lhr.categories ?? {};
    const scores = Object.values(categories).map((category) => `${category.title} ${Math.round((category.score ?? 0) * 100)}`);
    console.log(`Lighthouse ${formFactor} /landing: ${scores.join(', ')}`);
    const audits = result?.lhr.audits ?? {};
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => `${audits[id]?.title ?? id} ${audits[id]?.displayValue ?? '?'}`);
    console.log(`  ${metrics.join(', ')}`);
    const failing = Object.values(result?.lhr.audits ?? {}).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary');
    if (failing.length) console.log(`  audits below 0.9: ${failing.map((audit) => audit.id).join(', ')}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
