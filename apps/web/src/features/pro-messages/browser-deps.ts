import type { MessageRequest } from '@sitecraft/shared/pro-messages';
import { ApiError, apiBase, apiRequest } from '../../shared/api/api-client.ts';
import type { MessageSenderDeps, SendAnswer, StreamLike } from './message-sender.ts';
import { proMessagesTexts } from './pro-messages-texts.ts';

async function post(body: MessageRequest): Promise<SendAnswer> {
  try {
    await apiRequest<unknown>('/generator', { method: 'POST', body });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined) return { ok: false, message: error.serverMessage };
    throw error;
  }
}

/** The message page's progress stream; the session cookie authorises it, as an EventSource cannot send headers. */
function openStream(trackId: string): StreamLike {
  const source = new EventSource(`${apiBase}/messages/sse?track_id=${encodeURIComponent(trackId)}`, { withCredentials: true });
  const stream: StreamLike = { onmessage: null, onerror: null, isClosed: () => source.readyState === EventSource.CLOSED, close: () => source.close() };
  source.onmessage = (event) => stream.onmessage?.({ data: event.data });
  source.onerror = () => stream.onerror?.();
  return stream;
}

export const browserSenderDeps: MessageSenderDeps = {
  post,
  openStream,
  fetchStatus: (trackId) => apiRequest<Record<string, unknown>>(`/generator/status/${encodeURIComponent(trackId)}`),
  newTrackId: () => crypto.randomUUID(),
  texts: proMessagesTexts,
};
