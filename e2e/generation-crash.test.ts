import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventStream } from '../apps/server/test/support/sse-client.ts';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { startFakeChatServer, taskOf, type FakeChatServer } from '../packages/sitegen/test/support/fake-chat-server.ts';
import { answerFor, modelAnswers } from '../packages/sitegen/test/support/model-answers.ts';
import { startProductServer, type ProductServer } from './support/product-server.ts';

const body = generationRequest(['crash-proof.com']);
let ai: FakeChatServer;
let server: ProductServer;

beforeAll(async () => {
  const answers = await modelAnswers(body, 'Crash test:');
  // A model that takes 1.5 s per answer keeps the generation running long enough to kill the server mid-way.
  ai = await startFakeChatServer((request) => ({ delayMs: 1500, content: answerFor(answers, taskOf(request)) }));
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await ai?.close();
});

async function api(path: string, options: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signUp(email: string): Promise<string> {
  await api('/auth/register', { method: 'POST', body: { name: 'Crash', email, password: 'crash-test-1' } });
  const outbox = await api(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const token = /#\/verify-email\/([0-9a-f]{40})/.exec(JSON.stringify(outbox.body))?.[1];
  await api(`/auth/verify-email/${token}`);
  return (await api('/auth/login', { method: 'POST', body: { email, password: 'crash-test-1' } })).body.token as string;
}

describe('a server killed in the middle of a generation', () => {
  it('finishes the job after a restart, tells the truth on status and stream, and charges once', async () => {
    // The killed process's lease on the job runs out after GENERATION_LEASE_MS; the restarted one then takes it over.
    const env = { AI_BASE_URL: ai.url, AI_MODEL: 'fake-model', GENERATION_LEASE_MS: '3000' };
    server = await startProductServer(env);
    const token = await signUp('crash@example.com');
    expect((await api('/generator', { method: 'POST', body, token })).status).toBe(200);

    // Killed while the job runs: any stage of the text writing (each lasts as long as the model thinks) will do.
    await expect
      .poll(async () => String((await api(`/generator/status/${body.track_id}`, { token })).body.status), { timeout: 15_000, interval: 50 })
      .toMatch(/^(generating_text|generating_blog_\d)$/);
    expect(await server.stop('SIGKILL')).toBeNull();

    server = await startProductServer({ ...env, DATA_DIR: server.dataDir });
    const session = (await api('/auth/login', { method: 'POST', body: { email: 'crash@example.com', password: 'crash-test-1' } })).body.token as string;
    const stream = await readEventStream(`${server.url}/api/v1/generator/sse?track_id=${body.track_id}`, { authorization: `Bearer ${session}` });
    const final = stream.messages.at(-1)!;
    expect(['completed', 'failed']).toContain(final.status);
    const status = await api(`/generator/status/${body.track_id}`, { token: session });
    expect(status.body.status).toBe(final.status);

    const credits = ((await api('/user/me', { token: session })).body.user as { credits: number }).credits;
    expect(credits).toBe(final.status === 'completed' ? 4 : 5);
    if (final.status === 'completed') {
      const download = await fetch(`${server.url}${final.fileUrl as string}`, { headers: { authorization: `Bearer ${session}` } });
      expect(download.status).toBe(200);
    }
  });
});
