import type { GenerationRequestInput } from '@sitecraft/shared/generation';

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

export interface GenerationClientDeps {
  clock: Clock;
  openStream(trackId: string): StreamLike;
  startRequest(body: GenerationRequestInput): Promise<StartAnswer>;
  fetchStatus(trackId: string): Promise<StatusAnswer>;
  alert(text: string): void;
  newTrackId(): string;
  /** The callback URL sent as `webhook` (the server ignores it, spec section 3 asks for it). */
  webhook: string;
  /** Sent as `user_id`: the signed-in user's email. */
  userId?: string;
}

export type GenerationPhase = 'idle' | 'starting' | 'running' | 'completed' | 'failed';

export interface GenerationState {
  readonly phase: GenerationPhase;
  /** 0 to 100. */
  readonly progress: number;
  /** The status line. */
  readonly text: string;
  readonly trackId?: string;
  readonly resultUrl?: string;
  /** The server's own explanation of a refused start or a failed generation, when it sent one. */
  readonly error?: string;
  readonly showProgressModal: boolean;
  readonly showCompletionModal: boolean;
}

export type GenerationListener = (state: GenerationState) => void;

export interface GenerationClient {
  /** Starts a generation; ignored while one is starting or running. */
  start(request: WizardRequest): Promise<void>;
  subscribe(listener: GenerationListener): () => void;
  getState(): GenerationState;
  closeCompletionModal(): void;
  dispose(): void;
}
