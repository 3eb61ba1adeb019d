// `npm run thumbnails`: renders every gallery template at 1200x800 in Chromium and writes the preview PNGs
// the gallery shows (apps/web/public/examples/images/<name>.png). The PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { templateCatalogue } from '../packages/shared/src/templates/catalogue.ts';
import { launchChromium } from '../e2e/support/chromium.ts';
import { serveExamples } from '../e2e/support/template-check.ts';

const examplesDir = path.resolve(import.meta.dirname, '../apps/web/public/examples');
const imagesDir = path.join(examplesDir, 'images');
const only = process.argv.slice(2);

fs.mkdirSync(imagesDir, { recursive: true });
const server = await serveExamples(examplesDir);
const browser = await launchChromium();
// Laid out at 1200x800 like a desktop visitor sees it, stored at half scale: the gallery shows them ~400 px wide.
const page = await browser.newPage({ viewport: { width: 1200, height: 800 }, deviceScaleFactor: 0.5, reducedMotion: 'reduce' });
let failures = 0;
for (const template of templateCatalogue.filter((entry) => only.length === 0 || only.includes(entry.fileName))) {
  const target = path.join(examplesDir, '..', template.previewImage.replace(/^\/examples\//, 'examples/'));
  try {
    const response = await page.goto(`${server.url}/examples/${template.fileName}`, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`HTTP ${response?.status()}`);
    await page.waitForTimeout(300);
    await page.screenshot({ path: target });
    console.log(`ok ${path.relative(process.cwd(), target)} (${(fs.statSync(target).size / 1024).toFixed(0)} KB)`);
  } catch (error) {
    failures++;
    console.error(`failed ${template.fileName}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
await browser.close();
await server.close();
process.exit(failures ? 1 : 0);
