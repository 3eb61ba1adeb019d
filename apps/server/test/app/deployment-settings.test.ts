import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const production = { NODE_ENV: 'production', WEBHOOK_SECRET: 'a-webhook-secret-of-24-chars' };

describe('TRUST_PROXY', () => {
  it('is off by default; true means one proxy hop, a number that many, anything else a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: not a hop count or proxy address: everyone/);
  });

  describe('behind one proxy (TRUST_PROXY=true)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ trustProxy: 1 });
    });
    afterAll(() => t.close());

    it('takes the client address the proxy saw, not the left-most entry the client wrote', async () => {
      const wrongLogin = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `${randomUUID().slice(0, 8)}, 203.0.113.9` },
          payload: { email: 'nobody@example.com', password: 'wrong-password' },
        });
      for (let attempt = 1; attempt <= 10; attempt++) expect((await wrongLogin()).statusCode).toBe(401);
      expect((await wrongLogin()).statusCode).toBe(429);
    });
  });

  describe('with the proxy named by address', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ trustProxy: ['127.0.0.1'] });
    });
    afterAll(() => t.close());

    it('ignores X-Forwarded-For from a peer that is not that proxy', async () => {
      const wrongLogin = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: '198.51.100.1',
          headers: { 'x-forwarded-for': randomUUID().slice(0, 8) },
          payload: { email: 'nobody@example.com', password: 'wrong-password' },
        });
      for (let attempt = 1; attempt <= 10; attempt++) expect((await wrongLogin()).statusCode).toBe(401);
      expect((await wrongLogin()).statusCode).toBe(429);
    });
  });
});

describe('DEV_LOGIN', () => {
  it('is off unless set, and refused in production', () => {
    expect(loadConfig({}).devLogin).toBe(false);
    expect(loadConfig({ DEV_LOGIN: 'true' }).devLogin).toBe(true);
    expect(() => loadConfig({ ...production, DEV_LOGIN: 'true' })).toThrow(/DEV_LOGIN cannot be on when NODE_ENV=production/);
  });
});

describe('API_DOCS', () => {
  it('is on by default except in production, where API_DOCS=true turns it on', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('off, /api/docs does not exist', async () => {
    const on = await createTestApp();
    const off = await createTestApp({ apiDocs: false });
    try {
      expect((await on.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      expect((await off.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await on.close();
      await off.close();
    }
  });
});
