import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axe from 'axe-core';
import { unzipSync } from 'fflate';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTexts } from '@sitecraft/shared/bookings';
import { THANK_YOU_PAGE } from '@sitecraft/shared/forms';
import { TOKEN_MIN_AGE_MS } from '../apps/server/src/modules/forms/form-token.ts';
import { escapeRegExp, ru } from './support/catalogue.ts';
import { keepScreenshot, launchChromium } from './support/chromium.ts';
import { generateAndPublish, type OwnerApi } from './support/owner-api.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';
import { signInWithDevButton } from './builder-support.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';

/** Where a booking request sent lands: the site's thank-you page, at its thanks for a request. */
const BOOKED = `${THANK_YOU_PAGE}?sent=booking#booking-sent`;

const domain = 'paws-booking.com';
const owner = 'owner@paws-booking.com';
const zone = 'Europe/London';
const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
let smtp: SmtpInbox;
let server: ProductServer;
let browser: Browser;
let visitor: BrowserContext;
let publishedUrl: string;
let trackId: string;
let api: OwnerApi;

/** Serves the site's folder of its ZIP on a port of its own: another origin than the product's, as a customer's host is. */
async function serveZip(zip: Record<string, Uint8Array>): Promise<{ url: string; close: () => Promise<void> }> {
  const files = http.createServer((request, response) => {
    const body = zip[`${domain}${new URL(request.url ?? '/', 'http://x').pathname}`];
    response.writeHead(body ? 200 : 404, { 'content-type': request.url?.endsWith('.css') ? 'text/css' : 'text/html; charset=utf-8' }).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(files.address() as AddressInfo).port}`, close: () => new Promise((resolve) => files.close(() => resolve())) };
}

/** A session of the dev admin, who owns the site. */
async function tokenOf(): Promise<string> {
  return ((await (await fetch(`${server.url}/api/v1/dev/login`, { method: 'POST' })).json()) as { token: string }).token;
}

beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startProductServer({ SMTP_URL: smtp.url });
  browser = await launchChromium();
  // The owner signs in through the API: this file is about the visitor's pages, which need no app build.
  const token = await tokenOf();
  api = async (path, body) => {
    const headers = { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) };
    const response = await fetch(`${server.url}/api/v1${path}`, { method: body ? 'POST' : 'GET', headers, body: body ? JSON.stringify(body) : undefined });
    return (await response.json()) as Record<string, unknown>;
  };
  ({ publishedUrl, trackId } = await generateAndPublish(api, domain, {
    site_theme: 'Pet Care',
    description: 'A dog grooming salon in Leeds: full grooms, baths and nail clipping.',
    key_words: 'dog grooming Leeds',
    contact_country: 'United Kingdom',
    contact_address: '1 Kirkstall Road, Leeds',
    contact_email: owner,
    opening_hours: { days: everyDay.map((day) => ({ day, opens: '09:00', closes: '17:00' })) },
    offers: [{ name: 'Full groom', price: '£45' }],
    bookings: { enabled: true, slot_minutes: 60, days_ahead: 14, notice_hours: 12 },
  }));
  visitor = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
});
afterAll(async () => {
  await visitor?.close();
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('booking requests on a published site, the visitor with JavaScript off', () => {
  it('books a slot: the owner’s mail link accepts it, the visitor’s .ics starts at the chosen London time, the slot is gone, and asking for it again offers other times', async () => {
    const page = await visitor.newPage();
    // A second visitor opens the Book page now and asks for the same time after it was accepted.
    const late = await visitor.newPage();
    expect((await page.goto(`${publishedUrl}book.html`))?.status()).toBe(200);
    await late.goto(`${publishedUrl}book.html`);
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    const slot = page.locator('select[name="slot"]');
    const chosen = (await slot.locator('option[value*="T"]').nth(1).getAttribute('value'))!;
    await page.getByLabel('Service').selectOption('Full groom');
    await slot.selectOption(chosen);
    await page.getByLabel('Your name').fill('Maria Silva');
    await page.getByLabel('Your email or phone').fill('maria@example.com');
    await page.waitForTimeout(TOKEN_MIN_AGE_MS + 200);
    await Promise.all([page.waitForURL(`${publishedUrl}${BOOKED}`), page.getByRole('button', { name: 'Send booking request' }).click()]);
    // The thanks for a booking request, the only heading shown: not the contact form's "message sent".
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(bookingTexts.en.sentTitle);
    await expect.poll(() => page.getByText(bookingTexts.en.sent).isVisible()).toBe(true);
    await keepScreenshot(page, 'booking-request-thank-you');

    const request = await smtp.waitForMail(owner, 'Заявка на запись');
    const accept = /(http\S+\/bookings\/decision\/\S+\.accept\.\S+)/.exec(request.text ?? '')![1]!;
    const decision = await visitor.newPage();
    await decision.goto(accept);
    await Promise.all([decision.waitForLoadState(), decision.getByRole('button', { name: 'Принять заявку' }).click()]);
    expect(await decision.locator('main').innerText()).toContain('Заявка принята');

    const confirmed = await smtp.waitForMail('maria@example.com', 'is confirmed');
    const invitation = confirmed.attachments.find((attachment) => attachment.filename?.endsWith('.ics') || attachment.contentType.startsWith('text/calendar'));
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(invitation!.content.toString('utf8'))).getFirstSubcomponent('vevent')!);
    expect(DateTime.fromJSDate(event.startDate.toJSDate(), { zone }).toFormat("yyyy-MM-dd'T'HH:mm")).toBe(chosen);

    await page.goto(`${publishedUrl}book.html`);
    expect(await page.locator(`option[value="${chosen}"]`).count()).toBe(0);

    await late.locator('select[name="slot"]').selectOption(chosen);
    await late.getByLabel('Your name').fill('Tom Baker');
    await late.getByLabel('Your email or phone').fill('tom@example.com');
    await late.getByRole('button', { name: 'Send booking request' }).click();
    await late.waitForLoadState();
    expect(await late.locator('h1').innerText()).toBe('Please choose another time');
    const offered = await late.locator('input[name="slot"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(chosen);
    await keepScreenshot(late, 'booking-request-other-times');
    await Promise.all([late.waitForURL(`${publishedUrl}${BOOKED}`), late.getByRole('button', { name: 'Request this time' }).click()]);
  });

  it('delivers a request from the ZIP’s Book page served on another origin: a day field and the opening times', async () => {
    const download = await fetch(`${server.url}/api/v1/generator/download/${trackId}`, { headers: { authorization: `Bearer ${await tokenOf()}` } });
    const copy = await serveZip(unzipSync(new Uint8Array(await download.arrayBuffer())));
    try {
      const page = await visitor.newPage();
      await page.goto(`${copy.url}/book.html`);
      const day = DateTime.now().setZone(zone).plus({ days: 5 }).toISODate()!;
      await page.locator('input[name="day"]').fill(day);
      await page.locator('select[name="time"]').selectOption('14:00');
      await page.getByLabel('Your name').fill('Ann Lee');
      await page.getByLabel('Your email or phone').fill('+44 113 496 0000');
      await Promise.all([page.waitForURL(`${copy.url}/${BOOKED}`), page.getByRole('button', { name: 'Send booking request' }).click()]);
      const { requests } = (await api(`/sites/${trackId}/sites/${domain}/bookings`)) as { requests: { day: string; time: string; name: string }[] };
      expect(requests).toContainEqual(expect.objectContaining({ day, time: '14:00', name: 'Ann Lee' }));
    } finally {
      await copy.close();
    }
  });

  it('lists the requests on the site’s Bookings page in My sites, where the owner declines one with a note and accepts another', async () => {
    const owner = await browser.newPage();
    try {
      await signInWithDevButton(owner, server.url);
      // My sites shows the requests waiting on the site's card, which leads to its Bookings page.
      await owner.goto(`${server.url}/#/sites`);
      await owner.getByRole('link', { name: new RegExp(`^${escapeRegExp(ru('sites:bookings.link'))}.*${escapeRegExp(domain)}.*${escapeRegExp(ru('sites:bookings.waitingNote', { count: 2 }))}$`) }).click();
      await expect.poll(() => owner.getByRole('heading', { name: ru('sites:bookings.requests', { number: 2 }) }).count()).toBe(1);
      const ann = owner.getByRole('listitem').filter({ hasText: 'Ann Lee' });
      await ann.getByRole('button', { name: ru('sites:bookings.decline') }).click();
      await ann.getByLabel(ru('sites:bookings.noteLabel')).fill('We are closed that afternoon.');
      await ann.getByRole('button', { name: ru('sites:bookings.confirmDecline') }).click();
      await expect.poll(() => owner.getByRole('heading', { name: ru('sites:bookings.requests', { number: 1 }) }).count()).toBe(1);
      await owner.getByRole('listitem').filter({ hasText: 'Tom Baker' }).getByRole('button', { name: ru('sites:bookings.accept') }).click();
      await expect.poll(() => owner.getByRole('heading', { name: ru('sites:bookings.requests', { number: 0 }) }).count()).toBe(1);
      expect(await owner.getByRole('region', { name: ru('sites:bookings.upcoming') }).getByRole('listitem').filter({ hasText: 'Tom Baker' }).count()).toBe(1);
      expect((await smtp.waitForMail('tom@example.com', 'is confirmed')).attachments.length).toBeGreaterThan(0);
      await keepScreenshot(owner, 'booking-owner-page');
    } finally {
      await owner.close();
    }
  });

  it('the owner proposes another time on the Bookings page, and the visitor accepts it by the mail’s link: the .ics starts at the proposed time', async () => {
    const page = await visitor.newPage();
    await page.goto(`${publishedUrl}book.html`);
    const asked = (await page.locator('select[name="slot"] option[value*="T"]').nth(2).getAttribute('value'))!;
    await page.locator('select[name="slot"]').selectOption(asked);
    await page.getByLabel('Your name').fill('Eva Green');
    await page.getByLabel('Your email or phone').fill('eva@example.com');
    await page.waitForTimeout(TOKEN_MIN_AGE_MS + 200);
    await Promise.all([page.waitForURL(`${publishedUrl}${BOOKED}`), page.getByRole('button', { name: 'Send booking request' }).click()]);

    const ownerPage = await browser.newPage();
    try {
      await signInWithDevButton(ownerPage, server.url);
      await ownerPage.goto(`${server.url}/#/sites/${trackId}/${domain}/bookings`);
      const eva = ownerPage.getByRole('listitem').filter({ hasText: 'Eva Green' });
      await eva.getByRole('button', { name: ru('sites:bookings.propose') }).click();
      const choice = eva.getByLabel(ru('sites:bookings.proposeSlot', { zone }));
      await expect.poll(() => choice.locator('optgroup').count()).toBeGreaterThan(1);
      const proposed = (await choice.locator('option[value*="T"]').nth(3).getAttribute('value'))!;
      expect(proposed).not.toBe(asked);
      await choice.selectOption(proposed);
      await eva.getByLabel(ru('sites:bookings.noteLabel')).fill('The afternoon is quieter for a nervous dog.');
      await eva.getByRole('button', { name: ru('sites:bookings.proposeSend') }).click();
      // The request stays among those waiting, now for the visitor's answer to the time proposed.
      const waitingForVisitor = ru('sites:bookings.proposedStatus', { day: '\u0000', time: proposed.slice(11) }).split('\u0000')[1]!;
      await expect.poll(() => eva.innerText()).toContain(waitingForVisitor);
      await keepScreenshot(ownerPage, 'booking-owner-proposed');

      const mail = await smtp.waitForMail('eva@example.com', 'Another time for your booking');
      expect(mail.text).toContain('The afternoon is quieter for a nervous dog.');
      const accept = /(http\S+\/bookings\/proposal\/\S+\.accept\.\S+)/.exec(mail.text ?? '')![1]!;
      const answer = await visitor.newPage();
      await answer.goto(accept);
      expect(await answer.locator('h1').innerText()).toBe(bookingTexts.en.proposal.title);
      await Promise.all([answer.waitForLoadState(), answer.getByRole('button', { name: bookingTexts.en.proposal.accept }).click()]);
      await expect.poll(() => answer.locator('main').innerText()).toContain('is confirmed');

      const confirmed = await smtp.waitForMail('eva@example.com', 'is confirmed');
      const invitation = confirmed.attachments.find((attachment) => attachment.filename?.endsWith('.ics') || attachment.contentType.startsWith('text/calendar'));
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(invitation!.content.toString('utf8'))).getFirstSubcomponent('vevent')!);
      expect(DateTime.fromJSDate(event.startDate.toJSDate(), { zone }).toFormat("yyyy-MM-dd'T'HH:mm")).toBe(proposed);
      expect((await smtp.waitForMail(owner, 'Ответ на предложенное время')).text).toContain('Eva Green');

      await ownerPage.reload();
      await expect.poll(() => ownerPage.getByRole('region', { name: ru('sites:bookings.upcoming') }).getByRole('listitem').filter({ hasText: 'Eva Green' }).count()).toBe(1);
    } finally {
      await ownerPage.close();
    }
  });

  it('the served Book page passes axe on a 390 px phone', async () => {
    // The published pages' CSP runs no script, axe's included: this context alone bypasses it to run the audit.
    const audit = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    try {
      const page = await audit.newPage();
      await page.goto(`${publishedUrl}book.html`);
      await page.addScriptTag({ content: axe.source });
      const violations = await page.evaluate(async () => (await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`));
      expect(violations).toEqual([]);
    } finally {
      await audit.close();
    }
  });
});
