import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatorTexts } from '../../src/modules/generator/generator-texts.ts';
import { databaseUnavailable } from '../../src/plugins/error-handler.ts';
import { POSTGRES_ADMIN_URL } from '../scale/scale-support.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { siteEngine } from '../support/sites.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
if (!onPostgres) console.warn('the database restart test is skipped: it runs in the server-postgres project (DATABASE_URL is set)');

const GENERATIONS = 8;
const CREDITS = 40;
const sites = siteEngine();
let t: TestApp;
let admin: pg.Client;
let database: string;
let token: string;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ generation: { concurrency: GENERATIONS, timeoutMs: 120_000 }, logLevel: 'silent' }, { engine: sites.engine });
  database = new URL(t.ctx.config.databaseUrl!).pathname.slice(1);
  admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  token = await signUpVerified(t.app, t.ctx, 'restart@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: CREDITS }).execute();
});
afterAll(async () => {
  if (!onPostgres) return;
  await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
  await admin.end();
  await t.close();
});

/** Ends every connection of the app's database, as a restart or a failover does. */
const terminateConnections = () => admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);

async function startHeldGenerations(): Promise<string[]> {
  sites.hold();
  const trackIds: string[] = [];
  for (let index = 0; index < GENERATIONS; index += 1) {
    const body = generationRequest([`restart-${trackIds.length}-${Date.now()}.com`]);
    const started = await call(t.app, 'POST', '/api/v1/generator', { token, body });
    expect(started.status, started.body.message).toBe(200);
    trackIds.push(body.track_id);
  }
  await expect.poll(async () => (await t.ctx.db.selectFrom('generations').select('track_id').where('status', '=', 'running').execute()).length, { timeout: 20_000 }).toBe(GENERATIONS);
  return trackIds;
}

/** Requests of a signed-in customer, as fast as they are answered, until `stop`: every answer it got. */
function keepAsking(trackIds: string[]) {
  const answers: Array<{ status: number; body: Record<string, unknown> }> = [];
  let running = true;
  const loop = async (index: number) => {
    while (running) {
      const url = index % 2 === 0 ? '/api/v1/user/me' : `/api/v1/generator/status/${trackIds[index % trackIds.length]}`;
      const answer = await call(t.app, 'GET', url, { token });
      answers.push({ status: answer.status, body: answer.body });
    }
  };
  const loops = Array.from({ length: 12 }, (_, index) => loop(index));
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Waits until every generation has ended; checks each ended once, and the credits and ledger agree to the credit. */
async function expectEndedExactlyOnce(trackIds: string[], creditsBefore: number): Promise<{ completed: number; failed: number }> {
  const rows = () => t.ctx.db.selectFrom('generations').select(['track_id', 'status']).where('track_id', 'in', trackIds).execute();
  await expect.poll(async () => (await rows()).filter((row) => row.status === 'completed' || row.status === 'failed').length, { timeout: 60_000, interval: 250 }).toBe(GENERATIONS);
  const ended = await rows();
  const failed = ended.filter((row) => row.status === 'failed').map((row) => row.track_id);
  for (const trackId of trackIds) {
    const refunds = await t.ctx.db.selectFrom('credit_ledger').select('delta').where('reason', '=', generatorTexts.refundReason(trackId)).execute();
    expect(refunds.length, `refunds of ${trackId}`).toBe(failed.includes(trackId) ? 1 : 0);
    const finals = await t.ctx.db.selectFrom('generation_events').select('status').where('track_id', '=', trackId).where('status', 'in', ['completed', 'failed']).execute();
    expect(finals.length, `final events of ${trackId}`).toBe(1);
  }
  const me = await call(t.app, 'GET', '/api/v1/user/me', { token });
  expect((me.body.user as { credits: number }).credits).toBe(creditsBefore - GENERATIONS + failed.length);
  return { completed: GENERATIONS - failed.length, failed: failed.length };
}

/** What a request met during the outage: an answer, or a 503 that says so plainly, never a 500. */
function expectOnlyAnswersOr503(answers: Array<{ status: number; body: Record<string, unknown> }>): void {
  const unexpected = answers.filter((answer) => answer.status !== 200 && answer.status !== 503);
  expect(unexpected.slice(0, 3)).toEqual([]);
  for (const refused of answers.filter((answer) => answer.status === 503)) {
    expect(Object.keys(refused.body).sort()).toEqual(['message', 'success']);
    expect(refused.body.message).toBe(databaseUnavailable);
  }
}

describe.skipIf(!onPostgres)('a PostgreSQL restart while 8 generations run', () => {
  it('survives every connection being terminated, three times, under load: each generation ends once and the credits are exact', async () => {
    const before = ((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user as { credits: number }).credits;
    const trackIds = await startHeldGenerations();
    const load = keepAsking(trackIds);
    for (let round = 0; round < 3; round += 1) {
      await sleep(150);
      await terminateConnections();
    }
    sites.release();
    await expectEndedExactlyOnce(trackIds, before);
    await load.stop();
    expectOnlyAnswersOr503(load.answers);
    expect((await call(t.app, 'GET', '/api/v1/health')).status).toBe(200);
  }, 90_000);

  it('survives the database refusing connections for 5 s: requests get 503 meanwhile, the pool reconnects, and the generations that finished then are kept', async () => {
    const before = ((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user as { credits: number }).credits;
    const trackIds = await startHeldGenerations();
    await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
    await terminateConnections();
    const load = keepAsking(trackIds);
    // The generations end while the database is away: keeping them waits for it.
    sites.release();
    await sleep(5000);
    await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
    const outcome = await expectEndedExactlyOnce(trackIds, before);
    expect(outcome).toEqual({ completed: GENERATIONS, failed: 0 });
    await load.stop();
    expectOnlyAnswersOr503(load.answers);
    expect(load.answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', '/api/v1/health')).status).toBe(200);
  }, 90_000);
});
