import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationDetailResponse, GenerationListResponse } from '@sitecraft/shared/admin';
import { signUpVerified } from '../support/accounts.ts';
import { expectCleanRefusal } from '../support/clean-refusal.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { adminToken, generateAndWait, scriptedEngine, scriptedQuality } from './admin-support.ts';

let t: TestApp;
let admin: string;
const tracks: Record<string, string> = {};


beforeAll(async () => {
  t = await createTestApp({}, { engine: scriptedEngine });
  admin = await adminToken(t.app);
  const grace = await signUpVerified(t.app, t.ctx, 'grace@example.com');
  const alan = await signUpVerified(t.app, t.ctx, 'alan@example.com');
  tracks.graceOk = await generateAndWait(t.app, grace, 'grace-bakery.com');
  tracks.graceFail = await generateAndWait(t.app, grace, 'fail-grace.com');
  tracks.alanOk = await generateAndWait(t.app, alan, 'alan-labs.com');
});
afterAll(() => t.close());

const list = async (query: string) => (await call(t.app, 'GET', `/api/v1/admin/generations?${query}`, { token: admin })).body as unknown as GenerationListResponse;
const trackIds = (response: GenerationListResponse) => response.items.map((item) => item.trackId).sort();

describe('generation search', () => {
  it('finds by user, by status and by the start of a track_id', async () => {
    expect((await list('')).total).toBe(3);
    expect(trackIds(await list('user=GRACE'))).toEqual([tracks.graceOk, tracks.graceFail].sort());
    expect(trackIds(await list('status=failed'))).toEqual([tracks.graceFail]);
    expect(trackIds(await list('user=grace&status=completed'))).toEqual([tracks.graceOk]);
    expect(trackIds(await list(`trackId=${tracks.alanOk!.slice(0, 8).toUpperCase()}`))).toEqual([tracks.alanOk]);
    expect(trackIds(await list(`trackId=${tracks.alanOk}`))).toEqual([tracks.alanOk]);
  });

  it('shows the owner, domains, charge and refund, and a download link only for a result', async () => {
    const { items } = await list('user=grace');
    const failed = items.find((item) => item.trackId === tracks.graceFail);
    expect(failed).toMatchObject({ userEmail: 'grace@example.com', status: 'failed', domains: ['fail-grace.com'], charged: 1, refunded: true, failureReason: 'The AI model did not answer.', downloadUrl: null });
    const done = items.find((item) => item.trackId === tracks.graceOk);
    expect(done).toMatchObject({ status: 'completed', refunded: false, failureReason: null, downloadUrl: `/api/v1/admin/generations/${tracks.graceOk}/download` });
  });

  it('refuses a bad status, a track_id with other characters and bad paging', async () => {
    for (const query of ['status=done', 'trackId=abc%25', 'trackId=zzz', 'pageSize=0']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/admin/generations?${query}`, headers: { authorization: `Bearer ${admin}` } });
      expect(response.statusCode, query).toBe(400);
      expectCleanRefusal(response);
    }
  });
});

describe('one generation', () => {
  it('has its stage timeline in order, and the reason of its failure', async () => {
    const detail = (await call(t.app, 'GET', `/api/v1/admin/generations/${tracks.graceFail}`, { token: admin })).body as unknown as GenerationDetailResponse;
    expect(detail.events.map((event) => [event.status, event.progress])).toEqual([
      ['start_generating', 10],
      ['generating_text', 20],
      ['failed', 0],
    ]);
    expect(detail.generation.failureReason).toBe('The AI model did not answer.');
    expect(detail.request).toMatchObject({ domain_name: 'fail-grace.com', site_theme: 'Bakery' });
  });

  it('says its stages in the language of the admin asking: Russian for Russian, as written for a request naming none', async () => {
    const timeline = async (headers: Record<string, string>) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/admin/generations/${tracks.graceOk}`, headers: { authorization: `Bearer ${admin}`, ...headers } });
      return (response.json() as GenerationDetailResponse).events.filter((event) => event.status === 'start_generating').map((event) => event.message);
    };
    expect(await timeline({})).toEqual(['Starting the generation…']);
    expect(await timeline({ 'accept-language': 'ru-RU' })).toEqual(['Запускаем генерацию…']);
  });

  it('shows what the quality stage repaired in a finished generation, and nothing for a failed one', async () => {
    const detail = async (trackId: string) => ((await call(t.app, 'GET', `/api/v1/admin/generations/${trackId}`, { token: admin })).body as unknown as GenerationDetailResponse).quality;
    expect(await detail(tracks.graceOk as string)).toEqual(scriptedQuality('grace-bakery.com'));
    expect(await detail(tracks.graceFail as string)).toBeNull();
  });

  it("lets the admin download another user's result, and answers 404 where there is none", async () => {
    const zip = await t.app.inject({ method: 'GET', url: `/api/v1/admin/generations/${tracks.alanOk}/download`, headers: { authorization: `Bearer ${admin}` } });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe('attachment; filename=alan-labs.com.zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    for (const url of [`/api/v1/admin/generations/${tracks.graceFail}/download`, '/api/v1/admin/generations/00000000-0000-4000-8000-000000000000', '/api/v1/admin/generations/00000000-0000-4000-8000-000000000000/download']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
      expect(response.statusCode, url).toBe(404);
      expectCleanRefusal(response);
    }
  });
});
