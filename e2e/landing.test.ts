import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { templateCatalogue, templateCategories } from '@sitecraft/shared/templates';
import { useBrowserSession } from './support/browser-session.ts';
import { en } from './support/catalogue.ts';
import { keepScreenshot, keepViewportScreenshot, waitForRoute } from './support/chromium.ts';

// The landing's texts the spec quotes are English: this file browses in English (the Russian ones are in interface-language.test.ts).
const session = useBrowserSession({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
const { open } = session;
const signIn = () => session.signInAsDevAdmin();

describe('landing', () => {
  it('shows every section: hero, 6 features with Instant Publishing available (no longer coming soon), 3 steps, 23 templates, 3 testimonials, a call to action, a footer', async () => {
    await open('/landing');
    await session.page.getByRole('heading', { level: 1, name: /under 3 minutes/ }).waitFor();
    const featureCards = session.page.getByRole('region', { name: 'Everything a small business site needs' }).getByRole('listitem');
    await expect(featureCards.count()).resolves.toBe(6);
    await expect(featureCards.filter({ hasText: 'Instant Publishing' }).count()).resolves.toBe(1);
    await expect(featureCards.getByText('Coming soon').count()).resolves.toBe(0);
    await expect(session.page.getByRole('region', { name: 'How it works' }).getByRole('listitem').count()).resolves.toBe(3);
    const gallery = session.page.getByRole('region', { name: 'Made with AI' });
    await expect(gallery.getByRole('listitem').count()).resolves.toBe(23);
    for (const category of Object.keys(templateCategories)) await expect(gallery.getByText(en(`landing:categories.${category}`), { exact: true }).first().isVisible()).resolves.toBe(true);
    await expect(session.page.getByRole('region', { name: /Loved by people/ }).getByRole('figure').count()).resolves.toBe(3);
    await expect(session.page.getByRole('region', { name: 'Your website is 3 minutes away' }).isVisible()).resolves.toBe(true);
    await expect(session.page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    await keepScreenshot(session.page, 'landing-1440');
  });

  it('the call to action at the end is readable: axe finds no colour-contrast problem there, wide or narrow', async () => {
    for (const width of [1440, 390]) {
      const audited = await session.browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true, locale: 'en-US' });
      await audited.goto(`${session.server.url}/#/landing`);
      const cta = audited.getByRole('region', { name: 'Your website is 3 minutes away' });
      const button = cta.getByRole('button', { name: 'Start Building Now' });
      await button.scrollIntoViewIfNeeded();
      const colours = await button.evaluate((element) => ({ text: getComputedStyle(element).color, background: getComputedStyle(element).backgroundColor }));
      expect(colours.text, 'white text on a white button').not.toBe(colours.background);
      await audited.addScriptTag({ content: axe.source });
      const problems = await audited.evaluate(async () => {
        const result = await (window as unknown as { axe: typeof axe }).axe.run(
          { include: [['section[aria-labelledby="cta-title"]']] },
          { runOnly: { type: 'rule', values: ['color-contrast'] } },
        );
        const targets = (found: typeof result.passes) => found.flatMap((rule) => rule.nodes.map((node) => node.html));
        return { violations: targets(result.violations), passes: targets(result.passes) };
      });
      expect(problems.violations, `width ${width}`).toEqual([]);
      // The button sits on its own white background, so axe can measure it (the gradient behind the text it cannot).
      expect(problems.passes.some((html) => html.startsWith('<button') && html.includes('Start Building Now')), JSON.stringify(problems.passes)).toBe(true);
      await audited.close();
    }
  });

  it('every gallery preview image loads', async () => {
    await open('/landing');
    const images = session.page.getByRole('region', { name: 'Made with AI' }).locator('img');
    await images.last().scrollIntoViewIfNeeded();
    for (const template of templateCatalogue) {
      const status = await session.page.evaluate(async (src) => (await fetch(src)).status, template.previewImage);
      expect(status, template.previewImage).toBe(200);
    }
  });

  it('on a 390 px phone the gallery has two columns of readable cards with 3:2 images, and the page stays short', async () => {
    await session.page.setViewportSize({ width: 390, height: 844 });
    await open('/landing');
    await session.page.getByRole('heading', { level: 1 }).waitFor();
    const cards = session.page.getByRole('region', { name: 'Made with AI' }).getByRole('listitem');
    await expect(cards.count()).resolves.toBe(23);
    const boxes = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number }));
    const columns = new Set(boxes.map((box) => Math.round(box.x)));
    const rows = new Set(boxes.map((box) => Math.round(box.y)));
    expect(columns.size).toBe(2);
    expect(rows.size).toBe(12);
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(390);
    const images = await cards.locator('img').evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map((box) => box.width / box.height));
    for (const ratio of images) expect(ratio).toBeCloseTo(1.5, 1);
    const fontSizes = await cards.first().locator('h3, p, span').evaluateAll((items) => items.map((item) => parseFloat(getComputedStyle(item).fontSize)));
    for (const size of fontSizes) expect(size).toBeGreaterThanOrEqual(12);
    // One card a row made this page about 15,000 px long.
    expect(await session.page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(10_000);
    expect(await session.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await session.page.evaluate(() => document.getElementById('templates')?.scrollIntoView({ behavior: 'instant' }));
    await cards.nth(5).locator('img').evaluate((image) => (image as HTMLImageElement).decode().catch(() => undefined));
    await keepViewportScreenshot(session.page, 'landing-390-gallery');
  });

  it('logged out: Start Building Now goes to /login, Try for Free to /register, Create your website through the guard to /login', async () => {
    await open('/landing');
    await session.page.getByRole('button', { name: 'Start Building Now' }).first().click();
    await waitForRoute(session.page, /^#\/login$/);
    await open('/landing');
    await session.page.getByRole('link', { name: 'Try for Free' }).first().click();
    await waitForRoute(session.page, /^#\/register$/);
    await open('/landing');
    await session.page.getByRole('link', { name: 'Create your website' }).click();
    await waitForRoute(session.page, /^#\/login$/);
  });

  it('logged in: Start Building Now and Create your website go to /builder', async () => {
    await signIn();
    await open('/landing');
    await session.page.getByRole('button', { name: 'Start Building Now' }).first().click();
    await waitForRoute(session.page, /^#\/builder$/);
    await open('/landing');
    await session.page.getByRole('link', { name: 'Create your website' }).click();
    await waitForRoute(session.page, /^#\/builder$/);
  });

  it('/landing#templates scrolls the gallery into view, from the address and from the header link', async () => {
    await open('/landing#templates');
    const gallery = session.page.getByRole('heading', { name: 'Made with AI' });
    await expect.poll(async () => (await gallery.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await gallery.boundingBox())!.y).toBeLessThan(900);
    // Smooth scrolling may still be under way when the heading enters the viewport.
    await expect.poll(() => session.page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(500);
    await open('/login');
    await session.page.getByRole('navigation', { name: en('common:mainMenu') }).getByRole('link', { name: 'Templates' }).click();
    await waitForRoute(session.page, /^#\/landing#templates$/);
    await expect.poll(() => session.page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(500);
  });
});

describe('template preview', () => {
  it('a card opens the template in a frame sandboxed with allow-scripts and without allow-same-origin', async () => {
    await open('/landing#templates');
    await session.page.getByRole('link', { name: /Prism 3D/ }).click();
    await waitForRoute(session.page, /^#\/template\/7\.html$/);
    const frame = session.page.locator('iframe');
    await frame.waitFor();
    const sandbox = (await frame.getAttribute('sandbox')) ?? '';
    expect(sandbox.split(/\s+/)).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    await session.page.frameLocator('iframe').getByRole('heading', { level: 1 }).waitFor();
    await expect(session.page.getByRole('link', { name: 'Open in new tab' }).getAttribute('href')).resolves.toBe('/examples/7.html');
    await keepScreenshot(session.page, 'template-preview-7');
  });

  it('create based on this template reaches /builder carrying baseTemplate', async () => {
    await signIn();
    await open('/template/aurora-3d.html');
    await session.page.getByRole('button', { name: 'Create based on this template' }).click();
    await waitForRoute(session.page, /^#\/builder$/);
    const state = await session.page.evaluate(() => (window.history.state as { usr?: { baseTemplate?: string } } | null)?.usr);
    expect(state).toEqual({ baseTemplate: 'aurora-3d.html' });
  });

  it('back returns to the gallery', async () => {
    await open('/template/3.html');
    await session.page.getByRole('link', { name: /Back to templates/ }).click();
    await waitForRoute(session.page, /^#\/landing#templates$/);
  });

  it.each(['nope.html', '..%2F..%2Fpackage.json', '..%2Findex.html', '1.html%2F..%2F..%2Fsecret'])('the name %s shows the not-found screen with a Back button', async (name) => {
    await open(`/template/${name}`);
    await session.page.getByRole('heading', { name: `${en('templates:notFound')}${decodeURIComponent(name)}` }).waitFor();
    await session.page.getByRole('button', { name: en('templates:back') }).click();
    await waitForRoute(session.page, /^#\/landing#templates$/);
  });

  it('the server answers 404 for anything outside the examples folder', async () => {
    for (const probe of ['/examples/../package.json', '/examples/%2e%2e/%2e%2e/package.json', '/examples/..%2f..%2fpackage.json', '/examples/nope.html']) {
      const response = await fetch(`${session.server.url}${probe}`);
      expect(response.status, probe).toBeGreaterThanOrEqual(400);
      expect(await response.text()).not.toContain('"workspaces"');
    }
  });
});

describe('code splitting', () => {
  it('the landing route loads no builder, admin or screenshot code', async () => {
    const scripts: string[] = [];
    session.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await open('/landing');
    await session.page.getByRole('heading', { level: 1 }).waitFor();
    await session.page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /builder|admin|screenshot|wizard|generation/.test(script))).toEqual([]);
    // The builder and the admin tools exist as chunks of their own, so the check above looks at real names.
    const built = fs.readdirSync(path.resolve(import.meta.dirname, '../apps/web/dist/assets'));
    expect(built.some((file) => /^builder-page-.*\.js$/.test(file))).toBe(true);
    expect(built.some((file) => /^screenshot-admin-page-.*\.js$/.test(file))).toBe(true);
  });
});
