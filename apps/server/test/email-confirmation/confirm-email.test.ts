import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfirmationTexts as texts } from '@sitecraft/shared/email-confirmation';
import { login, mailedToken, register } from '../support/accounts.ts';
import { expectCleanRefusal } from '../support/clean-refusal.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { confirm, mailedCode, me, sendConfirmation, signUpUnverified } from './confirmation-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ledger(email: string) {
  return t.ctx.db.selectFrom('credit_ledger').innerJoin('accounts', 'accounts.id', 'credit_ledger.account_id').select(['delta', 'reason']).where('email', '=', email).execute();
}

async function accountId(email: string) {
  return (await t.ctx.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

describe('GET /api/v1/email/confirmEmail/:code', () => {
  it('verifies the account and grants the 5 credits once: a second use of the code is refused and grants nothing', async () => {
    const token = await signUpUnverified(t.app, 'code@example.com');
    expect(await me(t.app, token)).toMatchObject({ isEmailVerified: false, credits: 0 });
    await sendConfirmation(t.app, token, 'code@example.com');
    const code = await mailedCode(t.ctx, 'code@example.com');

    const first = await confirm(t.app, code);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: texts.confirmSuccess, userId: await accountId('code@example.com'), email: 'code@example.com' });
    expect(await me(t.app, token)).toMatchObject({ isEmailVerified: true, credits: 5 });
    expect(await ledger('code@example.com')).toEqual([{ delta: 5, reason: 'Email verified' }]);

    const again = await confirm(t.app, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: texts.codeInvalid });
    expect(await me(t.app, token)).toMatchObject({ credits: 5 });
    expect(await ledger('code@example.com')).toHaveLength(1);
  });

  it('accepts the code in upper case', async () => {
    const token = await signUpUnverified(t.app, 'upper@example.com');
    await sendConfirmation(t.app, token, 'upper@example.com');
    const response = await confirm(t.app, (await mailedCode(t.ctx, 'upper@example.com')).toUpperCase());
    expect(response.status).toBe(200);
    expect(await me(t.app, token)).toMatchObject({ isEmailVerified: true, credits: 5 });
  });

  it('refuses a code older than 24 hours', async () => {
    const token = await signUpUnverified(t.app, 'slow@example.com');
    await sendConfirmation(t.app, token, 'slow@example.com');
    const code = await mailedCode(t.ctx, 'slow@example.com');
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await confirm(t.app, code)).status).toBe(400);
    expect(await me(t.app, token)).toMatchObject({ isEmailVerified: false, credits: 0 });
  });

  it.each(['0'.repeat(39), '0'.repeat(41), `${'0'.repeat(39)}g`, 'f'.repeat(40), 'x'.repeat(80)])('refuses the malformed or unknown code %s cleanly', async (code) => {
    expectCleanRefusal(await t.app.inject({ method: 'GET', url: `/api/v1/email/confirmEmail/${code}` }));
  });

  it('refuses a registration link token: the two kinds of link are not interchangeable', async () => {
    await register(t.app, 'kinds@example.com');
    const verifyToken = await mailedToken(t.ctx, 'kinds@example.com', 'verify-email');
    expect((await confirm(t.app, verifyToken)).status).toBe(400);
  });
});

describe('confirming another address than the account has', () => {
  it('makes the confirmed address the account email', async () => {
    const token = await signUpUnverified(t.app, 'old-address@example.com');
    await sendConfirmation(t.app, token, 'new-address@example.com');
    const response = await confirm(t.app, await mailedCode(t.ctx, 'new-address@example.com'));
    expect(response.status).toBe(200);
    expect(response.body.email).toBe('new-address@example.com');
    expect(await me(t.app, token)).toMatchObject({ email: 'new-address@example.com', isEmailVerified: true, credits: 5 });
    expect((await login(t.app, 'new-address@example.com')).status).toBe(200);
    expect((await login(t.app, 'old-address@example.com')).status).toBe(401);
  });

  it('changes nothing when another account owns the address: a clear 409, the code stays unused', async () => {
    await register(t.app, 'owner@example.com');
    const token = await signUpUnverified(t.app, 'claimer@example.com');
    await sendConfirmation(t.app, token, 'owner@example.com');
    const code = await mailedCode(t.ctx, 'owner@example.com');

    const response = await confirm(t.app, code);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ success: false, message: texts.emailTaken });
    expect(await me(t.app, token)).toMatchObject({ email: 'claimer@example.com', isEmailVerified: false, credits: 0 });
    const stored = await t.ctx.db.selectFrom('mail_tokens').select('used_at').where('purpose', '=', 'confirm_email').where('email', '=', 'owner@example.com').execute();
    expect(stored).toEqual([{ used_at: null }]);
  });
});

describe('the 5 credits come once per account, whichever verification came first', () => {
  it('registration link first, then a confirmation code', async () => {
    const token = await signUpUnverified(t.app, 'link-first@example.com');
    await sendConfirmation(t.app, token, 'link-first@example.com');
    await call(t.app, 'GET', `/api/v1/auth/verify-email/${await mailedToken(t.ctx, 'link-first@example.com', 'verify-email')}`);
    expect((await confirm(t.app, await mailedCode(t.ctx, 'link-first@example.com'))).status).toBe(200);
    expect(await me(t.app, token)).toMatchObject({ isEmailVerified: true, credits: 5 });
    expect(await ledger('link-first@example.com')).toHaveLength(1);
  });

  it('confirmation code first, then the registration link', async () => {
    const token = await signUpUnverified(t.app, 'code-first@example.com');
    await sendConfirmation(t.app, token, 'code-first@example.com');
    expect((await confirm(t.app, await mailedCode(t.ctx, 'code-first@example.com'))).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/v1/auth/verify-email/${await mailedToken(t.ctx, 'code-first@example.com', 'verify-email')}`)).status).toBe(200);
    expect(await me(t.app, token)).toMatchObject({ credits: 5 });
    expect(await ledger('code-first@example.com')).toHaveLength(1);
  });
});
