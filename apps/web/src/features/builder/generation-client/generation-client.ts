import { completedStatus, failureStatuses, findStage } from '@sitecraft/shared/generation';
import { parseMessageObject, parseStreamData, stepNumber } from './message-parser.ts';
import type { ParsedMessage } from './message-parser.ts';
import { generationTexts as texts } from './texts.ts';
import type {
  CancelTimer,
  GenerationClient,
  GenerationClientDeps,
  GenerationListener,
  GenerationState,
  StartAnswer,
  StatusAnswer,
  StreamLike,
} from './types.ts';

export const maxReconnectAttempts = 5;
export const statusPollIntervalMs = 10_000;

/** The wait before reconnect attempt `attempt` (1-based): 2 s doubled per attempt, at most 10 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(10_000, 2_000 * 2 ** (attempt - 1));
}

const idleState: GenerationState = { phase: 'idle', progress: 0, text: '', showProgressModal: false, showCompletionModal: false };

function isFinal(message: ParsedMessage): boolean {
  return (
    message.status === completedStatus ||
    message.resultUrl !== undefined ||
    (failureStatuses as readonly (string | undefined)[]).includes(message.status) ||
    message.innerStatus === 'processing_failed'
  );
}

function hasText(text: string | undefined): text is string {
  return text !== undefined && text.trim().length > 0;
}

/**
 * The wizard's generation client (spec section 4, "Generation lifecycle" and "Stream recovery"):
 * starts a generation, follows its progress stream and recovers from a lost stream. The UI renders
 * `getState()` and re-renders on `subscribe`.
 */
export function createGenerationClient(deps: GenerationClientDeps): GenerationClient {
  let state = idleState;
  const listeners = new Set<GenerationListener>();
  // Completed and failed tracks: a late stream message or poll answer for them changes nothing.
  const finishedTrackIds = new Set<string>();
  let stream: StreamLike | undefined;
  let cancelTimer: CancelTimer | undefined;
  let attemptsUsed = 0;
  let reconnecting = false;
  let disposed = false;

  function update(patch: Partial<GenerationState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  }

  function isActive(trackId: string): boolean {
    return !disposed && state.phase === 'running' && state.trackId === trackId;
  }

  /** Whether a message of this track still counts: it is the current one and has not finished. */
  function accepts(trackId: string): boolean {
    return !disposed && state.trackId === trackId && !finishedTrackIds.has(trackId);
  }

  function closeStream(): void {
    const current = stream;
    stream = undefined;
    reconnecting = false;
    current?.close();
  }

  function stopTimer(): void {
    cancelTimer?.();
    cancelTimer = undefined;
  }

  function finish(trackId: string): void {
    finishedTrackIds.add(trackId);
    closeStream();
    stopTimer();
  }

  function complete(trackId: string, resultUrl: string | undefined): void {
    finish(trackId);
    update({ phase: 'completed', progress: 100, text: texts.done, resultUrl, showProgressModal: false, showCompletionModal: true });
  }

  function fail(trackId: string, message: ParsedMessage): void {
    finish(trackId);
    update({ phase: 'failed', text: texts.failed, error: message.text, showProgressModal: false });
    if (message.status === 'processing_failed' || message.innerStatus === 'processing_failed') deps.alert(texts.processingFailedAlert);
  }

  /** Applies one message of the track; `source` is the stream that delivered it, if any. */
  function receive(trackId: string, message: ParsedMessage, source?: StreamLike): void {
    if (!accepts(trackId)) return;
    if (message.trackId !== undefined && message.trackId !== trackId) return;
    if (message.status === completedStatus || message.resultUrl !== undefined) return complete(trackId, message.resultUrl);
    if (isFinal(message)) return fail(trackId, message);
    if (message.status === 'connected' || message.status === 'heartbeat') return;
    if (message.status === 'disconnected') {
      if (source !== undefined && source === stream) loseStream(trackId);
      return;
    }
    const stage = message.status === undefined ? undefined : findStage(message.status);
    if (stage) return update({ progress: stage.progress, text: hasText(message.text) ? message.text : stage.text });
    const step = stepNumber(message.text);
    if (step !== undefined) return update({ progress: Math.min(100, (step / 10) * 100), text: texts.step(step) });
    if (hasText(message.text)) update({ text: message.text });
  }

  function markConnected(): void {
    if (!reconnecting) return;
    reconnecting = false;
    // A working connection earns a fresh set of attempts for the next loss.
    attemptsUsed = 0;
    update({ text: texts.reconnected });
  }

  function openTrackStream(trackId: string, isReconnect: boolean): void {
    const source = deps.openStream(trackId);
    stream = source;
    reconnecting = isReconnect;
    source.onopen = () => {
      if (source === stream) markConnected();
    };
    source.onmessage = (event) => {
      if (!accepts(trackId)) return;
      if (source === stream) markConnected();
      receive(trackId, parseStreamData(event.data), source);
    };
    source.onerror = () => {
      if (source === stream) loseStream(trackId);
    };
  }

  async function fetchStatus(trackId: string): Promise<StatusAnswer | undefined> {
    try {
      return await deps.fetchStatus(trackId);
    } catch {
      return undefined;
    }
  }

  /** Applies a status answer during recovery; true when it ended the generation. */
  function settleFromStatus(trackId: string, answer: StatusAnswer | undefined): boolean {
    if (!isActive(trackId)) return true;
    if (!answer) return false;
    const message = parseMessageObject(answer);
    if (isFinal(message)) {
      receive(trackId, message);
      return true;
    }
    // The status line keeps the recovery text; the bar may still move.
    const stage = findStage(message.status ?? '');
    if (stage) update({ progress: stage.progress });
    return false;
  }

  function loseStream(trackId: string): void {
    closeStream();
    void recover(trackId);
  }

  async function recover(trackId: string): Promise<void> {
    if (!isActive(trackId)) return;
    const answer = await fetchStatus(trackId);
    if (settleFromStatus(trackId, answer) || stream !== undefined || cancelTimer !== undefined) return;
    if (attemptsUsed < maxReconnectAttempts) {
      attemptsUsed += 1;
      update({ text: texts.reconnectAttempt(attemptsUsed) });
      cancelTimer = deps.clock.timeout(() => {
        cancelTimer = undefined;
        if (isActive(trackId)) openTrackStream(trackId, true);
      }, reconnectDelayMs(attemptsUsed));
      return;
    }
    update({ text: texts.waitingForCompletion });
    cancelTimer = deps.clock.interval(() => {
      void fetchStatus(trackId).then((next) => settleFromStatus(trackId, next));
    }, statusPollIntervalMs);
  }

  async function start(request: Parameters<GenerationClient['start']>[0]): Promise<void> {
    if (disposed || state.phase === 'starting' || state.phase === 'running') return;
    const trackId = deps.newTrackId();
    closeStream();
    stopTimer();
    attemptsUsed = 0;
    update({ ...idleState, phase: 'starting', trackId, resultUrl: undefined, error: undefined });
    let answer: StartAnswer | undefined;
    try {
      answer = await deps.startRequest({ ...request, track_id: trackId, webhook: deps.webhook, user_id: deps.userId });
    } catch {
      answer = undefined;
    }
    if (disposed || state.trackId !== trackId) return;
    if (!answer?.ok) {
      update({ phase: 'failed', text: texts.startFailed, error: answer?.message });
      deps.alert(texts.startFailedAlert);
      return;
    }
    update({ phase: 'running', text: texts.started, showProgressModal: true });
    openTrackStream(trackId, false);
  }

  return {
    start,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    closeCompletionModal: () => update({ showCompletionModal: false }),
    dispose() {
      disposed = true;
      closeStream();
      stopTimer();
      listeners.clear();
    },
  };
}
