// How much each generated site's first screen looks like the gallery template it was built on (issue 38):
// `npm run bench -- template-likeness`. Five trades' briefs (scripts/likeness/likeness-briefs.ts) are generated
// on each of the 23 gallery templates in process, served with the originals on 127.0.0.1, and the first screen
// (1366x900) of every home page and every original is shot in Chromium and made a 32x20 z-scored grey thumbnail.
// Prints nearest-own (per trade, how many sites are nearest their own template's original; target ≥ 19/23) and
// close pairs (per trade, pairs of sites closer than 0.6, against the originals' own count), and writes every
// distance to test-artifacts/template-likeness/figures.json.
// Options: --trades bakery,accountant (some of the trades), --limit N (the first N templates),
//          --keep-shots (the PNGs too, under test-artifacts/template-likeness/shots/).
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium.ts';
import { generate } from '../packages/sitegen/src/index.ts';
import { showcaseNow, templateNames } from '../packages/sitegen/test/support/showcase-briefs.ts';
import { firstScreenContext, screenThumbnail, shootFirstScreen } from '../scripts/likeness/first-screen.ts';
import { likenessTrades } from '../scripts/likeness/likeness-briefs.ts';
import { likenessFigures, likenessReport } from '../scripts/likeness/likeness-report.ts';
import type { Thumbnail } from '../scripts/likeness/thumbnail-likeness.ts';

const started = performance.now();
const seconds = (from: number, to = performance.now()) => `${((to - from) / 1000).toFixed(1)} s`;
const { values: options } = parseArgs({ options: { trades: { type: 'string' }, limit: { type: 'string' }, 'keep-shots': { type: 'boolean' } } });
const limit = options.limit === undefined ? Infinity : Number(options.limit);
if (!(limit > 1)) throw new Error('--limit takes a number of templates above 1');
const wantedTrades = options.trades?.split(',').map((name) => name.trim());
const unknownTrade = wantedTrades?.find((name) => !likenessTrades.some((trade) => trade.trade === name));
if (unknownTrade) throw new Error(`--trades: no trade "${unknownTrade}" (the trades: ${likenessTrades.map((trade) => trade.trade).join(', ')})`);
const trades = likenessTrades.filter((trade) => !wantedTrades || wantedTrades.includes(trade.trade));
const templates = templateNames.slice(0, limit);

const repoRoot = path.resolve(import.meta.dirname, '..');
const examplesDir = path.join(repoRoot, 'apps/web/public/examples');
const outDir = path.join(repoRoot, 'test-artifacts/template-likeness');
const shotsDir = path.join(outDir, 'shots');

interface Site {
  trade: string;
  template: string;
  label: string;
  files: ReadonlyMap<string, string | Uint8Array>;
  home: string;
}

// 1. Generate every trade on every template, keeping the files in memory.
const sites: Site[] = [];
const failures: string[] = [];
for (const trade of trades) {
  for (const template of templates) {
    const brief = trade.briefOn(template);
    try {
      const site = (await generate(brief.request, { now: showcaseNow })).sites[0];
      if (!site) throw new Error('no site generated');
      const home = `${brief.request.rename_index ?? 'index'}.html`;
      if (!site.files.has(home)) throw new Error(`no ${home}`);
      sites.push({ trade: trade.trade, template, label: brief.label, files: site.files, home });
    } catch (error) {
      failures.push(`${brief.label}: generation failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
const generatedAt = performance.now();
console.log(`generated ${sites.length}/${trades.length * templates.length} sites (${trades.length} trades on ${templates.length} templates) in ${seconds(started, generatedAt)}`);

// 2. Serve the originals from disk under /examples/ and the sites from memory under /<label>/.
const contentTypes: Record<string, string> = {
  html: 'text/html; charset=utf-8', css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8', json: 'application/json', svg: 'image/svg+xml',
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', ico: 'image/x-icon', woff2: 'font/woff2', woff: 'font/woff',
  xml: 'application/xml', txt: 'text/plain; charset=utf-8',
};
const byLabel = new Map(sites.map((site) => [site.label, site]));
function fileAt(pathname: string): string | Uint8Array | undefined {
  const [first = '', ...rest] = pathname.split('/').slice(1);
  const file = rest.join('/');
  if (first !== 'examples') return byLabel.get(first)?.files.get(file);
  const target = path.resolve(examplesDir, file);
  if (!target.startsWith(examplesDir + path.sep) || !fs.existsSync(target) || !fs.statSync(target).isFile()) return undefined;
  return fs.readFileSync(target);
}
const server = createServer((request, response) => {
  let pathname = '';
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    // a malformed path is simply not found
  }
  const body = fileAt(pathname);
  if (body === undefined) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  response.writeHead(200, { 'content-type': contentTypes[pathname.split('.').pop() ?? ''] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  response.end(typeof body === 'string' ? body : Buffer.from(body));
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// 3. First screens: one browser, two tabs, the originals first.
interface Shot {
  name: string;
  url: string;
  thumbnail?: Thumbnail;
}
const originalShots: Shot[] = templates.map((template) => ({ name: template, url: `${base}/examples/${template}` }));
const siteShots = new Map<Site, Shot>(sites.map((site) => [site, { name: site.label, url: `${base}/${site.label}/${site.home}` }]));
const queue = [...originalShots, ...siteShots.values()];
fs.rmSync(outDir, { recursive: true, force: true });
if (options['keep-shots']) fs.mkdirSync(shotsDir, { recursive: true });

const browser = await launchChromium();
const context = await firstScreenContext(browser, new URL(base).host);
async function shootAll(page: Page): Promise<void> {
  for (let shot = queue.shift(); shot; shot = queue.shift()) {
    try {
      const png = await shootFirstScreen(page, shot.url);
      if (options['keep-shots']) fs.writeFileSync(path.join(shotsDir, `${shot.name.replace(/\.html$/, '')}.png`), png);
      shot.thumbnail = await screenThumbnail(png);
    } catch (error) {
      failures.push(`${shot.name}: first screen failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
}
await Promise.all([shootAll(await context.newPage()), shootAll(await context.newPage())]);
await browser.close();
await new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
});
const shotAt = performance.now();
console.log(`shot ${originalShots.length + siteShots.size} first screens in ${seconds(generatedAt, shotAt)}`);

// 4. The figures.
const thumbnailsOf = (entries: [string, Shot][]) => new Map(entries.flatMap(([name, shot]) => (shot.thumbnail ? [[name, shot.thumbnail] as const] : [])));
const originals = thumbnailsOf(originalShots.map((shot) => [shot.name, shot]));
const figures = likenessFigures(
  originals,
  trades.map((trade) => ({ trade: trade.trade, sites: thumbnailsOf([...siteShots].filter(([site]) => site.trade === trade.trade && originals.has(site.template)).map(([site, shot]) => [site.template, shot])) })),
);
for (const failure of failures) console.log(`! ${failure}`);
console.log('');
for (const line of likenessReport(figures)) console.log(line);
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
console.log(`\nevery distance: ${path.relative(process.cwd(), path.join(outDir, 'figures.json'))}; done in ${seconds(started)}`);
if (failures.length) process.exitCode = 1;
