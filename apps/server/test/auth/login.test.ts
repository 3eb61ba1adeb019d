import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authServerTexts } from '@sitecraft/shared/auth';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { PASSWORD, login, register } from '../support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await register(t.app, 'member@example.com', 'Member');
});
afterAll(() => t.close());

// Each test that fails logins uses its own client address, so the throttle of one test does not touch another.
const loginFrom = (ip: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: ip, payload: { email, password } });

describe('POST /api/v1/auth/login', () => {
  it('answers success, message, token and the stored user, and sets an httpOnly session cookie', async () => {
    const response = await login(t.app, 'MEMBER@example.com');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: authServerTexts.loginSuccess,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: { _id: expect.any(String), email: 'member@example.com', name: 'Member', role: 'user', isEmailVerified: false, pro: false, plan: 'free' },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/sc_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('stores only a hash of the session token', async () => {
    const { body } = await login(t.app, 'member@example.com');
    const stored = await t.ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === body.token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const wrong = await loginFrom('10.1.0.1', 'member@example.com', 'wrong-password');
    const unknown = await loginFrom('10.1.0.2', 'nobody@example.com', PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: authServerTexts.invalidCredentials });
    expect(unknown.body).toBe(wrong.body);
  });

  it('requires both email and password', async () => {
    expect((await call(t.app, 'POST', '/api/v1/auth/login', { body: { email: 'member@example.com' } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/v1/auth/login', { body: { password: PASSWORD } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/v1/auth/login', { body: { email: '', password: '' } })).status).toBe(400);
  });

  it('answers the 11th failed login from one address in 10 minutes with 429 and Retry-After', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await loginFrom('10.2.0.1', 'member@example.com', `wrong-${attempt}`)).statusCode).toBe(401);
    }
    const eleventh = await loginFrom('10.2.0.1', 'member@example.com', PASSWORD);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ success: false, message: authServerTexts.tooManyAttempts });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginFrom('10.2.0.2', 'member@example.com', PASSWORD)).statusCode).toBe(200);
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await loginFrom('10.2.0.1', 'member@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('checks at most 10 of 50 parallel wrong logins from one address and refuses the rest with 429', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => loginFrom('10.3.0.1', 'member@example.com', `parallel-${index}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('does not count a successful login against the address', async () => {
    for (let attempt = 1; attempt <= 9; attempt++) await loginFrom('10.4.0.1', 'member@example.com', `wrong-${attempt}`);
    for (let round = 0; round < 5; round++) expect((await loginFrom('10.4.0.1', 'member@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom('10.4.0.1', 'member@example.com', 'wrong-10')).statusCode).toBe(401);
    expect((await loginFrom('10.4.0.1', 'member@example.com', PASSWORD)).statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('GET /api/v1/user/me answers the account with its balance, by Bearer header or by cookie', async () => {
    const { body, headers } = await login(t.app, 'member@example.com');
    const byHeader = await call(t.app, 'GET', '/api/v1/user/me', { token: body.token as string });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body.user).toMatchObject({ email: 'member@example.com', credits: 0, role: 'user', isEmailVerified: false, pro: false, plan: 'free' });
    const cookie = String(headers['set-cookie']).split(';')[0]!;
    const byCookie = await call(t.app, 'GET', '/api/v1/user/me', { headers: { cookie } });
    expect(byCookie.status).toBe(200);
  });

  it('answers 401 without a session or with a made-up token', async () => {
    expect((await call(t.app, 'GET', '/api/v1/user/me')).status).toBe(401);
    const forged = await call(t.app, 'GET', '/api/v1/user/me', { token: 'A'.repeat(43) });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ success: false, message: authServerTexts.unauthorized });
  });

  it('rejects a token after logout, and logout needs the header, not the cookie', async () => {
    const { body, headers } = await login(t.app, 'member@example.com');
    const token = body.token as string;
    const cookie = String(headers['set-cookie']).split(';')[0]!;
    expect((await call(t.app, 'POST', '/api/v1/auth/logout', { headers: { cookie } })).status).toBe(401);
    const logout = await call(t.app, 'POST', '/api/v1/auth/logout', { token });
    expect(logout.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/user/me', { token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/user/me', { headers: { cookie } })).status).toBe(401);
  });

  it('ends a session after 30 days', async () => {
    const { body } = await login(t.app, 'member@example.com');
    t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1);
    expect((await call(t.app, 'GET', '/api/v1/user/me', { token: body.token as string })).status).toBe(401);
  });
});
