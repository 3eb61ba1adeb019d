import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpVerified } from '../support/accounts.ts';
import { expectCleanRefusal } from '../support/clean-refusal.ts';
import { generationRequest } from '../support/generation.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signUpVerified(t.app, t.ctx, 'fuzz@example.com');
  // No credits: a body that happens to be valid is refused with 402, so every run must end in a 4xx.
  await t.ctx.db.updateTable('accounts').set({ credits: 0 }).where('email', '=', 'fuzz@example.com').execute();
});
afterAll(() => t.close());

const fields = Object.keys(generationRequest(['x.com']));
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('<script>alert(1)</script>', "'; DROP TABLE generations; --", '../../etc/passwd', 'a'.repeat(100_000), '🧩', '\u0000', '-1', '11', '0', 'PHP\u0000'),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);

describe('generator endpoints never answer bad input with a 500', () => {
  it('POST /api/v1/generator with any field replaced by a hostile value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), hostile, fc.boolean(), async (field, value, dropInstead) => {
        const body: Record<string, unknown> = generationRequest(['fuzz-site.com']);
        if (dropInstead) delete body[field];
        else body[field] = value;
        const response = await t.app.inject({ method: 'POST', url: '/api/v1/generator', headers: { authorization: `Bearer ${token}` }, payload: body });
        expectCleanRefusal(response);
      }),
      { numRuns: 150 },
    );
  });

  it('POST /api/v1/generator with bodies that are not objects or not JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string().map((text) => `{${text}`), fc.constantFrom('', 'null', '[]', '42', '"x"')), async (payload) => {
        const response = await t.app.inject({ method: 'POST', url: '/api/v1/generator', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload });
        expectCleanRefusal(response);
      }),
      { numRuns: 40 },
    );
  });

  it('status, stream and download with any track_id', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 200 }), fc.uuid()), fc.constantFrom('/api/v1/generator/status/', '/api/v1/generator/download/', '/api/v1/generator/sse?track_id='), async (trackId, path) => {
        const response = await t.app.inject({ method: 'GET', url: `${path}${encodeURIComponent(trackId)}`, headers: { authorization: `Bearer ${token}` } });
        expectCleanRefusal(response);
      }),
      { numRuns: 90 },
    );
  });
});
