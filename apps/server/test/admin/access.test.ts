import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authServerTexts } from '@sitecraft/shared/auth';
import { expectCleanRefusal } from '../support/clean-refusal.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { adminToken, normalUser } from './admin-support.ts';

let t: TestApp;
let admin: string;
let user: { token: string; id: string };
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  adminId = ((await call(t.app, 'GET', '/api/v1/user/me', { token: admin })).body.user as { _id: string })._id;
  user = await normalUser(t.app, 'plain@example.com');
});
afterAll(() => t.close());

/** Every admin route the app registered, read from its OpenAPI document, with concrete ids in place of parameters. */
async function adminCalls(): Promise<{ method: 'GET' | 'POST' | 'PATCH'; url: string; body?: unknown }[]> {
  await t.app.ready();
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  const calls: { method: 'GET' | 'POST' | 'PATCH'; url: string; body?: unknown }[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    if (!path.startsWith('/api/v1/admin/')) continue;
    const url = path.replace('{id}', adminId).replace('{trackId}', randomUUID());
    for (const method of Object.keys(operations)) calls.push({ method: method.toUpperCase() as 'GET' | 'POST' | 'PATCH', url, body: method === 'get' ? undefined : {} });
  }
  return calls;
}

describe('every admin call', () => {
  it('covers the whole admin area (the list below is read from the app, not written by hand)', async () => {
    const urls = (await adminCalls()).map((entry) => `${entry.method} ${entry.url.replace(/[0-9a-f-]{36}/, ':id')}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/dashboard',
        'GET /api/v1/admin/accounts/',
        'GET /api/v1/admin/accounts/:id',
        'PATCH /api/v1/admin/accounts/:id',
        'POST /api/v1/admin/accounts/:id/credits',
        'GET /api/v1/admin/generations/',
        'GET /api/v1/admin/generations/:id',
        'GET /api/v1/admin/generations/:id/download',
        'GET /api/v1/admin/audit',
        'POST /api/v1/admin/template-previews',
        'GET /api/v1/admin/outbox',
      ]),
    );
  });

  it('refuses an anonymous caller with 401 and a normal user with 403, as clean JSON', async () => {
    for (const { method, url, body } of await adminCalls()) {
      const anonymous = await t.app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expectCleanRefusal(anonymous);
      const headers = { authorization: `Bearer ${user.token}` };
      const normal = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
      expect(normal.statusCode, `${method} ${url}`).toBe(403);
      expectCleanRefusal(normal);
      expect(normal.json()).toEqual({ success: false, message: authServerTexts.forbidden });
    }
  });

  it('refuses a normal user even with the session cookie that GET endpoints accept', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', cookies: { sc_session: user.token } });
    expect(response.statusCode).toBe(403);
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', cookies: { sc_session: admin } });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('admits the admin', async () => {
    for (const { method, url, body } of await adminCalls()) {
      const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${admin}` }, ...(body === undefined ? {} : { payload: body as object }) });
      expect([401, 403], `${method} ${url}`).not.toContain(response.statusCode);
    }
  });

  it('refuses the cookie for a state-changing call: it needs the Bearer header', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/admin/accounts/${user.id}/credits`, cookies: { sc_session: admin }, payload: { delta: 5, reason: 'csrf' } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a large upload from a normal user before reading it', async () => {
    const payload = JSON.stringify({ images: [{ template: '1.html', dataURL: `data:image/png;base64,${'A'.repeat(3_000_000)}` }] });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/admin/template-previews', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(403);
  });
});

describe('roles', () => {
  it('a normal user cannot demote an admin, nor promote themselves, nor grant themselves credits', async () => {
    const demote = await call(t.app, 'PATCH', `/api/v1/admin/accounts/${adminId}`, { token: user.token, body: { role: 'user' } });
    expect(demote.status).toBe(403);
    const promote = await call(t.app, 'PATCH', `/api/v1/admin/accounts/${user.id}`, { token: user.token, body: { role: 'admin' } });
    expect(promote.status).toBe(403);
    const grant = await call(t.app, 'POST', `/api/v1/admin/accounts/${user.id}/credits`, { token: user.token, body: { delta: 100, reason: 'free money' } });
    expect(grant.status).toBe(403);
    const roles = await t.ctx.db.selectFrom('accounts').select(['id', 'role', 'credits']).where('id', 'in', [adminId, user.id]).execute();
    expect(Object.fromEntries(roles.map((row) => [row.id, row.role]))).toEqual({ [adminId]: 'admin', [user.id]: 'user' });
    expect(roles.find((row) => row.id === user.id)?.credits).toBe(0);
    expect(await t.ctx.db.selectFrom('admin_audit').selectAll().execute()).toEqual([]);
  });

  it('a demotion takes effect on the next call of the demoted admin', async () => {
    const other = await normalUser(t.app, 'second-admin@example.com');
    expect((await call(t.app, 'PATCH', `/api/v1/admin/accounts/${other.id}`, { token: admin, body: { role: 'admin' } })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/admin/dashboard', { token: other.token })).status).toBe(200);
    expect((await call(t.app, 'PATCH', `/api/v1/admin/accounts/${other.id}`, { token: admin, body: { role: 'user' } })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/admin/dashboard', { token: other.token })).status).toBe(403);
  });

  it('an admin cannot remove their own admin role', async () => {
    const response = await call(t.app, 'PATCH', `/api/v1/admin/accounts/${adminId}`, { token: admin, body: { role: 'user' } });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Нельзя снять роль администратора с самого себя');
    const row = await t.ctx.db.selectFrom('accounts').select('role').where('id', '=', adminId).executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
  });
});
