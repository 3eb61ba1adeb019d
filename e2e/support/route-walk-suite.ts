import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../apps/web/src/i18n/language.ts';
import { catalogueText } from './catalogue.ts';
import { launchChromium, waitForRoute } from './chromium.ts';
import { startProductServer, type ProductServer } from './product-server.ts';
import { answerStepsOneToSeven, bakeryAnswers, generateButton, type WizardAnswers } from '../builder-support.ts';
import { otherLanguageRuns, shownTextsWatcher, walkScreens, type WalkScreen } from './route-walk.ts';

const ANY = /\S/;
const PASSWORD = 'customer-pass-1';
const NO_SUCH_CODE = 'ab'.repeat(20);

/** Each language's newcomer: a person who writes in that language, and the site they describe in it. */
const PEOPLE: Record<Language, { name: string; email: string; domain: string; brand: string; wizard: WizardAnswers }> = {
  en: {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    domain: 'grace-bakery.com',
    brand: 'Grace Bakery',
    wizard: { ...bakeryAnswers, domains: 'grace-bakery.com', siteCount: 1 },
  },
  ru: {
    name: 'Анна Петрова',
    email: 'anna@example.com',
    domain: 'anna-pekarnya.ru',
    brand: 'Anna Pekarnya',
    wizard: {
      ...bakeryAnswers,
      language: 'Russian',
      country: 'Russia',
      address: 'ул. Баумана 12, Казань',
      phone: '+7 843 123 45 67',
      keywords: 'хлеб на закваске, выпечка',
      stopWords: 'дёшево',
      domains: 'anna-pekarnya.ru',
      siteCount: 1,
    },
  },
};

/**
 * Every route of the interface in one language, signed out, signed in as a customer and as the admin, at 1280 and
 * 390 px: no text in the other language, no console error, no axe violation (issue 40).
 */
export function describeRouteWalk(language: Language): void {
  const person = PEOPLE[language];
  const locale = language === 'en' ? 'en-US' : 'ru-RU';
  let server: ProductServer;
  let browser: Browser;
  // The test's own data: the people's names (the local admin's too), addresses and the site's name.
  const allowed = [person.name, person.email, person.domain, person.brand, 'Dev Admin'];

  const api = async (path: string, init: { body?: unknown; token?: string } = {}) => {
    const headers: Record<string, string> = { 'accept-language': locale };
    if (init.body) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(`${server.url}/api/v1${path}`, { method: init.body ? 'POST' : 'GET', headers, body: init.body ? JSON.stringify(init.body) : undefined });
    return (await response.json()) as Record<string, unknown>;
  };

  /** A page of a new context that lets axe's script past our CSP, asking for this walk's language. */
  const newPage = async (): Promise<Page> => (await browser.newContext({ locale, bypassCSP: true })).newPage();

  async function signIn(page: Page, email: string, password: string | undefined): Promise<void> {
    await page.goto(`${server.url}/#/login`);
    if (password === undefined) {
      await page.getByRole('button', { name: catalogueText(language, 'auth:devLogin') }).click();
    } else {
      await page.getByLabel(catalogueText(language, 'auth:emailLabel')).fill(email);
      await page.getByLabel(catalogueText(language, 'auth:passwordLabel')).fill(password);
      await page.getByRole('button', { name: catalogueText(language, 'auth:loginSubmit'), exact: true }).click();
    }
    await waitForRoute(page, /^#\/builder$/);
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProductServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe(`every route in ${language === 'en' ? 'English' : 'Russian'}, at 1280 and 390 px`, () => {
    it('signed out: nothing in the other language, no console error, axe finds nothing', async () => {
      const page = await newPage();
      const screens: WalkScreen[] = [
        { route: '/landing', heading: ANY },
        { route: '/login', heading: catalogueText(language, 'auth:loginTitle') },
        { route: '/register', heading: catalogueText(language, 'auth:registerTitle') },
        { route: '/verify-email', heading: ANY },
        { route: `/verify-email/${NO_SUCH_CODE}`, heading: ANY, refused: true },
        { route: '/resend-verification', heading: ANY },
        { route: '/forgot-password', heading: ANY },
        { route: `/reset-password/${NO_SUCH_CODE}`, heading: ANY },
        { route: '/template/3.html', heading: ANY },
        { route: `/${NO_SUCH_CODE}`, heading: ANY, refused: true },
        { route: '/no/such/page', heading: ANY },
      ];
      await expect(walkScreens(page, server.url, language, screens, allowed)).resolves.toEqual([]);
    });

    it('a newcomer registers, verifies by the mail, signs in, builds a site in the wizard, then walks the builder, My sites, the editor, inbox, bookings and statistics', async () => {
      const text = (key: string, values?: Record<string, string | number>) => catalogueText(language, key, values);
      const page = await newPage();
      const watcher = shownTextsWatcher(page);
      await page.goto(`${server.url}/#/register`);
      await watcher.start();
      await page.getByLabel(text('auth:nameLabel')).fill(person.name);
      await page.getByLabel(text('auth:emailLabel')).fill(person.email);
      await page.getByLabel(text('auth:passwordLabel'), { exact: true }).fill(PASSWORD);
      await page.getByLabel(text('auth:confirmPasswordLabel')).fill(PASSWORD);
      await page.getByRole('button', { name: text('auth:signUp') }).click();
      await waitForRoute(page, /^#\/login$/, 8000);

      // The mail is in the newcomer's language too.
      const mails = (await api(`/dev/outbox?to=${encodeURIComponent(person.email)}`)).mails as { subject: string; text: string }[];
      expect(mails).toHaveLength(1);
      expect(otherLanguageRuns(language, `${mails[0]!.subject}\n${mails[0]!.text}`, allowed)).toEqual([]);
      const verification = /#\/verify-email\/([0-9a-f]{40})/.exec(mails[0]!.text)?.[1];
      await watcher.seen();
      await page.goto(`${server.url}/#/verify-email/${verification}`);
      await page.getByRole('button', { name: text('auth:loginNow') }).click();
      await signIn(page, person.email, PASSWORD);
      await watcher.start();

      await answerStepsOneToSeven(page, person.wizard, undefined, language);
      await page.getByLabel(text('builder:domainLabel'), { exact: true }).fill(person.domain);
      await generateButton(page, language).click();
      const ready = page.getByRole('dialog', { name: text('builder:completionTitle') });
      await ready.waitFor({ timeout: 30_000 });
      await ready.getByRole('button', { name: text('builder:close'), exact: true }).click();
      const seen = await watcher.seen();
      // The watcher saw the moments between: the progress line of a stage, in the newcomer's language.
      expect(seen).toContain(text('common:stages.generating_text'));
      expect(otherLanguageRuns(language, seen.join('\n'), allowed)).toEqual([]);
      const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
      const [built] = (await api('/sites', { token })).sites as { track_id: string }[];

      const site = `/sites/${built!.track_id}/${person.domain}`;
      const screens: WalkScreen[] = [
        { route: '/builder', heading: ANY },
        { route: '/sites', heading: ANY },
        { route: site, heading: ANY },
        { route: `${site}/inbox`, heading: ANY },
        { route: `${site}/bookings`, heading: ANY },
        { route: `${site}/stats`, heading: ANY },
      ];
      await expect(walkScreens(page, server.url, language, screens, allowed)).resolves.toEqual([]);
    });

    it('signed in as the admin: the admin area, the screenshot tool and the pro messages page', async () => {
      const page = await newPage();
      await signIn(page, 'dev-admin@sitecraft.local', undefined);
      await page.goto(`${server.url}/#/admin/generations`);
      const generation = page.getByRole('link', { name: /^[0-9a-f-]{36}$/ }).first();
      const generationPath = new URL(`${server.url}/${(await generation.getAttribute('href'))!}`).hash.slice(1);
      await page.goto(`${server.url}/#/admin/accounts`);
      const account = page.getByRole('link', { name: person.email });
      const accountPath = new URL(`${server.url}/${(await account.getAttribute('href'))!}`).hash.slice(1);
      const screens: WalkScreen[] = [
        { route: '/admin', heading: catalogueText(language, 'admin:nav.dashboard') },
        { route: '/admin/accounts', heading: catalogueText(language, 'admin:nav.accounts') },
        { route: accountPath, heading: person.email },
        { route: '/admin/generations', heading: catalogueText(language, 'admin:nav.generations') },
        { route: generationPath, heading: ANY },
        { route: '/admin/outbox', heading: catalogueText(language, 'admin:nav.outbox') },
        { route: '/admin/audit', heading: catalogueText(language, 'admin:nav.audit') },
        { route: '/screenshot-admin', heading: catalogueText(language, 'screenshots:title') },
        { route: '/pro/messages', heading: ANY },
      ];
      await expect(walkScreens(page, server.url, language, screens, allowed)).resolves.toEqual([]);
    });
  });
}
