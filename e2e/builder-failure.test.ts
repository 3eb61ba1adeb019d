import { describe, expect, it } from 'vitest';
import { writerFailure } from '@sitecraft/sitegen';
import { answerStepsOneToSeven, bakeryAnswers, generateButton, keepPageScreenshot, signInWithDevButton } from './builder-support.ts';
import { useBrowserSession } from './support/browser-session.ts';
import { ru } from './support/catalogue.ts';

// An AI writer configured at an address where nothing listens: every run fails in the text stage.
const session = useBrowserSession({
  viewport: { width: 1280, height: 900 },
  env: { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'unreachable-model' },
  onPage(page) {
    page.on('dialog', (dialog) => void dialog.dismiss());
  },
});

describe('a run that fails on the AI service', () => {
  it('tells the customer a plain reason, with no address, status or configuration hint', async () => {
    const { page } = session;
    await signInWithDevButton(page, session.server.url);
    await answerStepsOneToSeven(page, { ...bakeryAnswers, domains: 'plain-reason.com', siteCount: 1 });
    await page.getByLabel(ru('builder:domainLabel'), { exact: true }).fill('plain-reason.com');
    await generateButton(page).click();
    await page.getByText(writerFailure.unavailable).first().waitFor({ timeout: 30_000 });
    await keepPageScreenshot(page, 'builder-failed-run');
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/127\.0\.0\.1|AI_API_KEY|AI_BASE_URL|HTTP \d{3}|ECONNREFUSED/);
  });
});
