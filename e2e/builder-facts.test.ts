import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateButton, keepPageScreenshot, nextButton, signInWithDevButton, stepHeading } from './builder-support.ts';
import { useBrowserSession } from './support/browser-session.ts';
import { ru } from './support/catalogue.ts';

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const consoleErrors: string[] = [];
const session = useBrowserSession({
  viewport: desktop,
  onPage(page) {
    consoleErrors.length = 0;
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  },
});

const factsPrompt = (page: Page) => page.getByRole('button', { name: ru('builder:factsPrompt') });
const hoursSummary = `${ru('builder:dayShort.mon')}–${ru('builder:dayShort.fri')} 09:00–17:00 · ${ru('builder:dayShort.sat')} 10:00–14:00 · Closed on public holidays`;

/** Keeps the step at desktop width and at 390 px, where nothing may stick out sideways. */
async function keepBothWidths(page: Page, name: string): Promise<void> {
  await keepPageScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(phone);
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(phone.width);
  await keepPageScreenshot(page, `${name}-390`);
  await page.setViewportSize(desktop);
}

/** Switches a weekday on and sets its hours. */
async function openDay(page: Page, day: string, opens: string, closes: string): Promise<void> {
  await page.getByRole('switch', { name: day }).check();
  await page.getByLabel(ru('builder:opensLabel', { day })).fill(opens);
  await page.getByLabel(ru('builder:closesLabel', { day })).fill(closes);
}

describe('the owner’s facts in the wizard (issue 27)', () => {
  it('a chosen theme still jumps to step 3, whose line leads to step 2; the facts reach the summary, the request and a reload', async () => {
    const { page } = session;
    await signInWithDevButton(page, session.server.url);
    await page.getByRole('button', { name: ru('builder:themes.Bakery'), exact: true }).click();
    await stepHeading(page, ru('builder:steps.3.title')).waitFor();
    await factsPrompt(page).click();
    await stepHeading(page, ru('builder:steps.2.title')).waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(ru('builder:steps.2.title'));
    await expect(factsPrompt(page).count()).resolves.toBe(0);

    await page.getByLabel(ru('builder:businessNameLabel')).fill('Golden Crust Bakery');
    await page.getByLabel(ru('builder:offersLabel')).fill('Sourdough loaf – €4.50\nBirthday cake – from €35\n\nCoffee and pastry');
    await expect(page.getByRole('list', { name: ru('builder:entriesOf', { label: ru('builder:offersRead') }) }).getByRole('listitem').allTextContents()).resolves.toEqual([
      'Sourdough loaf · €4.50',
      'Birthday cake · from €35',
      'Coffee and pastry',
    ]);
    await page.getByLabel(ru('builder:yearLabel')).fill('1998');
    // Reviews: each added on its own, each field's problem named under it in the shared schema's words.
    const addReview = page.getByRole('button', { name: ru('builder:addReview') });
    await addReview.click();
    const first = page.getByRole('group', { name: ru('builder:reviewLegend', { number: 1 }) });
    await first.getByLabel(ru('builder:reviewQuoteLabel')).fill('Lovely.');
    await first.getByLabel(ru('builder:reviewQuoteLabel')).press('Tab');
    await first.getByText(`A review’s words must be at least 10 characters long. ${ru('builder:leftOut')}`).waitFor();
    await first.getByLabel(ru('builder:reviewQuoteLabel')).fill('The best sourdough in Berlin, still warm at eight.');
    await first.getByLabel(ru('builder:reviewNameLabel')).fill('Rita S.');
    await first.getByText(ru('builder:reviewNameHint')).waitFor();
    await first.getByLabel(ru('builder:reviewSourceLabel')).fill('Google');
    await addReview.click();
    await page.getByRole('group', { name: ru('builder:reviewLegend', { number: 2 }) }).getByLabel(ru('builder:reviewQuoteLabel')).fill('Friendly people and honest bread.');
    await addReview.click();
    await page.getByRole('button', { name: ru('builder:removeReviewLabel', { number: 3 }) }).click();
    await expect(page.getByRole('group', { name: ru('builder:reviewLegend', { number: 3 }) }).count()).resolves.toBe(0);
    await keepBothWidths(page, 'builder-facts-step-2');
    await nextButton(page).click();
    await stepHeading(page, ru('builder:steps.3.title')).waitFor();
    await expect(factsPrompt(page).count()).resolves.toBe(0);
    await page.getByRole('button', { name: new RegExp(`^${ru('builder:styles.Luxury.name')}`) }).click();
    await page.getByLabel(ru('builder:steps.5.title')).selectOption('English');
    await nextButton(page).click();

    await stepHeading(page, ru('builder:steps.6.title')).waitFor();
    await page.getByLabel(ru('builder:countryLabel')).selectOption('Germany');
    await page.getByLabel(ru('builder:addressLabel')).fill('12 Bäckerstraße, Berlin');
    await page.getByLabel(ru('builder:phoneLabel')).fill('+49 30 1234567');
    const email = page.getByLabel(ru('builder:emailLabel'));
    await email.fill('hello@');
    await email.press('Tab');
    await page.getByText(`${ru('builder:emailInvalid')} ${ru('builder:leftOut')}`).waitFor();
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    for (const day of [ru('builder:dayNames.mon'), ru('builder:dayNames.tue'), ru('builder:dayNames.wed'), ru('builder:dayNames.thu'), ru('builder:dayNames.fri')]) await openDay(page, day, '09:00', '17:00');
    await openDay(page, ru('builder:dayNames.sat'), '10:00', '09:30');
    await page.getByText(ru('builder:closesBeforeOpens'), { exact: false }).waitFor();
    // The switch works from the keyboard too.
    await page.getByRole('switch', { name: ru('builder:dayNames.sun') }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel(ru('builder:opensLabel', { day: ru('builder:dayNames.sun') })).waitFor();
    await page.keyboard.press('Space');
    await expect(page.getByLabel(ru('builder:opensLabel', { day: ru('builder:dayNames.sun') })).count()).resolves.toBe(0);
    await page.getByLabel(ru('builder:hoursNoteLabel')).fill('Closed on public holidays');
    await page.getByLabel(ru('builder:areasLabel')).fill('Berlin, Potsdam');
    await page.getByLabel(ru('builder:paymentsLabel')).fill('Cash, Card');
    // Country, address and phone are all step 6 asks for (spec section 5): a fact being corrected holds nothing up.
    await expect(nextButton(page).isEnabled()).resolves.toBe(true);
    await keepBothWidths(page, 'builder-facts-step-6-problems');
    await email.fill('hello@golden-crust.example');
    await page.getByLabel(ru('builder:closesLabel', { day: ru('builder:dayNames.sat') })).fill('14:00');
    await expect(page.getByText(ru('builder:leftOut'), { exact: false }).count()).resolves.toBe(0);
    await keepBothWidths(page, 'builder-facts-step-6');
    await nextButton(page).click();
    await stepHeading(page, ru('builder:steps.7.title')).waitFor();
    await nextButton(page).click();

    await stepHeading(page, ru('builder:steps.8.title')).waitFor();
    await page.getByLabel(ru('builder:domainLabel'), { exact: true }).fill('golden-crust.example');
    const summary = page.getByRole('region', { name: ru('builder:summaryTitle') });
    const shown = [
      'Golden Crust Bakery',
      '1998',
      'Sourdough loaf – €4.50 · Birthday cake – from €35 · Coffee and pastry',
      '“The best sourdough in Berlin, still warm at eight.” — Rita S., Google · “Friendly people and honest bread.”',
      'hello@golden-crust.example',
      'Berlin, Potsdam',
      'Cash, Card',
      hoursSummary,
      // A bakery sells, it books no appointments: the Book page stays off until the owner turns it on.
      ru('builder:bookingsSummaryOff'),
    ];
    for (const text of shown) await summary.getByText(text, { exact: true }).waitFor();
    await keepBothWidths(page, 'builder-facts-step-8');
    await summary.getByRole('button', { name: ru('builder:editLabel', { field: ru('builder:summary.offers').toLowerCase() }) }).click();
    await stepHeading(page, ru('builder:steps.2.title')).waitFor();
    for (let step = 2; step < 8; step += 1) await page.getByRole('button', { name: ru('builder:skip') }).click();
    await summary.getByRole('button', { name: ru('builder:editLabel', { field: ru('builder:summary.hours').toLowerCase() }) }).click();
    await stepHeading(page, ru('builder:steps.6.title')).waitFor();
    await expect(page.getByLabel(ru('builder:closesLabel', { day: ru('builder:dayNames.sat') })).inputValue()).resolves.toBe('14:00');
    for (let step = 6; step < 8; step += 1) await page.getByRole('button', { name: ru('builder:skip') }).click();
    for (const field of [ru('builder:summary.businessName'), ru('builder:summary.email')]) await summary.getByRole('button', { name: ru('builder:editLabel', { field: field.toLowerCase() }) }).waitFor();

    const started = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/v1/generator'));
    await generateButton(page).click();
    const request = await started;
    expect(request.postDataJSON()).toMatchObject({
      site_theme: 'Bakery',
      business_name: 'Golden Crust Bakery',
      offers: [{ name: 'Sourdough loaf', price: '€4.50' }, { name: 'Birthday cake', price: 'from €35' }, { name: 'Coffee and pastry' }],
      contact_email: 'hello@golden-crust.example',
      year_founded: 1998,
      reviews: [{ quote: 'The best sourdough in Berlin, still warm at eight.', name: 'Rita S.', source: 'Google' }, { quote: 'Friendly people and honest bread.' }],
      areas_served: ['Berlin', 'Potsdam'],
      payment_methods: ['Cash', 'Card'],
      opening_hours: {
        days: [
          ...['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({ day, opens: '09:00', closes: '17:00' })),
          { day: 'sat', opens: '10:00', closes: '14:00' },
        ],
        note: 'Closed on public holidays',
      },
    });
    await expect((await request.response())?.status()).toBe(200);
    await page.getByRole('dialog', { name: ru('builder:completionTitle') }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: ru('builder:close') }).click();

    // A reload comes back to this generation's answers, the facts among them.
    await page.reload();
    await stepHeading(page, ru('builder:steps.8.title')).waitFor();
    for (const text of shown) await summary.getByText(text, { exact: true }).waitFor();
    await expect(factsPrompt(page).count()).resolves.toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('facts left empty or still wrong are not sent, the summary says why, and steps 3 to 8 keep offering them', async () => {
    const { page } = session;
    await signInWithDevButton(page, session.server.url);
    await page.getByRole('button', { name: ru('builder:themes.Bakery'), exact: true }).click();
    await factsPrompt(page).waitFor();
    await keepBothWidths(page, 'builder-facts-step-3-prompt');
    for (let step = 3; step <= 7; step += 1) {
      await factsPrompt(page).waitFor();
      if (step === 6) await page.getByLabel(ru('builder:emailLabel')).fill('hello@');
      await page.getByRole('button', { name: ru('builder:skip') }).click();
    }
    await stepHeading(page, ru('builder:steps.8.title')).waitFor();
    await factsPrompt(page).waitFor();
    await page.getByLabel(ru('builder:domainLabel'), { exact: true }).fill('plain-bakery.example');
    await page.getByRole('region', { name: ru('builder:summaryTitle') }).getByText(ru('builder:notSent', { problem: ru('builder:emailInvalid') })).waitFor();
    await keepBothWidths(page, 'builder-facts-step-8-not-sent');
    const started = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/v1/generator'));
    await generateButton(page).click();
    const body = (await started).postDataJSON() as Record<string, unknown>;
    for (const field of ['business_name', 'offers', 'contact_email', 'opening_hours', 'reviews', 'areas_served', 'payment_methods', 'year_founded']) expect(body).not.toHaveProperty(field);
    expect(consoleErrors).toEqual([]);
  });
});
