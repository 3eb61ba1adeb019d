import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, MemoryStorage, startRunning, trackId, wizardRequest, fakeTexts } from './fake-deps.ts';
import { donePauseMs } from './generation-client.ts';

const otherTrackId = '0b6d7c52-94a1-4f0e-8d3b-2c5e9f1a7b40';

/** Lets pending promises (the status answer) settle. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

/** A later page (a reload, a second tab, a later visit) over the storage of an earlier one. */
function laterPage(storage: MemoryStorage) {
  return createHarness(undefined, storage);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('keeping the generation', () => {
  it('stores the track_id and the request before the start is answered', async () => {
    const harness = createHarness();
    const started = harness.client.start(wizardRequest);
    expect(harness.store.read()).toEqual({ trackId, request: wizardRequest, seen: false });
    await started;
    expect(harness.store.read()?.trackId).toBe(trackId);
  });

  it('forgets a refused start, which left no job to come back to', async () => {
    const harness = createHarness({ ok: false, status: 402, message: 'Not enough credits' });
    await harness.client.start(wizardRequest);
    expect(harness.store.read()).toBeUndefined();
    expect(harness.client.getState()).toMatchObject({ phase: 'failed', accepted: false });
  });

  it('keeps a start that got no answer: the server may have accepted it', async () => {
    const harness = createHarness(new TypeError('Failed to fetch'));
    await harness.client.start(wizardRequest);
    expect(harness.store.read()?.trackId).toBe(trackId);
  });

  it('closing the ready dialog is remembered', async () => {
    const harness = await startRunning();
    harness.lastStream().send({ track_id: trackId, status: 'completed', message: '', fileUrl: '/files/site.zip' });
    await vi.advanceTimersByTimeAsync(donePauseMs);
    harness.client.closeCompletionModal();
    expect(harness.store.read()).toMatchObject({ trackId, seen: true });
  });

  it('a result taken from the ready dialog does not open the dialog again on the next visit', async () => {
    const first = await startRunning();
    first.lastStream().send({ track_id: trackId, status: 'completed', message: '', fileUrl: '/files/site.zip' });
    await vi.advanceTimersByTimeAsync(donePauseMs);
    first.client.markSeen();
    expect(first.client.getState().showCompletionModal).toBe(true);

    const page = laterPage(first.storage);
    page.answerStatus({ track_id: trackId, status: 'completed', message: '', fileUrl: '/files/site.zip' });
    await page.client.resume();
    expect(page.client.getState()).toMatchObject({ phase: 'completed', resultUrl: '/files/site.zip', showCompletionModal: false });
  });
});

describe('resuming after a reload, in a second tab or on a later visit', () => {
  it('a running generation gets its progress modal, its stage and its stream back, and completes with Done! first', async () => {
    const first = await startRunning();
    const page = laterPage(first.storage);
    page.answerStatus({ track_id: trackId, status: 'generating_text', message: '' });
    await page.client.resume();
    expect(page.statusCalls).toEqual([trackId]);
    expect(page.client.getState()).toMatchObject({ phase: 'running', trackId, request: wizardRequest, accepted: true, progress: 20, showProgressModal: true });
    expect(page.streams.map((stream) => stream.trackId)).toEqual([trackId]);
    expect(page.requests).toEqual([]);

    page.lastStream().send({ track_id: trackId, status: 'creating_zip', message: '' });
    expect(page.client.getState().progress).toBe(90);
    page.lastStream().send({ track_id: trackId, status: 'completed', message: '', fileUrl: '/files/site.zip' });
    expect(page.client.getState()).toMatchObject({ phase: 'completed', progress: 100, text: fakeTexts.done, showProgressModal: true, showCompletionModal: false });
    await vi.advanceTimersByTimeAsync(donePauseMs);
    expect(page.client.getState()).toMatchObject({ resultUrl: '/files/site.zip', showProgressModal: false, showCompletionModal: true });
  });

  it('a stream that replays the stages so far never moves the bar back, and goes on with the new ones', async () => {
    const first = await startRunning();
    const page = laterPage(first.storage);
    page.answerStatus({ track_id: trackId, status: 'building_html', message: '' });
    await page.client.resume();
    const resumedAt = page.client.getState();
    for (const status of ['start_generating', 'generating_text', 'building_html']) {
      page.lastStream().send({ track_id: trackId, status, message: '' });
      expect(page.client.getState().progress).toBe(resumedAt.progress);
    }
    page.lastStream().send({ track_id: trackId, status: 'creating_zip', message: '' });
    expect(page.client.getState().progress).toBe(90);
  });

  it('two tabs follow the same generation', async () => {
    const first = await startRunning();
    const second = laterPage(first.storage);
    await second.client.resume();
    for (const tab of [first, second]) tab.lastStream().send({ track_id: trackId, status: 'completed', message: '', fileUrl: '/files/site.zip' });
    await vi.advanceTimersByTimeAsync(donePauseMs);
    for (const tab of [first, second]) expect(tab.client.getState()).toMatchObject({ phase: 'completed', showCompletionModal: true });
  });

  it('a completed generation offers its download at once, without a stream or a new start', async () => {
    const first = await startRunning();
    const page = laterPage(first.storage);
    page.answerStatus({ track_id: trackId, status: 'completed', message: 'Your website is ready!', fileUrl: '/files/site.zip' });
    await page.client.resume();
    expect(page.client.getState()).toMatchObject({ phase: 'completed', progress: 100, resultUrl: '/files/site.zip', showProgressModal: false, showCompletionModal: true });
    expect(page.streams).toEqual([]);
    expect(page.requests).toEqual([]);
  });

  it('a completed generation whose ready dialog was closed comes back without the dialog', async () => {
    const storage = new MemoryStorage();
    const first = createHarness(undefined, storage);
    first.store.write({ trackId, request: wizardRequest, seen: true });
    first.answerStatus({ track_id: trackId, status: 'completed', message: '', fileUrl: '/files/site.zip' });
    await first.client.resume();
    expect(first.client.getState()).toMatchObject({ phase: 'completed', resultUrl: '/files/site.zip', showCompletionModal: false, accepted: true });
  });

  it('a failed generation shows its failure message, without alerting again', async () => {
    const first = await startRunning();
    const page = laterPage(first.storage);
    page.answerStatus({ track_id: trackId, status: 'processing_failed', message: 'The generation took too long. Your credits were refunded.' });
    await page.client.resume();
    expect(page.client.getState()).toMatchObject({
      phase: 'failed',
      accepted: true,
      text: fakeTexts.failed,
      error: 'The generation took too long. Your credits were refunded.',
    });
    expect(page.alerts).toEqual([]);
    expect(page.streams).toEqual([]);
  });

  it('a track the server does not know is forgotten', async () => {
    const first = createHarness(new TypeError('Failed to fetch'));
    await first.client.start(wizardRequest);
    const page = laterPage(first.storage);
    page.answerStatus(null);
    await page.client.resume();
    expect(page.client.getState()).toMatchObject({ phase: 'idle', accepted: false });
    expect(page.store.read()).toBeUndefined();
  });

  it('a status that does not answer leaves it to the stream and its recovery', async () => {
    const first = await startRunning();
    const page = laterPage(first.storage);
    page.answerStatus(new TypeError('Failed to fetch'));
    await page.client.resume();
    expect(page.client.getState()).toMatchObject({ phase: 'running', showProgressModal: true });
    page.lastStream().fail();
    await settle();
    expect(page.client.getState().text).toBe(fakeTexts.reconnectAttempt(1));
  });

  it('nothing stored, nothing resumed', async () => {
    const page = createHarness();
    await page.client.resume();
    expect(page.client.getState().phase).toBe('idle');
    expect(page.statusCalls).toEqual([]);
  });
});

describe('starting a new site', () => {
  it('forget clears a finished generation and returns to idle', async () => {
    const harness = await startRunning();
    harness.lastStream().send({ track_id: trackId, status: 'completed', message: '', fileUrl: '/files/site.zip' });
    harness.client.forget();
    expect(harness.client.getState()).toMatchObject({ phase: 'idle', accepted: false, showProgressModal: false, showCompletionModal: false });
    expect(harness.store.read()).toBeUndefined();
    // The pending switch to the ready dialog was cancelled with it.
    await vi.advanceTimersByTimeAsync(donePauseMs);
    expect(harness.client.getState().showCompletionModal).toBe(false);
  });

  it('forget is ignored while a generation is under way', async () => {
    const harness = await startRunning();
    harness.client.forget();
    expect(harness.client.getState().phase).toBe('running');
    expect(harness.store.read()?.trackId).toBe(trackId);
  });

  it('forget leaves alone a newer generation another tab stored', async () => {
    const harness = await startRunning();
    harness.lastStream().send({ track_id: trackId, status: 'failed', message: 'Timed out' });
    harness.store.write({ trackId: otherTrackId, request: wizardRequest, seen: false });
    harness.client.forget();
    expect(harness.store.read()?.trackId).toBe(otherTrackId);
  });
});
