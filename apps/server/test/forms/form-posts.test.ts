import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-peer.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generateSite } from '../support/sites.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { NOTIFICATION_WINDOW_MS } from '../../src/modules/forms/owner-notifications.ts';
import { formActionFor } from '../../src/modules/forms/site-forms.ts';
import { downloadZip, folder, formSiteEngine, postForm, siteWithForm, visitor } from './forms-support.ts';

let t: TestApp;
let smtp: SmtpInbox;
let owner: string;
beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: smtp.url }, { engine: formSiteEngine(() => t.ctx) });
  owner = await signUpVerified(t.app, t.ctx, 'baker@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const contactPage = 'https://golden-crust.com/contact.html';

describe('a message sent through a site’s form', () => {
  let trackId: string;
  let formPath: string;
  beforeAll(async () => ({ trackId, formPath } = await siteWithForm(t, owner, 'golden-crust.com')));

  it('answers 303 to thank-you.html beside the page it came from, lands in the inbox, and mails the owner once with Reply-To the visitor', async () => {
    const response = await postForm(t, formPath, visitor, { referer: `${contactPage}?utm=x#form` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('https://golden-crust.com/thank-you.html');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');

    const inbox = await folder(t, owner, trackId, 'golden-crust.com');
    expect(inbox.messages).toEqual([expect.objectContaining({ ...visitor, folder: 'inbox', spam_reason: null, read: false })]);
    expect(inbox.unread).toBe(1);

    const mail = await smtp.waitForMail('baker@example.com', 'golden-crust.com');
    expect(mail.subject).toContain('Новое сообщение с сайта golden-crust.com');
    expect(mail.replyTo?.value[0]?.address).toBe('maria@example.com');
    expect(mail.text).toContain(visitor.message);
    expect(mail.text).toContain('http://app.test/#/sites');
  });

  it('gathers the messages of the next 10 minutes into one mail sent when the window ends', async () => {
    const before = smtp.mails.length;
    t.clock.advance(60_000);
    await postForm(t, formPath, { ...visitor, name: 'Second Visitor', contact: '+351 912 000 111', message: 'A cake for 20 people?' }, { referer: contactPage });
    await postForm(t, formPath, { ...visitor, name: 'Third Visitor', message: 'Gluten-free options?' }, { referer: contactPage });
    await t.forms.upkeep();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.length).toBe(before);

    t.clock.advance(NOTIFICATION_WINDOW_MS);
    await t.forms.upkeep();
    const digest = await smtp.waitForMail('baker@example.com', 'Новые сообщения с сайта golden-crust.com: 2');
    expect(digest.text).toContain('A cake for 20 people?');
    expect(digest.text).toContain('Gluten-free options?');
    expect(digest.text).not.toContain(visitor.message);
    expect(digest.replyTo).toBeUndefined();
    // Nothing is left to gather: the next upkeep mails nothing more.
    await t.forms.upkeep();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.length).toBe(before + 1);
  });

  it('writes the notification in the language the owner uses the product in', async () => {
    const account = t.ctx.db.updateTable('accounts').where('email', '=', 'baker@example.com');
    await account.set({ language: 'en' }).execute();
    try {
      t.clock.advance(NOTIFICATION_WINDOW_MS);
      await postForm(t, formPath, { ...visitor, name: 'Fourth Visitor', message: 'Do you bake on Sundays?' }, { referer: contactPage });
      const mail = await smtp.waitForMail('baker@example.com', 'New message from golden-crust.com');
      expect(mail.text).toContain('A visitor of golden-crust.com wrote to you through the contact form.');
      expect(mail.text).toContain('Do you bake on Sundays?');
      expect(mail.text).not.toMatch(/[а-я]/);
    } finally {
      await account.set({ language: null }).execute();
    }
  });

  it('mails the contact email of the brief instead of the account’s when the brief gave one', async () => {
    const other = await generateSite(t, owner, ['rye-house.com'], { edit_after_generation: 'false', contact_email: 'orders@rye-house.com' });
    await downloadZip(t, owner, other);
    const path = new URL(await formActionFor(t.ctx, other, 'rye-house.com')).pathname;
    expect((await postForm(t, path, visitor, { referer: 'https://rye-house.com/contact.html' })).statusCode).toBe(303);
    const mail = await smtp.waitForMail('orders@rye-house.com', 'rye-house.com');
    expect(mail.text).toContain(visitor.message);
  });

  it('sends an invalid form back to the same thank-you page naming the problem, and keeps nothing', async () => {
    const before = (await folder(t, owner, trackId, 'golden-crust.com')).counts;
    const cases: [Record<string, string>, string][] = [
      [{ ...visitor, name: '  ' }, 'name_missing'],
      [{ ...visitor, contact: '' }, 'contact_missing'],
      [{ ...visitor, contact: 'call me maybe' }, 'contact_invalid'],
      [{ ...visitor, message: '' }, 'message_missing'],
      [{ ...visitor, message: 'a'.repeat(5001) }, 'too_long'],
      [{ ...visitor, name: 'n'.repeat(101) }, 'too_long'],
    ];
    for (const [fields, problem] of cases) {
      const response = await postForm(t, formPath, fields, { referer: contactPage });
      expect(response.statusCode, problem).toBe(303);
      expect(response.headers.location, problem).toBe(`https://golden-crust.com/thank-you.html?problem=${problem}#problem-${problem}`);
    }
    expect((await folder(t, owner, trackId, 'golden-crust.com')).counts).toEqual(before);
  });

  it('takes a phone number as the contact, and a message of exactly 5,000 characters', async () => {
    const response = await postForm(t, formPath, { ...visitor, contact: '+7 (912) 345-67-89', message: 'b'.repeat(5000) }, { referer: contactPage });
    expect(response.headers.location).toBe('https://golden-crust.com/thank-you.html');
    expect((await folder(t, owner, trackId, 'golden-crust.com')).messages[0]).toMatchObject({ contact: '+7 (912) 345-67-89', message: 'b'.repeat(5000) });
  });

  it('without a usable Referer, answers with the product’s own noindex thank-you page in the form’s language', async () => {
    for (const referer of [undefined, 'not a url', 'javascript:alert(1)', 'https://user:secret@golden-crust.com/contact.html']) {
      const response = await postForm(t, formPath, { ...visitor, lang: 'ru', contact: '' }, { ...(referer ? { referer } : {}) });
      expect(response.headers.location, referer).toBe('http://app.test/api/v1/forms/thank-you?lang=ru&problem=contact_missing#problem-contact_missing');
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/forms/thank-you?lang=ru&problem=contact_missing' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toContain('Пожалуйста, укажите email или телефон');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/forms/thank-you' })).body).toContain('Thank you! Your message has been sent.');
    const booked = (await t.app.inject({ method: 'GET', url: '/api/v1/forms/thank-you?lang=ru&sent=booking' })).body;
    expect(booked).toContain('<h1>Заявка на запись отправлена</h1><p>Спасибо. Мы подтвердим время по электронной почте или по телефону.</p>');
  });

  it('writes the product’s own thank-you page in the site’s language, for every language of step 5', async () => {
    const page = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/forms/thank-you?${query}` })).body;
    const german = await page('lang=de&problem=name_missing');
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<h1>Ihre Nachricht wurde nicht gesendet</h1><p>Bitte geben Sie Ihren Namen ein.</p>');
    expect(german).not.toContain('Please enter your name');
    expect(await page('lang=de-AT')).toContain('Vielen Dank! Ihre Nachricht wurde gesendet.');
    expect(await page('lang=pt-BR')).toContain('Obrigado! A sua mensagem foi enviada.');
    expect(await page('lang=ja&problem=closed')).toContain('このフォームは現在メッセージを受け付けていません。');
    expect(await page('lang=ar')).toContain('<html lang="ar" dir="rtl">');
    expect(await page('lang=xx')).toContain('<html lang="en">');
  });

  it('answers a form that no longer exists (or never did) with the problem “closed”', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '../../sites']) {
      const response = await postForm(t, `/api/v1/forms/${encodeURIComponent(id)}`, visitor, { referer: contactPage });
      expect(response.statusCode, id).toBe(303);
      expect(response.headers.location).toBe('https://golden-crust.com/thank-you.html?problem=closed#problem-closed');
    }
  });

  it('takes a browser’s form encoding with a charset too (other bodies: see form-refusals.test.ts)', async () => {
    const charset = await t.app.inject({ method: 'POST', url: formPath, remoteAddress: '198.51.100.9', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', referer: contactPage }, payload: new URLSearchParams(visitor).toString() });
    expect(charset.statusCode).toBe(303);
  });
});
