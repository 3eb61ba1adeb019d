import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from '../support/accounts.ts';
import { filesHolding } from '../support/data-dir-files.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-peer.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { mailSettings, outboxTo } from './mail-support.ts';

let t: TestApp | undefined;
let inbox: SmtpInbox | undefined;
afterEach(async () => {
  await t?.close();
  await inbox?.close();
  t = inbox = undefined;
});

const linkToken = (text: string | undefined, route: string) => text?.match(new RegExp(`#/${route}/([0-9a-f]{40})`))?.[1] ?? '';

async function deliveredToken(app: TestApp, peer: SmtpInbox, to: string, subject: string, route: string): Promise<string> {
  const mail = await peer.waitForMail(to, subject);
  await vi.waitFor(async () => expect(await outboxTo(app, to)).toContainEqual(expect.objectContaining({ subject: mail.subject, status: 'sent', text_body: '' })));
  const token = linkToken(mail.text, route);
  expect(token).toMatch(/^[0-9a-f]{40}$/);
  return token;
}

// With PostgreSQL nothing of the database is under DATA_DIR: what it keeps on its own disk is told in accounts-and-security.md.
describe.skipIf(process.env.TEST_DB === 'postgres')('a mailed link, once its mail is sent', () => {
  it('is in no file of DATA_DIR, while the server runs and after a clean stop: verification and password reset', async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ smtpUrl: inbox.url, mail: mailSettings({}) });
    const app = t;
    const { dataDir } = t.ctx.config;

    expect((await register(t.app, 'private@example.com')).status).toBe(200);
    const verification = await deliveredToken(t, inbox, 'private@example.com', 'Подтвердите email', 'verify-email');
    await vi.waitFor(() => expect(filesHolding(dataDir, verification)).toEqual([]));

    expect((await call(t.app, 'POST', '/api/v1/auth/forgot-password', { body: { email: 'private@example.com' } })).status).toBe(200);
    const reset = await deliveredToken(t, inbox, 'private@example.com', 'Сброс пароля', 'reset-password');
    await vi.waitFor(() => expect(filesHolding(dataDir, reset)).toEqual([]));

    await app.app.close();
    expect(filesHolding(dataDir, verification)).toEqual([]);
    expect(filesHolding(dataDir, reset)).toEqual([]);
  });

  it('is in no file of DATA_DIR once its mail has failed for good', async () => {
    inbox = await startSmtpInbox({ refuse: ['refused@example.com'] });
    t = await createTestApp({ smtpUrl: inbox.url, mail: mailSettings({}), logLevel: 'silent' });
    const app = t;
    await register(t.app, 'refused@example.com');
    const [queued] = await outboxTo(t, 'refused@example.com');
    const token = linkToken(queued?.text_body, 'verify-email');
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    await vi.waitFor(async () => expect(await outboxTo(app, 'refused@example.com')).toMatchObject([{ status: 'failed', text_body: '' }]));
    await vi.waitFor(() => expect(filesHolding(app.ctx.config.dataDir, token)).toEqual([]));
  });

  it('stays readable while its mail waits to be sent, so the check above is not vacuous', async () => {
    t = await createTestApp();
    await register(t.app, 'kept@example.com');
    const [kept] = await outboxTo(t, 'kept@example.com');
    const token = linkToken(kept?.text_body, 'verify-email');
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    expect(filesHolding(t.ctx.config.dataDir, token)).not.toEqual([]);
  });
});
