import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

describe('development endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs a loopback client into a real local admin account that can use the API', async () => {
    const response = await call(t.app, 'POST', '/api/v1/dev/login');
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ role: 'admin', isEmailVerified: true });
    expect(String(response.headers['set-cookie'])).toMatch(/sc_session=.+HttpOnly/i);
    const me = await call(t.app, 'GET', '/api/v1/user/me', { token: response.body.token as string });
    expect(me.body.user).toMatchObject({ role: 'admin', credits: 105 });
    const again = await call(t.app, 'POST', '/api/v1/dev/login');
    expect((again.body.user as { _id: string })._id).toBe((response.body.user as { _id: string })._id);
  });

  it('does not answer a client on another machine, even with proxy headers claiming loopback', async () => {
    for (const url of ['/api/v1/dev/login', '/api/v1/dev/outbox']) {
      const response = await t.app.inject({ method: url.endsWith('login') ? 'POST' : 'GET', url, remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(response.statusCode).toBe(404);
    }
  });

  it('lists the outbox to a loopback client', async () => {
    await call(t.app, 'POST', '/api/v1/auth/register', { body: { name: 'Out', email: 'out@example.com', password: 'secret-123' } });
    const response = await call(t.app, 'GET', '/api/v1/dev/outbox?to=out@example.com');
    expect(response.status).toBe(200);
    expect(response.body.mails).toEqual([expect.objectContaining({ to: 'out@example.com', text: expect.stringContaining('#/verify-email/') })]);
  });
});

describe('development endpoints in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: 'production' });
  });
  afterAll(() => t.close());

  it('do not exist', async () => {
    expect((await call(t.app, 'POST', '/api/v1/dev/login')).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/dev/outbox')).status).toBe(404);
  });
});
