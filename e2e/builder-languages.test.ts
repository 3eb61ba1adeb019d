import { describe, expect, it } from 'vitest';
import { answerStepsOneToSeven, bakeryAnswers, generateButton, keepPageScreenshot, signInWithDevButton } from './builder-support.ts';
import { useBrowserSession } from './support/browser-session.ts';

const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });
const germanNote = 'German: menus, buttons, forms and legal pages in German; the page texts in English (full German texts need an AI writer on the server).';

describe('what a site in each language will contain, told before credits are spent', () => {
  it('step 5 marks the languages with full texts, and step 8 and the ready dialog say a German site gets English texts', async () => {
    const { page } = session;
    await signInWithDevButton(page, session.server.url);
    await answerStepsOneToSeven(page, { ...bakeryAnswers, language: 'German', domains: 'sonnenkorn.de', siteCount: 1 }, async (step) => {
      if (step !== 5) return;
      const options = page.getByLabel('Website Language').locator('option');
      await page.getByTestId('language-content').getByText(germanNote).waitFor();
      await expect(options.filter({ hasText: 'full texts' }).allTextContents()).resolves.toEqual([expect.stringMatching(/^English/), expect.stringMatching(/^Russian/)]);
      await keepPageScreenshot(page, 'builder-step-5-german');
    });
    await page.getByLabel('Domain names', { exact: true }).fill('sonnenkorn.de');
    const summary = page.getByRole('region', { name: 'Your answers' });
    await summary.getByText('What the site will contain').waitFor();
    await summary.getByText(germanNote).waitFor();
    await generateButton(page).click();
    const done = page.getByRole('dialog', { name: 'Your website is ready!' });
    await done.waitFor({ timeout: 30_000 });
    await done.getByText(germanNote).waitFor();
  });
});
