import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeChatServer } from '../packages/sitegen/test/support/fake-chat-server.ts';
import {
  answerStepsOneToSeven,
  bakeryAnswers as answers,
  generateButton,
  recordProgress,
  setSiteCount,
  signUpAndSignIn,
  startSlowModel,
} from './builder-support.ts';
import { launchChromium } from './support/chromium.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';
import { ru } from './support/catalogue.ts';

let model: FakeChatServer;
let server: ProductServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  model = await startSlowModel(answers, 500);
  server = await startProductServer({ AI_BASE_URL: model.url, AI_MODEL: 'fake-model' });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await model?.close();
});

describe('stream recovery in the wizard', () => {
  it('a progress stream cut mid-generation shows Attempt to reconnect 1/5..., reconnects and reaches completion', async () => {
    await signUpAndSignIn(page, server.url, 'reconnect@example.com');
    await answerStepsOneToSeven(page, answers);
    await page.getByLabel(ru('builder:domainLabel'), { exact: true }).fill(answers.domains);
    await setSiteCount(page, answers.siteCount);

    const streams: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/generator/sse')) streams.push(request.url());
    });
    // Only the first connection is cut; the client must poll the status and open a new one by itself.
    await page.route('**/api/v1/generator/sse*', (route) => route.abort('connectionreset'), { times: 1 });
    const progress = await recordProgress(page);
    await generateButton(page).click();

    // The attempt line shows for the 2 s before the new connection only: the recorder keeps it.
    await page.getByRole('dialog', { name: ru('builder:completionTitle') }).waitFor({ timeout: 30_000 });

    const texts = (await progress()).map((entry) => entry.text);
    const attempt = texts.indexOf(ru('builder:generation.reconnectAttempt', { attempt: 1 }));
    expect(attempt, JSON.stringify(texts)).toBeGreaterThan(0);
    expect(texts.indexOf('Соединение восстановлено. Продолжаем генерацию...')).toBeGreaterThan(attempt);
    expect(texts).not.toContain(ru('builder:generation.reconnectAttempt', { attempt: 2 }));
    expect(streams.length).toBe(2);
    await expect(page.getByRole('dialog', { name: ru('builder:completionTitle') }).getByRole('link', { name: ru('builder:download') }).getAttribute('href')).resolves.toMatch(
      /\/api\/v1\/generator\/download\/[0-9a-f-]{36}$/,
    );
  });
});
