import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ChatClient } from '../src/ai/chat-client.ts';
import { timedSignal } from '../src/timed-signal.ts';

// A server that takes requests and never answers them.
const silent = createServer(() => {});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  silent.closeAllConnections();
  silent.close();
});

/** Collects garbage every few milliseconds while `work` runs: what a loaded machine does now and then. */
async function underGarbageCollection<T>(work: () => Promise<T>): Promise<T> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const collecting = setInterval(gc, 5);
  try {
    return await work();
  } finally {
    clearInterval(collecting);
  }
}

test('a call to a model that never answers ends at its time limit, even when garbage is collected meanwhile', async () => {
  // With AbortSignal.any([signal, AbortSignal.timeout(ms)]) this waited forever on Node.js 20.
  const client = new ChatClient({ baseUrl: url, model: 'fake-model', timeoutMs: 100, maxAttempts: 2, backoffMs: 10 });
  const failure = await underGarbageCollection(() => client.complete([{ role: 'user', content: 'hello' }], undefined, new AbortController().signal).catch((error: unknown) => error));
  expect((failure as Error & { detail?: string }).detail).toContain('no answer within 0 s on each of 2 attempts');
}, 10_000);

test('the timed signal follows its parent, times out with a TimeoutError, and lets go of both once done', async () => {
  const parent = new AbortController();
  const followed = timedSignal(parent.signal, 60_000);
  parent.abort(new Error('cancelled'));
  expect(followed.signal.reason).toEqual(new Error('cancelled'));

  const timed = timedSignal(new AbortController().signal, 20);
  await new Promise((resolve) => timed.signal.addEventListener('abort', resolve));
  expect((timed.signal.reason as DOMException).name).toBe('TimeoutError');

  const kept = new AbortController();
  const finished = timedSignal(kept.signal, 20);
  finished.done();
  kept.abort();
  await new Promise((resolve) => setTimeout(resolve, 40));
  expect(finished.signal.aborted, 'neither the parent nor the timer reaches a signal whose work is done').toBe(false);
});
