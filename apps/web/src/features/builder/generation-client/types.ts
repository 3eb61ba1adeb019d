import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import type { GenerationTexts } from './texts.ts';

/** Stops a timer started by a `Clock`. */
export type CancelTimer = () => void;

/** Timers, injected so tests can drive the client with fake time. */
export interface Clock {
  timeout(callback: () => void, ms: number): CancelTimer;
  interval(callback: () => void, ms: number): CancelTimer;
}

/** The part of an EventSource the client uses; the client sets the handlers right after opening. */
export interface StreamLike {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: (() => void) | null;
  close(): void;
}

/** The answer to POST /api/v1/generator: `message` is the server's explanation of a refusal. */
export interface StartAnswer {
  ok: boolean;
  status: number;
  message?: string;
}

/** The answer to GET /api/v1/generator/status/:track_id: the latest progress message. */
export type StatusAnswer = {
  status: string;
  track_id?: string;
  message?: unknown;
  s3Url?: string;
  fileUrl?: string;
};

/** The request of the wizard; the client adds track_id, webhook and user_id. */
export type WizardRequest = Omit<GenerationRequestInput, 'track_id' | 'webhook' | 'user_id'>;

/** The generation kept across reloads, tabs and later visits: its track_id, what was asked, and whether the ready dialog was closed. */
export interface StoredGeneration {
  trackId: string;
  request: WizardRequest;
  /** The person closed the ready dialog: a later visit offers the download without opening the dialog again. */
  seen: boolean;
}

/** Where the client keeps the active or last generation of the signed-in person. */
export interface GenerationStore {
  read(): StoredGeneration | undefined;
  write(generation: StoredGeneration): void;
  clear(): void;
}

export interface GenerationClientDeps {
  clock: Clock;
  openStream(trackId: string): StreamLike;
  startRequest(body: GenerationRequestInput): Promise<StartAnswer>;
  /** Resolves null when the server knows no generation of this track_id for this person (404). */
  fetchStatus(trackId: string): Promise<StatusAnswer | null>;
  store: GenerationStore;
  alert(text: string): void;
  /** The client's texts in the person's language at the moment they are shown (the language may change meanwhile). */
  texts(): GenerationTexts;
  newTrackId(): string;
  /** The callback URL sent as `webhook` (the server ignores it, spec section 3 asks for it). */
  webhook: string;
  /** Sent as `user_id`: the signed-in user's email. */
  userId?: string;
}

/** `resuming`: a stored generation is being looked up after a reload, in a second tab or on a later visit. */
export type GenerationPhase = 'idle' | 'resuming' | 'starting' | 'running' | 'completed' | 'failed';

export interface GenerationState {
  readonly phase: GenerationPhase;
  /** 0 to 100. */
  readonly progress: number;
  /** The status line. */
  readonly text: string;
  readonly trackId?: string;
  /** The request of this track, as the wizard sent it. */
  readonly request?: WizardRequest;
  /** The server holds a job for this track (false for a start that was refused or has not been answered yet). */
  readonly accepted: boolean;
  readonly resultUrl?: string;
  /** The server's own explanation of a refused start or a failed generation, when it sent one. */
  readonly error?: string;
  readonly showProgressModal: boolean;
  readonly showCompletionModal: boolean;
}

export type GenerationListener = (state: GenerationState) => void;

export interface GenerationClient {
  /** Starts a generation; ignored while one is resuming, starting or running. */
  start(request: WizardRequest): Promise<void>;
  /**
   * Picks up the stored generation, if any: a finished one is shown (its download or its failure), a running one
   * gets the progress modal and its stream again. Ignored unless the client is idle.
   */
  resume(): Promise<void>;
  subscribe(listener: GenerationListener): () => void;
  getState(): GenerationState;
  /** Closes the ready dialog; the stored generation remembers it was seen. */
  closeCompletionModal(): void;
  /** Remembers that the result was taken (downloaded, opened in the editor, published): later visits do not open the ready dialog again. */
  markSeen(): void;
  /** Forgets a finished or refused generation (stored one included), back to idle; ignored while one is under way. */
  forget(): void;
  dispose(): void;
}
