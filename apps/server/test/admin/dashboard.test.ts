import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@sitecraft/shared/admin';
import { signUpVerified } from '../support/accounts.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { adminToken, normalUser, generateAndWait, scriptedEngine } from './admin-support.ts';

let t: TestApp;
let admin: string;
const DAY = 24 * 60 * 60 * 1000;


const dashboard = async () => (await call(t.app, 'GET', '/api/v1/admin/dashboard', { token: admin })).body as unknown as DashboardResponse;

beforeAll(async () => {
  t = await createTestApp({}, { engine: scriptedEngine });
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

describe('dashboard', () => {
  it('counts accounts, the verified share, generations by status in 24 h and 7 days, and credits granted and spent', async () => {
    const early = await signUpVerified(t.app, t.ctx, 'early@example.com');
    await generateAndWait(t.app, early, 'old-site.com');
    t.clock.advance(3 * DAY);
    await generateAndWait(t.app, early, 'fail-recent.com');
    await generateAndWait(t.app, early, 'recent.com');
    await normalUser(t.app, 'unverified@example.com');
    const id = ((await call(t.app, 'GET', '/api/v1/user/me', { token: early })).body.user as { _id: string })._id;
    await call(t.app, 'POST', `/api/v1/admin/accounts/${id}/credits`, { token: admin, body: { delta: 10, reason: 'Bonus' } });
    await call(t.app, 'POST', `/api/v1/admin/accounts/${id}/credits`, { token: admin, body: { delta: -1, reason: 'Correction' } });

    const figures = await dashboard();
    expect(figures.accounts).toEqual({ total: 3, verified: 2, verifiedShare: 2 / 3, admins: 1, pro: 0 });
    expect(figures.generations.last7d).toEqual({ queued: 0, running: 0, completed: 2, failed: 1 });
    expect(figures.generations.last24h).toEqual({ queued: 0, running: 0, completed: 1, failed: 1 });
    // granted: admin 100 + 5 and early 5 welcome + 10 bonus; spent: two charges stood, one was refunded.
    expect(figures.credits).toEqual({ granted: 120, spent: 2, refunded: 1, balance: 105 + 5 - 2 + 10 - 1 });

    t.clock.advance(5 * DAY);
    expect((await dashboard()).generations.last7d).toEqual({ queued: 0, running: 0, completed: 1, failed: 1 });
    expect((await dashboard()).generations.last24h).toEqual({ queued: 0, running: 0, completed: 0, failed: 0 });
  });
});
