import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationStages } from '@sitecraft/shared/generation';
import { createSitegenEngine, type GenerationEngine } from '../../src/modules/generator/generation-engine.ts';
import { proMessagesTexts as texts } from '@sitecraft/shared/pro-messages';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { readEventStream, type StreamMessage } from '../support/sse-client.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// The real engine, held back while the test says so, so the stream is open before the first stage.
let release: () => void = () => {};
let gate = Promise.resolve();
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

const makePro = (email: string) => t.ctx.db.updateTable('accounts').set({ pro: 1 }).where('email', '=', email).execute();
const credits = async (token: string) => ((await call(t.app, 'GET', '/api/v1/user/me', { token })).body.user as { credits: number }).credits;
const isFinal = (message: StreamMessage) => message.status === 'completed' || message.status === 'failed';
const messageBody = (message = 'Summer sale on handmade candles: 30% off every scent until Sunday.') => ({ message_type: 'Promo', message, track_id: randomUUID() });

describe('a message-type request to POST /api/v1/generator', () => {
  it('from a pro account generates a site from the message with the same engine and credits, streamed at /api/v1/messages/sse', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'pro@example.com');
    await makePro('pro@example.com');
    const body = messageBody();
    gate = new Promise((resolve) => (release = resolve));
    const start = await call(t.app, 'POST', '/api/v1/generator', { token, body });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ success: true, track_id: body.track_id });
    expect(await credits(token)).toBe(4);

    const streamed = readEventStream(`${baseUrl}/api/v1/messages/sse?track_id=${body.track_id}`, { authorization: `Bearer ${token}` }, isFinal);
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    const { status, messages } = await streamed;
    expect(status).toBe(200);
    expect(messages[0]).toEqual({ track_id: body.track_id, status: 'connected' });
    const stages = messages.filter((message) => generationStages.some((stage) => stage.status === message.status));
    expect(stages.map((message) => [message.status, message.progress])).toEqual(generationStages.map((stage) => [stage.status, stage.progress]));
    const final = messages.at(-1)!;
    expect(final).toMatchObject({ status: 'completed', fileUrl: `/api/v1/generator/download/${body.track_id}` });

    const stored = await t.ctx.db.selectFrom('generations').select(['domains', 'request', 'charged']).where('track_id', '=', body.track_id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ domains: 'summer-sale-handmade.com', charged: 1 });
    expect(JSON.parse(stored.request)).toMatchObject({ site_type: 'Promo', description: body.message, site_language: 'English' });

    const download = await fetch(`${baseUrl}${final.fileUrl as string}`, { headers: { authorization: `Bearer ${token}` } });
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    expect(Object.keys(files)).toContain('summer-sale-handmade.com/index.html');
  });

  it('is refused with 403 for an account without pro, which is charged nothing', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'plain@example.com');
    const body = messageBody();
    const response = await call(t.app, 'POST', '/api/v1/generator', { token, body });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, message: texts.proOnly });
    expect(await credits(token)).toBe(5);
    expect(await t.ctx.db.selectFrom('generations').select('track_id').where('track_id', '=', body.track_id).execute()).toEqual([]);
  });

  it('is refused with 401 without a session', async () => {
    const response = await call(t.app, 'POST', '/api/v1/generator', { body: messageBody() });
    expect(response.status).toBe(401);
  });

  it.each([
    ['an empty message', { message: '   ' }, texts.messageRequired],
    ['an empty type', { message_type: '' }, texts.typeRequired],
    ['a message over 4000 characters', { message: 'x'.repeat(4001) }, texts.messageTooLong],
    ['an unknown field', { credits: 100 }, texts.unknownFields(['credits'])],
    ['a bad track_id', { track_id: 'nope' }, 'track_id must be a UUID.'],
  ])('from a pro account is refused with 400 for %s', async (_name, change, message) => {
    const email = `pro-${randomUUID()}@example.com`;
    const token = await signUpVerified(t.app, t.ctx, email);
    await makePro(email);
    const response = await call(t.app, 'POST', '/api/v1/generator', { token, body: { ...messageBody(), ...change } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
    expect(await credits(token)).toBe(5);
  });

  it('costs a credit like any generation: a pro account with none left gets 402', async () => {
    await t.ctx.db.updateTable('accounts').set({ credits: 0 }).where('email', '=', 'pro@example.com').execute();
    const token = (await call(t.app, 'POST', '/api/v1/auth/login', { body: { email: 'pro@example.com', password: 'correct-horse-1' } })).body.token as string;
    expect((await call(t.app, 'POST', '/api/v1/generator', { token, body: messageBody() })).status).toBe(402);
  });

  it('leaves builder requests as they were, for pro accounts too', async () => {
    const email = `builder-pro-${randomUUID()}@example.com`;
    const token = await signUpVerified(t.app, t.ctx, email);
    await makePro(email);
    const body = generationRequest(['still-a-builder.com']);
    expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
    const stored = await t.ctx.db.selectFrom('generations').select('domains').where('track_id', '=', body.track_id).executeTakeFirstOrThrow();
    expect(stored.domains).toBe('still-a-builder.com');
  });

  it('names the site after a Cyrillic message in Russian, and after the track_id when the message has no words', async () => {
    const email = `ru-${randomUUID()}@example.com`;
    const token = await signUpVerified(t.app, t.ctx, email);
    await makePro(email);
    const russian = messageBody('Летняя распродажа свечей ручной работы');
    const symbols = messageBody('!!! ??? 100% ...');
    expect((await call(t.app, 'POST', '/api/v1/generator', { token, body: russian })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/v1/generator', { token, body: symbols })).status).toBe(200);
    const rows = await t.ctx.db.selectFrom('generations').select(['track_id', 'domains', 'request']).where('track_id', 'in', [russian.track_id, symbols.track_id]).execute();
    const byTrack = new Map(rows.map((row) => [row.track_id, row]));
    expect(byTrack.get(russian.track_id)?.domains).toBe('летняя-распродажа-свечей.com');
    expect(JSON.parse(byTrack.get(russian.track_id)!.request)).toMatchObject({ site_language: 'Russian' });
    expect(byTrack.get(symbols.track_id)?.domains).toBe(`message-${symbols.track_id.slice(0, 8)}.com`);
  });
});

describe('GET /api/v1/messages/sse', () => {
  it('is refused with 403 for an account without pro, even for its own generation', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'plain-stream@example.com');
    const body = generationRequest(['own-site.com']);
    await call(t.app, 'POST', '/api/v1/generator', { token, body });
    const response = await call(t.app, 'GET', `/api/v1/messages/sse?track_id=${body.track_id}`, { token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, message: texts.proOnly });
  });

  it("answers 404 for another pro account's generation", async () => {
    const owner = await signUpVerified(t.app, t.ctx, 'pro-owner@example.com');
    const other = await signUpVerified(t.app, t.ctx, 'pro-other@example.com');
    await makePro('pro-owner@example.com');
    await makePro('pro-other@example.com');
    const body = messageBody();
    await call(t.app, 'POST', '/api/v1/generator', { token: owner, body });
    expect((await call(t.app, 'GET', `/api/v1/messages/sse?track_id=${body.track_id}`, { token: other })).status).toBe(404);
  });

  it('accepts the session cookie, as an EventSource sends it', async () => {
    await signUpVerified(t.app, t.ctx, 'pro-cookie@example.com');
    await makePro('pro-cookie@example.com');
    const login = await call(t.app, 'POST', '/api/v1/auth/login', { body: { email: 'pro-cookie@example.com', password: 'correct-horse-1' } });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const body = messageBody();
    await call(t.app, 'POST', '/api/v1/generator', { token: login.body.token as string, body });
    const { status, messages } = await readEventStream(`${baseUrl}/api/v1/messages/sse?track_id=${body.track_id}`, { cookie }, isFinal);
    expect(status).toBe(200);
    expect(messages.at(-1)?.status).toBe('completed');
  });
});
