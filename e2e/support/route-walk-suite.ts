import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../apps/web/src/i18n/language.ts';
import { generationRequest } from '../../apps/server/test/support/generation.ts';
import { catalogueText } from './catalogue.ts';
import { launchChromium, waitForRoute } from './chromium.ts';
import { startProductServer, type ProductServer } from './product-server.ts';
import { walkScreens, type WalkScreen } from './route-walk.ts';

const ANY = /\S/;
const NO_SUCH_CODE = 'ab'.repeat(20);

/** Each language's account and site: a person who writes in that language, and a site written in it. */
const PEOPLE: Record<Language, { name: string; email: string; domain: string; site: Record<string, string> }> = {
  en: { name: 'Grace Hopper', email: 'grace@example.com', domain: 'grace-bakery.com', site: {} },
  ru: {
    name: 'Анна Петрова',
    email: 'anna@example.com',
    domain: 'anna-pekarnya.ru',
    site: {
      site_language: 'Russian',
      contact_country: 'Russia',
      description: 'Семейная пекарня в Казани: хлеб на закваске, выпечка и небольшое кафе.',
      contact_address: 'ул. Баумана 12, Казань',
      contact_phone: '+7 843 123 45 67',
      key_words: 'хлеб на закваске, выпечка',
      stop_words: 'дёшево',
      features: 'Тёплые цвета',
      business_name: 'Пекарня Анны',
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
  const allowed = [person.name, person.email, person.domain, person.site.business_name ?? '', 'Dev Admin'].filter(Boolean);

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

    it('signed in as a customer with a site: the builder, My sites, the editor, inbox, bookings and statistics', async () => {
      const password = 'customer-pass-1';
      await api('/auth/register', { body: { name: person.name, email: person.email, password } });
      const verification = /#\/verify-email\/([0-9a-f]{40})/.exec(JSON.stringify(await api(`/dev/outbox?to=${encodeURIComponent(person.email)}`)))?.[1];
      await api(`/auth/verify-email/${verification}`);
      const token = String((await api('/auth/login', { body: { email: person.email, password } })).token);
      const request = generationRequest([person.domain], person.site);
      await api('/generator', { body: request, token });
      await expect.poll(async () => (await api(`/generator/status/${request.track_id}`, { token })).status, { timeout: 30_000 }).toBe('completed');

      const page = await newPage();
      await signIn(page, person.email, password);
      const site = `/sites/${request.track_id}/${person.domain}`;
      const screens: WalkScreen[] = [
        { route: '/builder', heading: catalogueText(language, 'builder:steps.1.title') },
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
