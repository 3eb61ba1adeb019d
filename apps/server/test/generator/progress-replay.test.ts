import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationStages } from '@sitecraft/shared/generation';
import { createSitegenEngine, type EngineProgress, type GenerationEngine } from '../../src/modules/generator/generation-engine.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { readEventStream } from '../support/sse-client.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// The real engine, whose stages can be held after PAUSE_AFTER of them, so that a subscriber joins mid-run.
const PAUSE_AFTER = 4;
let realEngine: GenerationEngine;
let pause: { reached: () => void; resume: Promise<void> } | undefined;
const pausableEngine: GenerationEngine = async (request, { onProgress, signal }) => {
  const stages: EngineProgress[] = [];
  const result = await realEngine(request, { signal, onProgress: (stage) => stages.push(stage) });
  const pausing = pause;
  for (const [index, stage] of stages.entries()) {
    if (pausing && index === PAUSE_AFTER) {
      pausing.reached();
      await pausing.resume;
    }
    onProgress(stage);
  }
  return result;
};

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({}, { engine: pausableEngine });
  realEngine = createSitegenEngine(t.ctx.config);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const stageNames = generationStages.map((stage) => stage.status);
const streamUrl = (trackId: string, query = '') => `${baseUrl}/api/v1/generator/sse?track_id=${trackId}${query}`;

async function finishedGeneration(email: string) {
  const token = await signUpVerified(t.app, t.ctx, email);
  const body = generationRequest([`${email.split('@')[0]}.com`]);
  expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
  await expect.poll(async () => (await call(t.app, 'GET', `/api/v1/generator/status/${body.track_id}`, { token })).body.status, { timeout: 10_000 }).toBe('completed');
  return { token, trackId: body.track_id };
}

describe('progress that replays (embedded mode)', () => {
  it('a subscriber that connects after completion gets connected, every stage in order with growing ids, then completed', async () => {
    const { token, trackId } = await finishedGeneration('late@example.com');
    const { messages, ids } = await readEventStream(streamUrl(trackId), { authorization: `Bearer ${token}` });
    expect(messages.map((message) => message.status)).toEqual(['connected', ...stageNames, 'completed']);
    expect(messages.at(-1)).toEqual({ track_id: trackId, status: 'completed', message: expect.any(String), progress: 100, fileUrl: `/api/v1/generator/download/${trackId}` });
    // `connected` has no id; every kept message has one, larger than the one before, and none is in the data.
    expect(ids[0]).toBeUndefined();
    const kept = ids.slice(1) as number[];
    expect(kept.every((id, index) => Number.isInteger(id) && (index === 0 || id > kept[index - 1]!))).toBe(true);
    expect(messages.some((message) => 'id' in message)).toBe(false);
  });

  it('a client that reconnects with Last-Event-ID gets only what came after it, and one that had the end gets nothing more', async () => {
    const { token, trackId } = await finishedGeneration('resume@example.com');
    const full = await readEventStream(streamUrl(trackId), { authorization: `Bearer ${token}` });
    const seen = 3;
    const resumed = await readEventStream(streamUrl(trackId), { authorization: `Bearer ${token}`, 'last-event-id': String(full.ids[seen]) });
    expect(resumed.messages).toEqual([full.messages[0], ...full.messages.slice(seen + 1)]);
    expect(resumed.ids.slice(1)).toEqual(full.ids.slice(seen + 1));

    // The same through the query parameter, for a client that opens a new EventSource.
    const byQuery = await readEventStream(streamUrl(trackId, `&last_event_id=${full.ids[seen]}`), { authorization: `Bearer ${token}` });
    expect(byQuery.messages).toEqual(resumed.messages);

    const afterEnd = await readEventStream(streamUrl(trackId), { authorization: `Bearer ${token}`, 'last-event-id': String(full.ids.at(-1)) });
    expect(afterEnd.messages.map((message) => message.status)).toEqual(['connected']);
  });

  it('a subscriber that joins mid-run gets the stages so far from the history and the rest live, each once, in order', async () => {
    const token = await signUpVerified(t.app, t.ctx, 'midway@example.com');
    let reached: () => void = () => {};
    const atPause = new Promise<void>((resolve) => (reached = resolve));
    let resume: () => void = () => {};
    pause = { reached, resume: new Promise<void>((resolve) => (resume = resolve)) };
    const body = generationRequest(['midway.com']);
    // The first subscriber comes at the start; the second joins once PAUSE_AFTER stages are out.
    expect((await call(t.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
    const early = readEventStream(streamUrl(body.track_id), { authorization: `Bearer ${token}` });
    await atPause;
    // The stages before the pause are stored (published once stored): the late subscriber must get them from the history.
    await expect.poll(async () => (await t.ctx.db.selectFrom('generation_events').select('id').where('track_id', '=', body.track_id).execute()).length).toBe(PAUSE_AFTER);
    pause = undefined;
    const late = readEventStream(streamUrl(body.track_id), { authorization: `Bearer ${token}` });
    resume();
    const [first, second] = await Promise.all([early, late]);
    for (const stream of [first, second]) {
      const kept = stream.messages.filter((_, index) => stream.ids[index] !== undefined);
      expect(kept.map((message) => message.status)).toEqual([...stageNames, 'completed']);
      expect(new Set(stream.ids.filter(Boolean)).size).toBe(kept.length);
    }
    expect(second.ids.filter(Boolean)).toEqual(first.ids.filter(Boolean));
  });

  it('refuses a last_event_id that is not a whole number, naming it', async () => {
    const { token, trackId } = await finishedGeneration('badresume@example.com');
    const response = await call(t.app, 'GET', `/api/v1/generator/sse?track_id=${trackId}&last_event_id=abc`, { token });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('last_event_id must be a whole number.');
  });
});

describe('shutting down with open progress streams', () => {
  it('ends them, so that the server closes at once instead of waiting for their generations', async () => {
    // An engine that runs until it is stopped: the generation is running when the server shuts down.
    const endless: GenerationEngine = (_request, { signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stopped'))));
    const own = await createTestApp({}, { engine: endless });
    const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await signUpVerified(own.app, own.ctx, 'shutdown@example.com');
    const body = generationRequest(['shutdown.com']);
    expect((await call(own.app, 'POST', '/api/v1/generator', { token, body })).status).toBe(200);
    const response = await fetch(`${url}/api/v1/generator/sse?track_id=${body.track_id}`, { headers: { authorization: `Bearer ${token}` } });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('"connected"');

    await own.close();
    // The server ended the stream: the body runs out instead of waiting for a generation that will not finish here.
    for (;;) if ((await reader.read()).done) break;
  }, 20_000);
});
