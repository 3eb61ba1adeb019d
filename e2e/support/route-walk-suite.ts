import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../apps/web/src/i18n/language.ts';
import { formFields } from '@sitecraft/shared/forms';
import { catalogueText } from './catalogue.ts';
import { launchChromium, waitForRoute } from './chromium.ts';
import { startProductServer, type ProductServer } from './product-server.ts';
import { answerStepsOneToSeven, bakeryAnswers, generateButton, type WizardAnswers } from '../builder-support.ts';
import { otherLanguageRuns, shownTextsWatcher, walkScreens, type WalkScreen } from './route-walk.ts';

const ANY = /\S/;
const PASSWORD = 'customer-pass-1';
const NO_SUCH_CODE = 'ab'.repeat(20);

/** Each language's newcomer: a person who writes in that language, and the site they describe in it. */
const PEOPLE: Record<Language, { name: string; email: string; domain: string; brand: string; wizard: WizardAnswers; heroTitle: string; visitor: string; message: string }> = {
  en: {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    domain: 'grace-bakery.com',
    brand: 'Grace Bakery',
    heroTitle: 'Bread baked at dawn, every day',
    visitor: 'Tom Baker',
    message: 'Could you bake a birthday cake for Saturday?',
    wizard: { ...bakeryAnswers, domains: 'grace-bakery.com', siteCount: 1 },
  },
  ru: {
    name: 'Анна Петрова',
    email: 'anna@example.com',
    domain: 'anna-pekarnya.ru',
    brand: 'Anna Pekarnya',
    heroTitle: 'Хлеб на закваске каждое утро',
    visitor: 'Иван Смирнов',
    message: 'Испечёте торт на субботу?',
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

    it('a newcomer registers, verifies by the mail, signs in, builds a site in the wizard, publishes it, edits it, reads a message in the inbox, then walks the builder, My sites, the editor, inbox, bookings and statistics', async () => {
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
      const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
      const [built] = (await api('/sites', { token })).sites as { track_id: string }[];
      const trackId = built!.track_id;

      // Publishes it from My sites, edits its first heading in the editor and saves a version.
      await page.getByRole('banner').getByRole('link', { name: text('common:mySites') }).click();
      const card = page.getByRole('article', { name: person.domain });
      await card.getByRole('button', { name: `${text('sites:publish')} ${person.domain}` }).click();
      await card.getByRole('link', { name: /\/p\// }).waitFor();
      const model = (await api(`/sites/${trackId}/sites/${person.domain}/versions/1`, { token })).model as { editions: { pages: { key: string; sections: { kind: string; data: { title?: string } }[] }[] }[] };
      const heroTitle = model.editions[0]!.pages.find((each) => each.key === 'home')!.sections.find((section) => section.kind === 'hero')!.data.title!;
      await card.getByRole('link', { name: `${text('sites:edit')} ${person.domain}` }).click();
      const preview = page.frameLocator('iframe[title]');
      await preview.locator('[data-sitecraft-edit]').first().waitFor();
      await preview.getByText(heroTitle, { exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: text('editor:editText') });
      await dialog.getByRole('textbox').fill(person.heroTitle);
      await dialog.getByRole('button', { name: text('editor:apply') }).click();
      await page.getByRole('button', { name: text('editor:save'), exact: true }).click();
      await page.getByText(text('editor:saved', { number: 2 })).waitFor();

      // A visitor writes through the site's form; the owner reads it in the inbox.
      const { action } = (await api(`/sites/${trackId}/sites/${person.domain}/form`, { token })) as { action: string };
      await fetch(`${server.url}/api/v1/generator/download/${trackId}`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.arrayBuffer());
      const message = new URLSearchParams({ [formFields.name]: person.visitor, [formFields.contact]: 'visitor@example.com', [formFields.message]: person.message, [formFields.honeypot]: '' });
      expect((await fetch(action, { method: 'POST', body: message, redirect: 'manual' })).status).toBe(303);
      await page.goto(`${server.url}/#/sites/${trackId}/${person.domain}/inbox`);
      await page.getByRole('button', { name: new RegExp(person.visitor) }).click();
      await page.getByText(person.message).first().waitFor();

      const seen = await watcher.seen();
      // The watcher saw the moments between: the progress line of a stage, in the newcomer's language.
      expect(seen).toContain(text('common:stages.generating_text'));
      expect(otherLanguageRuns(language, seen.join('\n'), allowed)).toEqual([]);

      const site = `/sites/${trackId}/${person.domain}`;
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
