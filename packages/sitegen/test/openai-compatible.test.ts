import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { generate, OpenAiCompatibleProvider, writerFailure, type GenerationError } from '../src/index.ts';
import type { OpenAiCompatibleOptions } from '../src/index.ts';
import { startFakeChatServer, taskOf } from './support/fake-chat-server.ts';
import type { FakeChatServer, FakeReply } from './support/fake-chat-server.ts';
import { answerFor, modelAnswers } from './support/model-answers.ts';
import type { ModelAnswers } from './support/model-answers.ts';
import { request } from './support/requests.ts';

const marker = 'Written by the fake model.';
let answers: ModelAnswers;
let server: FakeChatServer | undefined;

beforeAll(async () => {
  answers = await modelAnswers(request(), marker);
});

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function provider(url: string, options: Partial<OpenAiCompatibleOptions> = {}): OpenAiCompatibleProvider {
  return new OpenAiCompatibleProvider({ baseUrl: url, apiKey: 'test-key', model: 'fake-model', backoffMs: 10, timeoutMs: 2000, ...options });
}

async function serve(reply: (task: string, index: number) => FakeReply): Promise<FakeChatServer> {
  server = await startFakeChatServer((chat, index) => reply(taskOf(chat), index));
  return server;
}

describe('OpenAI-compatible provider against a local chat-completions server', () => {
  test('writes the whole site from the model’s answers, with calls in parallel but never above the limit', async () => {
    const fake = await serve((task) => ({ delayMs: 60, content: answerFor(answers, task) }));
    const result = await generate(request({ site_count: '2', domain_name: 'bella-pizza.com, pizza-bella.it' }), { ai: provider(fake.url, { concurrency: 3 }) });
    expect(fake.requests).toHaveLength(8);
    expect(fake.maxInFlight()).toBe(3);
    expect(fake.requests[0]?.model).toBe('fake-model');
    expect(fake.requests[0]?.response_format?.type).toBe('json_schema');
    expect(String(result.sites[0]?.files.get('index.html'))).toContain(marker);
    expect(fake.requests.map((chat) => taskOf(chat)).sort()).toEqual(['blog_post 1', 'blog_post 1', 'blog_post 2', 'blog_post 2', 'blog_post 3', 'blog_post 3', 'site_copy', 'site_copy']);
  });

  test('repairs malformed JSON and schema-breaking answers by sending the problems back', async () => {
    const fake = await serve((task, index) => {
      const earlier = fake.requests.slice(0, index).filter((chat) => taskOf(chat) === task).length;
      if (task === 'site_copy' && earlier === 0) return { content: '```json\n{"tagline": "Unfinished" "hero": {}}\n```' };
      // A comma before a closing bracket alone is read as meant: no call to repair it.
      if (task === 'blog_post 1') return { content: JSON.stringify(answerFor(answers, task)).replace(/\}$/u, ',}') };
      if (task === 'blog_post 2' && earlier === 0) return { content: { title: 'Too short' } };
      return { content: answerFor(answers, task) };
    });
    const result = await generate(request(), { ai: provider(fake.url) });
    expect(String(result.sites[0]?.files.get('index.html'))).toContain(marker);
    const repairs = fake.requests.filter((chat) => chat.messages.some((message) => message.content.startsWith('That answer cannot be used')));
    expect(repairs.length).toBeGreaterThanOrEqual(2);
    expect(repairs.some((chat) => chat.messages.at(-1)?.content.includes('does not parse'))).toBe(true);
    expect(repairs.some((chat) => chat.messages.at(-1)?.content.includes('sections'))).toBe(true);
    expect(fake.requests.filter((chat) => taskOf(chat) === 'blog_post 1')).toHaveLength(1);
  });

  test('an answer that stays malformed is written by the offline composer instead, and the repairs say why', async () => {
    const fake = await serve((task) => (task === 'blog_post 3' ? { content: 'Sorry, I cannot help with that.' } : { content: answerFor(answers, task) }));
    const result = await generate(request(), { ai: provider(fake.url, { repairAttempts: 1 }) });
    expect(fake.requests.filter((chat) => taskOf(chat) === 'blog_post 3')).toHaveLength(2);
    expect(String(result.sites[0]?.files.get('index.html'))).toContain(marker);
    const [repair] = result.quality.repairs.filter((each) => each.check === 'answer');
    expect(repair).toMatchObject({ field: 'article3', fix: 'composer' });
    expect(repair?.problem).toMatch(/unusable answer .* 2 times \(the answer holds no JSON object\)/);
  });

  test('retries 429 (following Retry-After) and 5xx, then succeeds', async () => {
    let failures = 0;
    const fake = await serve((task) => {
      failures += 1;
      if (failures === 1) return { status: 429, headers: { 'retry-after': '0' }, raw: '{"error":"rate limited"}' };
      if (failures === 2) return { status: 502, raw: 'bad gateway' };
      return { content: answerFor(answers, task) };
    });
    const result = await generate(request(), { ai: provider(fake.url, { concurrency: 1 }) });
    expect(result.sites).toHaveLength(1);
    expect(fake.requests.length).toBe(6);
  });

  test('ends the run with the reason after the retries of a failing service', async () => {
    const fake = await serve(() => ({ status: 503, raw: 'unavailable' }));
    const started = Date.now();
    const failure = await generate(request(), { ai: provider(fake.url, { maxAttempts: 3 }) }).catch((error: unknown) => error);
    expect((failure as GenerationError).code).toBe('ai_unavailable');
    expect((failure as GenerationError).message).toBe(writerFailure.unavailable);
    expect((failure as GenerationError).detail).toContain('HTTP 503 on each of 3 attempts');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('a slow answer times out and is retried; a service that stays slow ends the run', async () => {
    let calls = 0;
    const fake = await serve((task) => {
      calls += 1;
      return calls === 1 ? { delayMs: 800, content: answerFor(answers, task) } : { content: answerFor(answers, task) };
    });
    const result = await generate(request(), { ai: provider(fake.url, { timeoutMs: 300, concurrency: 1 }) });
    expect(result.sites).toHaveLength(1);
    await fake.close();
    // It never answers: a delay the timeout should beat could be outrun by an event loop stalled on a loaded machine.
    const slow = await serve((task) => ({ heldUntil: new Promise(() => {}), content: answerFor(answers, task) }));
    const failure = await generate(request(), { ai: provider(slow.url, { timeoutMs: 150, maxAttempts: 2 }) }).catch((error: unknown) => error);
    await slow.close();
    expect((failure as GenerationError).detail).toContain('no answer within 0 s on each of 2 attempts');
  });

  test('falls back to plain JSON mode when the server rejects structured output', async () => {
    const fake = await serve((task, index) =>
      fake.requests[index]?.response_format?.type === 'json_schema' ? { status: 400, raw: '{"error":"response_format json_schema is not supported"}' } : { content: answerFor(answers, task) },
    );
    await generate(request(), { ai: provider(fake.url) });
    expect(fake.requests.some((chat) => chat.response_format?.type === 'json_object')).toBe(true);
  });

  test('a refused key stops at once with a hint, and an abort stops a waiting call promptly', async () => {
    const fake = await serve(() => ({ status: 401, raw: '{"error":"invalid api key"}' }));
    const refused = (await generate(request(), { ai: provider(fake.url) }).catch((error: unknown) => error)) as GenerationError;
    expect(refused.message, 'the customer is not told about keys and addresses').toBe(writerFailure.unavailable);
    expect(refused.detail).toContain('HTTP 401 (check AI_API_KEY)');
    await fake.close();
    const slow = await serve((task) => ({ delayMs: 1500, content: answerFor(answers, task) }));
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 100);
    await expect(generate(request(), { ai: provider(slow.url), signal: controller.signal })).rejects.toMatchObject({ code: 'aborted' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('is configured from AI_BASE_URL, AI_API_KEY and AI_MODEL', () => {
    expect(OpenAiCompatibleProvider.fromEnv({})).toBeUndefined();
    expect(OpenAiCompatibleProvider.fromEnv({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' })?.name).toBe('AI model llama3.1');
    expect(() => OpenAiCompatibleProvider.fromEnv({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow('AI_MODEL');
  });
});
