import { afterEach, describe, expect, it } from 'vitest';
import type { AuditListResponse, OutboxListResponse } from '@sitecraft/shared/admin';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { adminToken, normalUser } from './admin-support.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
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
    const found = (await call(t.app, 'GET', '/api/v1/admin/outbox?to=FIRST', { token: admin })).body as unknown as OutboxListResponse;
    expect(found.items.map((mail) => mail.to)).toEqual(['first@example.com']);
  });

  it('does not exist when mail is sent by SMTP, and the dashboard says so', async () => {
    t = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    const admin = await adminToken(t.app);
    const response = await call(t.app, 'GET', '/api/v1/admin/outbox', { token: admin });
    expect(response.status).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/admin/dashboard', { token: admin })).body.outboxEnabled).toBe(false);
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
