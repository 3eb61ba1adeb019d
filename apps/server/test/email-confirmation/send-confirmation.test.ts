import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfirmationTexts as texts } from '@sitecraft/shared/email-confirmation';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { mailedCode, sendConfirmation, signUpUnverified } from './confirmation-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/v1/email/send-confirmation', () => {
  it('mails <PUBLIC_URL>/#/<40-hex code> to the typed address and stores only the hash of the code', async () => {
    const token = await signUpUnverified(t.app, 'widget@example.com');
    const response = await sendConfirmation(t.app, token, '  Widget@Example.com ');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: texts.sendSuccess });

    const mail = await t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', 'widget@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const code = await mailedCode(t.ctx, 'widget@example.com');
    expect(mail.text_body).toContain(`http://app.test/#/${code}`);
    expect(mail.html_body).toContain(`http://app.test/#/${code}`);
    const stored = await t.ctx.db.selectFrom('mail_tokens').selectAll().where('purpose', '=', 'confirm_email').where('email', '=', 'widget@example.com').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(createHash('sha256').update(code).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored[0]!.expires_at - stored[0]!.created_at).toBe(24 * 60 * 60 * 1000);
  });

  it('mails one link per address per 60 s (429 with Retry-After), and a fresh code after that', async () => {
    const token = await signUpUnverified(t.app, 'often@example.com');
    expect((await sendConfirmation(t.app, token, 'often@example.com')).status).toBe(200);
    const first = await mailedCode(t.ctx, 'often@example.com');
    t.clock.advance(59_000);
    const refused = await sendConfirmation(t.app, token, 'often@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.body).toEqual({ success: false, message: texts.mailThrottled });
    expect(await t.ctx.db.selectFrom('outbox').select('id').where('to_address', '=', 'often@example.com').where('subject', 'like', 'Confirm%').execute()).toHaveLength(1);

    t.clock.advance(1_000);
    expect((await sendConfirmation(t.app, token, 'often@example.com')).status).toBe(200);
    const second = await mailedCode(t.ctx, 'often@example.com');
    expect(second).toMatch(/^[0-9a-f]{40}$/);
    expect(second).not.toBe(first);
  });

  it('mails in Russian to a person who asks for Russian, by their request or their account, and in English otherwise', async () => {
    const cyrillic = /\p{Script=Cyrillic}/u;
    const newest = (to: string) => t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const asked = async (to: string, headers: Record<string, string>) => {
      const token = await signUpUnverified(t.app, to);
      expect((await call(t.app, 'POST', '/api/v1/email/send-confirmation', { token, body: { email: to }, headers })).status).toBe(200);
      return newest(to);
    };

    const russian = await asked('russian-widget@example.com', { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(russian.subject).toBe('Подтверждение email — SiteCraft AI');
    expect(russian.html_body).toContain('<html lang="ru">');
    expect(russian.text_body).toContain('Как только адрес будет подтверждён, на ваш баланс поступят 5 бесплатных кредитов: один кредит — один сайт.');
    expect(russian.text_body).toContain(`Подтвердить мой email: http://app.test/#/${await mailedCode(t.ctx, 'russian-widget@example.com')}`);

    const english = await asked('english-widget@example.com', { 'accept-language': 'en-US' });
    expect(english.subject).toBe('Confirm your email — SiteCraft AI');
    expect(english.html_body).toContain('<html lang="en">');
    expect(`${english.text_body}${english.html_body}`).not.toMatch(cyrillic);

    // A Russian account asks in Russian whatever its browser says.
    const token = await signUpUnverified(t.app, 'russian-account@example.com');
    expect((await call(t.app, 'PUT', '/api/v1/user/language', { token, body: { language: 'ru' } })).status).toBe(200);
    await call(t.app, 'POST', '/api/v1/email/send-confirmation', { token, body: { email: 'russian-account@example.com' }, headers: { 'accept-language': 'en' } });
    expect((await newest('russian-account@example.com')).subject).toBe('Подтверждение email — SiteCraft AI');
  });

  it('needs a session', async () => {
    const response = await sendConfirmation(t.app, undefined, 'nobody@example.com');
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
  });

  it.each([
    ['an empty email', { email: '' }, texts.emailRequired],
    ['a malformed email', { email: 'not-an-email' }, texts.emailInvalid],
    ['an unknown field', { email: 'a@example.com', credits: 100 }, texts.unknownFields(['credits'])],
  ])('refuses %s with 400 and its reason', async (_name, body, message) => {
    const token = await signUpUnverified(t.app, `bad-${Math.random().toString(36).slice(2)}@example.com`);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/email/send-confirmation', headers: { authorization: `Bearer ${token}` }, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('refuses to confirm again the email an account has already confirmed', async () => {
    const token = await signUpUnverified(t.app, 'done@example.com');
    await t.ctx.db.updateTable('accounts').set({ email_verified: 1 }).where('email', '=', 'done@example.com').execute();
    const response = await sendConfirmation(t.app, token, 'done@example.com');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ success: false, message: texts.alreadyConfirmed });
  });
});

describe('a mail that cannot go out at once', () => {
  it('is queued when the mail server does not answer: the answer is the usual one and the link waits in the outbox', async () => {
    const down = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1', logLevel: 'silent' });
    try {
      const token = await signUpUnverified(down.app, 'unlucky@example.com');
      const response = await sendConfirmation(down.app, token, 'unlucky@example.com');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: texts.sendSuccess });
      const mail = await down.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', 'unlucky@example.com').where('subject', 'like', 'Confirm%').executeTakeFirstOrThrow();
      expect(mail.text_body).toContain(`http://app.test/#/${await mailedCode(down.ctx, 'unlucky@example.com')}`);
      expect(mail.status).not.toBe('sent');
    } finally {
      await down.close();
    }
  });

  it('is reported as a failure to send, not as a sent link, when it cannot even be queued', async () => {
    const broken = await createTestApp({ logLevel: 'silent' });
    try {
      const token = await signUpUnverified(broken.app, 'unlucky@example.com');
      await broken.ctx.db.schema.dropTable('outbox').execute();
      const response = await sendConfirmation(broken.app, token, 'unlucky@example.com');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ success: false, message: texts.mailFailed });
    } finally {
      await broken.close();
    }
  });
});
