import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browser-session.ts';
import { en, ru } from './support/catalogue.ts';
import { waitForRoute } from './support/chromium.ts';

// Browsers here ask for Russian (see launchChromium); a test that needs an English browser opens its own context.
const session = useBrowserSession({ viewport: { width: 1280, height: 800 } });
const { open } = session;
const htmlLang = () => session.page.evaluate(() => document.documentElement.lang);

describe('one interface language at a time, chosen by the person', () => {
  it('a first visit follows the browser: Russian for ru-RU, English for en-US, and <html lang> says which', async () => {
    await open('/landing');
    await session.page.getByRole('heading', { level: 1, name: new RegExp(ru('landing:heroTitleHighlight')) }).waitFor();
    await expect(htmlLang()).resolves.toBe('ru');
    await session.page.getByRole('banner').getByRole('link', { name: ru('common:userLogin') }).waitFor();
    // The gallery's cards too: their categories and descriptions.
    const gallery = session.page.getByRole('region', { name: ru('landing:galleryTitle') });
    await gallery.getByText(ru('landing:templateDescriptions.1')).waitFor();
    await expect(gallery.getByText(ru('landing:categories.Gaming'), { exact: true }).count()).resolves.toBeGreaterThan(0);

    const english = await session.browser.newContext({ locale: 'en-US' });
    const page = await english.newPage();
    await page.goto(`${session.server.url}/#/landing`);
    await page.getByRole('heading', { level: 1, name: new RegExp(en('landing:heroTitleHighlight')) }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    await page.getByRole('banner').getByRole('link', { name: en('common:userLogin') }).waitFor();
    await english.close();
  });

  it('the header switch changes the screen at once, without a reload and keeping what was typed; the choice outlives a reload', async () => {
    await open('/register');
    await session.page.getByRole('heading', { level: 1, name: ru('auth:registerTitle') }).waitFor();
    await session.page.getByLabel(ru('auth:nameLabel')).fill('Ada');
    await session.page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await session.page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await session.page.getByRole('heading', { level: 1, name: en('auth:registerTitle') }).waitFor();
    await expect(htmlLang()).resolves.toBe('en');
    await expect(session.page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
    await expect(session.page.getByLabel(en('auth:nameLabel')).inputValue()).resolves.toBe('Ada');
    await expect(session.page.getByRole('banner').getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).resolves.toBe('true');
    // The form's own checks speak English too.
    await session.page.locator('form button[type="submit"]').click();
    await session.page.getByText(en('auth:emailRequired')).first().waitFor();

    await session.page.reload();
    await session.page.getByRole('heading', { level: 1, name: en('auth:registerTitle') }).waitFor();
    await expect(htmlLang()).resolves.toBe('en');
  });

  it('the API answers in the chosen language: a wrong password on the English sign-in page is refused in English', async () => {
    await open('/login');
    await session.page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await session.page.getByRole('heading', { level: 1, name: en('auth:loginTitle') }).waitFor();
    await session.page.getByLabel(en('auth:emailLabel')).fill('nobody@example.com');
    await session.page.getByLabel(en('auth:passwordLabel')).fill('wrong-password-1');
    await session.page.getByRole('button', { name: en('auth:loginSubmit'), exact: true }).click();
    await session.page.getByRole('alert').getByText('Wrong email or password').waitFor();
  });

  it('a phone’s menu offers the switch as well', async () => {
    await session.page.setViewportSize({ width: 390, height: 844 });
    await open('/landing');
    await session.page.getByRole('button', { name: ru('common:openMenu') }).click();
    await session.page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
    await session.page.getByRole('dialog').getByRole('link', { name: en('common:userLogin') }).waitFor();
    await session.page.keyboard.press('Escape');
    await session.page.getByRole('heading', { level: 1, name: new RegExp(en('landing:heroTitleHighlight')) }).waitFor();
    await expect(htmlLang()).resolves.toBe('en');
  });

  it('a signed-in person’s choice is kept on the account and follows them to another device', async () => {
    await session.signInAsDevAdmin();
    await session.page.getByRole('heading', { level: 1, name: ru('builder:steps.1.title') }).waitFor();
    await session.page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await session.page.getByRole('banner').getByRole('button', { name: en('common:logout') }).waitFor();
    // The builder's own texts follow at once (its steps read the catalogue on every draw).
    await session.page.getByRole('heading', { level: 1, name: en('builder:steps.1.title') }).waitFor();
    const token = await session.page.evaluate(() => localStorage.getItem('token'));
    const accountLanguage = async () =>
      ((await (await fetch(`${session.server.url}/api/v1/user/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { user: { language: string | null } }).user.language;
    await expect.poll(accountLanguage).toBe('en');

    // Another device, whose browser asks for Russian: signed in, the interface turns English.
    const otherDevice = await session.browser.newContext();
    const page = await otherDevice.newPage();
    await page.goto(`${session.server.url}/#/login`);
    await page.getByRole('button', { name: ru('auth:devLogin') }).click();
    await waitForRoute(page, /^#\/builder$/);
    await page.getByRole('banner').getByRole('button', { name: en('common:logout') }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    await otherDevice.close();
  });
});
