import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditListResponse, OutboxListResponse } from '@sitecraft/shared/admin';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-peer.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { adminToken, normalUser } from './admin-support.ts';

let t: TestApp | undefined;
let inbox: SmtpInbox | undefined;
afterEach(async () => {
  await t?.close();
  await inbox?.close();
  t = inbox = undefined;
});

describe('outbox', () => {
  it('lists kept mail newest first, searchable by address, while mail goes to the outbox', async () => {
    t = await createTestApp();
    const admin = await adminToken(t.app);
    await normalUser(t.app, 'first@example.com');
    await normalUser(t.app, 'second@example.com');
    const all = (await call(t.app, 'GET', '/api/v1/admin/outbox', { token: admin })).body as unknown as OutboxListResponse;
    expect(all.total).toBe(2);
    expect(all.items.map((mail) => mail.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(all.items[0]?.text).toMatch(/#\/verify-email\/[0-9a-f]{40}/);
    expect(all.items[0]).toMatchObject({ status: 'kept', attempts: 0, nextAttemptAt: null, sentAt: null });
    const found = (await call(t.app, 'GET', '/api/v1/admin/outbox?to=FIRST', { token: admin })).body as unknown as OutboxListResponse;
    expect(found.items.map((mail) => mail.to)).toEqual(['first@example.com']);
  });

  it('lists every mail with its delivery status when mail is sent by SMTP', async () => {
    inbox = await startSmtpInbox({ refuse: ['bounced@example.com'] });
    t = await createTestApp({ smtpUrl: inbox.url, logLevel: 'error' });
    const app = t;
    const admin = await adminToken(t.app);
    await normalUser(t.app, 'delivered@example.com');
    await normalUser(t.app, 'bounced@example.com');
    await inbox.waitForMail('delivered@example.com');
    await vi.waitFor(async () => {
      const list = (await call(app.app, 'GET', '/api/v1/admin/outbox', { token: admin })).body as unknown as OutboxListResponse;
      expect(list.items).toMatchObject([
        // A permanent refusal (550) is not tried again.
        { to: 'bounced@example.com', status: 'failed', attempts: 1, nextAttemptAt: null, sentAt: null, lastError: expect.stringMatching(/550/) },
        { to: 'delivered@example.com', status: 'sent', attempts: 1, nextAttemptAt: null, sentAt: app.clock.now(), lastError: null },
      ]);
    });
  });
});

describe('audit log', () => {
  it('lists every admin change newest first with who made it and when, in pages', async () => {
    t = await createTestApp();
    const admin = await adminToken(t.app);
    const user = await normalUser(t.app, 'audited@example.com');
    for (let index = 1; index <= 3; index += 1) {
      t.clock.advance(60_000);
      await call(t.app, 'POST', `/api/v1/admin/accounts/${user.id}/credits`, { token: admin, body: { delta: index, reason: `Grant ${index}` } });
    }
    const page = (await call(t.app, 'GET', '/api/v1/admin/audit?page=1&pageSize=2', { token: admin })).body as unknown as AuditListResponse;
    expect(page.total).toBe(3);
    expect(page.items.map((entry) => [entry.adminEmail, entry.action, entry.details.reason, entry.createdAt])).toEqual([
      ['dev-admin@sitecraft.local', 'credits.grant', 'Grant 3', t.clock.now()],
      ['dev-admin@sitecraft.local', 'credits.grant', 'Grant 2', t.clock.now() - 60_000],
    ]);
    // Reading is not a change: the audit log holds only the three grants.
    await call(t.app, 'GET', '/api/v1/admin/accounts', { token: admin });
    expect((await t.ctx.db.selectFrom('admin_audit').selectAll().execute()).length).toBe(3);
  });
});
