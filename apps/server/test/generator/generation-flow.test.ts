import path from 'node:path';
import { unzipSync } from 'fflate';
import { renderSite } from '@sitecraft/sitegen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationStages } from '@sitecraft/shared/generation';
import { createLocalArtifactStore } from '../../src/infra/store/local-artifact-store.ts';
import { createSitegenEngine, type GenerationEngine } from '../../src/modules/generator/generation-engine.ts';
import { readSiteModels } from '../../src/modules/generator/site-models.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { readEventStream, type StreamMessage } from '../support/sse-client.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// The real engine, held back until the test says go, so a subscriber can be connected before the first stage.
let release: () => void = () => {};
let gate = Promise.resolve();
const holdNextGeneration = () => {
  gate = new Promise((resolve) => (release = resolve));
};
let realEngine: GenerationEngine;
const gatedEngine: GenerationEngine = async (request, options) => {
  await gate;
  return realEngine(request, options);
};

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({}, { engine: gatedEngine });
  realEngine = createSitegenEngine(t.ctx.config);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const credits = async (token: string) => ((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user as { credits: number }).credits;
const isFinal = (message: StreamMessage) => message.status === 'completed' || message.status === 'failed';

describe('a generation from start to download', () => {
  it('streams every stage in order with its figure, completes with a fileUrl, and the ZIP holds both sites; 2 of 5 credits are spent', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'maker@example.com');
    expect(await credits(token)).toBe(5);
    holdNextGeneration();
    const body = generationRequest(['bakery-one.com', 'bakery-two.pt']);
    const start = await call(t.app, 'POST', '/api/v1/generator', { token, body });
    expect(start.status).toBe(200);
    expect(await credits(token)).toBe(3);

    const streamed = readEventStream(`${baseUrl}/api/v1/generator/sse?track_id=${body.track_id}`, { authorization: `Bearer ${token}` });
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    const { status, contentType, messages } = await streamed;
    expect(status).toBe(200);
    expect(contentType).toContain('text/event-stream');
    expect(messages[0]).toEqual({ track_id: body.track_id, status: 'connected' });
    const stages = messages.filter((message) => generationStages.some((stage) => stage.status === message.status));
    expect(stages.map((message) => [message.status, message.progress])).toEqual(generationStages.map((stage) => [stage.status, stage.progress]));
    const final = messages.at(-1)!;
    expect(final).toMatchObject({ track_id: body.track_id, status: 'completed', fileUrl: `/api/v1/generator/download/${body.track_id}` });

    const download = await fetch(`${baseUrl}${final.fileUrl as string}`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename=bakery-one.com-and-1-more.zip');
    const zipped = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const files = Object.keys(zipped);
    expect(files).toContain('bakery-one.com/index.html');
    expect(files).toContain('bakery-two.pt/index.html');

    // The site models are kept beside the ZIP, and re-rendering them gives the ZIP's files again.
    const models = await readSiteModels(createLocalArtifactStore(path.join(t.ctx.config.dataDir, 'artifacts')), body.track_id);
    expect(models?.map((model) => model.host)).toEqual(['bakery-one.com', 'bakery-two.pt']);
    for (const model of models ?? []) {
      const photos = new Map(model.assets.filter((asset) => asset.kind === 'photo').map((asset) => [asset.file, zipped[`${model.host}/${asset.file}`] ?? new Uint8Array()]));
      for (const [file, content] of renderSite(model, photos)) {
        const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
        expect(Buffer.from(zipped[`${model.host}/${file}`] ?? []).equals(Buffer.from(bytes)), file).toBe(true);
      }
    }

    const statusNow = await call(t.app, 'GET', `/api/v1/generator/status/${body.track_id}`, { token });
    expect(statusNow.body).toMatchObject({ status: 'completed', fileUrl: final.fileUrl });
    expect(await credits(token)).toBe(3);
  });

  it('the stream accepts the session cookie, as an EventSource sends it', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'cookie@example.com');
    const login = await call(t.app, 'POST', '/api/v1/auth/login', { body: { email: 'cookie@example.com', password: 'correct-horse-1' } });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const body = generationRequest(['cookie-site.com']);
    await call(t.app, 'POST', '/api/v1/generator', { token, body });
    const { status, messages } = await readEventStream(`${baseUrl}/api/v1/generator/sse?track_id=${body.track_id}`, { cookie }, isFinal);
    expect(status).toBe(200);
    expect(messages.at(-1)?.status).toBe('completed');
  });

  it('the server ignores the client user_id and webhook: the job belongs to the session, and no foreign URL is kept', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'owner@example.com');
    const body = generationRequest(['owned.com']);
    await call(t.app, 'POST', '/api/v1/generator', { token, body });
    const row = await t.ctx.db.selectFrom('generations').innerJoin('accounts', 'accounts.id', 'generations.account_id').select(['accounts.email', 'generations.request']).where('track_id', '=', body.track_id).executeTakeFirstOrThrow();
    expect(row.email).toBe('owner@example.com');
    expect(row.request).not.toContain('attacker.example');
    expect(row.request).not.toContain('someone-else@example.com');
  });
});
