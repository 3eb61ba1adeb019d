// Quality numbers of generated sites (`npm run bench -- sites`, or `npx tsx bench/sites-quality.ts --limit 3`):
// the showcase briefs (bakery brief on the 23 gallery templates, 12 style briefs) are generated, served from
// memory on 127.0.0.1 and measured in Debian's Chromium: html-validate errors (html-validate:recommended), axe-core
// violations of every impact per page (heading-order included), page weight (everything a page loads except
// JPEG/PNG photos), requests leaving the site, and Lighthouse mobile scores for home, services/products,
// an article, contact and thank-you of a sample of sites. The sites carry their contact form, as the product makes
// them; the thank-you page is noindex, so its SEO is scored without is-crawlable (see seoWithoutNoindex). Budgets: 0 errors, 0 violations, <= 150 KB per page, 0 foreign
// requests, Lighthouse 100 per category (mobile). Missed budgets are printed; the exit code stays 0 (a benchmark).
// Options (or environment variables, since `npm run bench` does not pass options on):
//   --limit N          (SITES_BENCH_LIMIT)          the first N templates and the first N style briefs
//   --only templates|styles (SITES_BENCH_ONLY)
//   --lighthouse-all   (SITES_BENCH_LIGHTHOUSE_ALL=1) Lighthouse on every site, not a sample of 3
//   --lighthouse N     (SITES_BENCH_LIGHTHOUSE)      sample size (0 skips Lighthouse)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import axe from 'axe-core';
import * as chromeLauncher from 'chrome-launcher';
import { HtmlValidate } from 'html-validate';
import lighthouse from 'lighthouse';
import type { Page, Request } from 'playwright-core';
import { CHROMIUM_ARGS } from '@sitecraft/shared/chromium';
import { THANK_YOU_PAGE } from '@sitecraft/shared/forms';
import { chromiumPath, launchChromium } from '../e2e/support/chromium.ts';
import { generate } from '../packages/sitegen/src/index.ts';
import { showcaseNow, styleBriefs, templateNames, templateShowcase } from '../packages/sitegen/test/support/showcase-briefs.ts';
import type { ShowcaseBrief } from '../packages/sitegen/test/support/showcase-briefs.ts';
import { seoWithoutNoindex } from './support/lighthouse-runs.ts';

const started = performance.now();
const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
const { values: options } = parseArgs({
  options: { limit: { type: 'string' }, only: { type: 'string' }, 'lighthouse-all': { type: 'boolean' }, lighthouse: { type: 'string' } },
});
const limitText = options.limit ?? process.env.SITES_BENCH_LIMIT;
const limit = limitText === undefined ? Infinity : Number(limitText);
if (!(limit > 0)) throw new Error('--limit takes a positive number');
const only = options.only ?? process.env.SITES_BENCH_ONLY;
if (only && only !== 'templates' && only !== 'styles') throw new Error('--only takes "templates" or "styles"');
const lighthouseAll = options['lighthouse-all'] ?? process.env.SITES_BENCH_LIGHTHOUSE_ALL === '1';
const lighthouseSample = Number(options.lighthouse ?? process.env.SITES_BENCH_LIGHTHOUSE ?? 3);

const budget = { weightKb: 150, lighthouse: 100 };
/** Where the sites' forms post: the product's endpoint, never called here (Lighthouse sends no form). */
const formAction = 'https://sites.example.com/api/v1/forms/AAAAAAAAAAAAAAAAAAAAAA';

interface PageResult {
  path: string;
  validateErrors: { rule: string; message: string }[];
  axe: { id: string; impact: string; nodes: number }[];
  weight: number;
  photos: number;
  requests: number;
  foreign: string[];
  failure?: string;
}

interface SiteResult {
  brief: ShowcaseBrief;
  files: ReadonlyMap<string, string | Uint8Array>;
  home: string;
  pages: PageResult[];
  failure?: string;
}

// 1. Generate.
const briefs: ShowcaseBrief[] = [
  ...(only === 'styles' ? [] : templateNames.slice(0, limit).map(templateShowcase)),
  ...(only === 'templates' ? [] : styleBriefs.slice(0, limit)),
];
const sites: SiteResult[] = [];
for (const brief of briefs) {
  try {
    const result = await generate(brief.request, { now: showcaseNow, formAction: () => formAction });
    const site = result.sites[0];
    if (!site) throw new Error('no site generated');
    const htmlPages = [...site.files.keys()].filter((file) => file.endsWith('.html')).sort();
    const wanted = `${brief.request.rename_index ?? 'index'}.html`;
    const home = htmlPages.includes(wanted) ? wanted : (htmlPages[0] ?? wanted);
    const ordered = [home, ...htmlPages.filter((file) => file !== home)];
    sites.push({ brief, files: site.files, home, pages: ordered.map((path) => ({ path, validateErrors: [], axe: [], weight: 0, photos: 0, requests: 0, foreign: [] })) });
  } catch (error) {
    sites.push({ brief, files: new Map(), home: '', pages: [], failure: error instanceof Error ? error.message : String(error) });
  }
}
const generatedAt = performance.now();
console.log(`generated ${sites.filter((site) => !site.failure).length}/${sites.length} sites in ${seconds(started, generatedAt)}; measuring ${sites.reduce((sum, site) => sum + site.pages.length, 0)} pages…`);

// 2. html-validate, the way packages/sitegen/test/sites.test.ts runs it.
const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
for (const site of sites) {
  for (const page of site.pages) {
    const report = await validator.validateString(String(site.files.get(page.path)), `${site.brief.label}/${page.path}`);
    page.validateErrors = report.results.flatMap((file) => file.messages.filter((message) => message.severity === 2).map((message) => ({ rule: message.ruleId, message: `line ${message.line}: ${message.message}` })));
  }
}
const validatedAt = performance.now();
console.log(`html-validate done in ${seconds(generatedAt, validatedAt)}; axe and page weight in Chromium…`);

// 3. Serve every site from memory under /<label>/ on a free loopback port.
const contentTypes: Record<string, string> = {
  html: 'text/html; charset=utf-8', css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8', json: 'application/json', svg: 'image/svg+xml',
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', ico: 'image/x-icon', woff2: 'font/woff2', woff: 'font/woff',
  xml: 'application/xml', txt: 'text/plain; charset=utf-8',
};
const byLabel = new Map(sites.map((site) => [site.brief.label, site]));
const server = createServer((request, response) => {
  let parts: string[];
  try {
    parts = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname).split('/').slice(1);
  } catch {
    parts = [];
  }
  const [label = '', ...rest] = parts;
  const file = rest.join('/') || byLabel.get(label)?.home || '';
  const body = byLabel.get(label)?.files.get(file);
  if (body === undefined) {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': contentTypes[file.split('.').pop() ?? ''] ?? 'application/octet-stream' });
  response.end(typeof body === 'string' ? body : Buffer.from(body));
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const ownHost = new URL(base).host;
const pageUrl = (site: SiteResult, path: string) => `${base}/${encodeURIComponent(site.brief.label)}/${path.split('/').map(encodeURIComponent).join('/')}`;

// 4. axe-core, page weight and foreign requests in Chromium: one browser, two tabs.
const isPhoto = (url: string, type: string) => /^image\/(?:jpeg|png|webp|avif)/.test(type) && !/(?:favicon|icon|logo)[^/]*$/i.test(new URL(url).pathname);

interface Tracker {
  pending: number;
  sizes: Promise<void>[];
  weight: number;
  photos: number;
  requests: number;
  foreign: Set<string>;
}
const trackers = new WeakMap<Page, Tracker>();
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
await context.addInitScript({ content: axe.source });
await context.route('**/*', (route, request) => {
  const url = new URL(request.url());
  if (url.host === ownHost || !/^(?:https?|wss?):$/.test(url.protocol)) return route.continue();
  try {
    trackers.get(request.frame().page())?.foreign.add(url.href);
  } catch {
    // a request without a frame: refused all the same
  }
  return route.abort('blockedbyclient');
});

function track(page: Page): void {
  const tracker = () => trackers.get(page);
  page.on('request', () => {
    const current = tracker();
    if (current) current.pending += 1;
  });
  const settle = (request: Request, finished: boolean) => {
    const current = tracker();
    if (!current) return;
    current.pending -= 1;
    if (!finished || new URL(request.url()).host !== ownHost) return;
    current.requests += 1;
    current.sizes.push(
      (async () => {
        const response = await request.response();
        const body = await response?.body().catch(() => undefined);
        const size = body?.length ?? 0;
        if (isPhoto(request.url(), response?.headers()['content-type'] ?? '')) current.photos += size;
        else current.weight += size;
      })(),
    );
  };
  page.on('requestfinished', (request) => settle(request, true));
  page.on('requestfailed', (request) => settle(request, false));
}

async function measure(page: Page, site: SiteResult, result: PageResult): Promise<void> {
  const tracker: Tracker = { pending: 0, sizes: [], weight: 0, photos: 0, requests: 0, foreign: new Set() };
  trackers.set(page, tracker);
  try {
    const response = await page.goto(pageUrl(site, result.path), { waitUntil: 'load', timeout: 30_000 });
    if (!response?.ok()) throw new Error(`HTTP ${response?.status() ?? 'no response'}`);
    // Scroll to the end so lazy pictures and scroll-triggered content load and count, then wait for the network.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    for (let waited = 0; waited < 3000 && tracker.pending > 0; waited += 50) await page.waitForTimeout(50);
    await page.waitForTimeout(50);
    await Promise.all(tracker.sizes);
    result.weight = tracker.weight;
    result.photos = tracker.photos;
    result.requests = tracker.requests;
    result.axe = await page.evaluate(async () => {
      const runner = (window as unknown as { axe: typeof axe }).axe;
      const found = await runner.run(document, { resultTypes: ['violations'] });
      return found.violations.map((violation) => ({ id: violation.id, impact: violation.impact ?? 'unknown', nodes: violation.nodes.length }));
    });
  } catch (error) {
    result.failure = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    result.foreign = [...tracker.foreign];
    trackers.delete(page);
  }
}

const jobs = sites.flatMap((site) => site.pages.map((page) => ({ site, page })));
const tabs = await Promise.all([context.newPage(), context.newPage()]);
tabs.forEach(track);
await Promise.all(
  tabs.map(async (tab) => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await measure(tab, job.site, job.page);
  }),
);
await browser.close();
const browsedAt = performance.now();
console.log(`Chromium done in ${seconds(validatedAt, browsedAt)}`);

// 5. Lighthouse mobile (its default preset: a throttled mid-range phone) on a sample of sites.
interface LighthouseRow {
  label: string;
  path: string;
  scores: Record<string, number>;
  failing: string[];
}
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// Pass/fail audits about the host rather than the site (this bench's server neither compresses nor caches).
const serverAudits = new Set(['uses-long-cache-ttl', 'uses-text-compression', 'cache-insight', 'document-latency-insight', 'redirects-http', 'uses-http2']);
const measured = sites.filter((site) => !site.failure);
function lighthouseSites(): SiteResult[] {
  if (lighthouseAll) return measured;
  const templated = measured.filter((site) => site.brief.request.baseTemplate);
  const styled = measured.filter((site) => !site.brief.request.baseTemplate);
  // A template site, a style site and a Russian one first; then evenly spread over the rest.
  const preferred = [templated[0], styled[0], styled.find((site) => /^(?:ru|russian|русский)$/i.test(site.brief.request.site_language ?? ''))];
  const spread = Array.from({ length: lighthouseSample }, (_, index) => measured[Math.round((index * (measured.length - 1)) / Math.max(1, lighthouseSample - 1))]);
  return [...new Set([...preferred, ...spread, ...measured].filter((site): site is SiteResult => site !== undefined))].slice(0, lighthouseSample);
}
function lighthousePages(site: SiteResult): string[] {
  const paths = site.pages.map((page) => page.path);
  const pick = (patterns: RegExp[]) => patterns.map((pattern) => paths.find((path) => path !== site.home && pattern.test(path))).find(Boolean);
  const wanted = [
    site.home,
    pick([/^services\.html$/, /^products\.html$/, /service|product|menu|catalog|pricing/i]),
    pick([/^article-1\.html$/, /article|post|blog-/i]),
    pick([/^contacts?\.html$/, /contact/i]),
    paths.includes(THANK_YOU_PAGE) ? THANK_YOU_PAGE : undefined,
  ];
  return [...new Set(wanted.filter((path): path is string => Boolean(path)))];
}
const lighthouseRows: LighthouseRow[] = [];
const lighthouseTargets = lighthouseSample > 0 || lighthouseAll ? lighthouseSites() : [];
if (lighthouseTargets.length) {
  console.log(`Lighthouse mobile on ${lighthouseTargets.map((site) => site.brief.label).join(', ')}…`);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS],
  });
  try {
    for (const site of lighthouseTargets) {
      for (const path of lighthousePages(site)) {
        const result = await lighthouse(pageUrl(site, path), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
        const lhr = result?.lhr;
        const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr?.categories[id]?.score ?? 0) * 100)]));
        const noindex = path === THANK_YOU_PAGE;
        if (noindex && lhr) scores.seo = seoWithoutNoindex(lhr);
        const failing = Object.values(lhr?.audits ?? {})
          .filter((audit) => !(noindex && audit.id === 'is-crawlable'))
          .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 0.9 && !serverAudits.has(audit.id))
          .map((audit) => audit.id);
        lighthouseRows.push({ label: site.brief.label, path: noindex ? `${path} (noindex: SEO without is-crawlable)` : path, scores, failing });
      }
    }
  } finally {
    chrome.kill();
  }
}
await new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
});
const lighthouseAt = performance.now();

// 6. Report.
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const table = (header: string[], body: (string | number)[][], leftColumns = 1) => {
  const cells = [header, ...body.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  for (const row of cells) console.log(row.map((cell, column) => (column < leftColumns ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
};
const counts = (ids: string[]) => {
  const tally = new Map<string, number>();
  for (const id of ids) tally.set(id, (tally.get(id) ?? 0) + 1);
  return [...tally].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id, count]) => `${id} ${count}`).join(', ');
};

const allPages = sites.flatMap((site) => site.pages.map((page) => ({ site, page })));
const okPages = allPages.filter(({ page }) => !page.failure);
console.log(`${sites.length} sites, ${allPages.length} pages; Chromium desktop 1280x800; weight = every response of the page except JPEG/PNG photos, uncompressed`);
table(
  ['site', 'pages', 'html-validate errors', 'axe violations', 'axe max/page', 'weight max', 'weight median', 'photos max', 'foreign requests'],
  sites.map((site) => {
    if (site.failure) return [site.brief.label, 'generation failed: ' + site.failure];
    const weights = site.pages.map((page) => page.weight);
    const axeCounts = site.pages.map((page) => page.axe.length);
    return [
      site.brief.label,
      site.pages.length,
      site.pages.reduce((sum, page) => sum + page.validateErrors.length, 0),
      axeCounts.reduce((sum, count) => sum + count, 0),
      Math.max(0, ...axeCounts),
      kb(Math.max(0, ...weights)),
      kb(median(weights)),
      kb(Math.max(0, ...site.pages.map((page) => page.photos))),
      site.pages.reduce((sum, page) => sum + page.foreign.length, 0),
    ];
  }),
);
const failedPages = allPages.filter(({ page }) => page.failure);
for (const { site, page } of failedPages) console.log(`! ${site.brief.label}/${page.path} could not be measured: ${page.failure}`);

const validateIds = allPages.flatMap(({ page }) => page.validateErrors.map((error) => error.rule));
const axeByImpact = (impact: string) => okPages.reduce((sum, { page }) => sum + page.axe.filter((violation) => violation.impact === impact).length, 0);
const axeIds = okPages.flatMap(({ page }) => page.axe.map((violation) => `${violation.id} (${violation.impact})`));
console.log(`\nhtml-validate errors by rule: ${counts(validateIds) || 'none'}`);
for (const rule of new Set(validateIds)) {
  const where = allPages.flatMap(({ site, page }) => page.validateErrors.filter((error) => error.rule === rule).map((error) => ({ site, page, error })));
  const first = where[0];
  console.log(`  ${rule} on: ${counts(where.map(({ page }) => page.path))}; e.g. ${first?.site.brief.label}/${first?.page.path} ${first?.error.message}`);
}
console.log(`axe violations by rule (pages): ${counts(axeIds) || 'none'}`);
for (const rule of new Set(okPages.flatMap(({ page }) => page.axe.map((violation) => violation.id)))) {
  console.log(`  ${rule} on: ${counts(okPages.filter(({ page }) => page.axe.some((violation) => violation.id === rule)).map(({ page }) => page.path))}`);
}
console.log(`axe violations by impact: critical ${axeByImpact('critical')}, serious ${axeByImpact('serious')}, moderate ${axeByImpact('moderate')}, minor ${axeByImpact('minor')}`);
const foreign = [...new Set(okPages.flatMap(({ page }) => page.foreign))];
if (foreign.length) console.log(`requests leaving the site: ${foreign.slice(0, 10).join(', ')}${foreign.length > 10 ? ` and ${foreign.length - 10} more` : ''}`);

if (lighthouseRows.length) {
  console.log(`\nLighthouse mobile (${lighthouseAll ? 'every site' : `sample of ${lighthouseTargets.length} site(s)`}):`);
  table(
    ['site', 'page', 'performance', 'accessibility', 'best practices', 'SEO', 'audits below 0.9'],
    lighthouseRows.map((row) => [row.label, row.path, ...categories.map((id) => row.scores[id] ?? 0), row.failing.join(' ')]),
    2,
  );
}

const weights = okPages.map(({ page }) => page.weight);
const maxWeight = Math.max(0, ...weights);
const heaviest = okPages.find(({ page }) => page.weight === maxWeight);
const lighthouseMin = Object.fromEntries(categories.map((id) => [id, Math.min(...lighthouseRows.map((row) => row.scores[id] ?? 0))]));
const axeTotal = okPages.reduce((sum, { page }) => sum + page.axe.length, 0);
const axePages = okPages.filter(({ page }) => page.axe.length).length;
const validateSites = sites.filter((site) => site.pages.some((page) => page.validateErrors.length)).length;
const foreignTotal = okPages.reduce((sum, { page }) => sum + page.foreign.length, 0);

const missed: string[] = [];
const generationFailures = sites.filter((site) => site.failure);
if (generationFailures.length) missed.push(`${generationFailures.length} site(s) failed to generate: ${generationFailures.map((site) => site.brief.label).join(', ')}`);
if (failedPages.length) missed.push(`${failedPages.length} page(s) could not be measured`);
if (validateIds.length) missed.push(`html-validate: ${validateIds.length} error(s) on ${validateSites} site(s) (budget 0)`);
if (axeTotal) missed.push(`axe: ${axeTotal} violation(s) on ${axePages} of ${okPages.length} pages (budget 0)`);
const overweight = okPages.filter(({ page }) => page.weight > budget.weightKb * 1024);
if (overweight.length) missed.push(`weight: ${overweight.length} page(s) over ${budget.weightKb} KB, heaviest ${heaviest?.site.brief.label}/${heaviest?.page.path} ${kb(maxWeight)}`);
if (foreignTotal) missed.push(`foreign requests: ${foreignTotal} (budget 0)`);
for (const row of lighthouseRows) {
  const low = categories.filter((id) => (row.scores[id] ?? 0) < budget.lighthouse);
  if (low.length) missed.push(`Lighthouse ${row.label}/${row.path}: ${low.map((id) => `${id} ${row.scores[id]}`).join(', ')} (budget ${budget.lighthouse})`);
}

console.log(
  `\nSUMMARY ${sites.length} sites, ${allPages.length} pages: html-validate ${validateIds.length} errors (${validateSites} sites); ` +
    `axe ${axeTotal} violations on ${axePages} pages; weight max ${kb(maxWeight)} (${heaviest ? `${heaviest.site.brief.label}/${heaviest.page.path}` : '-'}), median ${kb(median(weights))} (budget ${budget.weightKb} KB); ` +
    `foreign requests ${foreignTotal}; ` +
    (lighthouseRows.length ? `Lighthouse mobile min ${categories.map((id) => `${id} ${lighthouseMin[id]}`).join(', ')} over ${lighthouseRows.length} pages` : 'Lighthouse skipped'),
);
if (missed.length) {
  console.log(`MISSED ${missed.length} budget(s):`);
  for (const line of missed) console.log(`  - ${line}`);
} else {
  console.log('all budgets met');
}
console.log(
  `time: generate ${seconds(started, generatedAt)}, html-validate ${seconds(generatedAt, validatedAt)}, Chromium ${seconds(validatedAt, browsedAt)}, ` +
    `Lighthouse ${seconds(browsedAt, lighthouseAt)}, total ${seconds(started, performance.now())}`,
);
