import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLiveSessions } from '../../src/modules/auth/live-sessions.ts';
import { hashToken, newSessionToken } from '../../src/modules/auth/secret-tokens.ts';
import { SESSION_TTL_MS } from '../../src/modules/auth/sessions.ts';
import { signUpVerified } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('findLiveSessions, which the shared heartbeat of the progress streams asks about all their sessions at once', () => {
  it('names exactly the live sessions among more hashes than one query takes: not the expired, the deleted or the unknown ones', async () => {
    await signUpVerified(t.app, t.ctx, 'many-sessions@example.com');
    const account = await t.ctx.db.selectFrom('accounts').select('id').where('email', '=', 'many-sessions@example.com').executeTakeFirstOrThrow();
    const now = t.clock.now();
    const hashes = Array.from({ length: 700 }, () => hashToken(newSessionToken()));
    // 600 sessions: every tenth expired a moment ago; then 50 of the live ones are deleted (logged out elsewhere).
    const rows = hashes.slice(0, 600).map((token_hash, index) => ({ token_hash, account_id: account.id, created_at: now - SESSION_TTL_MS, expires_at: index % 10 === 0 ? now : now + 1000 }));
    for (let start = 0; start < rows.length; start += 100) await t.ctx.db.insertInto('sessions').values(rows.slice(start, start + 100)).execute();
    const deleted = hashes.filter((_hash, index) => index < 600 && index % 10 !== 0).slice(0, 50);
    await t.ctx.db.deleteFrom('sessions').where('token_hash', 'in', deleted).execute();

    const expected = hashes.filter((hash, index) => index < 600 && index % 10 !== 0 && !deleted.includes(hash));
    // Asked twice over (duplicates), the 100 unknown hashes among them: 1,400 values, 700 distinct.
    const live = await findLiveSessions(t.ctx.db, t.ctx.clock, [...hashes, ...hashes.toReversed()]);
    expect(live.size).toBe(490);
    expect([...live].sort()).toEqual(expected.sort());
    expect(await findLiveSessions(t.ctx.db, t.ctx.clock, [])).toEqual(new Set());
  });
});
