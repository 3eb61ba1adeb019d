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

  it('does not answer through a reverse proxy on this machine (any forwarding header)', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'via']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/dev/login', remoteAddress: '127.0.0.1', headers: { [header]: '198.51.100.4' } });
      expect(response.statusCode, header).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.4' } })).statusCode).toBe(404);
  });

  it('refuses a login posted from another site, and accepts the app\'s own page', async () => {
    const crossSite = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }, { origin: 'null' }];
    for (const headers of crossSite) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/dev/login', headers: { ...headers, 'content-type': 'text/plain' }, payload: 'x=1' });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const sameOrigin = await t.app.inject({ method: 'POST', url: '/api/v1/dev/login', headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80', host: 'localhost:80' } });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('tells the login page that the DEV login is offered to this machine, and not offered (still 200) to any other client', async () => {
    expect(await call(t.app, 'GET', '/api/v1/dev/login')).toMatchObject({ status: 200, body: { success: true, enabled: true } });
    for (const request of [{ remoteAddress: '203.0.113.7' }, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.4' } }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/dev/login', ...request });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, enabled: false });
    }
  });

  it('lists the outbox to a loopback client', async () => {
    await call(t.app, 'POST', '/api/v1/auth/register', { body: { name: 'Out', email: 'out@example.com', password: 'secret-123' } });
    const response = await call(t.app, 'GET', '/api/v1/dev/outbox?to=out@example.com');
    expect(response.status).toBe(200);
    expect(response.body.mails).toEqual([expect.objectContaining({ to: 'out@example.com', text: expect.stringContaining('#/verify-email/') })]);
  });
});

describe('development endpoints without DEV_LOGIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ devLogin: false });
  });
  afterAll(() => t.close());

  it('the DEV login and the outbox do not exist, not even for this machine', async () => {
    expect((await call(t.app, 'POST', '/api/v1/dev/login')).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/dev/outbox')).status).toBe(404);
  });

  it('the login page hears that the DEV login is not offered, with a 200 (a 404 would be a console error on every login page)', async () => {
    expect(await call(t.app, 'GET', '/api/v1/dev/login')).toMatchObject({ status: 200, body: { success: true, enabled: false } });
    const documented = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>().paths['/api/v1/dev/login'];
    expect(Object.keys(documented ?? {})).toEqual(['get']);
  });
});
