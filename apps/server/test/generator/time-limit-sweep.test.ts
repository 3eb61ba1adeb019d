import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalArtifactStore } from '../../src/infra/store/local-artifact-store.ts';
import { SWEEP_GRACE_MS } from '../../src/modules/generator/generation-sweep.ts';
import { createGenerationWorkers } from '../../src/modules/generator/generation-workers.ts';
import { generatorTexts } from '../../src/modules/generator/generator-texts.ts';
import { createProgressHub } from '../../src/modules/generator/progress-hub.ts';
import { HEARTBEAT_MS } from '../../src/modules/generator/sse-stream.ts';
import { signWebhook } from '../../src/modules/generator/webhook-signature.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { readEventStream } from '../support/sse-client.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { gatedEngine } from './engine-gate.ts';

const SECRET = 'test-webhook-secret-0123456789abcdef';
const TIMEOUT_MS = 60_000;
const timedOut = generatorTexts.timedOut(1);
// One local worker, whose generations wait at the gate: the next ones stay queued, or are run by a "remote worker"
// that reports through the webhook.
const gate = gatedEngine(new Uint8Array(16));
gate.hold();

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ webhookSecret: SECRET, generation: { concurrency: 1, timeoutMs: TIMEOUT_MS } }, { engine: gate.engine });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

function webhook(message: object) {
  const body = JSON.stringify(message);
  const id = `msg_${randomUUID()}`;
  const timestamp = Math.floor(t.clock.now() / 1000);
  const headers = { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(SECRET, id, timestamp, body) };
  return t.app.inject({ method: 'POST', url: '/api/v1/generator/webhook', headers, payload: body });
}

const rowOf = (trackId: string) => t.ctx.db.selectFrom('generations').select(['status', 'failure_reason']).where('track_id', '=', trackId).executeTakeFirstOrThrow();
const refunds = (trackId: string) => t.ctx.db.selectFrom('credit_ledger').select('delta').where('reason', '=', generatorTexts.refundReason(trackId)).execute();
const failedEvents = async (trackId: string) => (await t.ctx.db.selectFrom('generation_events').select('id').where('track_id', '=', trackId).where('status', '=', 'failed').execute()).length;
const credits = async (token: string) => ((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user as { credits: number }).credits;
const openStream = (token: string, trackId: string) => readEventStream(`${baseUrl}/api/v1/generator/sse?track_id=${trackId}`, { authorization: `Bearer ${token}` });

async function start(token: string): Promise<string> {
  const body = generationRequest([`sweep-${randomUUID().slice(0, 8)}.com`]);
  expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
  return body.track_id;
}

/** Three unfinished generations: one this instance runs, one a remote worker runs, one still queued. */
async function threeGenerations(token: string) {
  const local = await start(token);
  await expect.poll(async () => (await rowOf(local)).status, { timeout: 5000 }).toBe('running');
  const remote = await start(token);
  expect((await webhook({ track_id: remote, status: 'building_html', message: 'Building on worker 7' })).statusCode).toBe(200);
  const queued = await start(token);
  expect((await rowOf(remote)).status).toBe('running');
  expect((await rowOf(queued)).status).toBe('queued');
  return { local, remote, queued };
}

describe('the time-limit sweep', () => {
  it('stops a generation this instance runs as soon as its limit passes, and gives one run elsewhere a grace before ending it', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'sweep-grace@example.com');
    const local = await start(token);
    await expect.poll(async () => (await rowOf(local)).status, { timeout: 5000 }).toBe('running');
    const remote = await start(token);
    expect((await webhook({ track_id: remote, status: 'building_html', message: 'Building on worker 7' })).statusCode).toBe(200);
    const streams = [openStream(token, local), openStream(token, remote)];
    await sleep(200);

    t.clock.advance(TIMEOUT_MS + 1);
    expect(await t.workers.sweep()).toBe(0);
    const [localStream, remoteStream] = streams;
    expect((await localStream)?.messages.at(-1)).toEqual({ track_id: local, status: 'failed', message: timedOut, progress: 0 });
    expect(await rowOf(remote)).toMatchObject({ status: 'running' });

    t.clock.advance(SWEEP_GRACE_MS);
    expect(await t.workers.sweep()).toBe(1);
    expect((await remoteStream)?.messages.at(-1)).toEqual({ track_id: remote, status: 'failed', message: timedOut, progress: 0 });
    expect(await rowOf(remote)).toEqual({ status: 'failed', failure_reason: generatorTexts.sweptDetail('running') });
    for (const trackId of [local, remote]) expect(await refunds(trackId)).toEqual([{ delta: 1 }]);
    expect(await credits(token)).toBe(5);

    // The remote worker's late result changes nothing.
    const late = await webhook({ track_id: remote, status: 'completed', message: 'Done', fileUrl: `/api/v1/generator/download/${remote}` });
    expect(late.json()).toMatchObject({ message: 'The generation had already ended; ignored.' });
  });

  it('ends each overdue generation once when the sweeps of two instances race: one refund, one failure, and every subscriber told', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'sweep-race@example.com');
    const { local, remote, queued } = await threeGenerations(token);
    const jobs = [local, remote, queued];
    // A second instance on the same database: it runs none of these, and its progress hub reaches none of their streams.
    const peer = createGenerationWorkers({ ctx: t.ctx, engine: gate.engine, artifacts: createLocalArtifactStore(path.join(t.ctx.config.dataDir, 'artifacts')), hub: createProgressHub() });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const streams = jobs.map((trackId) => openStream(token, trackId));
      await sleep(200);

      t.clock.advance(TIMEOUT_MS + SWEEP_GRACE_MS + 1);
      const [there, here] = await Promise.all([peer.sweep(), t.workers.sweep()]);
      expect(here + there).toBe(3);
      // Streams of generations the peer ended hear of it at their next heartbeat, from the database.
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      for (const [index, trackId] of jobs.entries()) {
        const { messages } = await streams[index]!;
        expect(messages.filter((message) => message.status === 'failed')).toEqual([{ track_id: trackId, status: 'failed', message: timedOut, progress: 0 }]);
        expect(await refunds(trackId)).toEqual([{ delta: 1 }]);
        expect(await failedEvents(trackId)).toBe(1);
      }
      expect(await rowOf(queued)).toEqual({ status: 'failed', failure_reason: generatorTexts.sweptDetail('queued') });
      expect(await credits(token)).toBe(5);
      // Nothing is left for a later sweep of either instance.
      expect(await Promise.all([t.workers.sweep(), peer.sweep()])).toEqual([0, 0]);
    } finally {
      vi.useRealTimers();
    }
  });
});
