import { stopWordConflictTexts } from '@sitecraft/shared/generation';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { russianAnswer } from '../apps/server/src/i18n/english-answers.ts';
import { generatorTexts } from '../apps/server/src/modules/generator/generator-texts.ts';
import { bakeryAnswers, generateButton, keepPageScreenshot, nextButton, setSiteCount, signInWithDevButton, signUpAndSignIn, stepHeading } from './builder-support.ts';
import { useBrowserSession } from './support/browser-session.ts';
import { escapeRegExp, ru } from './support/catalogue.ts';

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

const skip = () => session.page.getByRole('button', { name: ru('builder:skip') }).click();

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
    await expect(session.page.getByRole('button', { name: ru('builder:back') }).isDisabled()).resolves.toBe(true);
    const titles = [ru('builder:steps.2.title'), ru('builder:steps.3.title'), ru('builder:steps.4.title'), ru('builder:steps.5.title'), ru('builder:steps.6.title'), ru('builder:steps.7.title'), ru('builder:steps.8.title')];
    for (const [index, title] of titles.entries()) {
      await skip();
      await stepHeading(session.page, title).waitFor();
      await expect(session.page.getByRole('progressbar', { name: ru('builder:wizardProgress') }).getAttribute('aria-valuenow')).resolves.toBe(String(index + 2));
    }
    await expect(session.page.getByRole('button', { name: ru('builder:skip') }).count()).resolves.toBe(0);
    await session.page.getByRole('button', { name: ru('builder:back') }).click();
    await stepHeading(session.page, ru('builder:steps.7.title')).waitFor();
  });

  it('Describe your theme goes to step 2, Describe your style to step 4, a named style to step 5', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await session.page.getByRole('button', { name: new RegExp(`^${ru('builder:describeTheme')}`) }).click();
    await stepHeading(session.page, ru('builder:steps.2.title')).waitFor();
    await expect(session.page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(ru('builder:steps.2.title'));
    await nextButton(session.page).click();
    await session.page.getByRole('button', { name: new RegExp(`^${ru('builder:describeStyle')}`) }).click();
    await stepHeading(session.page, ru('builder:steps.4.title')).waitFor();
    await session.page.getByRole('button', { name: ru('builder:back') }).click();
    await session.page.getByRole('button', { name: new RegExp(`^${ru('builder:styles.Cyberpunk.name')}`) }).click();
    await stepHeading(session.page, ru('builder:steps.5.title')).waitFor();
    await session.page.getByRole('button', { name: ru('builder:back') }).click();
    await session.page.getByRole('button', { name: ru('builder:back') }).click();
    await expect(session.page.getByRole('button', { name: new RegExp(`^${ru('builder:styles.Cyberpunk.name')}`) }).getAttribute('aria-pressed')).resolves.toBe('true');
  });
});

describe('enablement of Next and Generate (spec section 5)', () => {
  it('step 5: Next needs a language, and says so', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await skipTo(5);
    await stepHeading(session.page, ru('builder:steps.5.title')).waitFor();
    await expectBlocked(nextButton(session.page), ru('builder:reasonLanguage'));
    await keepPageScreenshot(session.page, 'builder-rule-step-5-blocked');
    await session.page.getByLabel(ru('builder:steps.5.title')).selectOption('Russian');
    await expectOpen(nextButton(session.page));
    await session.page.getByLabel(ru('builder:steps.5.title')).selectOption('');
    await expectBlocked(nextButton(session.page), ru('builder:reasonLanguage'));
  });

  it('step 6: Next needs a country, a non-blank address and a non-blank phone, naming what is missing', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await skipTo(6);
    await stepHeading(session.page, ru('builder:steps.6.title')).waitFor();
    await expectBlocked(nextButton(session.page), ru('builder:reasonContact', { missing: [ru('builder:missingCountry'), ru('builder:missingAddress'), ru('builder:missingPhone')].join(', ') }));
    await session.page.getByLabel(ru('builder:countryLabel')).selectOption('France');
    await expectBlocked(nextButton(session.page), ru('builder:reasonContact', { missing: [ru('builder:missingAddress'), ru('builder:missingPhone')].join(', ') }));
    await session.page.getByLabel(ru('builder:addressLabel')).fill('   ');
    await session.page.getByLabel(ru('builder:phoneLabel')).fill('+33 1 23 45 67 89');
    await expectBlocked(nextButton(session.page), ru('builder:reasonContact', { missing: ru('builder:missingAddress') }));
    await keepPageScreenshot(session.page, 'builder-rule-step-6-blocked');
    await session.page.getByLabel(ru('builder:addressLabel')).fill('8 Rue de la Paix, Paris');
    await expectOpen(nextButton(session.page));
    await session.page.getByLabel(ru('builder:phoneLabel')).fill(' ');
    await expectBlocked(nextButton(session.page), ru('builder:reasonContact', { missing: ru('builder:missingPhone') }));
    await session.page.getByLabel(ru('builder:phoneLabel')).fill('+33 1 23 45 67 89');
    await session.page.getByLabel(ru('builder:phoneLabel')).press('Enter');
    await stepHeading(session.page, ru('builder:steps.7.title')).waitFor();
  });

  it('step 7: Next refuses a keyword over 60 characters or more than 20 keywords, naming the limit', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await skipTo(7);
    await stepHeading(session.page, ru('builder:steps.7.title')).waitFor();
    const keywords = session.page.getByLabel(ru('builder:keywordsLabel'), { exact: true });
    await keywords.fill(`bread, ${'b'.repeat(61)}`);
    await expectBlocked(nextButton(session.page), ru('builder:keywordTooLong', { keyword: 'b'.repeat(40), length: 61, max: 60 }));
    await keywords.fill(`bread, ${'b'.repeat(60)}`);
    await expectOpen(nextButton(session.page));
    await keywords.fill(Array.from({ length: 21 }, (_, index) => `keyword ${index + 1}`).join(', '));
    await expectBlocked(nextButton(session.page), ru('builder:keywordsTooMany', { count: 21, max: 20 }));
    await keywords.fill(Array.from({ length: 20 }, (_, index) => `keyword ${index + 1}`).join(', '));
    await expectOpen(nextButton(session.page));
  });

  it('steps 7 and 8: a stop word inside the business name is named with both answers, with a way to change the name', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await skipTo(2);
    await session.page.getByLabel(ru('builder:businessNameLabel')).fill('Crumb & Crust');
    const fromStepTwoToSeven = async () => {
      for (let step = 2; step < 7; step += 1) await skip();
      await stepHeading(session.page, ru('builder:steps.7.title')).waitFor();
    };
    await fromStepTwoToSeven();
    await session.page.getByLabel(ru('builder:stopWordsLabel'), { exact: true }).fill('cheap, Crust');
    // The Russian screen says it as the server says it in Russian (the shared conflict texts).
    const words = stopWordConflictTexts.ru({ stopWord: 'Crust', field: 'business_name', value: 'Crumb & Crust' });
    await expect(nextButton(session.page).isDisabled()).resolves.toBe(true);
    await expect(reasonFor(nextButton(session.page))).resolves.toBe(words);
    await expect(session.page.getByTestId('stop-word-conflict').textContent()).resolves.toContain(words);
    await skip();
    await expect(generateButton(session.page).isDisabled()).resolves.toBe(true);
    await expect(reasonFor(generateButton(session.page))).resolves.toBe(words);
    await session.page.getByRole('button', { name: ru('builder:conflictEditStopWords') }).waitFor();
    await session.page.getByRole('button', { name: ru('builder:conflictChange.business_name') }).click();
    await stepHeading(session.page, ru('builder:steps.2.title')).waitFor();
    await session.page.getByLabel(ru('builder:businessNameLabel')).fill('Crumb & Co');
    await fromStepTwoToSeven();
    await expectOpen(nextButton(session.page));
  });

  it('step 8: Generate needs exactly site_count non-empty comma-separated domains', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await skipTo(8);
    await stepHeading(session.page, ru('builder:steps.8.title')).waitFor();
    const domains = session.page.getByLabel(ru('builder:domainLabel'), { exact: true });
    await expectBlocked(generateButton(session.page), ru('builder:reasonNoDomain'));
    await domains.fill('   ');
    await expectBlocked(generateButton(session.page), ru('builder:reasonNoDomain'));
    await domains.fill('first-site.com');
    await expectOpen(generateButton(session.page));
    await setSiteCount(session.page, 2);
    await expectBlocked(generateButton(session.page), ru('builder:reasonDomainCount', { entered: ru('builder:domainCount', { count: 1 }), chosen: ru('builder:siteCount', { count: 2 }), exact: ru('builder:exactDomains', { count: 2 }) }));
    await keepPageScreenshot(session.page, 'builder-rule-step-8-blocked');
    await domains.fill('first-site.com, second-site.com, third-site.com');
    await expectBlocked(generateButton(session.page), ru('builder:reasonDomainCount', { entered: ru('builder:domainCount', { count: 3 }), chosen: ru('builder:siteCount', { count: 2 }), exact: ru('builder:exactDomains', { count: 2 }) }));
    await domains.fill(' , first-site.com,, second-site.com , ');
    await expectOpen(generateButton(session.page));
    await session.page.getByText(ru('builder:domainsCounted', { entered: 2, count: 2 })).waitFor();
    await setSiteCount(session.page, 3);
    await expectBlocked(generateButton(session.page), ru('builder:reasonDomainCount', { entered: ru('builder:domainCount', { count: 2 }), chosen: ru('builder:siteCount', { count: 3 }), exact: ru('builder:exactDomains', { count: 3 }) }));
    await session.page.getByRole('button', { name: ru('builder:moreSites') }).click();
    await expect(session.page.getByLabel(ru('builder:siteCountLabel')).inputValue()).resolves.toBe('4');
    await session.page.getByLabel(ru('builder:siteCountLabel')).fill('25');
    await session.page.getByLabel(ru('builder:siteCountLabel')).blur();
    await expect(session.page.getByLabel(ru('builder:siteCountLabel')).inputValue()).resolves.toBe('10');
  });
});

describe('credits', () => {
  it('shows the balance, warns before Generate when it is short, and shows the 402 message after', async () => {
    await signUpAndSignIn(session.page, session.server.url, 'unverified@example.com', { verified: false });
    await session.page.getByText(`${ru('builder:creditsLabel')}: ${ru('common:credits', { count: 0 })}`).waitFor();
    await skipTo(8);
    await session.page.getByLabel(ru('builder:domainLabel'), { exact: true }).fill(bakeryAnswers.domains);
    await setSiteCount(session.page, 2);
    await session.page.getByRole('alert').getByText(ru('builder:creditsShort', { needed: ru('common:credits', { count: 2 }), balance: 0 })).waitFor();
    await generateButton(session.page).click();
    await session.page.getByRole('alert').getByText('Ошибка генерации. Попробуйте еще раз.').waitFor();
    // The API's refusal, in the language the person uses the product in.
    await session.page.getByRole('alert').getByText(russianAnswer(generatorTexts.notEnoughCredits(2, 0))!).waitFor();
    await keepPageScreenshot(session.page, 'builder-credits-402');
    expect(alerts).toEqual([ru('builder:generation.startFailedAlert')]);
    await expect(generateButton(session.page).textContent()).resolves.toBe(ru('builder:generate'));
  });

  it('a balance that covers the websites shows the cost instead of a warning', async () => {
    await signInWithDevButton(session.page, session.server.url);
    await session.page.getByText(new RegExp(`${escapeRegExp(ru('builder:creditsLabel'))}: \\d+`)).waitFor();
    await skipTo(8);
    await session.page.getByText(ru('builder:creditsCost', { credits: ru('common:credits', { count: 1 }) })).waitFor();
    await expect(session.page.getByRole('alert').count()).resolves.toBe(0);
  });
});
