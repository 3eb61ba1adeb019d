import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signUpVerified(t.app, t.ctx, 'keywords@example.com');
});
afterAll(() => t.close());

const credits = async () => ((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user as { credits: number }).credits;
const statusOf = (trackId: string) => call(t.app, 'GET', `/api/v1/generator/status/${trackId}`, { token });

describe('keyword limits of POST /api/v1/generator', () => {
  it('refuses a keyword of 61 characters and 21 keywords with a 400 naming key_words, spending nothing', async () => {
    const before = await credits();
    for (const key_words of [`bread, ${'b'.repeat(61)}`, Array.from({ length: 21 }, (_, index) => `keyword ${index + 1}`).join(', ')]) {
      const response = await call(t.app, 'POST', '/api/v1/generator', { token, body: generationRequest(['limits.com'], { key_words }) });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ field: 'key_words' })]);
      expect(String(response.body.message)).toMatch(/^Keywords: /);
    }
    expect(await credits()).toBe(before);
  });

  it('completes a run with a 60-character keyword among 20 keywords', async () => {
    const long = 'sourdough bread baked every morning in the old town of Porto';
    expect(long).toHaveLength(60);
    const key_words = [long, ...Array.from({ length: 19 }, (_, index) => `pastry ${index + 1}`)].join(', ');
    const body = generationRequest(['long-keywords.com'], { key_words });
    expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
    await expect.poll(async () => (await statusOf(body.track_id)).body.status, { timeout: 30_000 }).toBe('completed');
    const zip = await t.app.inject({ method: 'GET', url: `/api/v1/generator/download/${body.track_id}`, headers: { authorization: `Bearer ${token}` } });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
