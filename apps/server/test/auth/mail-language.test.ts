import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSettings } from '../mail/mail-support.ts';
import { PASSWORD, signUpVerified } from '../support/accounts.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-peer.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let inbox: SmtpInbox;
let t: TestApp;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url, mail: mailSettings({}) });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const english = { 'accept-language': 'en-US,en;q=0.9' };
const russian = { 'accept-language': 'ru-RU,ru;q=0.9' };
const cyrillic = /\p{Script=Cyrillic}/u;
const langOf = (mail: ParsedMail) => /<html lang="([^"]*)">/.exec(mail.html || '')?.[1];
const tokenIn = (mail: ParsedMail, route: string) => mail.text?.match(new RegExp(`#/${route}/([0-9a-f]{40})`))?.[1];
const registerAs = (email: string, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/v1/auth/register', { body: { name: 'Ada Lovelace', email, password: PASSWORD }, headers });
const languageOf = async (email: string) => (await t.ctx.db.selectFrom('accounts').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language;

/** A delivered mail is written in one language: its subject, both parts and the HTML part's lang. */
function expectEnglish(mail: ParsedMail, subject: string): void {
  expect(mail.subject).toBe(`${subject} — SiteCraft AI`);
  expect(langOf(mail)).toBe('en');
  expect(mail.text).not.toMatch(cyrillic);
  expect(mail.html).not.toMatch(cyrillic);
}

describe('the account mails are in the language of their reader', () => {
  it('an English-speaking registration gets an English verification mail, and the account keeps English', async () => {
    expect((await registerAs('ann@example.com', english)).status).toBe(200);
    const mail = await inbox.waitForMail('ann@example.com', 'Verify your email');
    expectEnglish(mail, 'Verify your email');
    expect(mail.text).toContain('Hello, Ada Lovelace!');
    expect(mail.html).toContain('>Verify email</a>');
    expect(tokenIn(mail, 'verify-email')).toMatch(/^[0-9a-f]{40}$/);
    expect(await languageOf('ann@example.com')).toBe('en');
  });

  it('a registration that names no language gets the Russian verification mail, word for word, and the account no language', async () => {
    expect((await registerAs('ada@example.com')).status).toBe(200);
    const mail = await inbox.waitForMail('ada@example.com', 'Подтвердите email');
    expect(mail.subject).toBe('Подтвердите email — SiteCraft AI');
    expect(langOf(mail)).toBe('ru');
    const link = `http://app.test/#/verify-email/${tokenIn(mail, 'verify-email')}`;
    expect(mail.text).toBe(
      [
        'Здравствуйте, Ada Lovelace!',
        '',
        'Спасибо за регистрацию. Подтвердите адрес электронной почты, чтобы завершить создание аккаунта.',
        '',
        'После подтверждения вы получите 5 бесплатных кредитов на генерацию сайтов.',
        '',
        `Подтвердить email: ${link}`,
        '',
        'Ссылка действует 24 часа. Если вы не регистрировались, просто проигнорируйте это письмо.',
        '',
        '— SiteCraft AI',
      ].join('\n'),
    );
    expect(mail.html).toContain('Если кнопка не работает, откройте ссылку:');
    expect(await languageOf('ada@example.com')).toBeNull();
  });

  it('a second registration of an English account’s address tells its owner in English, whatever the request asks for', async () => {
    t.clock.advance(61_000);
    expect((await registerAs('ann@example.com', russian)).status).toBe(200);
    expectEnglish(await inbox.waitForMail('ann@example.com', 'Registration attempt'), 'Registration attempt');
  });

  it('resending the verification of an account without a language follows the request', async () => {
    t.clock.advance(61_000);
    expect((await call(t.app, 'POST', '/api/v1/auth/resend-verification', { body: { email: 'ada@example.com' }, headers: english })).status).toBe(200);
    const mail = await inbox.waitForMail('ada@example.com', 'Verify your email');
    expectEnglish(mail, 'Verify your email');
  });

  it('a password reset of an account whose language is English is English, even asked for in Russian', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'grace@example.com');
    expect((await call(t.app, 'PUT', '/api/v1/user/language', { token, body: { language: 'en' } })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/v1/auth/forgot-password', { body: { email: 'grace@example.com' }, headers: russian })).status).toBe(200);
    const mail = await inbox.waitForMail('grace@example.com', 'Password reset');
    expectEnglish(mail, 'Password reset');
    expect(mail.html).toContain('>Set a new password</a>');
    expect(tokenIn(mail, 'reset-password')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('a password reset of an account without a language asked for in no language stays Russian', async () => {
    t.clock.advance(61_000);
    expect((await call(t.app, 'POST', '/api/v1/auth/forgot-password', { body: { email: 'ada@example.com' } })).status).toBe(200);
    const mail = await inbox.waitForMail('ada@example.com', 'Сброс пароля');
    expect(mail.subject).toBe('Сброс пароля — SiteCraft AI');
    expect(langOf(mail)).toBe('ru');
  });
});
