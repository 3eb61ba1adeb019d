import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailResponse, AccountListResponse, AuditListResponse } from '@sitecraft/shared/admin';
import { expectCleanRefusal } from '../support/clean-refusal.ts';
import { register, signUpVerified } from '../support/accounts.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { adminToken, normalUser } from './admin-support.ts';

let t: TestApp;
let admin: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  adminId = ((await call(t.app, 'GET', '/api/v1/user/me', { token: admin })).body.user as { _id: string })._id;
});
afterAll(() => t.close());

const list = async (query: string) => (await call(t.app, 'GET', `/api/v1/admin/accounts?${query}`, { token: admin })).body as unknown as AccountListResponse;
const ledgerOf = (accountId: string) => t.ctx.db.selectFrom('credit_ledger').select(['delta', 'reason']).where('account_id', '=', accountId).orderBy('id').execute();
const auditEntries = async () => ((await call(t.app, 'GET', '/api/v1/admin/audit', { token: admin })).body as unknown as AuditListResponse).items;

describe('account list', () => {
  beforeAll(async () => {
    t.clock.advance(1000);
    for (let index = 0; index < 7; index += 1) {
      await normalUser(t.app, `member${index}@example.com`);
      t.clock.advance(1000);
    }
    await register(t.app, 'odd@example.com', 'Odd_Name 100%');
  });

  it('pages newest first with the total', async () => {
    const first = await list('page=1&pageSize=3');
    expect(first.total).toBe(9);
    expect(first.items.map((account) => account.email)).toEqual(['odd@example.com', 'member6@example.com', 'member5@example.com']);
    const last = await list('page=3&pageSize=3');
    expect(last.items.map((account) => account.email)).toEqual(['member1@example.com', 'member0@example.com', 'dev-admin@sitecraft.local']);
  });

  it('searches email and name without regard to case, taking % and _ literally', async () => {
    expect((await list('q=MEMBER3')).items.map((account) => account.email)).toEqual(['member3@example.com']);
    expect((await list('q=dev%20admin')).items.map((account) => account.email)).toEqual(['dev-admin@sitecraft.local']);
    expect((await list(`q=${encodeURIComponent('_NAME 100%')}`)).items.map((account) => account.email)).toEqual(['odd@example.com']);
    // As wildcards, % and _ would match "odd_name 100%" and "member…" here.
    expect((await list(`q=${encodeURIComponent('d%1')}`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent('m_mber')}`)).total).toBe(0);
  });

  it('filters by role and shows verified status, pro flag, plan and balance', async () => {
    const admins = await list('role=admin');
    expect(admins.items).toEqual([expect.objectContaining({ email: 'dev-admin@sitecraft.local', role: 'admin', isEmailVerified: true, pro: false, plan: 'free', credits: 105 })]);
  });

  it('refuses bad paging and filters with 400', async () => {
    for (const query of ['page=0', 'pageSize=1000', 'role=root', 'page=abc']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/admin/accounts?${query}`, headers: { authorization: `Bearer ${admin}` } });
      expect(response.statusCode, query).toBe(400);
      expectCleanRefusal(response);
    }
  });
});

describe('changing an account', () => {
  it('sets role, pro flag and plan, and records who did it and when', async () => {
    const user = await normalUser(t.app, 'upgrade@example.com');
    const response = await call(t.app, 'PATCH', `/api/v1/admin/accounts/${user.id}`, { token: admin, body: { pro: true, plan: 'business' } });
    expect(response.status).toBe(200);
    expect(response.body.account).toMatchObject({ pro: true, plan: 'business', role: 'user' });
    const me = (await call(t.app, 'GET', '/api/v1/user/me', { token: user.token })).body.user;
    expect(me).toMatchObject({ pro: true, plan: 'business' });
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      adminId,
      adminEmail: 'dev-admin@sitecraft.local',
      action: 'account.update',
      targetId: user.id,
      createdAt: t.clock.now(),
      details: { before: { pro: false, plan: 'free' }, after: { pro: true, plan: 'business' } },
    });
  });

  it('refuses an empty change, unknown fields, a bad plan, a bad id and an unknown account', async () => {
    const user = await normalUser(t.app, 'target@example.com');
    const bad: [string, unknown, number][] = [
      [user.id, {}, 400],
      [user.id, { credits: 1000 }, 400],
      [user.id, { email_verified: 1 }, 400],
      [user.id, { role: 'root' }, 400],
      [user.id, { plan: 'a b' }, 400],
      [user.id, { pro: 'yes' }, 400],
      ['not-a-uuid', { pro: true }, 400],
      ['00000000-0000-4000-8000-000000000000', { pro: true }, 404],
    ];
    for (const [id, body, status] of bad) {
      const response = await t.app.inject({ method: 'PATCH', url: `/api/v1/admin/accounts/${id}`, headers: { authorization: `Bearer ${admin}` }, payload: body as object });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expectCleanRefusal(response);
    }
    const row = await t.ctx.db.selectFrom('accounts').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'user', pro: 0, plan: 'free', credits: 0, email_verified: 0 });
  });
});

describe('credits', () => {
  it('the ledger lines the server writes are in the language of the admin asking; the reason an admin typed stays as typed', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'ledger-language@example.com');
    const id = ((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user as { _id: string })._id;
    await call(t.app, 'POST', `/api/v1/admin/accounts/${id}/credits`, { token: admin, body: { delta: 2, reason: 'Compensation for ticket 7' } });
    const reasons = async (language: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/admin/accounts/${id}`, headers: { authorization: `Bearer ${admin}`, 'accept-language': language } });
      return (response.json() as AccountDetailResponse).ledger.map((line) => line.reason).sort();
    };
    expect(await reasons('en-GB')).toEqual(['Compensation for ticket 7', 'Email verified']);
    expect(await reasons('ru-RU')).toEqual(['Compensation for ticket 7', 'Email подтвержден']);
  });

  it('a grant writes exactly one ledger line with the reason, changes the balance and is audited', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'grant@example.com');
    const id = ((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user as { _id: string })._id;
    const before = await ledgerOf(id);
    const response = await call(t.app, 'POST', `/api/v1/admin/accounts/${id}/credits`, { token: admin, body: { delta: 7, reason: '  Compensation for ticket 42  ' } });
    expect(response.status).toBe(200);
    expect(response.body.account).toMatchObject({ credits: 12 });
    expect(await ledgerOf(id)).toEqual([...before, { delta: 7, reason: 'Compensation for ticket 42' }]);
    const detail = (await call(t.app, 'GET', `/api/v1/admin/accounts/${id}`, { token: admin })).body as unknown as AccountDetailResponse;
    expect(detail.ledger[0]).toMatchObject({ delta: 7, reason: 'Compensation for ticket 42', createdAt: t.clock.now() });
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ adminId, action: 'credits.grant', targetId: id, details: { delta: 7, reason: 'Compensation for ticket 42', balanceBefore: 5, balanceAfter: 12 } });
  });

  it('a deduction writes a negative line; one larger than the balance is refused and writes nothing', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'deduct@example.com');
    const id = ((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user as { _id: string })._id;
    expect((await call(t.app, 'POST', `/api/v1/admin/accounts/${id}/credits`, { token: admin, body: { delta: -2, reason: 'Abuse' } })).body.account).toMatchObject({ credits: 3 });
    const auditCount = (await auditEntries()).length;
    const refused = await call(t.app, 'POST', `/api/v1/admin/accounts/${id}/credits`, { token: admin, body: { delta: -4, reason: 'Too much' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Недостаточно кредитов для списания: баланс 3');
    expect(await ledgerOf(id)).toEqual([
      { delta: 5, reason: 'Email verified' },
      { delta: -2, reason: 'Abuse' },
    ]);
    expect((await auditEntries()).length).toBe(auditCount);
  });

  it('refuses bad input with 400 and an unknown account with 404, writing nothing', async () => {
    const user = await normalUser(t.app, 'bad-credits@example.com');
    const bad: [string, unknown, number][] = [
      [user.id, { delta: 0, reason: 'zero' }, 400],
      [user.id, { delta: 1.5, reason: 'half' }, 400],
      [user.id, { delta: '5', reason: 'text' }, 400],
      [user.id, { delta: 1_000_000, reason: 'huge' }, 400],
      [user.id, { delta: 5 }, 400],
      [user.id, { delta: 5, reason: '   ' }, 400],
      [user.id, { delta: 5, reason: 'x'.repeat(201) }, 400],
      [user.id, { delta: 5, reason: 'ok', account_id: 'other' }, 400],
      ['00000000-0000-4000-8000-000000000000', { delta: 5, reason: 'ghost' }, 404],
    ];
    for (const [id, body, status] of bad) {
      const response = await t.app.inject({ method: 'POST', url: `/api/v1/admin/accounts/${id}/credits`, headers: { authorization: `Bearer ${admin}` }, payload: body as object });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expectCleanRefusal(response);
    }
    expect(await ledgerOf(user.id)).toEqual([]);
  });
});
