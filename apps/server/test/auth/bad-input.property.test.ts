import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectCleanRefusal } from '../support/clean-refusal.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every request comes from its own address, so the per-address limits never answer in place of the validation.
let requestCount = 0;
const nextAddress = () => `198.51.${Math.floor(++requestCount / 250)}.${requestCount % 250}`;

const endpoints = [
  { method: 'POST', url: '/api/v1/auth/register', fields: ['name', 'email', 'password'] },
  { method: 'POST', url: '/api/v1/auth/login', fields: ['email', 'password'] },
  { method: 'POST', url: '/api/v1/auth/resend-verification', fields: ['email'] },
  { method: 'POST', url: '/api/v1/auth/forgot-password', fields: ['email'] },
  { method: 'POST', url: '/api/v1/auth/reset-password', fields: ['token', 'password'] },
] as const;

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom("' OR '1'='1", "'; DROP TABLE accounts; --", '" OR ""="', 'admin@example.com\' --', '%00', '\u0000', '🧩🔥👩‍💻', 'Ёжик в тумане', '<script>alert(1)</script>'),
  fc.constant('x'.repeat(70_000)),
);
const anyJsonValue = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }));

/** A body that is wrong in at least one way: a wrong type, a missing field, an extra field or a hostile value. */
function malformedBody(fields: readonly string[]) {
  const wrongField = fc.record(Object.fromEntries(fields.map((field) => [field, anyJsonValue])) as Record<string, fc.Arbitrary<unknown>>, { requiredKeys: [] });
  const extraField = fc.tuple(wrongField, fc.constantFrom('role', 'credits', 'isEmailVerified', 'pro', 'plan', '__proto__', 'constructor'), anyJsonValue).map(([body, key, value]) => ({ ...body, [key]: value }));
  return fc.oneof(wrongField, extraField, anyJsonValue);
}

describe('bad input never reaches a 500', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.url}: malformed JSON bodies answer 4xx JSON`, async () => {
      await fc.assert(
        fc.asyncProperty(malformedBody(endpoint.fields), async (body) => {
          const response = await t.app.inject({ method: endpoint.method, url: endpoint.url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' }, remoteAddress: nextAddress() });
          // A body that happens to be valid may succeed; everything else must be a clean refusal.
          if (response.statusCode === 200) return;
          expectCleanRefusal(response);
        }),
        { numRuns: 60 },
      );
    });

    it(`${endpoint.url}: broken JSON, wrong content types and 1 MB bodies answer 4xx JSON`, async () => {
      const rawBodies = fc.oneof(
        fc.string().map((text) => ({ payload: `{${text}`, type: 'application/json' })),
        fc.constantFrom('', '{', 'null', '[]', '"text"', '{"email":', '\u0000\u0001').map((payload) => ({ payload, type: 'application/json' })),
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml').map((type) => ({ payload: 'email=a%40b.co', type })),
        fc.constant({ payload: JSON.stringify({ email: 'a'.repeat(1024 * 1024) + '@example.com', password: 'x' }), type: 'application/json' }),
      );
      await fc.assert(
        fc.asyncProperty(rawBodies, async ({ payload, type }) => {
          const response = await t.app.inject({ method: endpoint.method, url: endpoint.url, payload, headers: { 'content-type': type }, remoteAddress: nextAddress() });
          expectCleanRefusal(response);
        }),
        { numRuns: 25 },
      );
    });
  }

  it('/api/v1/auth/verify-email/:token: any token path answers 4xx JSON', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString.filter((text) => text.length < 2000), async (token) => {
        const response = await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${encodeURIComponent(token)}`, remoteAddress: nextAddress() });
        expectCleanRefusal(response);
      }),
      { numRuns: 60 },
    );
  });
});
