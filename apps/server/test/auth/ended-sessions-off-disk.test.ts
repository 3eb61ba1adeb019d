import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/modules/auth/secret-tokens.ts';
import { login, mailedToken, signUpVerified } from '../support/accounts.ts';
import { filesHolding } from '../support/data-dir-files.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The session's row, as the database keeps it (its token's hash), is in the files: the checks below are not vacuous. */
function storedSession(token: string): string {
  const tokenHash = hashToken(token);
  expect(filesHolding(t.ctx.config.dataDir, tokenHash)).not.toEqual([]);
  return tokenHash;
}

// With PostgreSQL nothing of the database is under DATA_DIR: what it keeps on its own disk is told in accounts-and-security.md.
describe.skipIf(process.env.TEST_DB === 'postgres')('an ended session', () => {
  it('is in no file of DATA_DIR once its owner logged out', async () => {
    const tokenHash = storedSession(await signUpVerified(t.app, t.ctx, 'leaving@example.com'));
    const token = (await login(t.app, 'leaving@example.com')).body.token as string;
    const loggedOut = storedSession(token);
    expect((await call(t.app, 'POST', '/api/v1/auth/logout', { token })).status).toBe(200);
    await vi.waitFor(() => expect(filesHolding(t.ctx.config.dataDir, loggedOut)).toEqual([]));
    expect(filesHolding(t.ctx.config.dataDir, tokenHash)).not.toEqual([]);
  });

  it('is in no file of DATA_DIR once a password reset ended every session', async () => {
    const hashes = [storedSession(await signUpVerified(t.app, t.ctx, 'reset@example.com')), storedSession((await login(t.app, 'reset@example.com')).body.token as string)];
    await call(t.app, 'POST', '/api/v1/auth/forgot-password', { body: { email: 'reset@example.com' } });
    const reset = await mailedToken(t.ctx, 'reset@example.com', 'reset-password');
    expect((await call(t.app, 'POST', '/api/v1/auth/reset-password', { body: { token: reset, password: 'brand-new-secret' } })).status).toBe(200);
    for (const tokenHash of hashes) await vi.waitFor(() => expect(filesHolding(t.ctx.config.dataDir, tokenHash)).toEqual([]));
  });
});
