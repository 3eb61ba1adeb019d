import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { GenerationEngine } from '../../src/modules/generator/generation-engine.ts';
import { claimGeneration } from '../../src/modules/generator/generation-leases.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { call } from '../support/test-app.ts';
import { gatedEngine } from '../generator/engine-gate.ts';
import { createCluster, redisUnreachable, testPrefix, type Cluster, type Instance } from './scale-support.ts';

// Long enough for a live instance to renew its lease while the machine is busy with the other test files (a 1 s lease
// ran out under load on 29 November, and the live job was taken over).
const LEASE_MS = 3000;
const redisProblem = await redisUnreachable();
if (redisProblem) console.warn(`the BullMQ cases of the abandoned-job tests are skipped: ${redisProblem}`);

let cluster: Cluster | undefined;
afterEach(async () => {
  await cluster?.close();
  cluster = undefined;
});

const rowOf = (instance: Instance, trackId: string) =>
  instance.ctx.db.selectFrom('generations').select(['status', 'attempts', 'lease_owner', 'lease_expires_at']).where('track_id', '=', trackId).executeTakeFirstOrThrow();
const statusOf = async (instance: Instance, token: string, trackId: string) => (await call(instance.app, 'GET', `/api/v1/generator/status/${trackId}`, { token })).body.status;

/** Counts the runs of each track_id on one instance. */
function counted(engine: GenerationEngine) {
  const runs = new Map<string, number>();
  const wrapped: GenerationEngine = (request, options) => {
    runs.set(request.track_id, (runs.get(request.track_id) ?? 0) + 1);
    return engine(request, options);
  };
  return { engine: wrapped, runs };
}

const modes = [
  { name: 'the embedded queue', redis: false },
  { name: 'BullMQ', redis: true },
] as const;

describe.each(modes)('several instances on one database, with $name', ({ redis }) => {
  it.skipIf(redis && Boolean(redisProblem))('leave a job a live instance runs to it, and take over one whose holder is gone', async () => {
    cluster = await createCluster({ leaseMs: LEASE_MS, ...(redis ? { redisPrefix: testPrefix() } : {}) });
    const gate = gatedEngine(new Uint8Array([1]));
    gate.hold();
    const first = counted(gate.engine);
    const a = await cluster.start({ engine: first.engine, concurrency: 1 });
    const token = await signUpVerified(a.app, a.ctx, 'holder@example.com');
    const live = generationRequest(['live-holder.com']);
    expect((await call(a.app, 'POST', '/api/v1/generator', { token, body: live })).status).toBe(200);
    await expect.poll(() => first.runs.get(live.track_id), { timeout: 5000 }).toBe(1);
    const holderA = (await rowOf(a, live.track_id)).lease_owner;

    // A generation claimed by a process that then died: running, its lease run out, nobody renewing it.
    const orphan = generationRequest(['orphan.com']);
    expect((await call(a.app, 'POST', '/api/v1/generator', { token, body: orphan })).status).toBe(200);
    await a.ctx.db
      .updateTable('generations')
      .set({ status: 'running', attempts: 1, started_at: Date.now(), lease_owner: 'dead-host:4242:0000', lease_expires_at: Date.now() - 1 })
      .where('track_id', '=', orphan.track_id)
      .execute();

    // A second instance starts (and keeps recovering every half lease) while A is alive and renewing its lease.
    const second = counted(gatedEngine(new Uint8Array([2])).engine);
    const b = await cluster.start({ engine: second.engine, concurrency: 1 });
    await expect.poll(() => statusOf(b, token, orphan.track_id), { timeout: 10_000 }).toBe('completed');
    expect(second.runs.get(orphan.track_id)).toBe(1);
    expect(await rowOf(b, orphan.track_id)).toMatchObject({ attempts: 2 });

    await sleep(3 * LEASE_MS);
    expect(second.runs.get(live.track_id)).toBeUndefined();
    expect(await rowOf(b, live.track_id)).toMatchObject({ status: 'running', attempts: 1, lease_owner: holderA });
    expect((await rowOf(b, live.track_id)).lease_expires_at).toBeGreaterThan(Date.now());

    gate.release();
    await expect.poll(() => statusOf(b, token, live.track_id), { timeout: 10_000 }).toBe('completed');
    expect(first.runs.get(live.track_id)).toBe(1);
    expect(second.runs.get(live.track_id)).toBeUndefined();
    expect(await rowOf(b, live.track_id)).toMatchObject({ attempts: 1 });
  });
});

describe('claiming a generation a queue hands out', () => {
  it('is refused while another live holder has it, allowed once that lease has run out, and never for an ended one', async () => {
    cluster = await createCluster({ leaseMs: LEASE_MS });
    const a = await cluster.start({ concurrency: 0 });
    const token = await signUpVerified(a.app, a.ctx, 'claims@example.com');
    const body = generationRequest(['claims.com']);
    expect((await call(a.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
    const { db, clock } = a.ctx;

    expect(await claimGeneration(db, clock, body.track_id, 'worker-1', LEASE_MS)).toMatchObject({ status: 'running', lease_owner: 'worker-1', attempts: 1 });
    expect(await claimGeneration(db, clock, body.track_id, 'worker-2', LEASE_MS)).toBeUndefined();
    // The same holder may take its own job again (the queue handed it back to the same worker).
    expect(await claimGeneration(db, clock, body.track_id, 'worker-1', LEASE_MS)).toMatchObject({ lease_owner: 'worker-1', attempts: 2 });

    await db.updateTable('generations').set({ lease_expires_at: Date.now() - 1 }).where('track_id', '=', body.track_id).execute();
    expect(await claimGeneration(db, clock, body.track_id, 'worker-2', LEASE_MS)).toMatchObject({ lease_owner: 'worker-2', attempts: 3 });

    await db.updateTable('generations').set({ status: 'completed', lease_expires_at: Date.now() - 1 }).where('track_id', '=', body.track_id).execute();
    expect(await claimGeneration(db, clock, body.track_id, 'worker-3', LEASE_MS)).toBeUndefined();
  });
});
