import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, normalUser } from '../admin/admin-support.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { findBodyFault, MAX_NESTING } from '../../src/plugins/unsafe-input.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusal = (field: string) => ({ success: false, message: expect.stringContaining(`“${field}”`), errors: [expect.objectContaining({ field })] });

describe('control characters in text fields', () => {
  it('are refused with a 400 naming the field, in bodies, queries and nested fields alike', async () => {
    const register = await call(t.app, 'POST', '/api/v1/auth/register', { body: { name: 'Ann\u0000', email: 'nul@example.com', password: 'long-enough-1' } });
    expect(register.status).toBe(400);
    expect(register.body).toEqual(refusal('name'));

    const admin = await adminToken(t.app);
    const search = await call(t.app, 'GET', `/api/v1/admin/accounts?q=${encodeURIComponent('dev\u0000')}`, { token: admin });
    expect(search.status).toBe(400);
    expect(search.body).toEqual(refusal('q'));

    const user = await normalUser(t.app, 'credited@example.com');
    const credit = await call(t.app, 'POST', `/api/v1/admin/accounts/${user.id}/credits`, { token: admin, body: { delta: 5, reason: 'bonus\u001b[31m' } });
    expect(credit.status).toBe(400);
    expect(credit.body).toEqual(refusal('reason'));

    const token = await signUpVerified(t.app, t.ctx, 'writer@example.com');
    const bell = await call(t.app, 'POST', '/api/v1/generator', { token, body: generationRequest(['bell.com'], { description: 'A bakery\u0007 in Porto.' }) });
    expect(bell.status).toBe(400);
    expect(bell.body).toEqual(refusal('description'));
  });

  it('leave tabs and line breaks alone', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'lines@example.com');
    const body = generationRequest(['lines.com'], { description: 'A family bakery in Porto.\nSourdough\tand pastries.\r\nOpen daily.' });
    expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
  });
});

/** `levels` arrays or objects inside one another, around a plain string. */
function nested(levels: number, shape: 'array' | 'object' | 'mixed'): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level += 1) {
    const asArray = shape === 'array' || (shape === 'mixed' && level % 2 === 0);
    value = asArray ? [value] : { a: value };
  }
  return value;
}

/** The same as JSON text, written without recursion (JSON.stringify of 5,000 levels exhausts a test worker's stack). */
function nestedJson(levels: number, shape: 'array' | 'object' | 'mixed'): string {
  const asArray = (level: number) => shape === 'array' || (shape === 'mixed' && level % 2 === 0);
  let open = '';
  let close = '';
  for (let level = levels - 1; level >= 0; level -= 1) {
    open += asArray(level) ? '[' : '{"a":';
    close = (asArray(level) ? ']' : '}') + close;
  }
  return `${open}"bottom"${close}`;
}

describe('deeply nested bodies', () => {
  it('are refused with a 400 naming where, on every kind of route, for 5,000 levels of arrays, objects or both', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'deep@example.com');
    const admin = await adminToken(t.app);
    const targets = [
      { method: 'POST' as const, url: '/api/v1/auth/register', token: undefined },
      { method: 'POST' as const, url: '/api/v1/generator', token },
      { method: 'POST' as const, url: '/api/v1/admin/accounts/1/credits', token: admin },
      { method: 'POST' as const, url: '/api/v1/sites/00000000-0000-4000-8000-000000000000/sites/a.com/versions', token },
    ];
    for (const shape of ['array', 'object', 'mixed'] as const) {
      for (const { method, url, token: bearer } of targets) {
        const headers: Record<string, string> = { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
        const answer = await t.app.inject({ method, url, headers, payload: `{"name":${nestedJson(5000, shape)}}` });
        expect(answer.statusCode, `${shape} to ${url}`).toBe(400);
        const body = answer.json<{ message: string; errors: unknown[] }>();
        expect(body.message).toContain(`at most ${MAX_NESTING} levels`);
        expect(body.errors).toEqual([expect.objectContaining({ field: expect.stringMatching(/^name(\.(0|a))+$/) })]);
      }
    }
    // A whole body that is nothing but nesting, and one with keys JSON parsers watch for.
    const bare = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: nestedJson(5000, 'array') });
    expect(bare.statusCode).toBe(400);
    const poisoned = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: `${'{"constructor":'.repeat(5000)}1${'}'.repeat(5000)}` });
    expect(poisoned.statusCode).toBe(400);
  });

  it(`accept ${MAX_NESTING} levels and refuse one more, at the first place in the order of the body`, () => {
    expect(findBodyFault(JSON.parse(nestedJson(MAX_NESTING, 'mixed')))).toBeUndefined();
    expect(nested(2, 'mixed')).toEqual(JSON.parse(nestedJson(2, 'mixed')));
    expect(findBodyFault(nested(MAX_NESTING + 1, 'array'))).toEqual({ kind: 'too-deep', field: Array(MAX_NESTING).fill('0').join('.') });
    expect(findBodyFault({ first: ['ok', 'bell\u0007'], second: nested(40, 'object') })).toEqual({ kind: 'control-character', field: 'first.1' });
    expect(findBodyFault(Buffer.from('\u0000 in picture bytes'))).toBeUndefined();
  });
});
