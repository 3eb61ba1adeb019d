import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authServerTexts, authTexts } from '@sitecraft/shared/auth';
import { emailConfirmationTexts } from '@sitecraft/shared/email-confirmation';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { PASSWORD, register, signUpVerified } from '../support/accounts.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signUpVerified(t.app, t.ctx, 'polyglot@example.com');
});
afterAll(() => t.close());

const english = { 'accept-language': 'en-US,en;q=0.9' };
const wrongLogin = (headers: Record<string, string> = {}) => call(t.app, 'POST', '/api/v1/auth/login', { body: { email: 'nobody@example.com', password: PASSWORD }, headers });

describe('the API answers in the language of the person asking', () => {
  it('answers in the spec’s Russian when the request names no language, or none of ours', async () => {
    expect((await wrongLogin()).body.message).toBe(authServerTexts.invalidCredentials);
    expect((await wrongLogin({ 'accept-language': 'fr-FR, de;q=0.8' })).body.message).toBe(authServerTexts.invalidCredentials);
    expect((await register(t.app, 'russian@example.com')).body.message).toBe(authTexts.registerSuccess);
  });

  it('answers in English for an English Accept-Language, and in Russian when Russian weighs more', async () => {
    expect((await wrongLogin(english)).body.message).toBe('Wrong email or password');
    expect((await wrongLogin({ 'accept-language': 'en;q=0.5, ru-RU' })).body.message).toBe(authServerTexts.invalidCredentials);
    const registered = await call(t.app, 'POST', '/api/v1/auth/register', { body: { name: 'Ann', email: 'english@example.com', password: PASSWORD }, headers: english });
    expect(registered.body.message).toBe('Registration successful! Check your email to confirm your account.');
  });

  it('names each invalid field in English, and translates the error handler’s own answers', async () => {
    const invalid = await call(t.app, 'POST', '/api/v1/auth/register', { body: { name: '', email: 'x@example.com', password: '123' }, headers: english });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Enter your name' },
        { field: 'password', message: 'The password must be at least 6 characters long' },
      ]),
    );
    expect(invalid.body.message).toBe('Enter your name. The password must be at least 6 characters long.');
    expect((await call(t.app, 'GET', '/api/v1/nowhere', { headers: english })).body.message).toBe('Not found: GET /api/v1/nowhere');
    expect((await call(t.app, 'GET', '/api/v1/nowhere')).body.message).toBe('Не найдено: GET /api/v1/nowhere');
  });

  it('turns the answers written in English (the email confirmation’s) Russian only for a person who asks for Russian', async () => {
    const invalidCode = (headers: Record<string, string> = {}) => call(t.app, 'GET', `/api/v1/email/confirmEmail/${'0'.repeat(40)}`, { token, headers });
    expect((await invalidCode()).body.message).toBe(emailConfirmationTexts.codeInvalid);
    expect((await invalidCode(english)).body.message).toBe(emailConfirmationTexts.codeInvalid);
    expect((await invalidCode({ 'accept-language': 'ru-RU,ru;q=0.9' })).body.message).toMatch(/^Ссылка подтверждения недействительна/);
    const noEmail = await call(t.app, 'POST', '/api/v1/email/send-confirmation', { token, body: {}, headers: { 'accept-language': 'ru' } });
    expect(noEmail.body).toMatchObject({ message: 'Введите email.', errors: [{ field: 'email', message: 'Введите email.' }] });
  });

  it('keeps the language chosen on the account, returns it from /user/me, and answers the account in it whatever the request says', async () => {
    expect((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user).toMatchObject({ language: null });
    const chosen = await call(t.app, 'PUT', '/api/v1/user/language', { token, body: { language: 'en' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.user).toMatchObject({ language: 'en' });
    expect((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user).toMatchObject({ language: 'en' });
    // A Russian browser signed in to an English account: the account wins.
    const refused = await call(t.app, 'GET', '/api/v1/admin/accounts', { token, headers: { 'accept-language': 'ru' } });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Not enough rights' } });
    const signedIn = await call(t.app, 'POST', '/api/v1/auth/login', { body: { email: 'polyglot@example.com', password: PASSWORD } });
    expect(signedIn.body).toMatchObject({ message: 'Signed in successfully', user: { language: 'en' } });
  });

  it('lets only a signed-in person set a language, and only one of the two', async () => {
    const anonymous = await call(t.app, 'PUT', '/api/v1/user/language', { body: { language: 'en' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(authServerTexts.unauthorized);
    expect((await call(t.app, 'PUT', '/api/v1/user/language', { token, body: { language: 'de' } })).status).toBe(400);
    expect((await call(t.app, 'PUT', '/api/v1/user/language', { token, body: { language: 'ru', extra: 1 } })).status).toBe(400);
  });
});
