import { describe, expect, it } from 'vitest';
import { answerStepsOneToSeven, bakeryAnswers, generateButton, keepPageScreenshot, signInWithDevButton } from './builder-support.ts';
import { useBrowserSession } from './support/browser-session.ts';
import { intlName, ru } from './support/catalogue.ts';

const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });
// The interface names a site language in its own language, as Intl does ('Немецкий' in Russian).
const germanNote = ru('builder:contentPartial', { language: intlName('ru', 'language', 'de') });

describe('what a site in each language will contain, told before credits are spent', () => {
  it('step 5 marks the languages with full texts, and step 8 and the ready dialog say a German site gets English texts', async () => {
    const { page } = session;
    await signInWithDevButton(page, session.server.url);
    await answerStepsOneToSeven(page, { ...bakeryAnswers, language: 'German', domains: 'sonnenkorn.de', siteCount: 1 }, async (step) => {
      if (step !== 5) return;
      const options = page.getByLabel(ru('builder:steps.5.title')).locator('option');
      await page.getByTestId('language-content').getByText(germanNote).waitFor();
      await expect(options.filter({ hasText: ru('builder:fullTextsMark') }).allTextContents()).resolves.toEqual([expect.stringMatching(new RegExp(`^${intlName('ru', 'language', 'en')}`)), expect.stringMatching(new RegExp(`^${intlName('ru', 'language', 'ru')}`))]);
      await keepPageScreenshot(page, 'builder-step-5-german');
    });
    await page.getByLabel(ru('builder:domainLabel'), { exact: true }).fill('sonnenkorn.de');
    const summary = page.getByRole('region', { name: ru('builder:summaryTitle') });
    await summary.getByText(ru('builder:summary.contents')).waitFor();
    await summary.getByText(germanNote).waitFor();
    await generateButton(page).click();
    const done = page.getByRole('dialog', { name: ru('builder:completionTitle') });
    await done.waitFor({ timeout: 30_000 });
    await done.getByText(germanNote).waitFor();
  });
});
