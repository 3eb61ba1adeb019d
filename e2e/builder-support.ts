import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { authTexts } from '@sitecraft/shared/auth';
import { startFakeChatServer, taskOf, type FakeChatServer } from '../packages/sitegen/test/support/fake-chat-server.ts';
import { answerFor, modelAnswers } from '../packages/sitegen/test/support/model-answers.ts';
import { keepScreenshot, waitForRoute } from './support/chromium.ts';
import type { Language } from '../apps/web/src/i18n/language.ts';
import { catalogueText, escapeRegExp, ru } from './support/catalogue.ts';

/** The answers a person gives in the wizard's browser tests. */
export interface WizardAnswers {
  theme: string;
  style: string;
  language: string;
  country: string;
  address: string;
  phone: string;
  keywords: string;
  stopWords: string;
  domains: string;
  siteCount: number;
}

export const bakeryAnswers: WizardAnswers = {
  theme: 'Bakery',
  style: 'Luxury',
  language: 'English',
  country: 'Germany',
  address: '12 Bäckerstraße, Berlin',
  phone: '+49 30 1234567',
  keywords: 'sourdough bread, custom cakes',
  stopWords: 'cheap',
  domains: 'golden-crust.com, sweet-oven.de',
  siteCount: 2,
};

/**
 * A local OpenAI-compatible model that answers after `delayMs` (a number, or read at each call), with texts fit for `answers`: the offline engine
 * finishes in a few hundred milliseconds, too fast to watch the progress or to cut the stream mid-way.
 */
export async function startSlowModel(answers: WizardAnswers, delayMs: number | (() => number), heldUntil?: () => Promise<unknown> | undefined): Promise<FakeChatServer> {
  const texts = await modelAnswers(
    {
      site_theme: answers.theme,
      design_style: answers.style,
      site_language: answers.language,
      contact_country: answers.country,
      contact_address: answers.address,
      contact_phone: answers.phone,
      key_words: answers.keywords,
      stop_words: answers.stopWords,
      domain_name: answers.domains,
      site_count: String(answers.siteCount),
      track_id: randomUUID(),
    },
    'Fresh from the oven:',
  );
  // A function lets a test change the delay while a generation runs.
  return startFakeChatServer((request) => ({ delayMs: typeof delayMs === 'number' ? delayMs : delayMs(), heldUntil: heldUntil?.(), content: answerFor(texts, taskOf(request)) }));
}

/** Signs in with the login page's DEV button (a local admin account) and lands on the wizard. */
export async function signInWithDevButton(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByRole('button', { name: authTexts.devLogin }).click();
  await waitForRoute(page, /^#\/builder$/);
  await page.getByRole('heading', { name: ru('builder:steps.1.title') }).waitFor();
}

async function api(baseUrl: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Registers an account (verified, so it holds the 5 welcome credits, unless `verified` is false) and signs in
 * through the login form, which also sets the session cookie that the event stream and the download use.
 */
export async function signUpAndSignIn(page: Page, baseUrl: string, email: string, { verified = true } = {}): Promise<void> {
  const password = 'builder-test-1';
  await api(baseUrl, '/auth/register', { name: 'Builder Tester', email, password });
  if (verified) {
    const outbox = await api(baseUrl, `/dev/outbox?to=${encodeURIComponent(email)}`);
    const token = /#\/verify-email\/([0-9a-f]{40})/.exec(JSON.stringify(outbox))?.[1];
    if (!token) throw new Error(`no verification link for ${email}`);
    await api(baseUrl, `/auth/verify-email/${token}`);
  }
  await page.goto(`${baseUrl}/#/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await waitForRoute(page, /^#\/builder$/);
  await page.getByRole('heading', { name: ru('builder:steps.1.title') }).waitFor();
}

/** A full-page screenshot from the top of the page, so the sticky header sits where a person sees it. */
export async function keepPageScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, name);
}

export { keepViewportScreenshot } from './support/chromium.ts';

export const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });
export const nextButton = (page: Page, language: Language = 'ru') => page.getByRole('button', { name: catalogueText(language, 'builder:next'), exact: true });
export const generateButton = (page: Page, language: Language = 'ru') => {
  const text = (key: string) => escapeRegExp(catalogueText(language, key));
  return page.getByRole('button', { name: new RegExp(`^(${text('builder:generate')}|${text('builder:generating')})$`) });
};

/** Walks steps 1 to 7 (of an interface in `language`) with the given answers (choosing a theme and a style jumps over steps 2 and 4). */
export async function answerStepsOneToSeven(page: Page, answers: WizardAnswers, onStep?: (step: number) => Promise<void>, language: Language = 'ru'): Promise<void> {
  const text = (key: string) => catalogueText(language, key);
  await onStep?.(1);
  await page.getByRole('button', { name: text(`builder:themes.${answers.theme}`), exact: true }).click();
  await stepHeading(page, text('builder:steps.3.title')).waitFor();
  await onStep?.(3);
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(text(`builder:styles.${answers.style}.name`))}`) }).click();
  await stepHeading(page, text('builder:steps.5.title')).waitFor();
  await page.getByLabel(text('builder:steps.5.title')).selectOption(answers.language);
  await onStep?.(5);
  await nextButton(page, language).click();
  await stepHeading(page, text('builder:steps.6.title')).waitFor();
  await page.getByLabel(text('builder:countryLabel')).selectOption(answers.country);
  await page.getByLabel(text('builder:addressLabel')).fill(answers.address);
  await page.getByLabel(text('builder:phoneLabel')).fill(answers.phone);
  await onStep?.(6);
  await nextButton(page, language).click();
  await stepHeading(page, text('builder:steps.7.title')).waitFor();
  await page.getByLabel(text('builder:keywordsLabel'), { exact: true }).fill(answers.keywords);
  await page.getByLabel(text('builder:stopWordsLabel'), { exact: true }).fill(answers.stopWords);
  await onStep?.(7);
  await nextButton(page, language).click();
  await stepHeading(page, text('builder:steps.8.title')).waitFor();
}

/** Sets the number of websites on step 8 with the plus and minus buttons. */
export async function setSiteCount(page: Page, count: number): Promise<void> {
  const field = page.getByLabel(ru('builder:siteCountLabel'));
  for (let guard = 0; guard < 20; guard += 1) {
    const current = Number(await field.inputValue());
    if (current === count) return;
    await page.getByRole('button', { name: current < count ? ru('builder:moreSites') : ru('builder:fewerSites') }).click();
  }
  throw new Error(`could not set the number of websites to ${count}`);
}

/** Records every value of the progress modal's bar with its status line, as the DOM shows them. */
export async function recordProgress(page: Page): Promise<() => Promise<{ percent: number; text: string }[]>> {
  await page.evaluate(() => {
    const seen: { percent: number; text: string }[] = [];
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('dialog [role=progressbar]');
      if (!bar) return;
      const entry = { percent: Number(bar.getAttribute('aria-valuenow')), text: document.querySelector('dialog [role=status]')?.textContent ?? '' };
      const last = seen.at(-1);
      if (!last || last.percent !== entry.percent || last.text !== entry.text) seen.push(entry);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: { percent: number; text: string }[] }).progressSeen);
}
