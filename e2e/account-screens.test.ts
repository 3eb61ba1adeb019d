import { describe, expect, it } from 'vitest';
import { authTexts } from '@sitecraft/shared/auth';
import { useBrowserSession } from './support/browser-session.ts';
import { keepScreenshot, waitForRoute } from './support/chromium.ts';

const session = useBrowserSession({ viewport: { width: 1280, height: 800 } });
const { open } = session;
const devLogin = () => session.signInAsDevAdmin();

describe('shell', () => {
  it('/ shows the redirect screen and replaces itself with /landing', async () => {
    await open('/landing');
    await open('/');
    await waitForRoute(session.page, /^#\/landing$/);
    await session.page.goBack();
    expect(session.page.url()).toMatch(/#\/landing$/);
  });

  it('an unknown route shows the router error screen under the header', async () => {
    await open('/no/such/route');
    await session.page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await expect(session.page.getByRole('link', { name: /SiteCraft AI/ }).getAttribute('href')).resolves.toBe('#/landing');
  });

  it('the guard replaces /builder with /login when no token is stored', async () => {
    await open('/landing');
    await open('/builder');
    await waitForRoute(session.page, /^#\/login$/);
    await session.page.goBack();
    expect(session.page.url()).toMatch(/#\/landing$/);
  });

  it('the hidden link leads to /landing when logged out and /builder when logged in', async () => {
    await open('/login');
    await expect(session.page.getByRole('link', { name: 'Перейти на главную' }).getAttribute('href')).resolves.toBe('#/landing');
    await devLogin();
    await expect(session.page.getByRole('link', { name: 'Перейти к конструктору' }).getAttribute('href')).resolves.toBe('#/builder');
  });

  it('narrow screens get a full-screen menu that opens, closes with Escape, and holds the login link', async () => {
    await session.page.setViewportSize({ width: 390, height: 844 });
    await open('/login');
    await expect(session.page.getByRole('navigation', { name: 'Основное меню' }).isVisible()).resolves.toBe(false);
    const toggle = session.page.getByRole('button', { name: 'Открыть меню' });
    await toggle.click();
    const menu = session.page.getByRole('navigation', { name: 'Мобильное меню' });
    await expect(menu.getByRole('link', { name: 'User Login' }).isVisible()).resolves.toBe(true);
    const box = await menu.boundingBox();
    expect(box?.width).toBe(390);
    await keepScreenshot(session.page, 'mobile-menu-open');
    await session.page.keyboard.press('Escape');
    await expect(menu.count()).resolves.toBe(0);
  });
});

describe('login', () => {
  it('shows the DEV button on a loopback host, and it signs into an admin account', async () => {
    await devLogin();
    const user = await session.page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { role: string } | null);
    expect(user?.role).toBe('admin');
    await expect(session.page.getByRole('button', { name: 'Logout' }).isVisible()).resolves.toBe(true);
  });

  it('hides the DEV button on any other host and port', async () => {
    // 0.0.0.0 reaches the same server under a host name that is neither localhost nor a loopback address.
    await session.page.goto(`http://0.0.0.0:${session.server.port}/#/login`);
    await session.page.getByRole('heading', { name: authTexts.loginTitle }).waitFor();
    await expect(session.page.getByRole('button', { name: authTexts.devLogin }).count()).resolves.toBe(0);
  });

  it('requires email and password before calling the server', async () => {
    await open('/login');
    await session.page.getByRole('button', { name: 'Войти', exact: true }).click();
    await session.page.getByText('Введите email').waitFor();
    await session.page.getByText('Введите пароль').waitFor();
  });

  it('shows the server message for wrong credentials', async () => {
    await open('/login');
    await session.page.getByLabel('Email').fill('nobody@example.com');
    await session.page.getByLabel('Пароль').fill('whatever-1');
    await session.page.getByRole('button', { name: 'Войти', exact: true }).click();
    await session.page.getByRole('alert').getByText('Неверный email или пароль').waitFor();
  });

  it('shows Произошла ошибка: plus the error text when the server cannot be reached', async () => {
    await open('/login');
    await session.context.route('**/api/v1/auth/login', (route) => route.abort('connectionrefused'));
    await session.page.getByLabel('Email').fill('ada@example.com');
    await session.page.getByLabel('Пароль').fill('whatever-1');
    await session.page.getByRole('button', { name: 'Войти', exact: true }).click();
    await session.page.getByRole('alert').getByText(/^Произошла ошибка: /).waitFor();
  });

  it('sends a logged-in person from /login to /builder and from /register to / and on to /landing', async () => {
    await devLogin();
    // A full load of each address, as a person arriving from a bookmark or a link would.
    const arrive = async (route: string) => {
      await session.page.goto('about:blank');
      await open(route);
    };
    await arrive('/login');
    await waitForRoute(session.page, /^#\/builder$/);
    await arrive('/register');
    await waitForRoute(session.page, /^#\/landing$/);
  });
});

describe('register', () => {
  const fill = async (password: string, confirmPassword: string) => {
    await open('/register');
    await session.page.getByLabel('Имя').fill('Grace');
    await session.page.getByLabel('Email').fill('grace@example.com');
    await session.page.getByLabel('Пароль', { exact: true }).fill(password);
    await session.page.getByLabel('Подтвердите пароль').fill(confirmPassword);
    await session.page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  };

  it('refuses passwords that differ with the spec text', async () => {
    await fill('secret-one', 'secret-two');
    await session.page.getByText(authTexts.passwordsDiffer).waitFor();
  });

  it('refuses a password under 6 characters with the spec text', async () => {
    await fill('12345', '12345');
    await session.page.getByText(authTexts.passwordTooShort).waitFor();
  });

  it('requires all four fields and an email-typed address', async () => {
    await open('/register');
    await session.page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    for (const text of ['Введите имя', 'Введите email', 'Введите пароль', 'Повторите пароль']) await session.page.getByText(text).waitFor();
    await expect(session.page.getByLabel('Email').getAttribute('type')).resolves.toBe('email');
    await keepScreenshot(session.page, 'register-required-fields');
  });
});

describe('verification and resend', () => {
  it('a link with no token shows the spec error and the ways out', async () => {
    await open('/verify-email');
    await session.page.getByText(authTexts.verifyMissingToken).waitFor();
    for (const name of ['Отправить письмо повторно', 'Зарегистрироваться снова', 'Вернуться ко входу', 'На главную']) {
      await expect(session.page.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
  });

  it('a used or unknown token shows the server message', async () => {
    await open(`/verify-email/${'ab'.repeat(20)}`);
    await session.page.getByRole('alert').getByText(/недействительна или устарела/).waitFor();
    await keepScreenshot(session.page, 'verify-error');
  });

  it('resend with an empty email shows the spec text, and a sent mail clears the field', async () => {
    await open('/resend-verification');
    await session.page.getByRole('button', { name: authTexts.resendSubmit }).click();
    await session.page.getByText(authTexts.resendEmptyEmail).waitFor();
    await session.page.getByLabel('Email').fill('someone@example.com');
    await session.page.getByRole('button', { name: authTexts.resendSubmit }).click();
    await session.page.getByText(authTexts.resendSuccess).waitFor();
    await expect(session.page.getByLabel('Email').inputValue()).resolves.toBe('');
  });
});

describe('the server process', () => {
  it('shuts down cleanly on SIGTERM', async () => {
    await expect(session.server.stop('SIGTERM')).resolves.toBe(0);
  });
});
