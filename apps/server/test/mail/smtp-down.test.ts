import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminToken } from '../admin/admin-support.ts';
import { register } from '../support/accounts.ts';
import { closedPort, startSmtpInbox, type SmtpInbox } from '../support/smtp-peer.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { mailSettings, outboxTo, sleep } from './mail-support.ts';

const RETRY_BASE_MS = 200;
let t: TestApp | undefined;
let inbox: SmtpInbox | undefined;
afterEach(async () => {
  await t?.close();
  await inbox?.close();
  t = inbox = undefined;
});

describe('a mail server that is down', () => {
  it('delays the verification mail: it is tried again with backoff and arrives, once, when the server is up', async () => {
    const port = await closedPort();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mail: mailSettings({ retryBaseMs: RETRY_BASE_MS }), logLevel: 'error' });
    expect((await register(t.app, 'late@example.com')).status).toBe(200);
    const app = t;

    // The first attempt fails at once; the next is due a retry base later, the one after that twice as late.
    await vi.waitFor(async () => {
      expect(await outboxTo(app, 'late@example.com')).toMatchObject([{ status: 'pending', attempts: 1, next_attempt_at: app.clock.now() + RETRY_BASE_MS }]);
    });
    t.clock.advance(RETRY_BASE_MS);
    await vi.waitFor(async () => {
      expect(await outboxTo(app, 'late@example.com')).toMatchObject([{ status: 'pending', attempts: 2, next_attempt_at: app.clock.now() + 2 * RETRY_BASE_MS }]);
    });
    const [failing] = await outboxTo(t, 'late@example.com');
    expect(failing!.last_error).toMatch(/ECONNREFUSED/);
    // The body, and the link in it, is kept while the mail may still be sent...
    expect(failing!.text_body).toMatch(/#\/verify-email\/[0-9a-f]{40}/);

    inbox = await startSmtpInbox({ port });
    t.clock.advance(2 * RETRY_BASE_MS);
    const mail = await inbox.waitForMail('late@example.com', 'Подтвердите email', 5_000);
    expect(mail.text).toMatch(/http:\/\/app\.test\/#\/verify-email\/[0-9a-f]{40}/);
    await vi.waitFor(async () => {
      expect(await outboxTo(app, 'late@example.com')).toMatchObject([{ status: 'sent', attempts: 3, sent_at: app.clock.now(), next_attempt_at: null }]);
    });
    // ...and no longer once it is sent: recipient, subject, status and times stay, for the admin area too.
    expect(await outboxTo(app, 'late@example.com')).toMatchObject([{ to_address: 'late@example.com', subject: mail.subject, text_body: '', html_body: '' }]);
    const listed = await call(t.app, 'GET', '/api/v1/admin/outbox?to=late', { token: await adminToken(t.app) });
    expect(listed.body.items).toMatchObject([{ to: 'late@example.com', status: 'sent', text: null }]);
    // Nothing else is on its way: a while later the inbox still holds the one mail.
    await sleep(3 * RETRY_BASE_MS);
    expect(inbox.mails).toHaveLength(1);
  });

  it('waits twice as long after each failed attempt, at most MAIL_RETRY_MAX_MS, and gives up after MAIL_MAX_ATTEMPTS with the last error', async () => {
    const port = await closedPort();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mail: mailSettings({ retryBaseMs: 100, retryMaxMs: 150, maxAttempts: 3 }), logLevel: 'silent' });
    const app = t;
    await register(t.app, 'never@example.com');
    await vi.waitFor(async () => expect(await outboxTo(app, 'never@example.com')).toMatchObject([{ status: 'pending', attempts: 1, next_attempt_at: app.clock.now() + 100 }]));
    t.clock.advance(100);
    await vi.waitFor(async () => expect(await outboxTo(app, 'never@example.com')).toMatchObject([{ status: 'pending', attempts: 2, next_attempt_at: app.clock.now() + 150 }]));
    t.clock.advance(150);
    await vi.waitFor(async () => expect(await outboxTo(app, 'never@example.com')).toMatchObject([{ status: 'failed', attempts: 3, next_attempt_at: null, sent_at: null, text_body: '', html_body: '' }]));
    const [failed] = await outboxTo(t, 'never@example.com');
    expect(failed!.last_error).toMatch(/ECONNREFUSED/);
  });
});
