import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/infra/db/schema.ts';
import { changeAccount } from '../../src/modules/auth/accounts.ts';
import { createSessionCache, type ReadSession } from '../../src/modules/auth/session-cache.ts';
import { createSessionEvents } from '../../src/modules/auth/session-events.ts';
import { hashToken } from '../../src/modules/auth/secret-tokens.ts';
import { markFailedAndRefund } from '../../src/modules/generator/generation-store.ts';
import { adminToken } from '../admin/admin-support.ts';
import { login, mailedToken, register, signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { TestClock, call, createTestApp, type TestApp } from '../support/test-app.ts';
import { gatedEngine } from '../generator/engine-gate.ts';

const account = (id: string, credits: number) => ({ id, credits }) as Account;

/** A cache over a session table the test writes, counting its reads; `holdReads` keeps every read waiting until released. */
function cacheOver(ttlMs: number) {
  const clock = new TestClock();
  const events = createSessionEvents();
  const table = new Map<string, { account: Account; expiresAt: number }>();
  let reads = 0;
  let hold: Promise<void> | undefined;
  const readSession: ReadSession = async (tokenHash, now) => {
    reads++;
    const row = table.get(tokenHash);
    const answer = row && row.expiresAt > now ? { ...row } : undefined;
    await hold;
    return answer;
  };
  const cache = createSessionCache({ readSession, clock, events, ttlMs });
  return {
    cache,
    clock,
    events,
    reads: () => reads,
    put: (token: string, row: { account: Account; expiresAt: number }) => table.set(hashToken(token), row),
    holdReads() {
      let release = () => {};
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

describe('the session cache', () => {
  it('answers from memory for its time to live, then reads again, and never past the end of the session', async () => {
    const c = cacheOver(1000);
    c.put('a', { account: account('ann', 5), expiresAt: c.clock.now() + 1500 });
    expect(await c.cache.find('a')).toMatchObject({ credits: 5 });
    c.put('a', { account: account('ann', 3), expiresAt: c.clock.now() + 1500 });
    c.clock.advance(999);
    expect(await c.cache.find('a')).toMatchObject({ credits: 5 });
    expect(c.reads()).toBe(1);
    c.clock.advance(1);
    expect(await c.cache.find('a')).toMatchObject({ credits: 3 });
    // Kept again from 1000 ms on, but the session ends at 1500 ms: from then on the token is refused.
    c.clock.advance(500);
    expect(await c.cache.find('a')).toBeUndefined();
    expect(c.reads()).toBe(3);
  });

  it('drops one session when it is revoked, and every session of an account when the account changes or all its sessions end', async () => {
    const c = cacheOver(60_000);
    const expiresAt = c.clock.now() + 120_000;
    for (const token of ['a1', 'a2']) c.put(token, { account: account('ann', 5), expiresAt });
    c.put('b1', { account: account('bob', 7), expiresAt });
    for (const token of ['a1', 'a2', 'b1']) await c.cache.find(token);
    expect(c.reads()).toBe(3);

    c.events.revoked({ token: 'a1' });
    for (const token of ['a1', 'a2', 'b1']) await c.cache.find(token);
    expect(c.reads()).toBe(4);

    c.events.accountChanged('ann');
    for (const token of ['a1', 'a2', 'b1']) await c.cache.find(token);
    expect(c.reads()).toBe(6);

    c.events.revoked({ accountId: 'bob' });
    for (const token of ['a1', 'a2', 'b1']) await c.cache.find(token);
    expect(c.reads()).toBe(7);
    // An event another process announced counts the same.
    c.events.heard({ accountId: 'ann', revoked: false });
    for (const token of ['a1', 'a2', 'b1']) await c.cache.find(token);
    expect(c.reads()).toBe(9);
  });

  it('does not keep an answer read while a change was announced: the read may have seen the row before the change', async () => {
    const c = cacheOver(60_000);
    c.put('a', { account: account('ann', 5), expiresAt: c.clock.now() + 120_000 });
    const release = c.holdReads();
    const reading = c.cache.find('a');
    c.events.accountChanged('ann');
    release();
    expect(await reading).toMatchObject({ credits: 5 });
    c.put('a', { account: account('ann', 4), expiresAt: c.clock.now() + 120_000 });
    expect(await c.cache.find('a')).toMatchObject({ credits: 4 });
  });

  it('keeps nothing with a time to live of 0, and never keeps a refusal', async () => {
    const off = cacheOver(0);
    off.put('a', { account: account('ann', 5), expiresAt: off.clock.now() + 120_000 });
    for (let i = 0; i < 3; i++) await off.cache.find('a');
    expect(off.reads()).toBe(3);
    const on = cacheOver(60_000);
    expect(await on.cache.find('new')).toBeUndefined();
    on.put('new', { account: account('ann', 5), expiresAt: on.clock.now() + 120_000 });
    expect(await on.cache.find('new')).toMatchObject({ credits: 5 });
  });
});

describe('GET /api/v1/user/me with the session cache (real app and database)', () => {
  const gate = gatedEngine(new Uint8Array(16));
  let t: TestApp;
  beforeAll(async () => {
    gate.hold();
    t = await createTestApp({ sessionCacheMs: 1000 }, { engine: gate.engine });
  });
  afterAll(async () => {
    gate.release();
    await t.close();
  });
  const me = async (token: string) => call(t.app, 'GET', '/api/v1/user/me', { token });
  const idOf = async (email: string) => (await t.ctx.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it("shows this process's own changes at once: a charge, a refund, an admin's grant and pro flag, a logout", async () => {
    const token = await signUpVerified(t.app, t.ctx, 'cached@example.com');
    const id = await idOf('cached@example.com');
    expect((await me(token)).body.user).toMatchObject({ credits: 5, pro: false });
    // What is kept is the account without its password hash, which only the login reads.
    expect(await t.ctx.sessions.find(token)).toMatchObject({ id, credits: 5 });
    expect(await t.ctx.sessions.find(token)).not.toHaveProperty('password_hash');

    const body = generationRequest(['cached-shop.com']);
    expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
    expect((await me(token)).body.user).toMatchObject({ credits: 4 });
    await markFailedAndRefund(t.ctx, { track_id: body.track_id, status: 'failed', message: 'The model did not answer.' });
    expect((await me(token)).body.user).toMatchObject({ credits: 5 });

    const admin = await adminToken(t.app);
    expect((await call(t.app, 'POST', `/api/v1/admin/accounts/${id}/credits`, { token: admin, body: { delta: 3, reason: 'A thank-you' } })).status).toBe(200);
    expect((await me(token)).body.user).toMatchObject({ credits: 8, pro: false });
    expect((await call(t.app, 'PATCH', `/api/v1/admin/accounts/${id}`, { token: admin, body: { pro: true } })).status).toBe(200);
    expect((await me(token)).body.user).toMatchObject({ credits: 8, pro: true });

    expect((await call(t.app, 'POST', '/api/v1/auth/logout', { token })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('shows a verification at once to the session that was signed in before it', async () => {
    await register(t.app, 'verifies-later@example.com');
    const token = (await login(t.app, 'verifies-later@example.com')).body.token as string;
    expect((await me(token)).body.user).toMatchObject({ isEmailVerified: false, credits: 0 });
    await call(t.app, 'GET', `/api/v1/auth/verify-email/${await mailedToken(t.ctx, 'verifies-later@example.com', 'verify-email')}`);
    expect((await me(token)).body.user).toMatchObject({ isEmailVerified: true, credits: 5 });
  });

  it('announces a change after its commit: a request at the moment of the announcement reads the new row', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'mid-transaction@example.com');
    const id = await idOf('mid-transaction@example.com');
    expect((await me(token)).body.user).toMatchObject({ credits: 5 });
    // A request that arrives just as the change is announced: announced before the commit, it would read (on
    // PostgreSQL) and keep the old row, since the announcement that should have dropped it has passed.
    let atAnnouncement: Promise<unknown> | undefined;
    const stop = t.ctx.sessionEvents.listen((event) => {
      if ('accountId' in event && event.accountId === id) atAnnouncement ??= me(token);
    });
    await changeAccount(t.ctx, id, (trx) => trx.updateTable('accounts').set({ credits: 42 }).where('id', '=', id).execute());
    await atAnnouncement;
    stop();
    expect((await me(token)).body.user).toMatchObject({ credits: 42 });
  });

  it('shows a change made outside this process (another instance without Redis) within SESSION_CACHE_MS', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'elsewhere-change@example.com');
    const id = await idOf('elsewhere-change@example.com');
    expect((await me(token)).body.user).toMatchObject({ credits: 5 });
    // Another instance (no Redis between them) changes the balance; this process hears nothing of it.
    await t.ctx.db.updateTable('accounts').set({ credits: 9 }).where('id', '=', id).execute();
    t.clock.advance(999);
    expect((await me(token)).body.user).toMatchObject({ credits: 5 });
    t.clock.advance(1);
    expect((await me(token)).body.user).toMatchObject({ credits: 9 });
    // A logout there, likewise.
    await t.ctx.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    expect((await me(token)).status).toBe(200);
    t.clock.advance(1000);
    expect((await me(token)).status).toBe(401);
  });
});
