import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from './support/catalogue.ts';
import { keepScreenshot, launchChromium, waitForRoute } from './support/chromium.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';

const password = 'widget-test-1';
let inbox: SmtpInbox;
let server: ProductServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startProductServer({ SMTP_URL: inbox.url });
  browser = await launchChromium();
  // The widget's texts the spec quotes are English: this file browses in English, the builder's language today.
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await inbox?.close();
});

/** Registers an account (its email left unconfirmed) and signs in with the login form. */
async function signUpUnverified(email: string): Promise<void> {
  await fetch(`${server.url}/api/v1/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Grace Hopper', email, password }) });
  await page.goto(`${server.url}/#/login`);
  await page.getByLabel(en('auth:emailLabel')).fill(email);
  await page.getByLabel(en('auth:passwordLabel')).fill(password);
  await page.getByRole('button', { name: en('auth:loginSubmit'), exact: true }).click();
  await waitForRoute(page, /^#\/builder$/);
}

const widgetInput = () => page.getByPlaceholder(en('emailConfirmation:placeholder'));
const submitButton = () => page.getByRole('button', { name: en('emailConfirmation:submit') });
const balance = () => page.getByText(/Your balance: \d+ credits?/).textContent();
/** The text colour of an element as [r, g, b], whatever colour space the browser reports it in. */
const colourOf = (text: string) =>
  page.getByText(text).evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
const stored = (key: string) => page.evaluate((name) => localStorage.getItem(name), key);

describe('the email-confirmation widget, from the builder to a confirmed email', () => {
  const email = `grace.${Date.now()}@example.com`;
  let link = '';

  it('shows an unverified person the widget at the top of the builder; the error highlight resets while typing', async () => {
    await signUpUnverified(email);
    await page.getByRole('heading', { name: 'Get 5 free credits' }).waitFor();
    await expect(balance()).resolves.toBe('Your balance: 0 credits');
    await expect(widgetInput().getAttribute('type')).resolves.toBe('email');
    await expect(widgetInput().getAttribute('required')).resolves.toBe('');
    // The widget comes before the wizard.
    const [widgetTop, wizardTop] = await Promise.all([submitButton().boundingBox(), page.getByRole('heading', { level: 1 }).boundingBox()]);
    expect(widgetTop!.y).toBeLessThan(wizardTop!.y);

    await widgetInput().fill('not-an-email');
    await submitButton().click();
    await expect(widgetInput().getAttribute('aria-invalid')).resolves.toBe('true');
    await keepScreenshot(page, 'email-widget-highlight');
    await widgetInput().press('End');
    await widgetInput().pressSequentially('@example.com');
    await expect(widgetInput().getAttribute('aria-invalid')).resolves.toBeNull();
    await keepScreenshot(page, 'email-widget-builder');
  });

  it('sends the link: the notice shows and the SMTP server receives a mail whose link ends in a 40-hex code', async () => {
    await widgetInput().fill(email);
    await submitButton().click();
    await page.getByText(en('emailConfirmation:linkSent')).waitFor();
    await keepScreenshot(page, 'email-widget-link-sent');

    const mail = await inbox.waitForMail(email, 'Confirm your email');
    link = /http:\/\/\S+\/#\/[0-9a-f]{40}(?![0-9a-f])/.exec(mail.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${server.url}/#/`), mail.text).toBe(true);
    expect(mail.html).toContain(link);
  });

  it('opening the link verifies: the green message, the flag stored, the widget gone and 5 credits more', async () => {
    await page.goto(link);
    const verified = page.getByText(en('emailConfirmation:verified'));
    await verified.waitFor();
    const [red, green, blue] = await colourOf(en('emailConfirmation:verified'));
    expect(green).toBeGreaterThan(red! + 50);
    expect(green).toBeGreaterThan(blue! + 50);
    await expect(stored('isEmailVerified')).resolves.toBe('true');
    await expect(stored('user').then((user) => JSON.parse(user ?? '{}') as { isEmailVerified?: boolean })).resolves.toMatchObject({ isEmailVerified: true });
    await keepScreenshot(page, 'email-widget-verified');

    await page.getByRole('link', { name: en('emailConfirmation:toBuilder') }).click();
    await waitForRoute(page, /^#\/builder$/);
    await page.getByText('Your balance: 5 credits').waitFor();
    await expect(submitButton().count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: 'Get 5 free credits' }).count()).resolves.toBe(0);
    await keepScreenshot(page, 'email-widget-gone');
  });

  it('opening the link again fails and grants nothing', async () => {
    await page.goto(link);
    const failed = page.getByText(en('emailConfirmation:failed'));
    await failed.waitFor();
    const [red, green, blue] = await colourOf(en('emailConfirmation:failed'));
    expect(red).toBeGreaterThan(green! + 80);
    expect(red).toBeGreaterThan(blue! + 80);
    await keepScreenshot(page, 'email-widget-link-used');
    await page.goto(`${server.url}/#/builder`);
    await page.getByText('Your balance: 5 credits').waitFor();
    const token = await stored('token');
    const me = (await (await fetch(`${server.url}/api/v1/user/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { user: { credits: number } };
    expect(me.user.credits).toBe(5);
  });
});

describe('the widget on a narrow screen', () => {
  it('fits 360 px without sideways scrolling and has no serious or critical axe violation', async () => {
    // Our CSP forbids inline scripts, axe's included: this context alone bypasses it to run the audit.
    const narrow = await browser.newContext({ viewport: { width: 360, height: 800 }, bypassCSP: true, locale: 'en-US' });
    const previous = page;
    page = await narrow.newPage();
    try {
      await signUpUnverified(`narrow.${Date.now()}@example.com`);
      await submitButton().waitFor();
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(360);
      await keepScreenshot(page, 'email-widget-narrow');
      await page.addScriptTag({ content: axe.source });
      const violations = await page.evaluate(async () =>
        (await (window as unknown as { axe: typeof axe }).axe.run('section')).violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => violation.id),
      );
      expect(violations).toEqual([]);
    } finally {
      await narrow.close();
      page = previous;
    }
  });
});
