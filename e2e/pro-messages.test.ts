import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import SqliteDatabase from 'better-sqlite3';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageToGenerationRequest, proMessagesTexts as serverTexts } from '@sitecraft/shared/pro-messages';
import { russianAnswer } from '../apps/server/src/i18n/english-answers.ts';
import { startFakeChatServer, taskOf, type FakeChatServer } from '../packages/sitegen/test/support/fake-chat-server.ts';
import { answerFor, modelAnswers } from '../packages/sitegen/test/support/model-answers.ts';
import { keepViewportScreenshot, recordProgress } from './builder-support.ts';
import { keepScreenshot, launchChromium, waitForRoute } from './support/chromium.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';
import { ru } from './support/catalogue.ts';

const message = 'Summer sale on handmade candles: 30% off every scent until Sunday.';
const password = 'pro-test-1';
let model: FakeChatServer;
let server: ProductServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // A model that takes its time, so the 'generating' modal can be watched; its texts fit the message's site.
  const answers = await modelAnswers(messageToGenerationRequest({ message_type: 'Promo', message, track_id: randomUUID() }), 'Candles:');
  model = await startFakeChatServer((request) => ({ delayMs: 1500, content: answerFor(answers, taskOf(request)) }));
  server = await startProductServer({ AI_BASE_URL: model.url, AI_MODEL: 'fake-model' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await model?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  // Every route the SPA goes through, redirects included.
  await context.addInitScript(() => {
    const routes: string[] = [];
    (window as unknown as { routesSeen: string[] }).routesSeen = routes;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url) routes.push(new URL(url, location.href).hash);
        original(state, unused, url);
      };
    }
  });
  page = await context.newPage();
});

async function api(route: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.url}/api/v1${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A verified account (5 credits), made pro straight in the database as there is no admin screen for it yet. */
async function createAccount(email: string, { pro }: { pro: boolean }): Promise<void> {
  await api('/auth/register', { name: 'Pro Tester', email, password });
  const outbox = JSON.stringify(await (await fetch(`${server.url}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json());
  const token = /#\/verify-email\/([0-9a-f]{40})/.exec(outbox)?.[1];
  await fetch(`${server.url}/api/v1/auth/verify-email/${token}`);
  if (!pro) return;
  const db = new SqliteDatabase(path.join(server.dataDir, 'sitecraft.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE accounts SET pro = 1 WHERE email = ?').run(email);
  } finally {
    db.close();
  }
}

async function signIn(email: string): Promise<void> {
  await page.goto(`${server.url}/#/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await waitForRoute(page, /^#\/builder$/);
}

const routesSeen = () => page.evaluate(() => (window as unknown as { routesSeen: string[] }).routesSeen);
const forgetRoutes = () => page.evaluate(() => (window as unknown as { routesSeen: string[] }).routesSeen.splice(0));
const storedToken = () => page.evaluate(() => localStorage.getItem('token'));

describe('the message page of a pro account', () => {
  it('sends a message and shows the generating modal, then the sent modal, through to the finished site', async () => {
    await createAccount('pro@example.com', { pro: true });
    await signIn('pro@example.com');
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies).toMatchObject({ token: await storedToken(), email: encodeURIComponent('pro@example.com') });

    await page.goto(`${server.url}/#/pro/messages`);
    await page.getByRole('heading', { name: ru('proMessages:title') }).waitFor();
    await expect(page.getByLabel(ru('proMessages:typeLabel')).inputValue()).resolves.toBe('Promo');
    await page.getByRole('textbox', { name: ru('proMessages:messageLabel'), exact: true }).fill(message);
    await keepScreenshot(page, 'pro-messages-form');

    const progress = await recordProgress(page);
    await page.getByRole('button', { name: ru('proMessages:send'), exact: true }).click();
    const generating = page.getByRole('dialog', { name: ru('proMessages:generatingTitle') });
    await generating.waitFor();
    await keepViewportScreenshot(page, 'pro-messages-generating');

    const sent = page.getByRole('dialog', { name: ru('proMessages:sentTitle') });
    await sent.waitFor({ timeout: 30_000 });
    await expect(generating.count()).resolves.toBe(0);
    expect((await progress()).some((entry) => entry.percent > 0)).toBe(true);
    await keepViewportScreenshot(page, 'pro-messages-sent');
    const [download] = await Promise.all([page.waitForEvent('download'), sent.getByRole('link', { name: ru('proMessages:download') }).click()]);
    const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const home = new TextDecoder().decode(zip['summer-sale-handmade.com/index.html']);
    expect(home).toContain('Candles:');

    await sent.getByRole('button', { name: ru('proMessages:close') }).click();
    await expect(page.locator('[data-status]').getAttribute('data-status')).resolves.toBe('message_sended');
    await page.getByText(ru('proMessages:statusText.message_sended')).waitFor();
    // A sent text left in the box would invite sending it again; the type stays as chosen.
    await expect(page.getByRole('textbox', { name: ru('proMessages:messageLabel'), exact: true }).inputValue()).resolves.toBe('');
    await expect(page.getByLabel(ru('proMessages:typeLabel')).inputValue()).resolves.toBe('Promo');
    await keepScreenshot(page, 'pro-messages-done');
    const me = (await (await fetch(`${server.url}/api/v1/user/me`, { headers: { authorization: `Bearer ${await storedToken()}` } })).json()) as { user: { credits: number } };
    expect(me.user.credits).toBe(4);

    await page.getByRole('button', { name: ru('common:logout') }).click();
    await waitForRoute(page, /^#\/landing$/);
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name).filter((name) => name === 'token' || name === 'email')).toEqual([]);
  });

  it('keeps the text in the box when the message could not be sent, on a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await createAccount('pro-failed-send@example.com', { pro: true });
    await signIn('pro-failed-send@example.com');
    await page.goto(`${server.url}/#/pro/messages`);
    await page.getByRole('heading', { name: ru('proMessages:title') }).waitFor();
    await context.route('**/api/v1/generator', (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback()));
    await page.getByRole('textbox', { name: ru('proMessages:messageLabel'), exact: true }).fill(message);
    await page.getByRole('button', { name: ru('proMessages:send'), exact: true }).click();
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-status')).toBe('error');
    await expect(page.getByRole('textbox', { name: ru('proMessages:messageLabel'), exact: true }).inputValue()).resolves.toBe(message);
    await keepScreenshot(page, 'pro-messages-send-failed-390');
  });

  it('has no serious or critical axe violation', async () => {
    await context.close();
    // Our CSP forbids inline scripts, axe's included: this context alone bypasses it to run the audit.
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    page = await context.newPage();
    await createAccount('pro-axe@example.com', { pro: true });
    await signIn('pro-axe@example.com');
    await page.goto(`${server.url}/#/pro/messages`);
    await page.getByRole('heading', { name: ru('proMessages:title') }).waitFor();
    await page.getByRole('button', { name: ru('proMessages:send'), exact: true }).click();
    await page.getByText(ru('proMessages:fieldErrors.messageRequired')).waitFor();
    await keepScreenshot(page, 'pro-messages-narrow-invalid');
    await page.addScriptTag({ content: axe.source });
    const violations = await page.evaluate(async () =>
      (await (window as unknown as { axe: typeof axe }).axe.run()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    );
    expect(violations).toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(390);
  });

  it('is left for /login when the cookies are gone, even with the pro flag stored', async () => {
    await createAccount('pro-no-cookies@example.com', { pro: true });
    await signIn('pro-no-cookies@example.com');
    await context.clearCookies({ name: 'token' });
    await forgetRoutes();
    await page.goto(`${server.url}/#/pro/messages`);
    // /login sends a signed-in person on to /builder.
    await waitForRoute(page, /^#\/builder$/);
    expect(await routesSeen()).toEqual(['#/login', '#/builder']);
    await expect(page.evaluate(() => localStorage.getItem('user_pro'))).resolves.toBe('true');
  });
});

describe('the message page of anyone else', () => {
  it('sends an account without pro to /login, and its direct API call gets 403', async () => {
    await createAccount('plain@example.com', { pro: false });
    await signIn('plain@example.com');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('token');
    await forgetRoutes();
    await page.goto(`${server.url}/#/pro/messages`);
    await waitForRoute(page, /^#\/builder$/);
    expect(await routesSeen()).toEqual(['#/login', '#/builder']);
    await expect(page.getByRole('heading', { name: ru('proMessages:title') }).count()).resolves.toBe(0);

    const direct = await api('/generator', { message_type: 'Promo', message, track_id: randomUUID() }, (await storedToken()) ?? undefined);
    // In the language of the account asking (its interface's: Russian).
    expect(direct).toEqual({ status: 403, body: { success: false, message: russianAnswer(serverTexts.proOnly) } });
  });

  it('sends a visitor who is not signed in to /login', async () => {
    await page.goto(`${server.url}/#/pro/messages`);
    await waitForRoute(page, /^#\/login$/);
    await page.getByRole('heading', { name: 'Вход в систему' }).waitFor();
  });
});
