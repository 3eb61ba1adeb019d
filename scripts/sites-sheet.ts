// `npm run sites:sheet`: generates the showcase sites (the bakery brief on each of the 23 gallery templates,
// and the 12 style briefs without a template) into test-artifacts/sheet/sites/<label>/, screenshots each home
// page (desktop 1280x800, phone 390x844) and each template's own page in Chromium, and composes one contact
// sheet of them: test-artifacts/sheet/contact-sheet.png (and .html). Each template and the site built on it are
// also shot at 1366x900, the first screen that issue 38's likeness measures: the sheet shows the two side by side
// and the run ends with the bakery's nearest-own and close-pairs figures (all five trades: the template-likeness bench).
// Options: --only templates|styles, --limit N (the first N of each group).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { findTemplate } from '../packages/shared/src/templates/catalogue.ts';
import { generate } from '../packages/sitegen/src/index.ts';
import { showcaseNow, styleBriefs, templateShowcase, templateNames } from '../packages/sitegen/test/support/showcase-briefs.ts';
import type { ShowcaseBrief } from '../packages/sitegen/test/support/showcase-briefs.ts';
import { launchChromium } from '../e2e/support/chromium.ts';
import { firstScreenViewport, screenThumbnail, seedPageRandom, shootFirstScreen } from './likeness/first-screen.ts';
import { likenessFigures, likenessReport } from './likeness/likeness-report.ts';
import type { OwnLikeness, Thumbnail } from './likeness/thumbnail-likeness.ts';

const started = performance.now();
const { values: options } = parseArgs({ options: { only: { type: 'string' }, limit: { type: 'string' } } });
if (options.only && options.only !== 'templates' && options.only !== 'styles') throw new Error('--only takes "templates" or "styles"');
const limit = options.limit === undefined ? Infinity : Number(options.limit);
if (!(limit > 0)) throw new Error('--limit takes a positive number');

const repoRoot = path.resolve(import.meta.dirname, '..');
const examplesDir = path.join(repoRoot, 'apps/web/public/examples');
const outDir = path.join(repoRoot, 'test-artifacts/sheet');
const sitesDir = path.join(outDir, 'sites');
const shotsDir = path.join(outDir, 'shots');

const desktop = { width: 1280, height: 800, clip: 1600 };
const phone = { width: 390, height: 844, clip: 1400 };
/** Tile sizes on the sheet: desktop and first-screen shots at 400 px wide (1600 px tall -> 500), phone shots at 180 px wide. */
const tile = { desktop: 400, phone: 180 };

interface Row {
  brief: ShowcaseBrief;
  /** The gallery template the row is built on. */
  template?: string;
  home?: string;
  fileCount?: number;
  homeBytes?: number;
  generateMs?: number;
  blocked: Set<string>;
  problems: string[];
  /** Likeness thumbnails of the first screens of the template's original and of the site. */
  thumbnails: { original?: Thumbnail; site?: Thumbnail };
  likeness?: OwnLikeness;
}

const rows: Row[] = [];
if (options.only !== 'styles') rows.push(...templateNames.slice(0, limit).map((name) => ({ brief: templateShowcase(name), template: name, blocked: new Set<string>(), problems: [], thumbnails: {} })));
if (options.only !== 'templates') rows.push(...styleBriefs.slice(0, limit).map((brief) => ({ brief, blocked: new Set<string>(), problems: [], thumbnails: {} })));

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(shotsDir, { recursive: true });

// 1. Generate every site and write all of its files.
for (const row of rows) {
  const begin = performance.now();
  try {
    const result = await generate(row.brief.request, { now: showcaseNow });
    row.generateMs = performance.now() - begin;
    const site = result.sites[0];
    if (!site) throw new Error('no site generated');
    const dir = path.join(sitesDir, row.brief.label);
    for (const [file, content] of site.files) {
      const target = path.join(dir, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
    }
    const pages = [...site.files.keys()].filter((file) => file.endsWith('.html'));
    const wanted = `${row.brief.request.rename_index ?? 'index'}.html`;
    row.home = pages.includes(wanted) ? wanted : pages[0];
    row.fileCount = site.files.size;
    row.homeBytes = row.home ? Buffer.byteLength(site.files.get(row.home) ?? '') : undefined;
    if (!row.home) row.problems.push('no HTML page');
  } catch (error) {
    row.problems.push(`generation failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
const generatedAt = performance.now();
console.log(`generated ${rows.filter((row) => row.home).length}/${rows.length} sites in ${((generatedAt - started) / 1000).toFixed(1)} s`);

// 2. Serve the sites, the gallery templates and the sheet itself on a free loopback port.
const mounts: [string, string][] = [['/sites/', sitesDir], ['/examples/', examplesDir], ['/', outDir]];
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8',
};
const server = createServer((request, response) => {
  const send = (status: number, body: string | Buffer, type = 'text/plain; charset=utf-8') => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  };
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    return send(400, 'bad path');
  }
  const mount = mounts.find(([prefix]) => pathname.startsWith(prefix));
  if (!mount) return send(404, 'not found');
  const root = path.resolve(mount[1]);
  let target = path.resolve(root, pathname.slice(mount[0].length));
  if (target !== root && !target.startsWith(root + path.sep)) return send(403, 'forbidden');
  if (fs.existsSync(target) && fs.statSync(target).isDirectory()) target = path.join(target, 'index.html');
  if (!fs.existsSync(target)) return send(404, 'not found');
  send(200, fs.readFileSync(target), types[path.extname(target).toLowerCase()] ?? 'application/octet-stream');
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const ownHost = new URL(base).host;

// 3. Screenshots: one browser, two workers (each one desktop and one phone tab, one page loading at a time).
const browser = await launchChromium();
const blockedBy = new WeakMap<Page, Set<string>>();
async function newContext(viewport: { width: number; height: number }, mobile: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: mobile, hasTouch: mobile, reducedMotion: 'reduce' });
  // Nothing may leave the machine: requests to any other host are refused and noted on the row.
  await context.route('**/*', (route, request) => {
    const url = new URL(request.url());
    if (url.host === ownHost || !/^https?:$/.test(url.protocol)) return route.continue();
    try {
      blockedBy.get(request.frame().page())?.add(url.href);
    } catch {
      // a request without a frame (a service worker's): refused all the same
    }
    return route.abort('blockedbyclient');
  });
  return context;
}
const desktopContext = await newContext(desktop, false);
const phoneContext = await newContext(phone, true);
const firstScreenContext = await newContext(firstScreenViewport, false);
await seedPageRandom(firstScreenContext);

interface Shot {
  row: Row;
  kind: 'desktop' | 'phone' | 'template' | 'template-first-screen' | 'first-screen';
  url: string;
  file: string;
}
const shots: Shot[] = rows.flatMap((row) => {
  const list: Shot[] = [];
  const label = row.brief.label;
  if (row.template) {
    const url = `${base}/examples/${row.template}`;
    list.push({ row, kind: 'template', url, file: `${label}-template.png` }, { row, kind: 'template-first-screen', url, file: `${label}-template-first-screen.png` });
  }
  if (row.home) {
    const url = `${base}/sites/${label}/${row.home}`;
    list.push({ row, kind: 'desktop', url, file: `${label}-desktop.png` }, { row, kind: 'phone', url, file: `${label}-phone.png` });
    if (row.template) list.push({ row, kind: 'first-screen', url, file: `${label}-first-screen.png` });
  }
  return list;
});
const done = new Set<string>();

async function shootForLikeness(page: Page, shot: Shot): Promise<void> {
  const blocked = new Set<string>();
  blockedBy.set(page, blocked);
  const png = await shootFirstScreen(page, shot.url);
  fs.writeFileSync(path.join(shotsDir, shot.file), png);
  shot.row.thumbnails[shot.kind === 'first-screen' ? 'site' : 'original'] = await screenThumbnail(png);
  for (const url of blocked) shot.row.blocked.add(url);
}

async function shoot(page: Page, shot: Shot): Promise<void> {
  const size = shot.kind === 'phone' ? phone : desktop;
  const blocked = new Set<string>();
  blockedBy.set(page, blocked);
  // A tab in the background gets no animation frames: bring it forward before loading.
  await page.bringToFront();
  const response = await page.goto(shot.url, { waitUntil: 'load', timeout: 30_000 });
  if (!response?.ok()) throw new Error(`HTTP ${response?.status() ?? 'no response'}`);
  // Scroll through the part we keep so reveal-on-scroll blocks and lazy pictures appear, then back to the top.
  // (No named functions inside: tsx would wrap them in a helper the page does not have.)
  await page.evaluate(async (clip) => {
    await document.fonts.ready;
    for (let y = 0; y < clip; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    }
    // Only pictures in the kept part: lazy ones further down never load, and waiting for them would time out.
    const pending = [...document.images].filter((image) => !image.complete && image.getBoundingClientRect().top + window.scrollY < clip);
    const loaded = Promise.all(pending.map((image) => new Promise((resolve) => {
      image.addEventListener('load', resolve, { once: true });
      image.addEventListener('error', resolve, { once: true });
    })));
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 1500))]);
    window.scrollTo({ top: 0, behavior: 'instant' });
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  }, size.clip);
  await page.waitForTimeout(150);
  const height = await page.evaluate(() => Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0, window.innerHeight));
  await page.screenshot({ path: path.join(shotsDir, shot.file), fullPage: true, clip: { x: 0, y: 0, width: size.width, height: Math.min(size.clip, height) }, animations: 'disabled' });
  for (const url of blocked) shot.row.blocked.add(url);
}

const queue = [...shots];
async function worker(): Promise<void> {
  const pages = { desktop: await desktopContext.newPage(), phone: await phoneContext.newPage(), firstScreen: await firstScreenContext.newPage() };
  for (let shot = queue.shift(); shot; shot = queue.shift()) {
    try {
      if (shot.kind === 'first-screen' || shot.kind === 'template-first-screen') await shootForLikeness(pages.firstScreen, shot);
      else await shoot(shot.kind === 'phone' ? pages.phone : pages.desktop, shot);
      done.add(shot.file);
    } catch (error) {
      shot.row.problems.push(`${shot.kind} screenshot failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  await pages.desktop.close();
  await pages.phone.close();
  await pages.firstScreen.close();
}
await Promise.all([worker(), worker()]);
const shotAt = performance.now();
console.log(`took ${done.size}/${shots.length} screenshots in ${((shotAt - generatedAt) / 1000).toFixed(1)} s`);

// 4. Issue 38's likeness: each site's first screen against the first screens of all the templates' originals.
const originals = new Map(rows.flatMap((row) => (row.template && row.thumbnails.original ? [[row.template, row.thumbnails.original] as const] : [])));
const bakerySites = new Map(rows.flatMap((row) => (row.template && row.thumbnails.site && originals.has(row.template) ? [[row.template, row.thumbnails.site] as const] : [])));
const likeness = originals.size > 1 ? likenessFigures(originals, [{ trade: 'bakery', sites: bakerySites }]) : undefined;
for (const site of likeness?.trades[0]?.sites ?? []) {
  const row = rows.find((candidate) => candidate.template === site.template);
  if (row) row.likeness = site;
}

// 5. The contact sheet: an HTML page of the scaled-down screenshots, screenshotted full-page.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const kb = (bytes: number | undefined) => (bytes === undefined ? '?' : `${(bytes / 1024).toFixed(1)} KB`);
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).stdout.trim() || 'unknown';

function image(file: string, width: number, alt: string): string {
  if (!done.has(file)) return `<div class="missing" style="width:${width}px">no screenshot</div>`;
  return `<a href="shots/${file}"><img src="shots/${file}" width="${width}" alt="${escapeHtml(alt)}"></a>`;
}

function likenessText(row: Row): string {
  const site = row.likeness;
  if (!site) return 'not measured';
  if (site.nearestIsOwn) return `nearest to its own template (${site.ownDistance.toFixed(2)})`;
  const nearest = findTemplate(site.nearest.name);
  return `own template at ${site.ownDistance.toFixed(2)}; nearer: <b>${escapeHtml(site.nearest.name)}</b> ${escapeHtml(nearest?.title ?? '')} at ${site.nearest.distance.toFixed(2)}`;
}

/** The template's and the site's first screens side by side, under the row's full shots. */
function firstScreensHtml(row: Row): string {
  const { label } = row.brief;
  return `<div class="info"><p><b>first screen</b> 1366×900: ${likenessText(row)}</p></div>
  <div class="cell">${image(`${label}-template-first-screen.png`, tile.desktop, `${row.template} first screen`)}</div>
  <div class="cell">${image(`${label}-first-screen.png`, tile.desktop, `${label} home page, first screen`)}</div>`;
}

function rowHtml(row: Row): string {
  const { label, request } = row.brief;
  const entry = row.template ? findTemplate(row.template) : undefined;
  const facts = [
    entry ? `template <b>${escapeHtml(row.template ?? '')}</b> ${escapeHtml(entry.title)}` : '',
    `${escapeHtml(request.site_theme ?? '')}, ${escapeHtml(request.site_language ?? '')}`,
    escapeHtml(request.domain_name),
    row.home ? `${row.fileCount} files, home ${kb(row.homeBytes)}, ${row.generateMs?.toFixed(0)} ms` : '',
  ].filter(Boolean);
  const warnings = [...row.problems, ...(row.blocked.size ? [`${row.blocked.size} request(s) to other hosts blocked: ${[...row.blocked].slice(0, 3).join(', ')}`] : [])];
  const left = row.template
    ? image(`${label}-template.png`, tile.desktop, `${row.template} as published in the gallery`)
    : `<div class="style-card"><span>no template</span>${escapeHtml(request.design_style || 'no style')}<small>${escapeHtml(request.features ?? '')}</small></div>`;
  const site = row.home ? `sites/${label}/${row.home}` : '';
  return `<section class="row">
  <div class="info"><h2>${site ? `<a href="${site}">${escapeHtml(label)}</a>` : escapeHtml(label)}</h2><p>${facts.join('<br>')}</p>${warnings.map((warning) => `<p class="warn">${escapeHtml(warning)}</p>`).join('')}</div>
  <div class="cell">${left}</div>
  <div class="cell">${image(`${label}-desktop.png`, tile.desktop, `${label} home page, desktop`)}</div>
  <div class="cell phone">${image(`${label}-phone.png`, tile.phone, `${label} home page, phone`)}</div>
  ${row.template ? firstScreensHtml(row) : ''}
</section>`;
}

const sheetWidth = 240 + tile.desktop * 2 + tile.phone + 3 * 16 + 2 * 24;
const sheetHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>SiteCraft showcase contact sheet</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; padding: 24px; width: ${sheetWidth}px; font: 14px/1.4 system-ui, 'DejaVu Sans', sans-serif; color: #111; background: #e9ebef; }
  h1 { font-size: 26px; margin: 0 0 4px; }
  .meta { margin: 0 0 16px; color: #444; }
  .row, .head { display: grid; grid-template-columns: 240px ${tile.desktop}px ${tile.desktop}px ${tile.phone}px; gap: 16px; align-items: start; }
  .head { font-weight: 700; font-size: 15px; padding: 0 0 8px; border-bottom: 2px solid #111; }
  .row { padding: 16px 0; border-bottom: 1px solid #b9bec8; }
  .info h2 { font-size: 22px; margin: 0 0 6px; word-break: break-word; }
  .info h2 a { color: #111; }
  .info p { margin: 0 0 6px; font-size: 14px; color: #333; word-break: break-word; }
  .info .warn { color: #a40000; font-weight: 600; }
  .cell img { display: block; background: #fff; box-shadow: 0 1px 3px rgb(0 0 0 / 35%); }
  .cell:nth-child(2), .cell:nth-child(3) { height: ${(desktop.clip * tile.desktop) / desktop.width}px; }
  .cell:nth-child(2), .cell:nth-child(3) { overflow: hidden; }
  .cell.phone { grid-row: span 2; }
  .missing { height: 120px; display: grid; place-items: center; background: #f7d7d7; color: #a40000; font-weight: 700; }
  .style-card { height: 100%; padding: 24px; background: #fff; font-size: 26px; font-weight: 700; line-height: 1.25; box-shadow: 0 1px 3px rgb(0 0 0 / 35%); }
  .style-card span { display: block; font-size: 13px; font-weight: 400; color: #666; text-transform: uppercase; letter-spacing: .08em; margin-bottom: 12px; }
  .style-card small { display: block; margin-top: 16px; font-size: 17px; font-weight: 400; color: #333; }
</style>
</head>
<body>
<h1>SiteCraft showcase: ${rows.length} sites</h1>
<p class="meta">Generated ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC from commit ${escapeHtml(commit)} plus any uncommitted changes. Desktop 1280×800, top 1600 px; phone 390×844, top 1400 px; first screens 1366×900${likeness ? ` (issue 38: ${likeness.trades[0]?.nearestOwn}/${likeness.all.sites} nearest to their own template; close pairs ${likeness.trades[0]?.closePairs.length}/${likeness.trades[0]?.pairs}, originals ${likeness.originals.closePairs.length}/${likeness.originals.pairs})` : ''}. Click a tile for the full screenshot, a label for the site.</p>
<div class="head"><div>site</div><div>gallery template (as published)</div><div>generated, desktop</div><div>generated, phone</div></div>
${rows.map(rowHtml).join('\n')}
</body>
</html>
`;
fs.writeFileSync(path.join(outDir, 'contact-sheet.html'), sheetHtml);
const sheetPage = await browser.newPage({ viewport: { width: sheetWidth, height: 900 }, deviceScaleFactor: 1 });
await sheetPage.goto(`${base}/contact-sheet.html`, { waitUntil: 'load' });
await sheetPage.screenshot({ path: path.join(outDir, 'contact-sheet.png'), fullPage: true });
await browser.close();
await new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
});

const relative = (file: string) => path.relative(process.cwd(), file) || '.';
const problems = rows.filter((row) => row.problems.length || row.blocked.size);
for (const row of problems) {
  console.log(`! ${row.brief.label}: ${[...row.problems, ...(row.blocked.size ? [`${row.blocked.size} request(s) to other hosts blocked`] : [])].join('; ')}`);
}
console.log(`sites:         ${relative(sitesDir)}/<label>/ (${rows.length})`);
console.log(`screenshots:   ${relative(shotsDir)}/ (${done.size})`);
console.log(`contact sheet: ${relative(path.join(outDir, 'contact-sheet.png'))} (${kb(fs.statSync(path.join(outDir, 'contact-sheet.png')).size)}) and contact-sheet.html`);
if (likeness) {
  console.log('');
  for (const line of likenessReport(likeness)) console.log(line);
  console.log('');
}
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s (sheet ${((performance.now() - shotAt) / 1000).toFixed(1)} s)`);
// A site that failed to generate or a screenshot that failed is an error; blocked foreign requests are only reported.
if (rows.some((row) => row.problems.length)) process.exitCode = 1;
