import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, normalUser } from '../admin/admin-support.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusal = (field: string) => ({ success: false, message: expect.stringContaining(`“${field}”`), errors: [expect.objectContaining({ field })] });

describe('control characters in text fields', () => {
  it('are refused with a 400 naming the field, in bodies, queries and nested fields alike', async () => {
    const register = await call(t.app, 'POST', '/api/v1/auth/register', { body: { name: 'Ann\u0000', email: 'nul@example.com', password: 'long-enough-1' } });
    expect(register.status).toBe(400);
    expect(register.body).toEqual(refusal('name'));

    const admin = await adminToken(t.app);
    const search = await call(t.app, 'GET', `/api/v1/admin/accounts?q=${encodeURIComponent('dev\u0000')}`, { token: admin });
    expect(search.status).toBe(400);
    expect(search.body).toEqual(refusal('q'));

    const user = await normalUser(t.app, 'credited@example.com');
    const credit = await call(t.app, 'POST', `/api/v1/admin/accounts/${user.id}/credits`, { token: admin, body: { delta: 5, reason: 'bonus\u001b[31m' } });
    expect(credit.status).toBe(400);
    expect(credit.body).toEqual(refusal('reason'));

    const token = await signUpVerified(t.app, t.ctx, 'writer@example.com');
    const bell = await call(t.app, 'POST', '/api/v1/generator', { token, body: generationRequest(['bell.com'], { description: 'A bakery\u0007 in Porto.' }) });
    expect(bell.status).toBe(400);
    expect(bell.body).toEqual(refusal('description'));
  });

  it('leave tabs and line breaks alone', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'lines@example.com');
    const body = generationRequest(['lines.com'], { description: 'A family bakery in Porto.\nSourdough\tand pastries.\r\nOpen daily.' });
    expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
  });
});
