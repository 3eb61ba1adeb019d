import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { readEventStream } from '../support/sse-client.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const credits = async (token: string) => ((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user as { credits: number }).credits;

describe('ownership', () => {
  it("another user gets 404 with nothing of the job from status, stream and download of someone else's track", async () => {
    const owner = await signUpVerified(t.app, t.ctx, 'first@example.com');
    const stranger = await signUpVerified(t.app, t.ctx, 'second@example.com');
    const body = generationRequest(['private-site.com']);
    await call(t.app, 'POST', '/api/v1/generator', { token: owner, body });
    await expect.poll(async () => (await call(t.app, 'GET', `/api/v1/generator/status/${body.track_id}`, { token: owner })).body.status, { timeout: 10_000 }).toBe('completed');

    for (const url of [`/api/v1/generator/status/${body.track_id}`, `/api/v1/generator/download/${body.track_id}`, `/api/v1/generator/sse?track_id=${body.track_id}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${stranger}` } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('private-site');
      expect(response.json()).toEqual({ success: false, message: 'No generation with this track_id.' });
    }
    const stream = await readEventStream(`${baseUrl}/api/v1/generator/sse?track_id=${body.track_id}`, { authorization: `Bearer ${stranger}` });
    expect(stream.status).toBe(404);
  });

  it('no session gives 401 on every generator call', async () => {
    const body = generationRequest(['anonymous.com']);
    expect((await call(t.app, 'POST', '/api/v1/generator', { body })).status).toBe(401);
    expect((await call(t.app, 'GET', `/api/v1/generator/status/${body.track_id}`)).status).toBe(401);
    expect((await call(t.app, 'GET', `/api/v1/generator/sse?track_id=${body.track_id}`)).status).toBe(401);
    expect((await call(t.app, 'GET', `/api/v1/generator/download/${body.track_id}`)).status).toBe(401);
  });

  it('a reused track_id is refused with 409, for its owner and for anyone else, and charges nothing', async () => {
    const owner = await signUpVerified(t.app, t.ctx, 'reuse-a@example.com');
    const other = await signUpVerified(t.app, t.ctx, 'reuse-b@example.com');
    const body = generationRequest(['reused.com']);
    expect((await call(t.app, 'POST', '/api/v1/generator', { token: owner, body })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/v1/generator', { token: owner, body })).status).toBe(409);
    expect((await call(t.app, 'POST', '/api/v1/generator', { token: other, body })).status).toBe(409);
    expect(await credits(owner)).toBe(4);
    expect(await credits(other)).toBe(5);
  });
});

describe('credits', () => {
  it('20 concurrent starts by a user with 5 credits: exactly 5 accepted, the balance ends at 0 and the ledger agrees', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'rush@example.com');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => call(t.app, 'POST', '/api/v1/generator', { token, body: generationRequest([`rush-${index}.com`]) })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.every((answer) => answer.status === 402)).toBe(true);
    expect(refused[0]?.body.message).toMatch(/^Not enough credits: this generation needs 1 \(one per site\) and your balance is 0\./);
    expect(await credits(token)).toBe(0);
    const ledger = await t.ctx.db.selectFrom('credit_ledger').innerJoin('accounts', 'accounts.id', 'credit_ledger.account_id').select('delta').where('email', '=', 'rush@example.com').execute();
    expect(ledger.reduce((sum, line) => sum + line.delta, 0)).toBe(0);
    expect(ledger.filter((line) => line.delta === -1)).toHaveLength(5);
  });

  it('a generation of 3 sites costs 3 credits, and is refused whole when the balance is 2', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'three@example.com');
    expect((await call(t.app, 'POST', '/api/v1/generator', { token, body: generationRequest(['a-one.com', 'a-two.com', 'a-three.com']) })).status).toBe(200);
    expect(await credits(token)).toBe(2);
    const refused = await call(t.app, 'POST', '/api/v1/generator', { token, body: generationRequest(['b-one.com', 'b-two.com', 'b-three.com']) });
    expect(refused.status).toBe(402);
    expect(await credits(token)).toBe(2);
  });

  it('answers 400 naming each bad field', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'fields@example.com');
    const response = await call(t.app, 'POST', '/api/v1/generator', { token, body: generationRequest(['one.com'], { track_id: 'not-a-uuid', site_count: '2', file_extension: 'EXE' }) });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('track_id must be a UUID.');
    expect(response.body.message).toContain('file_extension must be HTML or PHP.');
    expect(JSON.stringify(response.body.errors)).toContain('track_id');
    expect(await credits(token)).toBe(5);
  });
});
