import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts } from '@sitecraft/shared/auth';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { PASSWORD, register } from '../support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outboxFor = (to: string) => t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

describe('POST /api/v1/auth/register', () => {
  it('answers the spec success text and mails a verification link built from PUBLIC_URL', async () => {
    const response = await register(t.app, 'New.Person@Example.com');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: authTexts.registerSuccess });
    const [mail] = await outboxFor('new.person@example.com');
    expect(mail?.subject).toContain('Подтвердите email');
    expect(mail?.text_body).toMatch(/http:\/\/app\.test\/#\/verify-email\/[0-9a-f]{40}/);
    expect(mail?.html_body).toContain('SiteCraft AI');
  });

  it('answers a taken email exactly like a new one, and mails its owner instead of creating a second account', async () => {
    await register(t.app, 'taken@example.com', 'Owner');
    const again = await register(t.app, 'TAKEN@example.com', 'Intruder');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, message: authTexts.registerSuccess });
    const accounts = await t.ctx.db.selectFrom('accounts').select('name').where('email', '=', 'taken@example.com').execute();
    expect(accounts).toEqual([{ name: 'Owner' }]);
    const mails = await outboxFor('taken@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Подтвердите email'), expect.stringContaining('Попытка регистрации')]);
  });

  it('refuses a password shorter than 6 characters with the spec text', async () => {
    const response = await call(t.app, 'POST', '/api/v1/auth/register', { body: { name: 'A', email: 'short@example.com', password: '12345' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: authTexts.passwordTooShort });
  });

  it.each([
    ['name', { email: 'a@example.com', password: PASSWORD }],
    ['email', { name: 'A', password: PASSWORD }],
    ['password', { name: 'A', email: 'a@example.com' }],
    ['blank name', { name: '   ', email: 'a@example.com', password: PASSWORD }],
    ['malformed email', { name: 'A', email: 'not-an-email', password: PASSWORD }],
  ])('refuses a body without a valid %s', async (_field, body) => {
    const response = await call(t.app, 'POST', '/api/v1/auth/register', { body });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(typeof response.body.message).toBe('string');
  });

  it('lets no body set role or credits', async () => {
    const admin = await call(t.app, 'POST', '/api/v1/auth/register', { body: { name: 'Eve', email: 'eve@example.com', password: PASSWORD, role: 'admin' } });
    const rich = await call(t.app, 'POST', '/api/v1/auth/register', { body: { name: 'Eve', email: 'eve@example.com', password: PASSWORD, credits: 999, isEmailVerified: true } });
    expect(admin.status).toBe(400);
    expect(rich.status).toBe(400);
    expect(rich.body.message).toContain('credits');
    const account = await t.ctx.db.selectFrom('accounts').selectAll().where('email', '=', 'eve@example.com').executeTakeFirst();
    expect(account).toBeUndefined();
    const everyone = await t.ctx.db.selectFrom('accounts').select(['role', 'credits', 'email_verified']).execute();
    expect(everyone.every((row) => row.role === 'user' && row.credits === 0 && row.email_verified === 0)).toBe(true);
  });
});
