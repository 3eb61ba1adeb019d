import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { generationStages } from '@sitecraft/shared/generation';
import { createSitegenEngine, type GenerationEngine } from '../../src/modules/generator/generation-engine.ts';
import { generatorTexts } from '../../src/modules/generator/generator-texts.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { readEventStream } from '../support/sse-client.ts';
import { call } from '../support/test-app.ts';
import { gatedEngine } from '../generator/engine-gate.ts';
import { createCluster, inspectQueue, redisUnreachable, testPrefix, type Cluster, type Instance } from './scale-support.ts';

const redisProblem = await redisUnreachable();
if (redisProblem) console.warn(`BullMQ queue tests skipped: ${redisProblem}`);

let cluster: Cluster | undefined;
let inspector: ReturnType<typeof inspectQueue> | undefined;
afterEach(async () => {
  await inspector?.close();
  await cluster?.close();
  cluster = inspector = undefined;
});

/** A cluster on BullMQ under a fresh prefix, and a view of its queue from outside. */
async function bullmqCluster(settings: { retryDelayMs?: number; leaseMs?: number; timeoutMs?: number } = {}) {
  const prefix = testPrefix();
  cluster = await createCluster({ redisPrefix: prefix, ...settings });
  inspector = inspectQueue(prefix);
  return { cluster, queue: inspector.queue };
}

const rowOf = (instance: Instance, trackId: string) =>
  instance.ctx.db.selectFrom('generations').select(['status', 'attempts', 'lease_owner', 'refunded']).where('track_id', '=', trackId).executeTakeFirstOrThrow();
const ledger = (instance: Instance, trackId: string) =>
  instance.ctx.db.selectFrom('credit_ledger').select(['delta', 'reason']).where('reason', 'like', `%${trackId}%`).orderBy('id').execute();
const credits = async (instance: Instance, token: string) => ((await call(instance.app, 'GET', '/api/v1/user/me', { token })).body.user as { credits: number }).credits;
const statusOf = async (instance: Instance, token: string, trackId: string) => (await call(instance.app, 'GET', `/api/v1/generator/status/${trackId}`, { token })).body.status;

async function start(instance: Instance, token: string, domain: string): Promise<string> {
  const body = generationRequest([domain]);
  expect((await call(instance.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
  return body.track_id;
}

describe.skipIf(Boolean(redisProblem))('the generation queue on BullMQ (REDIS_URL)', () => {
  it('runs a generation: every stage reaches the stream through Redis in order, it completes, and the ZIP downloads', async () => {
    const { cluster, queue } = await bullmqCluster();
    // The real engine behind a gate, so the stream is connected before the first stage.
    const gate = gatedEngine(new Uint8Array());
    const real = createSitegenEngine(cluster.config);
    gate.hold();
    const engine: GenerationEngine = async (request, options) => {
      await gate.engine(request, { ...options, onProgress: () => {} });
      return real(request, options);
    };
    const instance = await cluster.start({ engine });
    const token = await signUpVerified(instance.app, instance.ctx, 'bull@example.com');
    const trackId = await start(instance, token, 'bull-bakery.com');
    const streamed = readEventStream(`${instance.url}/api/v1/generator/sse?track_id=${trackId}`, { authorization: `Bearer ${token}` });
    await sleep(200);
    gate.release();

    const { messages } = await streamed;
    const stages = messages.filter((message) => generationStages.some((stage) => stage.status === message.status));
    expect(stages.map((message) => message.status)).toEqual(generationStages.map((stage) => stage.status));
    expect(messages.at(-1)).toMatchObject({ status: 'completed', fileUrl: `/api/v1/generator/download/${trackId}` });
    const download = await fetch(`${instance.url}/api/v1/generator/download/${trackId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
    // The job's id is the track_id, and BullMQ recorded it as completed.
    expect(await (await queue.getJob(trackId))?.getState()).toBe('completed');
    expect(await rowOf(instance, trackId)).toMatchObject({ status: 'completed', attempts: 1 });
    expect(await credits(instance, token)).toBe(4);
    expect((await call(instance.app, 'GET', '/api/v1/health')).body).toMatchObject({ status: 'ok', checks: { queue: 'ok' } });
  });

  it('keeps one job per track_id: adding it again while it runs, or after it finished, runs nothing twice', async () => {
    const { cluster, queue } = await bullmqCluster();
    const gate = gatedEngine(new Uint8Array([1, 2, 3]));
    let runs = 0;
    const engine: GenerationEngine = (request, options) => {
      runs++;
      return gate.engine(request, options);
    };
    gate.hold();
    const instance = await cluster.start({ engine, concurrency: 2 });
    const token = await signUpVerified(instance.app, instance.ctx, 'twice@example.com');
    const trackId = await start(instance, token, 'twice.com');
    await expect.poll(() => runs, { timeout: 5000 }).toBe(1);
    await instance.workers.enqueue(trackId);
    await instance.workers.enqueue(trackId);
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(1);

    gate.release();
    await expect.poll(() => statusOf(instance, token, trackId), { timeout: 5000 }).toBe('completed');
    await instance.workers.enqueue(trackId);
    await sleep(300);
    expect(runs).toBe(1);
    expect(await queue.getJobCounts('waiting', 'active', 'delayed', 'completed')).toEqual({ waiting: 0, active: 0, delayed: 0, completed: 1 });
    expect(await ledger(instance, trackId)).toEqual([{ delta: -1, reason: generatorTexts.chargeReason(trackId, 1) }]);
  });

  it('retries a failing attempt after a backoff that doubles, then fails the generation with one refund', async () => {
    const retryDelayMs = 300;
    const { cluster, queue } = await bullmqCluster({ retryDelayMs });
    const calls: number[] = [];
    const engine: GenerationEngine = async () => {
      calls.push(Date.now());
      throw new TypeError('the storage driver is not ready');
    };
    const instance = await cluster.start({ engine });
    const token = await signUpVerified(instance.app, instance.ctx, 'retry@example.com');
    const trackId = await start(instance, token, 'retry.com');

    await expect.poll(() => statusOf(instance, token, trackId), { timeout: 10_000 }).toBe('failed');
    expect(calls).toHaveLength(3);
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(retryDelayMs);
    expect(calls[2]! - calls[1]!).toBeGreaterThanOrEqual(2 * retryDelayMs);
    expect(await ledger(instance, trackId)).toEqual([
      { delta: -1, reason: generatorTexts.chargeReason(trackId, 1) },
      { delta: 1, reason: generatorTexts.refundReason(trackId) },
    ]);
    expect(await credits(instance, token)).toBe(5);
    expect(await rowOf(instance, trackId)).toMatchObject({ status: 'failed', attempts: 3, refunded: 1 });
    expect(await (await queue.getJob(trackId))?.getState()).toBe('failed');
    // Nothing runs it again later.
    await sleep(2 * retryDelayMs);
    expect(calls).toHaveLength(3);
  });

  it('completes a generation whose first attempt failed, with no refund', async () => {
    const { cluster } = await bullmqCluster({ retryDelayMs: 100 });
    let calls = 0;
    const real = createSitegenEngine(cluster.config);
    const engine: GenerationEngine = async (request, options) => {
      if (++calls === 1) throw new Error('ECONNRESET while reading the template');
      return real(request, options);
    };
    const instance = await cluster.start({ engine });
    const token = await signUpVerified(instance.app, instance.ctx, 'second-try@example.com');
    const trackId = await start(instance, token, 'second-try.com');
    await expect.poll(() => statusOf(instance, token, trackId), { timeout: 10_000 }).toBe('completed');
    expect(calls).toBe(2);
    expect(await credits(instance, token)).toBe(4);
    expect(await ledger(instance, trackId)).toHaveLength(1);
  });

  it('fails a customer-facing engine error at once, without retrying it', async () => {
    const { cluster } = await bullmqCluster({ retryDelayMs: 100 });
    const { GenerationError } = await import('@sitecraft/sitegen');
    let calls = 0;
    const engine: GenerationEngine = async () => {
      calls++;
      throw new GenerationError('ai_unavailable', 'The AI model did not answer after 3 tries (HTTP 503). Please try again in a few minutes.');
    };
    const instance = await cluster.start({ engine });
    const token = await signUpVerified(instance.app, instance.ctx, 'no-retry@example.com');
    const trackId = await start(instance, token, 'no-retry.com');
    await expect.poll(() => statusOf(instance, token, trackId), { timeout: 10_000 }).toBe('failed');
    await sleep(400);
    expect(calls).toBe(1);
    expect(await credits(instance, token)).toBe(5);
  });

  it('stops a generation at its time limit and fails it at once with its refund, without another attempt', async () => {
    const { cluster, queue } = await bullmqCluster({ retryDelayMs: 100, timeoutMs: 1000 });
    let calls = 0;
    const endless: GenerationEngine = (_request, { signal }) => {
      calls++;
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    };
    const instance = await cluster.start({ engine: endless });
    const token = await signUpVerified(instance.app, instance.ctx, 'time-limit@example.com');
    const trackId = await start(instance, token, 'time-limit.com');
    await expect.poll(() => statusOf(instance, token, trackId), { timeout: 10_000 }).toBe('failed');
    expect((await call(instance.app, 'GET', `/api/v1/generator/status/${trackId}`, { token })).body.message).toMatch(/took longer than/);
    await sleep(500);
    expect(calls).toBe(1);
    expect(await credits(instance, token)).toBe(5);
    expect(await (await queue.getJob(trackId))?.getState()).toBe('failed');
  });

  it('adds the job of a generation whose row was stored but whose job never reached Redis', async () => {
    const leaseMs = 1000;
    const { cluster, queue } = await bullmqCluster({ leaseMs });
    const api = await cluster.start({ concurrency: 0 });
    const token = await signUpVerified(api.app, api.ctx, 'lost-job@example.com');
    const trackId = await start(api, token, 'lost-job.com');
    // As if the API had died between storing the generation and adding its job, or Redis had lost it.
    await (await queue.getJob(trackId))!.remove();
    await sleep(leaseMs + 100);
    expect(await statusOf(api, token, trackId)).toBe('queued');

    const worker = await cluster.start({ concurrency: 1 });
    await expect.poll(() => statusOf(worker, token, trackId), { timeout: 10_000 }).toBe('completed');
    expect(await rowOf(worker, trackId)).toMatchObject({ attempts: 1 });
  });

  it('puts a running job back in the queue when its instance shuts down, and another instance finishes it, charged once', async () => {
    const { cluster, queue } = await bullmqCluster();
    const gate = gatedEngine(new Uint8Array());
    gate.hold();
    const first = await cluster.start({ engine: gate.engine });
    const token = await signUpVerified(first.app, first.ctx, 'shutdown@example.com');
    const trackId = await start(first, token, 'shutdown.com');
    await expect.poll(async () => (await queue.getJob(trackId))?.getState(), { timeout: 5000 }).toBe('active');
    // BullMQ marks the job active before its worker claims the row: both are polled, neither read once.
    await expect.poll(async () => (await rowOf(first, trackId)).status, { timeout: 5000 }).toBe('running');

    await first.app.close();
    // Back in the wait list well before its 30 s lock could run out (a loaded machine may take a few seconds to close).
    await expect.poll(async () => (await queue.getJob(trackId))?.getState(), { timeout: 10_000 }).toBe('waiting');
    expect((await queue.getJob(trackId))?.attemptsMade).toBe(0);

    const second = await cluster.start();
    await expect.poll(() => statusOf(second, token, trackId), { timeout: 10_000 }).toBe('completed');
    expect(await rowOf(second, trackId)).toMatchObject({ status: 'completed', attempts: 2, refunded: 0 });
    expect(await credits(second, token)).toBe(4);
    expect(await ledger(second, trackId)).toHaveLength(1);
  });
});
