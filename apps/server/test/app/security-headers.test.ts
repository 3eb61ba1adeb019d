import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('every answer carries a CSP that allows only our own origin for scripts, plus the usual helmet headers', async () => {
    const response = await call(t.app, 'GET', '/api/v1/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('a path segment longer than a domain name (253) answers 4xx JSON in the API shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${'a'.repeat(300)}` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it('an unknown API path answers 404 JSON', async () => {
    const response = await call(t.app, 'GET', '/api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
  });
});
