import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts } from '@sitecraft/shared/auth';
import { findTemplate } from '@sitecraft/shared/templates';
import { keepScreenshot, launchChromium, waitForRoute } from './support/chromium.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { ru } from './support/catalogue.ts';

const sessionKeys = ['token', 'isEmailVerified', 'user_name', 'user_email', 'user_pro', 'user_plan'];

let inbox: SmtpInbox;
let server: ProductServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startProductServer({ SMTP_URL: inbox.url });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await inbox?.close();
});

/** Presses "Create based on this template" on a gallery template while signed out: the guard sends the person to /login. */
async function chooseTemplateSignedOut(fileName: string): Promise<void> {
  await page.goto(`${server.url}/#/template/${fileName}`);
  await page.getByRole('button', { name: ru('templates:createBased') }).click();
  await waitForRoute(page, /^#\/login$/);
}

/** The builder's base-template banner names the template. */
async function expectBuilderOn(fileName: string): Promise<void> {
  const banner = page.getByRole('complementary', { name: ru('builder:summary.baseTemplate') });
  await banner.waitFor();
  await expect(banner.textContent()).resolves.toContain(findTemplate(fileName)!.title);
}

const storedKeys = () => page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])), sessionKeys);

describe("a new person's path", () => {
  const email = `ada.${Date.now()}@example.com`;
  const password = 'analytical-engine';

  it('registers, lands on /login after 3 s, and receives the verification mail over SMTP', async () => {
    // Before registering, the newcomer picked a gallery template to build on.
    await chooseTemplateSignedOut('14.html');
    await page.goto(`${server.url}/#/register`);
    await page.getByLabel('Имя').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(password);
    await page.getByLabel('Подтвердите пароль').fill(password);
    await keepScreenshot(page, '01-register-filled');
    // The 3 s start when the message shows, after the click: so at least 3 s pass between the click and /login.
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await page.getByText(authTexts.registerSuccess).waitFor();
    await keepScreenshot(page, '02-register-success');
    await waitForRoute(page, /^#\/login$/, 8000);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2950);
    await keepScreenshot(page, '03-login-after-register');

    const mail = await inbox.waitForMail(email, 'Подтвердите email');
    expect(mail.subject).toContain('SiteCraft AI');
    expect(mail.html).toContain('Подтвердить email');
  });

  it('opens the mailed link, is verified, and /login shows the spec message', async () => {
    const mail = await inbox.waitForMail(email, 'Подтвердите email');
    const link = mail.text?.match(/http:\/\/\S+#\/verify-email\/[0-9a-f]{40}/)?.[0];
    expect(link, mail.text).toBeDefined();
    expect(link!.startsWith(server.url)).toBe(true);

    await page.goto(link!);
    await page.getByText('Email успешно подтвержден!').waitFor();
    await expect(page.getByRole('button', { name: authTexts.loginNow }).isVisible()).resolves.toBe(true);
    await keepScreenshot(page, '04-verified');
    await waitForRoute(page, /^#\/login$/, 6000);
    await page.getByText(authTexts.verifiedLoginMessage).waitFor();
    await keepScreenshot(page, '05-login-with-verified-message');
  });

  it('logs in, reaches /builder on the template chosen before registering, with Logout in the header and the session keys stored', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Пароль').fill(password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await waitForRoute(page, /^#\/builder$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectBuilderOn('14.html');
    await expect(page.getByRole('button', { name: ru('common:logout') }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: ru('common:userLogin') }).count()).resolves.toBe(0);
    expect(await storedKeys()).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      isEmailVerified: 'true',
      user_name: 'Ada Lovelace',
      user_email: email,
      user_pro: 'false',
      user_plan: 'free',
    });
    await keepScreenshot(page, '06-builder-logged-in');
  });

  it('logs out to /landing with every session key cleared and the token revoked', async () => {
    const token = (await storedKeys()).token!;
    await page.getByRole('button', { name: ru('common:logout') }).click();
    await waitForRoute(page, /^#\/landing$/);
    await page.getByRole('link', { name: ru('common:userLogin') }).waitFor();
    expect(Object.values(await storedKeys()).every((value) => value === null)).toBe(true);
    await expect.poll(async () => (await fetch(`${server.url}/api/v1/user/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    await keepScreenshot(page, '07-landing-logged-out');
  });

  it('chooses another template while signed out, logs in, and the builder starts on it', async () => {
    await chooseTemplateSignedOut('aurora-3d.html');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Пароль').fill(password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await waitForRoute(page, /^#\/builder$/);
    await expectBuilderOn('aurora-3d.html');
    await keepScreenshot(page, '08-builder-on-chosen-template');
  });

  it('is told that a style chosen beside the template is not used, and can build without the template', async () => {
    await page.getByRole('button', { name: ru('builder:themes.Bakery'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: ru('builder:steps.3.title') }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${ru('builder:styles.Luxury.name')}`) }).click();
    const banner = page.getByRole('complementary', { name: ru('builder:summary.baseTemplate') });
    const note = ru('builder:styleSetAsideNamed', { template: 'Aurora 3D', style: ru('builder:styles.Luxury.name') });
    await banner.getByText(note).waitFor();
    await banner.getByRole('button', { name: ru('builder:withoutTemplate') }).click();
    await expect.poll(() => banner.count()).toBe(0);
  });
});
