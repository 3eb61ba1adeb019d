import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authTexts } from '@sitecraft/shared/auth';
import { keepScreenshot, launchChromium, waitForRoute } from './support/chromium.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';

let server: ProductServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startProductServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

const open = (route: string) => page.goto(`${server.url}/#${route}`);
const devLogin = async () => {
  await open('/login');
  await page.getByRole('button', { name: authTexts.devLogin }).click();
  await waitForRoute(page, /^#\/builder$/);
};

describe('shell', () => {
  it('/ shows the redirect screen and replaces itself with /landing', async () => {
    await open('/landing');
    await open('/');
    await waitForRoute(page, /^#\/landing$/);
    await page.goBack();
    expect(page.url()).toMatch(/#\/landing$/);
  });

  it('an unknown route shows the router error screen under the header', async () => {
    await open('/no/such/route');
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await expect(page.getByRole('link', { name: /SiteCraft AI/ }).getAttribute('href')).resolves.toBe('#/landing');
  });

  it('the guard replaces /builder with /login when no token is stored', async () => {
    await open('/landing');
    await open('/builder');
    await waitForRoute(page, /^#\/login$/);
    await page.goBack();
    expect(page.url()).toMatch(/#\/landing$/);
  });

  it('the hidden link leads to /landing when logged out and /builder when logged in', async () => {
    await open('/login');
    await expect(page.getByRole('link', { name: 'Перейти на главную' }).getAttribute('href')).resolves.toBe('#/landing');
    await devLogin();
    await expect(page.getByRole('link', { name: 'Перейти к конструктору' }).getAttribute('href')).resolves.toBe('#/builder');
  });

  it('narrow screens get a full-screen menu that opens, closes with Escape, and holds the login link', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open('/login');
    await expect(page.getByRole('navigation', { name: 'Основное меню' }).isVisible()).resolves.toBe(false);
    const toggle = page.getByRole('button', { name: 'Открыть меню' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Мобильное меню' });
    await expect(menu.getByRole('link', { name: 'User Login' }).isVisible()).resolves.toBe(true);
    const box = await menu.boundingBox();
    expect(box?.width).toBe(390);
    await keepScreenshot(page, 'mobile-menu-open');
    await page.keyboard.press('Escape');
    await expect(menu.count()).resolves.toBe(0);
  });
});

describe('login', () => {
  it('shows the DEV button on a loopback host, and it signs into an admin account', async () => {
    await devLogin();
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { role: string } | null);
    expect(user?.role).toBe('admin');
    await expect(page.getByRole('button', { name: 'Logout' }).isVisible()).resolves.toBe(true);
  });

  it('hides the DEV button on any other host and port', async () => {
    // 0.0.0.0 reaches the same server under a host name that is neither localhost nor a loopback address.
    await page.goto(`http://0.0.0.0:${server.port}/#/login`);
    await page.getByRole('heading', { name: authTexts.loginTitle }).waitFor();
    await expect(page.getByRole('button', { name: authTexts.devLogin }).count()).resolves.toBe(0);
  });

  it('requires email and password before calling the server', async () => {
    await open('/login');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.getByText('Введите email').waitFor();
    await page.getByText('Введите пароль').waitFor();
  });

  it('shows the server message for wrong credentials', async () => {
    await open('/login');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Пароль').fill('whatever-1');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.getByRole('alert').getByText('Неверный email или пароль').waitFor();
  });

  it('shows Произошла ошибка: plus the error text when the server cannot be reached', async () => {
    await open('/login');
    await context.route('**/api/v1/auth/login', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Пароль').fill('whatever-1');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.getByRole('alert').getByText(/^Произошла ошибка: /).waitFor();
  });

  it('sends a logged-in person from /login to /builder and from /register to / and on to /landing', async () => {
    await devLogin();
    await open('/login');
    await waitForRoute(page, /^#\/builder$/);
    await open('/register');
    await waitForRoute(page, /^#\/landing$/);
  });
});

describe('register', () => {
  const fill = async (password: string, confirmPassword: string) => {
    await open('/register');
    await page.getByLabel('Имя').fill('Grace');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Пароль', { exact: true }).fill(password);
    await page.getByLabel('Подтвердите пароль').fill(confirmPassword);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  };

  it('refuses passwords that differ with the spec text', async () => {
    await fill('secret-one', 'secret-two');
    await page.getByText(authTexts.passwordsDiffer).waitFor();
  });

  it('refuses a password under 6 characters with the spec text', async () => {
    await fill('12345', '12345');
    await page.getByText(authTexts.passwordTooShort).waitFor();
  });

  it('requires all four fields and an email-typed address', async () => {
    await open('/register');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    for (const text of ['Введите имя', 'Введите email', 'Введите пароль', 'Повторите пароль']) await page.getByText(text).waitFor();
    await expect(page.getByLabel('Email').getAttribute('type')).resolves.toBe('email');
    await keepScreenshot(page, 'register-required-fields');
  });
});

describe('verification and resend', () => {
  it('a link with no token shows the spec error and the ways out', async () => {
    await open('/verify-email');
    await page.getByText(authTexts.verifyMissingToken).waitFor();
    for (const name of ['Отправить письмо повторно', 'Зарегистрироваться снова', 'Вернуться ко входу', 'На главную']) {
      await expect(page.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
  });

  it('a used or unknown token shows the server message', async () => {
    await open(`/verify-email/${'ab'.repeat(20)}`);
    await page.getByRole('alert').getByText(/недействительна или устарела/).waitFor();
    await keepScreenshot(page, 'verify-error');
  });

  it('resend with an empty email shows the spec text, and a sent mail clears the field', async () => {
    await open('/resend-verification');
    await page.getByRole('button', { name: authTexts.resendSubmit }).click();
    await page.getByText(authTexts.resendEmptyEmail).waitFor();
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: authTexts.resendSubmit }).click();
    await page.getByText(authTexts.resendSuccess).waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('');
  });
});

describe('the server process', () => {
  it('shuts down cleanly on SIGTERM', async () => {
    await expect(server.stop('SIGTERM')).resolves.toBe(0);
  });
});
