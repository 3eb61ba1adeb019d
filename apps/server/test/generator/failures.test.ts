import { afterEach, describe, expect, it } from 'vitest';
import { GenerationError, writerFailure } from '@sitecraft/sitegen';
import { adminToken } from '../admin/admin-support.ts';
import type { GenerationEngine } from '../../src/modules/generator/generation-engine.ts';
import { markFailedAndRefund } from '../../src/modules/generator/generation-store.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const statusOf = (app: TestApp, token: string, trackId: string) => call(app.app, 'GET', `/api/v1/generator/status/${trackId}`, { token });
const balance = async (app: TestApp, token: string) => ((await call(app.app, 'GET', '/api/v1/user/me', { token })).body.user as { credits: number }).credits;
const refunds = (app: TestApp, trackId: string) => app.ctx.db.selectFrom('credit_ledger').select('delta').where('reason', '=', `Refund: generation ${trackId} failed`).execute();

describe('a failing engine', () => {
  it('ends the job as failed with the engine reason and refunds its credits exactly once', async () => {
    const failing: GenerationEngine = async (_request, { onProgress }) => {
      onProgress({ status: 'start_generating', message: 'Starting the generation…', progress: 10 });
      throw new GenerationError('ai_unavailable', 'The AI model did not answer after 3 tries (HTTP 503). Please try again in a few minutes.');
    };
    t = await createTestApp({}, { engine: failing });
    const app = t;
    const token = await signUpVerified(app.app, app.ctx, 'unlucky@example.com');
    const body = generationRequest(['fails.com', 'fails-too.com']);
    await call(app.app, 'POST', '/api/v1/generator', { token, body });
    await expect.poll(async () => (await statusOf(app, token, body.track_id)).body.status, { timeout: 10_000 }).toBe('failed');
    expect((await statusOf(app, token, body.track_id)).body.message).toBe('The AI model did not answer after 3 tries (HTTP 503). Please try again in a few minutes.');
    expect(await balance(app, token)).toBe(5);
    expect(await refunds(app, body.track_id)).toEqual([{ delta: 2 }]);

    // A second failure report (a retried worker, a late webhook) changes nothing.
    expect(await markFailedAndRefund(app.ctx, { track_id: body.track_id, status: 'failed', message: 'again' })).toBeUndefined();
    expect(await refunds(app, body.track_id)).toHaveLength(1);
    expect(await balance(app, token)).toBe(5);
  });

  it('tells the customer a plain reason for an AI service failure, and the operator the detail in the admin view', async () => {
    const detail = 'The AI service at 127.0.0.1:9 refused the request with HTTP 401 (check AI_API_KEY): {"error":"invalid api key"}';
    t = await createTestApp({}, { engine: async () => Promise.reject(new GenerationError('ai_unavailable', writerFailure.unavailable, detail)) });
    const app = t;
    const token = await signUpVerified(app.app, app.ctx, 'plain@example.com');
    const body = generationRequest(['plain.com']);
    await call(app.app, 'POST', '/api/v1/generator', { token, body });
    await expect.poll(async () => (await statusOf(app, token, body.track_id)).body.status, { timeout: 10_000 }).toBe('failed');
    const message = String((await statusOf(app, token, body.track_id)).body.message);
    expect(message).toBe(writerFailure.unavailable);
    expect(message).not.toMatch(/127\.0\.0\.1|AI_API_KEY|HTTP/);
    const admin = await adminToken(app.app);
    const view = await call(app.app, 'GET', `/api/v1/admin/generations/${body.track_id}`, { token: admin });
    expect(JSON.stringify(view.body)).toContain('HTTP 401 (check AI_API_KEY)');
  });

  it('hides an unexpected error behind a message the customer can act on', async () => {
    t = await createTestApp({}, { engine: async () => Promise.reject(new TypeError('cannot read properties of undefined')) });
    const app = t;
    const token = await signUpVerified(app.app, app.ctx, 'bug@example.com');
    const body = generationRequest(['bug.com']);
    await call(app.app, 'POST', '/api/v1/generator', { token, body });
    await expect.poll(async () => (await statusOf(app, token, body.track_id)).body.status, { timeout: 10_000 }).toBe('failed');
    const message = String((await statusOf(app, token, body.track_id)).body.message);
    expect(message).not.toContain('undefined');
    expect(message).toContain('refunded');
  });

  it('stops a job that runs past its time limit, and refunds it', async () => {
    const endless: GenerationEngine = (_request, { signal }) =>
      new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new GenerationError('aborted', 'The generation was cancelled.'))));
    t = await createTestApp({ generation: { concurrency: 2, timeoutMs: 1000 } }, { engine: endless });
    const app = t;
    const token = await signUpVerified(app.app, app.ctx, 'slow@example.com');
    const body = generationRequest(['slow.com']);
    await call(app.app, 'POST', '/api/v1/generator', { token, body });
    await expect.poll(async () => (await statusOf(app, token, body.track_id)).body.status, { timeout: 10_000 }).toBe('failed');
    expect((await statusOf(app, token, body.track_id)).body.message).toMatch(/took longer than/);
    expect(await balance(app, token)).toBe(5);
  });
});
