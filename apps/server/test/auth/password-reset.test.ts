import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authServerTexts } from '@sitecraft/shared/auth';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { PASSWORD, login, mailedToken, register } from '../support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string) => call(t.app, 'POST', '/api/v1/auth/forgot-password', { body: { email } });
const reset = (token: string, password: string) => call(t.app, 'POST', '/api/v1/auth/reset-password', { body: { token, password } });

describe('password reset', () => {
  it('answers forgot-password identically for known and unknown addresses', async () => {
    await register(t.app, 'forgetful@example.com');
    const known = await forgot('forgetful@example.com');
    const unknown = await forgot('stranger@example.com');
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: authServerTexts.forgotSuccess });
    expect(unknown.raw.body).toBe(known.raw.body);
    expect(await t.ctx.db.selectFrom('outbox').select('id').where('to_address', '=', 'stranger@example.com').execute()).toEqual([]);
  });

  it('answers 429 to the 21st forgot-password from one client address in an hour, whatever the addresses asked for', async () => {
    const forgotFrom = (ip: string, email: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', remoteAddress: ip, payload: { email } });
    for (let request = 1; request <= 20; request++) expect((await forgotFrom('10.9.0.1', `many-${request}@example.com`)).statusCode).toBe(200);
    const refused = await forgotFrom('10.9.0.1', 'many-21@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Слишком много запросов/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await forgotFrom('10.9.0.2', 'many-21@example.com')).statusCode).toBe(200);
  });

  it('sets the new password and ends every session of the account', async () => {
    await register(t.app, 'reset@example.com');
    const sessions = [(await login(t.app, 'reset@example.com')).body.token, (await login(t.app, 'reset@example.com')).body.token] as string[];
    await forgot('reset@example.com');
    const token = await mailedToken(t.ctx, 'reset@example.com', 'reset-password');
    const response = await reset(token, 'brand-new-secret');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: authServerTexts.resetSuccess });
    for (const session of sessions) expect((await call(t.app, 'GET', '/api/v1/user/me', { token: session })).status).toBe(401);
    expect((await login(t.app, 'reset@example.com')).status).toBe(401);
    expect((await login(t.app, 'reset@example.com', 'brand-new-secret')).status).toBe(200);
  });

  it('uses a reset link once, and not after an hour', async () => {
    await register(t.app, 'once@example.com');
    await forgot('once@example.com');
    const used = await mailedToken(t.ctx, 'once@example.com', 'reset-password');
    expect((await reset(used, 'another-secret')).status).toBe(200);
    expect((await reset(used, 'third-secret')).body).toEqual({ success: false, message: authServerTexts.resetInvalid });
    t.clock.advance(61_000);
    await forgot('once@example.com');
    const stale = await mailedToken(t.ctx, 'once@example.com', 'reset-password');
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await reset(stale, 'fourth-secret')).status).toBe(400);
    expect((await login(t.app, 'once@example.com', 'another-secret')).status).toBe(200);
  });

  it('holds the new password to the same rules', async () => {
    await register(t.app, 'rules@example.com');
    await forgot('rules@example.com');
    const token = await mailedToken(t.ctx, 'rules@example.com', 'reset-password');
    expect((await reset(token, '12345')).status).toBe(400);
    expect((await login(t.app, 'rules@example.com', PASSWORD)).status).toBe(200);
  });
});
