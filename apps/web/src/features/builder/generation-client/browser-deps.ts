import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { ApiError, apiBase, apiRequest } from '../../../shared/api/api-client.ts';
import { readStoredUser } from '../../../shared/session/session-storage.ts';
import type { Clock, GenerationClientDeps, StartAnswer, StatusAnswer, StreamLike } from './types.ts';

const browserClock: Clock = {
  timeout(callback, ms) {
    const id = window.setTimeout(callback, ms);
    return () => window.clearTimeout(id);
  },
  interval(callback, ms) {
    const id = window.setInterval(callback, ms);
    return () => window.clearInterval(id);
  },
};

/** The progress stream; the session cookie authorises it, as an EventSource cannot send headers. */
function openEventStream(trackId: string): StreamLike {
  const source = new EventSource(`${apiBase}/generator/sse?track_id=${encodeURIComponent(trackId)}`, { withCredentials: true });
  const stream: StreamLike = { onopen: null, onmessage: null, onerror: null, close: () => source.close() };
  source.onopen = () => stream.onopen?.();
  source.onmessage = (event) => stream.onmessage?.({ data: event.data });
  source.onerror = () => stream.onerror?.();
  return stream;
}

/** POST /api/v1/generator; rejects only when no answer came back at all. */
async function startRequest(body: GenerationRequestInput): Promise<StartAnswer> {
  try {
    await apiRequest<unknown>('/generator', { method: 'POST', body });
    return { ok: true, status: 200 };
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined) {
      return { ok: false, status: error.status, message: error.serverMessage };
    }
    throw error;
  }
}

function fetchStatus(trackId: string): Promise<StatusAnswer> {
  return apiRequest<StatusAnswer>(`/generator/status/${encodeURIComponent(trackId)}`);
}

/** The generation client's dependencies in the browser: window timers, EventSource, fetch with the stored token. */
export function createBrowserDeps(): GenerationClientDeps {
  return {
    clock: browserClock,
    openStream: openEventStream,
    startRequest,
    fetchStatus,
    alert: (text) => window.alert(text),
    newTrackId: () => crypto.randomUUID(),
    webhook: new URL(`${apiBase}/generator/webhook`, window.location.origin).href,
    userId: readStoredUser()?.email,
  };
}
