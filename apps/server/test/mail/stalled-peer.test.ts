import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from '../support/accounts.ts';
import { startStalledPeer } from '../support/smtp-peer.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { mailSettings, outboxTo } from './mail-support.ts';

const SMTP_TIMEOUT_MS = 1_000;
const RETRY_BASE_MS = 60_000;
let t: TestApp | undefined;
let peer: Awaited<ReturnType<typeof startStalledPeer>> | undefined;
afterEach(async () => {
  await t?.close();
  await peer?.close();
  t = peer = undefined;
});

describe('a mail server that accepts the connection and never greets', () => {
  it('holds up no request; the attempt gives up after the SMTP timeout and is tried again later', async () => {
    peer = await startStalledPeer();
    t = await createTestApp({ smtpUrl: peer.url, mail: mailSettings({ smtpTimeoutMs: SMTP_TIMEOUT_MS, retryBaseMs: RETRY_BASE_MS }), logLevel: 'error' });
    const app = t;
    const queuedAt = performance.now();
    expect((await register(t.app, 'patient@example.com')).status).toBe(200);

    // The verification mail's attempt is stalled right now; another mail request still answers at once.
    await vi.waitFor(() => expect(peer!.connections()).toBe(1));
    const started = performance.now();
    const forgot = await call(t.app, 'POST', '/api/v1/auth/forgot-password', { body: { email: 'patient@example.com' } });
    expect(forgot.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(SMTP_TIMEOUT_MS / 2);

    await vi.waitFor(
      async () => {
        const [verification] = await outboxTo(app, 'patient@example.com');
        expect(verification).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: app.clock.now() + RETRY_BASE_MS });
        // Whichever of the greeting and socket timers (both SMTP_TIMEOUT_MS) fires first names the error.
        expect(verification!.last_error).toMatch(/greeting|timeout/i);
      },
      { timeout: 5 * SMTP_TIMEOUT_MS },
    );
    // It gave up on the timeout, not before.
    expect(performance.now() - queuedAt).toBeGreaterThanOrEqual(SMTP_TIMEOUT_MS * 0.9);
  });
});
