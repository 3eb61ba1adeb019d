import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authServerTexts } from '@sitecraft/shared/auth';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { login, mailedToken, register } from '../support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (token: string) => call(t.app, 'GET', `/api/v1/auth/verify-email/${token}`);
const me = async (email: string) => (await call(t.app, 'GET', '/api/v1/user/me', { token: (await login(t.app, email)).body.token as string })).body.user as Record<string, unknown>;

describe('GET /api/v1/auth/verify-email/:token', () => {
  it('verifies the account and grants the 5 free credits, recorded in the ledger', async () => {
    await register(t.app, 'verify@example.com');
    const response = await verify(await mailedToken(t.ctx, 'verify@example.com', 'verify-email'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: authServerTexts.verifySuccess });
    expect(await me('verify@example.com')).toMatchObject({ isEmailVerified: true, credits: 5 });
    const ledger = await t.ctx.db.selectFrom('credit_ledger').innerJoin('accounts', 'accounts.id', 'credit_ledger.account_id').select(['delta', 'reason']).where('email', '=', 'verify@example.com').execute();
    expect(ledger).toEqual([{ delta: 5, reason: 'Email verified' }]);
  });

  it('refuses a token that was already used', async () => {
    await register(t.app, 'reuse@example.com');
    const token = await mailedToken(t.ctx, 'reuse@example.com', 'verify-email');
    expect((await verify(token)).status).toBe(200);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: authServerTexts.verifyInvalid });
  });

  it('refuses a token older than 24 hours', async () => {
    await register(t.app, 'late@example.com');
    const token = await mailedToken(t.ctx, 'late@example.com', 'verify-email');
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    const response = await verify(token);
    expect(response.status).toBe(400);
    expect(await me('late@example.com')).toMatchObject({ isEmailVerified: false, credits: 0 });
  });

  it('grants the credits once even when two links are used', async () => {
    await register(t.app, 'twice@example.com');
    const first = await mailedToken(t.ctx, 'twice@example.com', 'verify-email');
    t.clock.advance(61_000);
    await call(t.app, 'POST', '/api/v1/auth/resend-verification', { body: { email: 'twice@example.com' } });
    const second = await mailedToken(t.ctx, 'twice@example.com', 'verify-email');
    expect(second).not.toBe(first);
    expect((await verify(first)).status).toBe(200);
    expect((await verify(second)).status).toBe(200);
    expect(await me('twice@example.com')).toMatchObject({ credits: 5 });
  });

  it.each(['unknown0000000000000000000000000000000000', 'abc', '0'.repeat(39), 'g'.repeat(40)])('refuses the malformed or unknown token %s', async (token) => {
    const response = await verify(token);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });
});
