import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { catalogueT } from '../../../i18n/catalogue-files.ts';
import { createGenerationClient } from './generation-client.ts';
import { createGenerationStore, type KeyValueStorage } from './generation-store.ts';
import { generationTextsOf } from './texts.ts';
import type { Clock, GenerationClient, GenerationStore, StartAnswer, StatusAnswer, StreamLike, WizardRequest } from './types.ts';

/** Test doubles for the generation client: a stream the test drives by hand and recorded calls. */
export class FakeStream implements StreamLike {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;

  constructor(readonly trackId: string) {}

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.onopen?.();
  }

  /** Delivers event data: strings as they are, anything else as JSON, as the server sends it. */
  send(data: unknown): void {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }

  fail(): void {
    this.onerror?.();
  }
}

/** The client's texts as the Russian interface (the browser tests' language) shows them. */
export const fakeTexts = generationTextsOf(catalogueT('ru', 'builder', 'generation'), catalogueT('ru', 'common', 'stages'));

/** Timers of the global clock, which the tests replace with vitest's fake timers. */
const globalClock: Clock = {
  timeout(callback, ms) {
    const id = setTimeout(callback, ms);
    return () => clearTimeout(id);
  },
  interval(callback, ms) {
    const id = setInterval(callback, ms);
    return () => clearInterval(id);
  },
};

/** localStorage in memory. */
export class MemoryStorage implements KeyValueStorage {
  readonly entries = new Map<string, string>();

  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.entries.set(key, value);
  }

  removeItem(key: string): void {
    this.entries.delete(key);
  }
}

export const trackId = '6f1c2a0e-4b7d-4c1e-9a53-0d2f8e6b1a77';
export const wizardRequest: WizardRequest = { site_theme: 'Bakery', domain_name: 'bakery.example' };

export interface Harness {
  client: GenerationClient;
  streams: FakeStream[];
  alerts: string[];
  requests: GenerationRequestInput[];
  statusCalls: string[];
  /** The store the client keeps its generation in, over `storage`. */
  store: GenerationStore;
  storage: MemoryStorage;
  /** What the status endpoint answers from now on (null: it knows no such generation; an Error makes it reject). */
  answerStatus(answer: StatusAnswer | null | Error): void;
  lastStream(): FakeStream;
}

/** A client over fakes; pass the `storage` of an earlier harness to play a reload, a second tab or a later visit. */
export function createHarness(startAnswer: StartAnswer | Error = { ok: true, status: 200 }, storage = new MemoryStorage()): Harness {
  const streams: FakeStream[] = [];
  const alerts: string[] = [];
  const requests: GenerationRequestInput[] = [];
  const statusCalls: string[] = [];
  const store = createGenerationStore(storage, 'user-data:builder-generation:ada');
  let status: StatusAnswer | null | Error = { track_id: trackId, status: 'generating_text', message: '' };
  const client = createGenerationClient({
    clock: globalClock,
    openStream(id) {
      const stream = new FakeStream(id);
      streams.push(stream);
      return stream;
    },
    startRequest(body) {
      requests.push(body);
      return startAnswer instanceof Error ? Promise.reject(startAnswer) : Promise.resolve(startAnswer);
    },
    fetchStatus(id) {
      statusCalls.push(id);
      return status instanceof Error ? Promise.reject(status) : Promise.resolve(status);
    },
    store,
    alert: (text) => alerts.push(text),
    texts: () => fakeTexts,
    newTrackId: () => trackId,
    webhook: 'https://sitecraft.example/api/v1/generator/webhook',
    userId: 'ada@example.com',
  });
  return {
    client,
    streams,
    alerts,
    requests,
    statusCalls,
    store,
    storage,
    answerStatus(answer) {
      status = answer;
    },
    lastStream() {
      const stream = streams.at(-1);
      if (!stream) throw new Error('No stream was opened.');
      return stream;
    },
  };
}

/** A harness whose generation has been accepted and whose first stream is open. */
export async function startRunning(): Promise<Harness> {
  const harness = createHarness();
  await harness.client.start(wizardRequest);
  harness.lastStream().open();
  return harness;
}
