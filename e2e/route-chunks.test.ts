import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authTexts } from '@sitecraft/shared/auth';
import { useBrowserSession } from './support/browser-session.ts';
import { keepScreenshot, waitForRoute } from './support/chromium.ts';
import { en, ru } from './support/catalogue.ts';

const session = useBrowserSession({ viewport: { width: 1280, height: 800 } });
const { open } = session;

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const built = fs.readdirSync(path.join(dist, 'assets'));
/** The scripts index.html names: the entry and what it preloads; everything else is a page loaded on demand. */
const entryScripts = [...fs.readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
/** The file of a chunk by the start of its name, e.g. `login-page`. */
const chunk = (name: string) => {
  const file = built.find((candidate) => candidate.startsWith(`${name}-`) && candidate.endsWith('.js'));
  if (!file) throw new Error(`no ${name} chunk in the build (files: ${built.join(', ')})`);
  return `/assets/${file}`;
};

/** Records the path of every script the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

describe('the landing route downloads only its own code', () => {
  it('opening /landing requests the entry and its language’s texts alone: no page, router, i18next, form, schema or data-fetching chunk, nor the other language', async () => {
    const scripts = recordScripts(session.page);
    await open('/landing');
    await session.page.getByRole('heading', { level: 1, name: new RegExp(ru('landing:heroTitleHighlight')) }).waitFor();
    await session.page.waitForLoadState('networkidle');
    expect(entryScripts.length).toBeGreaterThan(0);
    // A Russian browser: the shell's and the landing's Russian catalogues, each a chunk of its own.
    const catalogues = scripts.filter((script) => !entryScripts.includes(script));
    expect(catalogues.map((script) => /^\/assets\/([a-z]+)-/.exec(script)?.[1]).sort()).toEqual(['common', 'landing']);
    for (const script of catalogues) expect(fs.readFileSync(path.join(dist, script), 'utf8')).toMatch(/\p{Script=Cyrillic}/u);
    expect(fs.readFileSync(path.join(dist, catalogues.find((script) => script.includes('/landing-'))!), 'utf8')).not.toContain(en('landing:startBuilding'));
    // The pages the landing leads to, the router and the pages' i18next exist as chunks of their own, so the check
    // above looks at real names.
    for (const page of ['login-page', 'register-page', 'builder-page', 'admin-page', 'screenshot-admin-page', 'query-provider', 'router', 'i18n']) expect(chunk(page)).toMatch(/\.js$/);
  });

  it('the entry holds no other feature and none of their libraries (forms, zod, TanStack Query, screenshots), nor the router or i18next, which come with the first other page', () => {
    // The bundler's own module runtime is the one script without a source map.
    const mapped = entryScripts.filter((script) => !/^\/assets\/rolldown-runtime-/.test(script));
    const sources = mapped.flatMap((script) => (JSON.parse(fs.readFileSync(path.join(dist, `${script}.map`), 'utf8')) as { sources: string[] }).sources);
    expect(sources.length).toBeGreaterThan(0);
    const foreign = sources.filter((source) => /node_modules\/(?:zod|react-hook-form|@hookform|@tanstack|html2canvas-pro|modern-screenshot|react-router|i18next|react-i18next|i18next-resources-to-backend)\//.test(source) || /\/src\/features\/(?!landing\/)/.test(source));
    expect(foreign).toEqual([]);
  });
});

describe('pages load their code on the way from the landing', () => {
  it('the landing leads to /login and /register, and after signing in to /builder and /admin, each downloading its chunk then', async () => {
    const scripts = recordScripts(session.page);
    await open('/landing');
    const banner = session.page.getByRole('banner');
    await banner.getByRole('link', { name: ru('common:userLogin') }).click();
    await waitForRoute(session.page, /^#\/login$/);
    await session.page.getByRole('heading', { level: 1, name: authTexts.loginTitle }).waitFor();
    expect(scripts).toContain(chunk('login-page'));

    await banner.getByRole('link', { name: /SiteCraft AI/ }).click();
    await session.page.getByRole('main').getByRole('link', { name: ru('landing:tryFree') }).click();
    await waitForRoute(session.page, /^#\/register$/);
    await session.page.getByRole('heading', { level: 1, name: 'Регистрация' }).waitFor();
    expect(scripts).toContain(chunk('register-page'));

    await banner.getByRole('link', { name: ru('common:userLogin') }).click();
    await session.page.getByRole('button', { name: authTexts.devLogin }).click();
    await waitForRoute(session.page, /^#\/builder$/);
    await session.page.getByRole('heading', { level: 1 }).waitFor();
    expect(scripts).toContain(chunk('builder-page'));
    expect(scripts).not.toContain(chunk('admin-page'));

    // The same document all along: the admin area's code arrives with the hash change, as after a click.
    await session.page.evaluate(() => {
      window.location.hash = '#/admin';
    });
    await session.page.getByRole('heading', { level: 1, name: 'Обзор', exact: true }).waitFor();
    expect(scripts).toContain(chunk('admin-page'));
  });

  it('a page opened directly shows an announced loading state under the header until its code arrives', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await session.context.route(`**${chunk('login-page')}`, async (route: Route) => {
      await held;
      await route.continue();
    });
    await open('/login');
    await session.page.getByRole('status').getByText('Загрузка...').waitFor();
    await expect(session.page.getByRole('banner').getByRole('link', { name: /SiteCraft AI/ }).isVisible()).resolves.toBe(true);
    release();
    await session.page.getByRole('heading', { level: 1, name: authTexts.loginTitle }).waitFor();
    await expect(session.page.getByText('Загрузка...').count()).resolves.toBe(0);
  });
});

describe('pages with forms', () => {
  it('validate without breaking the CSP: no policy violation and no console error on /login and /register', async () => {
    const errors: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    session.page.on('console', onConsole);
    await session.page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective}`));
    });
    try {
      for (const [route, heading] of [['/login', authTexts.loginTitle], ['/register', 'Регистрация']] as const) {
        await session.page.goto('about:blank');
        await open(route);
        await session.page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await session.page.locator('form button[type="submit"]').click();
        await session.page.locator('[aria-invalid="true"]').first().waitFor();
      }
    } finally {
      session.page.off('console', onConsole);
    }
    expect(errors).toEqual([]);
  });
});

describe('a page whose code cannot be downloaded', () => {
  const failedTitle = ru('common:routerError');
  const failedText = 'Не удалось загрузить эту страницу. Проверьте подключение к интернету и обновите страницу.';

  it('from the landing: a readable error under the header with a reload button, and reloading brings the page', async () => {
    await session.context.route(`**${chunk('login-page')}`, (route) => route.abort('internetdisconnected'));
    await open('/landing');
    await session.page.getByRole('banner').getByRole('link', { name: ru('common:userLogin') }).click();
    await waitForRoute(session.page, /^#\/login$/);
    await session.page.getByRole('heading', { level: 1, name: failedTitle }).waitFor();
    await expect(session.page.getByRole('alert').innerText()).resolves.toBe(failedText);
    const reload = session.page.getByRole('button', { name: 'Обновить страницу' });
    await expect(reload.isVisible()).resolves.toBe(true);
    // The header still works, and the landing's own code never left.
    await expect(session.page.getByRole('banner').getByRole('link', { name: /SiteCraft AI/ }).isVisible()).resolves.toBe(true);
    await keepScreenshot(session.page, 'page-code-failed');

    await session.context.unroute(`**${chunk('login-page')}`);
    await reload.click();
    await session.page.getByRole('heading', { level: 1, name: authTexts.loginTitle }).waitFor();
    await expect(session.page.getByText(failedTitle).count()).resolves.toBe(0);
  });

  it('opened directly, and going elsewhere from the error works', async () => {
    await session.context.route(`**${chunk('register-page')}`, (route) => route.abort('internetdisconnected'));
    await open('/register');
    await session.page.getByRole('heading', { level: 1, name: failedTitle }).waitFor();
    await session.page.getByRole('main').getByRole('link', { name: 'На главную' }).click();
    await waitForRoute(session.page, /^#\/landing$/);
    await session.page.getByRole('heading', { level: 1, name: new RegExp(ru('landing:heroTitleHighlight')) }).waitFor();
    await expect(session.page.getByText(failedTitle).count()).resolves.toBe(0);
  });
});
