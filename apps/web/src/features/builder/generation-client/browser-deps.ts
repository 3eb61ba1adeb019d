import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { ApiError, apiBase, apiRequest } from '../../../shared/api/api-client.ts';
import { readStoredUser, userDataKey } from '../../../shared/session/session-storage.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { createGenerationStore, noGenerationStore } from './generation-store.ts';
import { generationTextsOf } from './texts.ts';
import type { Clock, GenerationClientDeps, GenerationStore, StartAnswer, StatusAnswer, StreamLike } from './types.ts';

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

/** The id of the last progress message this page saw, per track_id: a stream opened again resumes after it. */
const lastEventIds = new Map<string, string>();

/**
 * The progress stream; the session cookie authorises it, as an EventSource cannot send headers. A stream the client
 * opens again after losing one passes the last id it saw (as an EventSource's own reconnect does in Last-Event-ID),
 * so it hears only the messages it missed.
 */
function openEventStream(trackId: string): StreamLike {
  const resume = lastEventIds.get(trackId);
  const query = `track_id=${encodeURIComponent(trackId)}${resume ? `&last_event_id=${encodeURIComponent(resume)}` : ''}`;
  const source = new EventSource(`${apiBase}/generator/sse?${query}`, { withCredentials: true });
  const stream: StreamLike = { onopen: null, onmessage: null, onerror: null, close: () => source.close() };
  source.onopen = () => stream.onopen?.();
  source.onmessage = (event) => {
    if (event.lastEventId) lastEventIds.set(trackId, event.lastEventId);
    stream.onmessage?.({ data: event.data });
  };
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

/** GET /api/v1/generator/status/:track_id; null when the server knows no such generation of this person. */
async function fetchStatus(trackId: string): Promise<StatusAnswer | null> {
  try {
    return await apiRequest<StatusAnswer>(`/generator/status/${encodeURIComponent(trackId)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The signed-in person's generation in localStorage: it outlives a reload, is shared with a second tab and a
 * later visit, and logout removes it with the rest of the person's data.
 */
export function browserGenerationStore(): GenerationStore {
  const user = readStoredUser();
  return user ? createGenerationStore(localStorage, userDataKey('builder-generation', user)) : noGenerationStore;
}

/** The generation client's dependencies in the browser: window timers, EventSource, fetch with the stored token. */
export function createBrowserDeps(): GenerationClientDeps {
  return {
    clock: browserClock,
    openStream: openEventStream,
    startRequest,
    fetchStatus,
    store: browserGenerationStore(),
    alert: (text) => window.alert(text),
    texts: () => generationTextsOf(i18n.getFixedT(null, 'builder', 'generation'), i18n.getFixedT(null, 'common', 'stages')),
    newTrackId: () => crypto.randomUUID(),
    webhook: new URL(`${apiBase}/generator/webhook`, window.location.origin).href,
    userId: readStoredUser()?.email,
  };
}
