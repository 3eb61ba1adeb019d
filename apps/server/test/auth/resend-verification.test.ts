import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authServerTexts, authTexts } from '@sitecraft/shared/auth';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { mailedToken, register } from '../support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const resend = (email: unknown) => call(t.app, 'POST', '/api/v1/auth/resend-verification', { body: { email } });
const mailCount = async (to: string) => (await t.ctx.db.selectFrom('outbox').select('id').where('to_address', '=', to).execute()).length;

describe('POST /api/v1/auth/resend-verification', () => {
  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    await register(t.app, 'known@example.com');
    t.clock.advance(61_000);
    const known = await resend('known@example.com');
    const unknown = await resend('unknown@example.com');
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: authTexts.resendSuccess });
    expect(unknown.raw.body).toBe(known.raw.body);
    expect(await mailCount('known@example.com')).toBe(2);
    expect(await mailCount('unknown@example.com')).toBe(0);
  });

  it('mails a fresh link that verifies', async () => {
    await register(t.app, 'fresh@example.com');
    const first = await mailedToken(t.ctx, 'fresh@example.com', 'verify-email');
    t.clock.advance(61_000);
    await resend('fresh@example.com');
    const second = await mailedToken(t.ctx, 'fresh@example.com', 'verify-email');
    expect(second).not.toBe(first);
    expect((await call(t.app, 'GET', `/api/v1/auth/verify-email/${second}`)).status).toBe(200);
  });

  it('sends at most one mail per address per minute, for known and unknown addresses alike', async () => {
    await register(t.app, 'busy@example.com');
    t.clock.advance(61_000);
    expect((await resend('busy@example.com')).status).toBe(200);
    const known = await resend('busy@example.com');
    expect((await resend('ghost@example.com')).status).toBe(200);
    const unknown = await resend('ghost@example.com');
    for (const response of [known, unknown]) {
      expect(response.status).toBe(429);
      expect(response.body).toEqual({ success: false, message: authServerTexts.mailThrottled });
      expect(response.headers['retry-after']).toBe('60');
    }
    expect(await mailCount('busy@example.com')).toBe(2);
    t.clock.advance(60_000);
    expect((await resend('busy@example.com')).status).toBe(200);
    expect(await mailCount('busy@example.com')).toBe(3);
  });

  it('sends nothing to an address that is already verified, with the same answer', async () => {
    await register(t.app, 'done@example.com');
    await call(t.app, 'GET', `/api/v1/auth/verify-email/${await mailedToken(t.ctx, 'done@example.com', 'verify-email')}`);
    t.clock.advance(61_000);
    const response = await resend('done@example.com');
    expect(response.body).toEqual({ success: true, message: authTexts.resendSuccess });
    expect(await mailCount('done@example.com')).toBe(1);
  });

  it.each(['', '   ', 'not-an-email', 42, null])('refuses the email %j', async (email) => {
    const response = await resend(email);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });
});
