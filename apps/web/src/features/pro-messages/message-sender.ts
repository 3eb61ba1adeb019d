import { completedStatus, findStage } from '@sitecraft/shared/generation';
import type { MessageRequest, MessageStatus } from '@sitecraft/shared/pro-messages';
import type { ProMessagesTexts } from './pro-messages-texts.ts';

export type SenderStatus = 'idle' | MessageStatus;

export interface SenderState {
  readonly status: SenderStatus;
  /** 0 to 100. */
  readonly progress: number;
  readonly text: string;
  readonly trackId?: string;
  readonly resultUrl?: string;
  /** The server's own explanation of a refusal or a failure, when it sent one. */
  readonly error?: string;
  readonly showSentModal: boolean;
}

/** The part of an EventSource the sender uses. */
export interface StreamLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: (() => void) | null;
  /** True once the browser gave up on the stream (it retries by itself otherwise). */
  isClosed(): boolean;
  close(): void;
}

export type SendAnswer = { ok: true } | { ok: false; message?: string };
type Fields = Record<string, unknown>;

export interface MessageSenderDeps {
  /** POST /api/v1/generator with the message payload; rejects only when no answer came back. */
  post(body: MessageRequest): Promise<SendAnswer>;
  /** GET /api/v1/messages/sse?track_id= */
  openStream(trackId: string): StreamLike;
  /** GET /api/v1/generator/status/:track_id */
  fetchStatus(trackId: string): Promise<Fields>;
  newTrackId(): string;
  /** The page's texts in the interface's language at the moment. */
  texts(): ProMessagesTexts;
}

export const idleSenderState: SenderState = { status: 'idle', progress: 0, text: '', showSentModal: false };

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);
const resultUrlOf = (fields: Fields) => text(fields.s3Url) ?? text(fields.fileUrl);

function parse(data: unknown): Fields | undefined {
  if (isFields(data)) return data;
  if (typeof data !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(data);
    return isFields(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The older message page's client (spec section 4, "Older message page"): sends one message and follows its
 * generation. processing while it runs, then message_sended with the result, or error (not sent), failed or
 * processing_failed (sent, but the generation did not succeed). The page renders `getState()`.
 */
export function createMessageSender(deps: MessageSenderDeps) {
  let state = idleSenderState;
  let stream: StreamLike | undefined;
  let disposed = false;
  const listeners = new Set<(state: SenderState) => void>();

  function update(patch: Partial<SenderState>): void {
    if (disposed) return;
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  }

  function closeStream(): void {
    stream?.close();
    stream = undefined;
  }

  function finish(status: Exclude<MessageStatus, 'processing'>, patch: Partial<SenderState> = {}): void {
    closeStream();
    update({ status, text: deps.texts().statusText[status], showSentModal: status === 'message_sended', ...patch });
  }

  /** Applies a stream message or a status answer of the current track; true when it ended the generation. */
  function apply(trackId: string, fields: Fields): boolean {
    if (state.trackId !== trackId || state.status !== 'processing') return false;
    if (fields.track_id !== undefined && fields.track_id !== trackId) return false;
    const status = text(fields.status);
    const inner = isFields(fields.message) ? fields.message : undefined;
    const resultUrl = resultUrlOf(fields) ?? (inner ? resultUrlOf(inner) : undefined);
    if (status === 'processing_failed' || inner?.status === 'processing_failed') finish('processing_failed');
    else if (status === completedStatus || resultUrl) finish('message_sended', { progress: 100, resultUrl });
    else if (status === 'failed' || status === 'error') finish('failed', { error: text(fields.message) });
    else {
      const stage = status ? findStage(status) : undefined;
      if (stage) update({ progress: stage.progress, text: deps.texts().stage(stage.status) });
      return false;
    }
    return true;
  }

  async function recover(trackId: string): Promise<void> {
    try {
      if (!apply(trackId, await deps.fetchStatus(trackId)) && state.trackId === trackId && state.status === 'processing') {
        finish('error', { error: deps.texts().connectionLost });
      }
    } catch {
      if (state.trackId === trackId && state.status === 'processing') finish('error', { error: deps.texts().connectionLost });
    }
  }

  function follow(trackId: string): void {
    const opened = deps.openStream(trackId);
    stream = opened;
    opened.onmessage = (event) => {
      const fields = parse(event.data);
      if (fields) apply(trackId, fields);
    };
    opened.onerror = () => {
      if (stream !== opened || !opened.isClosed()) return;
      closeStream();
      void recover(trackId);
    };
  }

  return {
    getState: () => state,
    subscribe(listener: (state: SenderState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Sends a message; ignored while one is being processed. */
    async send(input: Omit<MessageRequest, 'track_id'>): Promise<void> {
      if (state.status === 'processing') return;
      closeStream();
      const trackId = deps.newTrackId();
      state = { ...idleSenderState, status: 'processing', text: deps.texts().generatingStart, trackId };
      update({});
      let answer: SendAnswer;
      try {
        answer = await deps.post({ ...input, track_id: trackId });
      } catch (error) {
        return finish('error', { error: deps.texts().noAnswer(error instanceof Error ? error.message : String(error)) });
      }
      if (state.trackId !== trackId || disposed) return;
      if (!answer.ok) return finish('error', { error: answer.message });
      follow(trackId);
    },
    closeSentModal: () => update({ showSentModal: false }),
    dispose(): void {
      closeStream();
      disposed = true;
      listeners.clear();
    },
  };
}

export type MessageSender = ReturnType<typeof createMessageSender>;
