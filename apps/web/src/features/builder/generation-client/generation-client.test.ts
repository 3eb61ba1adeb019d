import { describe, expect, it, vi } from 'vitest';
import type { StageStatus } from '@sitecraft/shared/generation';
import { createHarness, startRunning, trackId, wizardRequest, fakeTexts } from './fake-deps.ts';
import { donePauseMs } from './generation-client.ts';

// The spec's stage table (section 4), written out so a change to the shared table fails here.
const specStageTable: ReadonlyArray<readonly [string, number]> = [
  ['start_generating', 10],
  ['generating_text', 20],
  ['generating_blog_1', 25],
  ['generating_blog_2', 30],
  ['generating_blog_3', 35],
  ['start_search_images', 37],
  ['searching_images', 37],
  ['generate_site_layout', 39],
  ['building_html', 40],
  ['building_html_product', 45],
  ['building_html_services', 50],
  ['building_html_about', 60],
  ['creating_zip', 90],
];

describe('generation start', () => {
  it('sends the request with track_id, webhook and user_id, then opens the progress modal and the stream of that track_id', async () => {
    const { client, requests, streams } = createHarness();
    await client.start(wizardRequest);
    expect(requests).toEqual([
      { ...wizardRequest, track_id: trackId, webhook: 'https://sitecraft.example/api/v1/generator/webhook', user_id: 'ada@example.com' },
    ]);
    expect(client.getState()).toMatchObject({ phase: 'running', trackId, showProgressModal: true, text: 'ИИ Начал Генерировать Вебсайт...' });
    expect(streams.map((stream) => stream.trackId)).toEqual([trackId]);
  });

  it('ignores a second start while a generation is starting or running', async () => {
    const { client, requests, streams } = createHarness();
    const first = client.start(wizardRequest);
    expect(client.getState().phase).toBe('starting');
    await client.start(wizardRequest);
    await first;
    await client.start(wizardRequest);
    expect(requests).toHaveLength(1);
    expect(streams).toHaveLength(1);
  });

  it('a refused start shows the start-failure text, alerts, and keeps the server message', async () => {
    const { client, alerts, streams } = createHarness({ ok: false, status: 402, message: 'Not enough credits' });
    await client.start(wizardRequest);
    expect(client.getState()).toMatchObject({ phase: 'failed', text: 'Ошибка генерации. Попробуйте еще раз.', error: 'Not enough credits', showProgressModal: false });
    expect(alerts).toEqual([fakeTexts.startFailedAlert]);
    expect(streams).toHaveLength(0);
  });

  it('a start that gets no answer shows the start-failure text and alerts', async () => {
    const { client, alerts } = createHarness(new TypeError('Failed to fetch'));
    await client.start(wizardRequest);
    expect(client.getState()).toMatchObject({ phase: 'failed', text: 'Ошибка генерации. Попробуйте еще раз.' });
    expect(alerts).toEqual([fakeTexts.startFailedAlert]);
  });
});

describe('stream messages', () => {
  it('every named stage of the stage table sets its progress and shows its line in the interface language, whatever the server wrote', async () => {
    const { client, lastStream } = await startRunning();
    for (const [status, progress] of specStageTable) {
      lastStream().send({ track_id: trackId, status, message: '' });
      expect(client.getState(), status).toMatchObject({ progress, text: fakeTexts.stage(status as StageStatus) });
      lastStream().send({ track_id: trackId, status, message: `Server says ${status}` });
      expect(client.getState()).toMatchObject({ progress, text: fakeTexts.stage(status as StageStatus) });
    }
    expect(fakeTexts.stage('generating_blog_1')).toBe('Пишем первую статью блога…');
  });

  it('connected and heartbeat are ignored', async () => {
    const { client, lastStream } = await startRunning();
    lastStream().send({ track_id: trackId, status: 'generating_text', message: 'Writing' });
    const before = client.getState();
    lastStream().send({ track_id: trackId, status: 'connected', message: 'Connected' });
    lastStream().send({ track_id: trackId, status: 'heartbeat', message: 'ping' });
    lastStream().send('heartbeat');
    expect(client.getState()).toBe(before);
    expect(lastStream().closed).toBe(false);
  });

  it('disconnected closes the stream', async () => {
    const { lastStream, streams } = await startRunning();
    lastStream().send({ track_id: trackId, status: 'disconnected', message: '' });
    expect(streams[0]?.closed).toBe(true);
  });

  it('completed stores the result URL, shows progress 100 and Done! in the progress modal, then the completion modal', async () => {
    vi.useFakeTimers();
    try {
      const { client, lastStream } = await startRunning();
      lastStream().send({ track_id: trackId, status: 'completed', message: 'Ready', fileUrl: '/api/v1/generator/download/x' });
      expect(client.getState()).toMatchObject({
        phase: 'completed',
        progress: 100,
        text: fakeTexts.done,
        resultUrl: '/api/v1/generator/download/x',
        showProgressModal: true,
        showCompletionModal: false,
      });
      expect(lastStream().closed).toBe(true);
      await vi.advanceTimersByTimeAsync(donePauseMs - 1);
      expect(client.getState()).toMatchObject({ text: fakeTexts.done, showProgressModal: true, showCompletionModal: false });
      await vi.advanceTimersByTimeAsync(1);
      expect(client.getState()).toMatchObject({ progress: 100, text: fakeTexts.done, showProgressModal: false, showCompletionModal: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('any message carrying s3Url or fileUrl counts as completed (legacy format)', async () => {
    const withS3 = await startRunning();
    withS3.lastStream().send({ track_id: trackId, status: 'processing', message: '', s3Url: 'https://bucket.example/site.zip' });
    expect(withS3.client.getState()).toMatchObject({ phase: 'completed', resultUrl: 'https://bucket.example/site.zip', text: fakeTexts.done });

    const nested = await startRunning();
    nested.lastStream().send({ track_id: trackId, status: 'processing', message: { fileUrl: '/files/site.zip' } });
    expect(nested.client.getState()).toMatchObject({ phase: 'completed', resultUrl: '/files/site.zip', progress: 100 });
  });

  it("a message starting 'Step N' sets progress N/10 and the text 'Шаг N из 10'", async () => {
    const { client, lastStream } = await startRunning();
    lastStream().send('Step 3: writing texts');
    expect(client.getState()).toMatchObject({ progress: 30, text: 'Шаг 3 из 10' });
    lastStream().send({ track_id: trackId, status: 'processing', message: 'Step 7 of 10' });
    expect(client.getState()).toMatchObject({ progress: 70, text: 'Шаг 7 из 10' });
  });

  it.each(['failed', 'error'])('%s stops the generation with Error generating. Try again.', async (status) => {
    const { client, lastStream, alerts } = await startRunning();
    lastStream().send({ track_id: trackId, status, message: 'The generation timed out.' });
    expect(client.getState()).toMatchObject({ phase: 'failed', text: fakeTexts.failed, error: 'The generation timed out.' });
    expect(lastStream().closed).toBe(true);
    expect(alerts).toEqual([]);
  });

  it('processing_failed as a status fails and alerts Error, please try again', async () => {
    const { client, lastStream, alerts } = await startRunning();
    lastStream().send({ track_id: trackId, status: 'processing_failed', message: '' });
    expect(client.getState()).toMatchObject({ phase: 'failed', text: fakeTexts.failed });
    expect(alerts).toEqual([fakeTexts.processingFailedAlert]);
  });

  it('a message object with status processing_failed fails and alerts Error, please try again', async () => {
    const { client, lastStream, alerts } = await startRunning();
    lastStream().send({ track_id: trackId, status: 'processing', message: { status: 'processing_failed' } });
    expect(client.getState()).toMatchObject({ phase: 'failed', text: fakeTexts.failed });
    expect(alerts).toEqual([fakeTexts.processingFailedAlert]);
  });

  it('other strings are shown as text', async () => {
    const { client, lastStream } = await startRunning();
    lastStream().send('Polishing the footer');
    expect(client.getState().text).toBe('Polishing the footer');
    lastStream().send({ track_id: trackId, status: 'queued', message: 'Waiting in the queue…' });
    expect(client.getState().text).toBe('Waiting in the queue…');
  });

  it('messages for an already-completed track_id are ignored', async () => {
    const { client, lastStream, alerts } = await startRunning();
    lastStream().send({ track_id: trackId, status: 'completed', message: '', fileUrl: '/files/site.zip' });
    client.closeCompletionModal();
    const after = client.getState();
    lastStream().send({ track_id: trackId, status: 'creating_zip', message: '' });
    lastStream().send({ track_id: trackId, status: 'completed', message: '', fileUrl: '/files/other.zip' });
    lastStream().send({ track_id: trackId, status: 'processing_failed', message: '' });
    expect(client.getState()).toBe(after);
    expect(alerts).toEqual([]);
  });
});
