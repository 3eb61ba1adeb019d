import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { authTexts } from '@sitecraft/shared/auth';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { keepScreenshot, launchChromium, waitForRoute } from './support/chromium.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';
import { escapeRegExp, ru } from './support/catalogue.ts';

const host = 'visited-bakery.com';
const BROWSER_AGENT = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const servers: ProductServer[] = [];
let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.stop();
});

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const outcome = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return outcome.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

/**
 * Publishes a site on a server behind one proxy (TRUST_PROXY=1) and has `visitors` people (each an address of its own
 * in X-Forwarded-For) open its pages `views` times in all, then a crawler and a prefetch; stops the server, which
 * writes the counts, and starts it again on the same data. Returns the restarted server and the site's track_id.
 */
async function visitedSite(views: number, visitors: number): Promise<{ server: ProductServer; trackId: string }> {
  const first = await startProductServer({ TRUST_PROXY: '1' });
  servers.push(first);
  const { token } = (await (await fetch(`${first.url}/api/v1/dev/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as { token: string };
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${first.url}/api/v1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const request = generationRequest([host]);
  await call('/generator', request);
  await expect.poll(async () => (await call(`/generator/status/${request.track_id}`)).status, { timeout: 30_000 }).toBe('completed');
  const url = String((await call(`/sites/${request.track_id}/publication`, { host })).url);
  for (let index = 0; index < views; index += 1) {
    const page = index % 3 === 0 ? `${url}about.html` : url;
    const headers = { 'user-agent': BROWSER_AGENT, 'x-forwarded-for': `203.0.113.${(index % visitors) + 1}`, ...(index % 4 === 0 ? { referer: 'https://search.example/?q=bakery' } : {}) };
    expect((await fetch(page, { headers })).status).toBe(200);
  }
  await fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
  await fetch(url, { headers: { 'user-agent': BROWSER_AGENT, 'sec-purpose': 'prefetch' } });
  await first.stop();
  const second = await startProductServer({ DATA_DIR: first.dataDir });
  servers.push(second);
  return { server: second, trackId: request.track_id };
}

describe('visit statistics in My sites', () => {
  it('shows 30 days as a chart and, on request, as a table, with the top pages and referrers; axe finds nothing at 1280 and 390 px', async () => {
    const { server, trackId } = await visitedSite(120, 12);
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/#/login`);
    await page.getByRole('button', { name: authTexts.devLogin }).click();
    await waitForRoute(page, /^#\/builder$/);

    await page.getByRole('banner').getByRole('link', { name: ru('common:mySites') }).click();
    await page.getByRole('article', { name: host }).getByRole('link', { name: `${ru('sites:visitStats.link')} ${host}` }).click();
    await waitForRoute(page, new RegExp(`^#/sites/${trackId}/${host.replaceAll('.', '\\.')}/stats$`));
    await page.getByRole('heading', { level: 1, name: ru('sites:visitStats.title', { host }) }).waitFor();

    const figures = page.getByRole('definition');
    await expect.poll(() => figures.allInnerTexts()).toEqual(['120', '12']);
    const chart = page.getByRole('img', { name: new RegExp(`^${escapeRegExp(ru('sites:visitStats.chartSummary', { count: 120, busiest: ru('sites:visitStats.busiest', { day: '\u0000', views: 0 }) }).split('\u0000')[0]!)}`) });
    await chart.waitFor();
    // 30 days, each a bar of views and one of visitors; today's are as tall as 120 and 12 on the chart's scale.
    expect(await chart.locator('rect').count()).toBe(60);
    const todayBars = chart.locator('g').last().locator('rect');
    const [viewsHeight, visitorsHeight] = [Number(await todayBars.nth(0).getAttribute('height')), Number(await todayBars.nth(1).getAttribute('height'))];
    expect(viewsHeight / visitorsHeight).toBeCloseTo(10, 5);
    await keepScreenshot(page, 'site-stats-chart');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: ru('sites:visitStats.table') }).click();
    await expect(page.getByRole('button', { name: ru('sites:visitStats.table') }).getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await chart.count()).toBe(0);
    const days = page.getByRole('table', { name: ru('sites:visitStats.daysTitle') });
    expect(await days.getByRole('row').count()).toBe(31);
    // The Russian screen writes the day as Intl does in Russian.
    const today = new Intl.DateTimeFormat('ru', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.now());
    expect(await days.getByRole('row').last().getByRole('cell').allInnerTexts()).toEqual(['120', '12']);
    expect(await days.getByRole('row').last().getByRole('rowheader').innerText()).toBe(today);

    const pages = page.getByRole('table', { name: ru('sites:visitStats.pagesTitle') });
    expect(await pages.getByRole('row').allInnerTexts()).toEqual([expect.stringMatching(new RegExp(`^${ru('sites:visitStats.page')}\\s+${ru('sites:visitStats.views')}$`)), expect.stringMatching(/^\/\s+80$/), expect.stringMatching(/^\/about\.html\s+40$/)]);
    const referrers = page.getByRole('table', { name: ru('sites:visitStats.referrersTitle') });
    expect(await referrers.getByRole('row').allInnerTexts()).toEqual([expect.stringMatching(new RegExp(`^${ru('sites:visitStats.referrer')}\\s+${ru('sites:visitStats.views')}$`)), expect.stringMatching(/^search\.example\s+30$/)]);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(axeViolations(page), `width ${width}`).resolves.toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: ru('sites:visitStats.chart') }).click();
    await chart.waitFor();
    await keepScreenshot(page, 'site-stats-phone-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
