import { describe, expect, it } from 'vitest';
import type { MessageRequest } from '@sitecraft/shared/pro-messages';
import { createMessageSender, type MessageSenderDeps, type SendAnswer, type StreamLike } from './message-sender.ts';
import { proMessagesTexts } from './pro-messages-texts.ts';

const texts = proMessagesTexts();

const trackId = '11111111-2222-4333-8444-555555555555';

class FakeStream implements StreamLike {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  gaveUp = false;
  isClosed = () => this.gaveUp;
  close = () => {
    this.closed = true;
  };
  emit(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function setUp(answer: SendAnswer | Error = { ok: true }, status: Record<string, unknown> = { status: 'running' }) {
  const streams: FakeStream[] = [];
  const posted: MessageRequest[] = [];
  const deps: MessageSenderDeps = {
    post: async (body) => {
      posted.push(body);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    openStream: () => {
      const stream = new FakeStream();
      streams.push(stream);
      return stream;
    },
    fetchStatus: async () => status,
    newTrackId: () => trackId,
    texts: proMessagesTexts,
  };
  const sender = createMessageSender(deps);
  const seen: string[] = [];
  sender.subscribe((state) => seen.push(state.status));
  return { sender, streams, posted, seen };
}

const send = { message_type: 'Promo', message: 'Summer sale' };

describe('the message sender', () => {
  it('sends message_type, message and a track_id, is processing with stage progress, then message_sended with the result', async () => {
    const { sender, streams, posted } = setUp();
    const sending = sender.send(send);
    expect(sender.getState()).toMatchObject({ status: 'processing', text: texts.generatingStart });
    await sending;
    expect(posted).toEqual([{ ...send, track_id: trackId }]);
    const stream = streams[0]!;
    stream.emit({ track_id: trackId, status: 'connected' });
    stream.emit({ track_id: trackId, status: 'building_html', message: 'Building', progress: 40 });
    expect(sender.getState()).toMatchObject({ status: 'processing', progress: 40 });
    stream.emit({ track_id: trackId, status: 'completed', message: 'done', fileUrl: '/api/v1/generator/download/x' });
    expect(sender.getState()).toMatchObject({ status: 'message_sended', progress: 100, resultUrl: '/api/v1/generator/download/x', showSentModal: true });
    expect(stream.closed).toBe(true);
    sender.closeSentModal();
    expect(sender.getState()).toMatchObject({ status: 'message_sended', showSentModal: false });
  });

  it('a refused send is error, with the server message, and opens no stream', async () => {
    const { sender, streams } = setUp({ ok: false, message: 'Messages are available to pro accounts only.' });
    await sender.send(send);
    expect(sender.getState()).toMatchObject({ status: 'error', text: texts.statusText.error, error: 'Messages are available to pro accounts only.' });
    expect(streams).toHaveLength(0);
  });

  it('no answer at all is error too', async () => {
    const { sender } = setUp(new Error('Failed to fetch'));
    await sender.send(send);
    expect(sender.getState()).toMatchObject({ status: 'error', error: texts.noAnswer('Failed to fetch') });
  });

  it('a failed generation is failed with its reason; a processing_failed message object is processing_failed', async () => {
    const failed = setUp();
    await failed.sender.send(send);
    failed.streams[0]!.emit({ track_id: trackId, status: 'failed', message: 'Credits refunded.' });
    expect(failed.sender.getState()).toMatchObject({ status: 'failed', text: texts.statusText.failed, error: 'Credits refunded.' });

    const legacy = setUp();
    await legacy.sender.send(send);
    legacy.streams[0]!.emit({ track_id: trackId, status: 'message', message: { status: 'processing_failed' } });
    expect(legacy.sender.getState()).toMatchObject({ status: 'processing_failed', text: texts.statusText.processing_failed });
  });

  it('ignores messages of other tracks and a second send while processing', async () => {
    const { sender, streams, posted } = setUp();
    await sender.send(send);
    streams[0]!.emit({ track_id: 'another', status: 'completed', fileUrl: '/x' });
    expect(sender.getState().status).toBe('processing');
    await sender.send(send);
    expect(posted).toHaveLength(1);
  });

  it('a stream the browser gave up on is settled by the status answer, or ends as error', async () => {
    const done = setUp({ ok: true }, { track_id: trackId, status: 'completed', fileUrl: '/done' });
    await done.sender.send(send);
    done.streams[0]!.gaveUp = true;
    done.streams[0]!.onerror?.();
    await expect.poll(() => done.sender.getState().status).toBe('message_sended');

    const lost = setUp({ ok: true }, { track_id: trackId, status: 'running' });
    await lost.sender.send(send);
    lost.streams[0]!.onerror?.();
    expect(lost.sender.getState().status).toBe('processing');
    lost.streams[0]!.gaveUp = true;
    lost.streams[0]!.onerror?.();
    await expect.poll(() => lost.sender.getState()).toMatchObject({ status: 'error', error: texts.connectionLost });
  });
});
