import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Harness } from './fake-deps.ts';
import { startRunning, trackId, fakeTexts } from './fake-deps.ts';
import { donePauseMs } from './generation-client.ts';

const retryDelays = [2_000, 4_000, 8_000, 10_000, 10_000];

/** Lets the status poll that follows a lost stream answer. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

/** Loses the stream and every reconnected one until the five attempts are used up. */
async function useUpRetries(harness: Harness): Promise<void> {
  for (const delay of retryDelays) {
    harness.lastStream().fail();
    await settle();
    await vi.advanceTimersByTimeAsync(delay);
  }
  harness.lastStream().fail();
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('stream recovery', () => {
  it('a lost stream polls the status once and, when it is completed, completes without retrying', async () => {
    const harness = await startRunning();
    harness.answerStatus({ track_id: trackId, status: 'completed', message: '', fileUrl: '/files/site.zip' });
    harness.lastStream().fail();
    await settle();
    expect(harness.statusCalls).toEqual([trackId]);
    expect(harness.client.getState()).toMatchObject({ phase: 'completed', text: fakeTexts.done, resultUrl: '/files/site.zip', showProgressModal: true });
    await vi.advanceTimersByTimeAsync(donePauseMs);
    expect(harness.client.getState()).toMatchObject({ phase: 'completed', showProgressModal: false, showCompletionModal: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(harness.streams).toHaveLength(1);
    expect(harness.statusCalls).toHaveLength(1);
  });

  it('retries wait exactly 2, 4, 8, 10 and 10 s, each with its Attempt to reconnect n/5 text', async () => {
    const harness = await startRunning();
    for (const [index, delay] of retryDelays.entries()) {
      const attempt = index + 1;
      harness.lastStream().fail();
      await settle();
      expect(harness.statusCalls).toHaveLength(attempt);
      expect(harness.client.getState().text).toBe(fakeTexts.reconnectAttempt(attempt));
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(harness.streams).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(harness.streams).toHaveLength(attempt + 1);
      expect(harness.lastStream().trackId).toBe(trackId);
    }
  });

  it('a status endpoint that does not answer counts as not completed and the retries go on', async () => {
    const harness = await startRunning();
    harness.answerStatus(new TypeError('Failed to fetch'));
    harness.lastStream().fail();
    await settle();
    expect(harness.client.getState()).toMatchObject({ phase: 'running', text: fakeTexts.reconnectAttempt(1) });
  });

  it('disconnected starts the recovery like a lost stream', async () => {
    const harness = await startRunning();
    harness.lastStream().send({ track_id: trackId, status: 'disconnected', message: '' });
    await settle();
    expect(harness.statusCalls).toEqual([trackId]);
    expect(harness.client.getState().text).toBe(fakeTexts.reconnectAttempt(1));
  });

  it('a successful reconnect shows Соединение восстановлено. Продолжаем генерацию...', async () => {
    const harness = await startRunning();
    harness.lastStream().fail();
    await settle();
    await vi.advanceTimersByTimeAsync(2_000);
    harness.lastStream().open();
    expect(harness.client.getState().text).toBe('Соединение восстановлено. Продолжаем генерацию...');

    // A reconnect counts as successful at its first message too, and earns a fresh set of attempts.
    harness.lastStream().fail();
    await settle();
    expect(harness.client.getState().text).toBe(fakeTexts.reconnectAttempt(1));
    await vi.advanceTimersByTimeAsync(2_000);
    harness.lastStream().send({ track_id: trackId, status: 'connected', message: '' });
    expect(harness.client.getState().text).toBe('Соединение восстановлено. Продолжаем генерацию...');
  });

  it('after the five retries the text is Connection problems... and the status is polled every 10 s', async () => {
    const harness = await startRunning();
    await useUpRetries(harness);
    expect(harness.client.getState()).toMatchObject({ phase: 'running', text: fakeTexts.waitingForCompletion });
    expect(harness.statusCalls).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(harness.statusCalls).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.statusCalls).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(harness.statusCalls).toHaveLength(9);
    expect(harness.streams).toHaveLength(6);
    expect(harness.client.getState().text).toBe(fakeTexts.waitingForCompletion);
  });

  it('polling finds the completion, processes it and stops', async () => {
    const harness = await startRunning();
    await useUpRetries(harness);
    harness.answerStatus({ track_id: trackId, status: 'completed', message: '', s3Url: 'https://bucket.example/site.zip' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(harness.client.getState()).toMatchObject({ phase: 'completed', progress: 100, text: fakeTexts.done, resultUrl: 'https://bucket.example/site.zip' });
    await vi.advanceTimersByTimeAsync(donePauseMs);
    expect(harness.client.getState()).toMatchObject({ showProgressModal: false, showCompletionModal: true });
    const calls = harness.statusCalls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(harness.statusCalls).toHaveLength(calls);
  });

  it('polling finds a failure, shows it and stops', async () => {
    const harness = await startRunning();
    await useUpRetries(harness);
    harness.answerStatus({ track_id: trackId, status: 'processing_failed', message: '' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(harness.client.getState()).toMatchObject({ phase: 'failed', text: fakeTexts.failed });
    expect(harness.alerts).toEqual([fakeTexts.processingFailedAlert]);
    const calls = harness.statusCalls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(harness.statusCalls).toHaveLength(calls);
  });
});
