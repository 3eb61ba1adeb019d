import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bakeryAnswers, generateButton, keepPageScreenshot, nextButton, setSiteCount, signInWithDevButton, signUpAndSignIn, stepHeading } from './builder-support.ts';
import { useBrowserSession } from './support/browser-session.ts';

let alerts: string[] = [];
const session = useBrowserSession({
  viewport: { width: 1280, height: 900 },
  onPage(page) {
    alerts = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
  },
});

const skip = () => session.page.getByRole('button', { name: 'Skip' }).click();

async function skipTo(step: number): Promise<void> {
  for (let current = 1; current < step; current += 1) await skip();
}

/** The reason shown for a disabled button, read through its aria-describedby. */
async function reasonFor(button: Locator): Promise<string | null> {
  const id = await button.getAttribute('aria-describedby');
  if (!id) return null;
  return session.page.locator(`[id="${id}"]`).textContent();
}

async function expectBlocked(button: Locator, reason: string | RegExp): Promise<void> {
  await expect(button.isDisabled()).resolves.toBe(true);
  await expect(reasonFor(button)).resolves.toMatch(reason);
  await expect(session.page.getByText(reason).isVisible()).resolves.toBe(true);
}

async function expectOpen(button: Locator): Promise<void> {
  await expect(button.isEnabled()).resolves.toBe(true);
  await expect(button.getAttribute('aria-describedby')).resolves.toBeNull();
}

describe('wizard navigation', () => {
  it('Back is disabled on step 1, Skip moves through steps 1 to 7 without answers, and step 8 has no Skip', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await expect(session.page.getByRole('button', { name: 'Back' }).isDisabled()).resolves.toBe(true);
    const titles = ['Theme Description', 'Design Style Selection', 'Style Description', 'Website Language', 'Contact Information', 'Keywords and Stop Words', 'Domain Names and Confirmation'];
    for (const [index, title] of titles.entries()) {
      await skip();
      await stepHeading(session.page, title).waitFor();
      await expect(session.page.getByRole('progressbar', { name: 'Wizard progress' }).getAttribute('aria-valuenow')).resolves.toBe(String(index + 2));
    }
    await expect(session.page.getByRole('button', { name: 'Skip' }).count()).resolves.toBe(0);
    await session.page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(session.page, 'Keywords and Stop Words').waitFor();
  });

  it('Describe your theme goes to step 2, Describe your style to step 4, a named style to step 5', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await session.page.getByRole('button', { name: /^Describe your theme/ }).click();
    await stepHeading(session.page, 'Theme Description').waitFor();
    await expect(session.page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Theme Description');
    await nextButton(session.page).click();
    await session.page.getByRole('button', { name: /^Describe your style/ }).click();
    await stepHeading(session.page, 'Style Description').waitFor();
    await session.page.getByRole('button', { name: 'Back' }).click();
    await session.page.getByRole('button', { name: /^Cyberpunk/ }).click();
    await stepHeading(session.page, 'Website Language').waitFor();
    await session.page.getByRole('button', { name: 'Back' }).click();
    await session.page.getByRole('button', { name: 'Back' }).click();
    await expect(session.page.getByRole('button', { name: /^Cyberpunk/ }).getAttribute('aria-pressed')).resolves.toBe('true');
  });
});

describe('enablement of Next and Generate (spec section 5)', () => {
  it('step 5: Next needs a language, and says so', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await skipTo(5);
    await stepHeading(session.page, 'Website Language').waitFor();
    await expectBlocked(nextButton(session.page), 'Choose the website language to continue.');
    await keepPageScreenshot(session.page, 'builder-rule-step-5-blocked');
    await session.page.getByLabel('Website Language').selectOption('Russian');
    await expectOpen(nextButton(session.page));
    await session.page.getByLabel('Website Language').selectOption('');
    await expectBlocked(nextButton(session.page), 'Choose the website language to continue.');
  });

  it('step 6: Next needs a country, a non-blank address and a non-blank phone, naming what is missing', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await skipTo(6);
    await stepHeading(session.page, 'Contact Information').waitFor();
    await expectBlocked(nextButton(session.page), 'To continue, fill in: contact country, contact address, contact phone.');
    await session.page.getByLabel('Contact Country').selectOption('France');
    await expectBlocked(nextButton(session.page), 'To continue, fill in: contact address, contact phone.');
    await session.page.getByLabel('Contact Address').fill('   ');
    await session.page.getByLabel('Contact Phone').fill('+33 1 23 45 67 89');
    await expectBlocked(nextButton(session.page), 'To continue, fill in: contact address.');
    await keepPageScreenshot(session.page, 'builder-rule-step-6-blocked');
    await session.page.getByLabel('Contact Address').fill('8 Rue de la Paix, Paris');
    await expectOpen(nextButton(session.page));
    await session.page.getByLabel('Contact Phone').fill(' ');
    await expectBlocked(nextButton(session.page), 'To continue, fill in: contact phone.');
    await session.page.getByLabel('Contact Phone').fill('+33 1 23 45 67 89');
    await session.page.getByLabel('Contact Phone').press('Enter');
    await stepHeading(session.page, 'Keywords and Stop Words').waitFor();
  });

  it('step 7: Next refuses a keyword over 60 characters or more than 20 keywords, naming the limit', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await skipTo(7);
    await stepHeading(session.page, 'Keywords and Stop Words').waitFor();
    const keywords = session.page.getByLabel('Keywords', { exact: true });
    await keywords.fill(`bread, ${'b'.repeat(61)}`);
    await expectBlocked(nextButton(session.page), /is 61 characters long; keep each keyword to 60 characters\./);
    await keywords.fill(`bread, ${'b'.repeat(60)}`);
    await expectOpen(nextButton(session.page));
    await keywords.fill(Array.from({ length: 21 }, (_, index) => `keyword ${index + 1}`).join(', '));
    await expectBlocked(nextButton(session.page), 'Keywords: 21 are listed; use at most 20.');
    await keywords.fill(Array.from({ length: 20 }, (_, index) => `keyword ${index + 1}`).join(', '));
    await expectOpen(nextButton(session.page));
  });

  it('steps 7 and 8: a stop word inside the business name is named with both answers, with a way to change the name', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await skipTo(2);
    await session.page.getByLabel('Business name (optional)').fill('Crumb & Crust');
    const fromStepTwoToSeven = async () => {
      for (let step = 2; step < 7; step += 1) await skip();
      await stepHeading(session.page, 'Keywords and Stop Words').waitFor();
    };
    await fromStepTwoToSeven();
    await session.page.getByLabel('Stop words', { exact: true }).fill('cheap, Crust');
    const words = 'The stop word “Crust” is part of the business name “Crumb & Crust”. Remove it from the stop words or change the name.';
    await expect(nextButton(session.page).isDisabled()).resolves.toBe(true);
    await expect(reasonFor(nextButton(session.page))).resolves.toBe(words);
    await expect(session.page.getByTestId('stop-word-conflict').textContent()).resolves.toContain(words);
    await skip();
    await expect(generateButton(session.page).isDisabled()).resolves.toBe(true);
    await expect(reasonFor(generateButton(session.page))).resolves.toBe(words);
    await session.page.getByRole('button', { name: 'Edit the stop words on step 7' }).waitFor();
    await session.page.getByRole('button', { name: 'Change the name on step 2' }).click();
    await stepHeading(session.page, 'Theme Description').waitFor();
    await session.page.getByLabel('Business name (optional)').fill('Crumb & Co');
    await fromStepTwoToSeven();
    await expectOpen(nextButton(session.page));
  });

  it('step 8: Generate needs exactly site_count non-empty comma-separated domains', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await skipTo(8);
    await stepHeading(session.page, 'Domain Names and Confirmation').waitFor();
    const domains = session.page.getByLabel('Domain names', { exact: true });
    await expectBlocked(generateButton(session.page), 'Enter a domain name to generate your website.');
    await domains.fill('   ');
    await expectBlocked(generateButton(session.page), 'Enter a domain name to generate your website.');
    await domains.fill('first-site.com');
    await expectOpen(generateButton(session.page));
    await setSiteCount(session.page, 2);
    await expectBlocked(generateButton(session.page), /You entered 1 domain but chose 2 websites/);
    await keepPageScreenshot(session.page, 'builder-rule-step-8-blocked');
    await domains.fill('first-site.com, second-site.com, third-site.com');
    await expectBlocked(generateButton(session.page), /You entered 3 domains but chose 2 websites/);
    await domains.fill(' , first-site.com,, second-site.com , ');
    await expectOpen(generateButton(session.page));
    await session.page.getByText('2 of 2 domains entered').waitFor();
    await setSiteCount(session.page, 3);
    await expectBlocked(generateButton(session.page), /You entered 2 domains but chose 3 websites/);
    await session.page.getByRole('button', { name: 'One website more' }).click();
    await expect(session.page.getByLabel('Number of websites').inputValue()).resolves.toBe('4');
    await session.page.getByLabel('Number of websites').fill('25');
    await session.page.getByLabel('Number of websites').blur();
    await expect(session.page.getByLabel('Number of websites').inputValue()).resolves.toBe('10');
  });
});

describe('credits', () => {
  it('shows the balance, warns before Generate when it is short, and shows the 402 message after', async () => {
    await signUpAndSignIn(session.page, session.server.url, 'unverified@example.com', { verified: false });
    await session.page.getByText('Your balance: 0 credits').waitFor();
    await skipTo(8);
    await session.page.getByLabel('Domain names', { exact: true }).fill(bakeryAnswers.domains);
    await setSiteCount(session.page, 2);
    await session.page.getByRole('alert').getByText('This generation needs 2 credits (one per website), but your balance is 0.', { exact: false }).waitFor();
    await generateButton(session.page).click();
    await session.page.getByRole('alert').getByText('Ошибка генерации. Попробуйте еще раз.').waitFor();
    await session.page.getByRole('alert').getByText(/^Not enough credits: this generation needs 2/).waitFor();
    await keepPageScreenshot(session.page, 'builder-credits-402');
    expect(alerts).toEqual(['Error starting generation. Check your internet connection and try again.']);
    await expect(generateButton(session.page).textContent()).resolves.toBe('Generate website');
  });

  it('a balance that covers the websites shows the cost instead of a warning', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await session.page.getByText(/Your balance: \d+ credits/).waitFor();
    await skipTo(8);
    await session.page.getByText('Costs 1 credit, one per website.').waitFor();
    await expect(session.page.getByRole('alert').count()).resolves.toBe(0);
  });
});
