import { describe, expect, it } from 'vitest';
import { authTexts } from '@sitecraft/shared/auth';
import { useBrowserSession } from './support/browser-session.ts';
import { keepScreenshot, keepViewportScreenshot, waitForRoute } from './support/chromium.ts';
import { ru } from './support/catalogue.ts';

const session = useBrowserSession({ viewport: { width: 1280, height: 800 } });
const { open } = session;
const devLogin = () => session.signInAsDevAdmin();

describe('shell', () => {
  it('/ shows the redirect screen and replaces itself with /landing', async () => {
    await open('/landing');
    const entriesBefore = await session.page.evaluate(() => history.length);
    await open('/');
    await waitForRoute(session.page, /^#\/landing$/);
    // Opening / adds one history entry; the redirect replaces it rather than adding a second one.
    await expect(session.page.evaluate(() => history.length)).resolves.toBe(entriesBefore + 1);
  });

  it.each(['abc', 'abc/def', 'no/such/route'])('the unknown path /%s shows the friendly not-found page under the header, not the router error', async (path) => {
    await open(`/${path}`);
    await session.page.getByRole('heading', { level: 1, name: ru('common:notFoundTitle') }).waitFor();
    await session.page.getByText(ru('common:notFound', { path })).waitFor();
    await expect(session.page.getByText(ru('common:routerError')).count()).resolves.toBe(0);
    await expect(session.page.getByRole('link', { name: /SiteCraft AI/ }).getAttribute('href')).resolves.toBe('#/landing');
    await session.page.getByRole('main').getByRole('link', { name: ru('common:home'), exact: true }).click();
    await waitForRoute(session.page, /^#\/landing$/);
  });

  it('the not-found page is the same on a 390 px phone, for one segment and for two', async () => {
    await session.page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['abc', 'abc/def']) {
      await open(`/${path}`);
      await session.page.getByRole('heading', { level: 1, name: ru('common:notFoundTitle') }).waitFor();
      expect(await session.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await keepScreenshot(session.page, 'not-found-two-segments-390');
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

  it('a 390 px phone gets a full-screen menu: it covers the page, its items overlap nothing, focus goes in and back, Escape closes it, the page stays put', async () => {
    await session.page.setViewportSize({ width: 390, height: 844 });
    await open('/landing');
    const heading = session.page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    await expect(session.page.getByRole('navigation', { name: ru('common:mainMenu') }).isVisible()).resolves.toBe(false);
    const toggle = session.page.getByRole('button', { name: ru('common:openMenu') });
    await toggle.click();

    const menu = session.page.getByRole('dialog');
    const nav = menu.getByRole('navigation', { name: ru('common:mobileMenu') });
    const login = nav.getByRole('link', { name: ru('common:userLogin') });
    await login.waitFor();
    // The whole viewport, not the header's 64 px strip.
    expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    // What a person sees at the login link's centre is the link itself, not the landing's heading painted over it.
    const loginBox = (await login.boundingBox())!;
    const hit = await session.page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null, { x: loginBox.x + loginBox.width / 2, y: loginBox.y + loginBox.height / 2 });
    expect(hit).toBe(ru('common:userLogin'));
    const boxes = [await menu.getByRole('button', { name: ru('common:closeMenu') }).boundingBox(), await nav.getByRole('link', { name: ru('common:templates') }).boundingBox(), loginBox].map((box) => box!);
    for (const [index, box] of boxes.entries()) {
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      for (const other of boxes.slice(index + 1)) expect(box.y + box.height <= other.y || other.y + other.height <= box.y, 'menu items overlap').toBe(true);
    }
    // The page behind neither scrolls nor takes focus.
    await expect(session.page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
    await expect(session.page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe('hidden');
    await session.page.mouse.wheel(0, 1500);
    await session.page.waitForTimeout(300);
    await expect(session.page.evaluate(() => window.scrollY)).resolves.toBe(0);
    // Tabbing cycles through the menu (and, as with any modal dialog, the browser's own controls), never the page.
    const focusedOutside: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await session.page.keyboard.press('Tab');
      const outside = await session.page.evaluate(() => {
        const focused = document.activeElement;
        return focused && focused !== document.body && !focused.closest('dialog') ? focused.outerHTML.slice(0, 80) : null;
      });
      if (outside) focusedOutside.push(outside);
    }
    expect(focusedOutside).toEqual([]);
    await keepViewportScreenshot(session.page, 'mobile-menu-open');

    await session.page.keyboard.press('Escape');
    await expect(menu.count()).resolves.toBe(0);
    await expect(toggle.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(session.page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe('hidden');

    // The close button and following a link close it as well.
    await toggle.click();
    await menu.getByRole('button', { name: ru('common:closeMenu') }).click();
    await expect(menu.count()).resolves.toBe(0);
    await toggle.click();
    await nav.getByRole('link', { name: ru('common:userLogin') }).click();
    await waitForRoute(session.page, /^#\/login$/);
    await expect(menu.count()).resolves.toBe(0);
  });
});

describe('login', () => {
  it('after the email-confirmed notice, a wrong password shows only the error', async () => {
    const email = 'notice-then-error@example.com';
    const post = (path: string, body: unknown) =>
      fetch(`${session.server.url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await post('/auth/register', { name: 'Notice Tester', email, password: 'right-password-1' });
    const outbox = await (await fetch(`${session.server.url}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).text();
    const token = /#\/verify-email\/([0-9a-f]{40})/.exec(outbox)?.[1];
    await open(`/verify-email/${token}`);
    await session.page.getByRole('button', { name: authTexts.loginNow }).click();
    await waitForRoute(session.page, /^#\/login$/);
    const notice = session.page.getByText(authTexts.verifiedLoginMessage);
    await notice.waitFor();

    await session.page.getByLabel('Email').fill(email);
    await session.page.getByLabel('Пароль').fill('wrong-password-1');
    await session.page.getByRole('button', { name: 'Войти', exact: true }).click();
    await session.page.getByRole('alert').getByText('Неверный email или пароль').waitFor();
    await expect(notice.count()).resolves.toBe(0);
    await expect(session.page.getByRole('status').count()).resolves.toBe(0);
    await keepScreenshot(session.page, 'login-error-replaces-notice');
  });

  it('the login page offers no User Login call to action in the header, wide or in the phone menu', async () => {
    await open('/login');
    await session.page.getByRole('heading', { name: authTexts.loginTitle }).waitFor();
    const header = session.page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: ru('common:mainMenu') }).getByRole('link', { name: ru('common:templates') }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('link', { name: ru('common:userLogin') }).count()).resolves.toBe(0);

    await session.page.setViewportSize({ width: 390, height: 844 });
    await session.page.getByRole('button', { name: ru('common:openMenu') }).click();
    const nav = session.page.getByRole('navigation', { name: ru('common:mobileMenu') });
    await nav.getByRole('link', { name: ru('common:templates') }).waitFor();
    await expect(nav.getByRole('link', { name: ru('common:userLogin') }).count()).resolves.toBe(0);
    await session.page.keyboard.press('Escape');
    await keepScreenshot(session.page, 'login-390');

    // Elsewhere the link is still there.
    await open('/register');
    await session.page.getByRole('button', { name: ru('common:openMenu') }).click();
    await nav.getByRole('link', { name: ru('common:userLogin') }).waitFor();
  });

  it('shows the DEV button on a loopback host, and it signs into an admin account', async () => {
    await devLogin();
    const user = await session.page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { role: string } | null);
    expect(user?.role).toBe('admin');
    await expect(session.page.getByRole('button', { name: ru('common:logout') }).isVisible()).resolves.toBe(true);
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
