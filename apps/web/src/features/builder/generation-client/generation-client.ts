import { findStage } from '@sitecraft/shared/generation';
import { isCompletion, isFinal, parseMessageObject, parseStreamData, stepNumber } from './message-parser.ts';
import type { ParsedMessage } from './message-parser.ts';
import type {
  CancelTimer,
  GenerationClient,
  GenerationClientDeps,
  GenerationListener,
  GenerationState,
  StartAnswer,
  StatusAnswer,
  StreamLike,
  WizardRequest,
} from './types.ts';

export const maxReconnectAttempts = 5;
export const statusPollIntervalMs = 10_000;
/**
 * How long 'Done!' at 100 % stays in the progress modal before the ready dialog replaces it. It is a message,
 * not an animation, so it stays under reduced motion too (the bar's own transition is switched off there).
 */
export const donePauseMs = 800;

/** The wait before reconnect attempt `attempt` (1-based): 2 s doubled per attempt, at most 10 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(10_000, 2_000 * 2 ** (attempt - 1));
}

/** The state before any generation, and after one is forgotten. */
export const idleState: GenerationState = { phase: 'idle', progress: 0, text: '', accepted: false, showProgressModal: false, showCompletionModal: false };

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
  let cancelDonePause: CancelTimer | undefined;
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

  /** Whether the stored generation is this track's: another tab may have started a newer one since. */
  function storesTrack(trackId: string): boolean {
    return deps.store.read()?.trackId === trackId;
  }

  /**
   * Progress 100 and 'Done!' (spec section 4). A progress modal that is open shows them for `donePauseMs` before
   * the ready dialog replaces it; without one (a finished generation found on resume) the ready dialog opens at once.
   */
  function complete(trackId: string, resultUrl: string | undefined, showDialog = true): void {
    finish(trackId);
    const done = { phase: 'completed', progress: 100, text: deps.texts().done, resultUrl } as const;
    if (!state.showProgressModal) return update({ ...done, showCompletionModal: showDialog });
    update({ ...done, showProgressModal: true, showCompletionModal: false });
    cancelDonePause = deps.clock.timeout(() => {
      cancelDonePause = undefined;
      if (!disposed && state.trackId === trackId) update({ showProgressModal: false, showCompletionModal: true });
    }, donePauseMs);
  }

  /** Ends the track as failed; `live` is false for a failure found on resume, which was alerted when it happened. */
  function fail(trackId: string, message: ParsedMessage, live = true): void {
    finish(trackId);
    update({ phase: 'failed', text: deps.texts().failed, error: message.text, showProgressModal: false });
    if (live && (message.status === 'processing_failed' || message.innerStatus === 'processing_failed')) deps.alert(deps.texts().processingFailedAlert);
  }

  /** Applies one message of the track; `source` is the stream that delivered it, if any. */
  function receive(trackId: string, message: ParsedMessage, source?: StreamLike): void {
    if (!accepts(trackId)) return;
    if (message.trackId !== undefined && message.trackId !== trackId) return;
    if (isCompletion(message)) return complete(trackId, message.resultUrl);
    if (isFinal(message)) return fail(trackId, message);
    if (message.status === 'connected' || message.status === 'heartbeat') return;
    if (message.status === 'disconnected') {
      if (source !== undefined && source === stream) loseStream(trackId);
      return;
    }
    const stage = message.status === undefined ? undefined : findStage(message.status);
    // A stream opened mid-run (a reload, a second tab) first replays the stages so far: the bar never moves back.
    if (stage && stage.progress < state.progress) return;
    if (stage) return update({ progress: stage.progress, text: deps.texts().stage(stage.status) });
    const step = stepNumber(message.text);
    if (step !== undefined) return update({ progress: Math.min(100, (step / 10) * 100), text: deps.texts().step(step) });
    if (hasText(message.text)) update({ text: message.text });
  }

  function markConnected(): void {
    if (!reconnecting) return;
    reconnecting = false;
    // A working connection earns a fresh set of attempts for the next loss.
    attemptsUsed = 0;
    update({ text: deps.texts().reconnected });
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

  /** The status answer; null when the server knows no such generation, undefined when no answer came. */
  async function fetchStatus(trackId: string): Promise<StatusAnswer | null | undefined> {
    try {
      return await deps.fetchStatus(trackId);
    } catch {
      return undefined;
    }
  }

  /** Applies a status answer during recovery; true when it ended the generation. */
  function settleFromStatus(trackId: string, answer: StatusAnswer | null | undefined): boolean {
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
      update({ text: deps.texts().reconnectAttempt(attemptsUsed) });
      cancelTimer = deps.clock.timeout(() => {
        cancelTimer = undefined;
        if (isActive(trackId)) openTrackStream(trackId, true);
      }, reconnectDelayMs(attemptsUsed));
      return;
    }
    update({ text: deps.texts().waitingForCompletion });
    cancelTimer = deps.clock.interval(() => {
      void fetchStatus(trackId).then((next) => settleFromStatus(trackId, next));
    }, statusPollIntervalMs);
  }

  function isResuming(trackId: string): boolean {
    return !disposed && state.phase === 'resuming' && state.trackId === trackId;
  }

  function isUnderWay(): boolean {
    return state.phase === 'resuming' || state.phase === 'starting' || state.phase === 'running';
  }

  function reset(): void {
    closeStream();
    stopTimer();
    cancelDonePause?.();
    cancelDonePause = undefined;
    attemptsUsed = 0;
  }

  async function start(request: WizardRequest): Promise<void> {
    if (disposed || isUnderWay()) return;
    const trackId = deps.newTrackId();
    reset();
    update({ ...idleState, phase: 'starting', trackId, request });
    // Kept before the request is sent: a reload while it is under way may leave a job the server accepted.
    deps.store.write({ trackId, request, seen: false });
    let answer: StartAnswer | undefined;
    try {
      answer = await deps.startRequest({ ...request, track_id: trackId, webhook: deps.webhook, user_id: deps.userId });
    } catch {
      answer = undefined;
    }
    if (disposed || state.trackId !== trackId) return;
    if (!answer?.ok) {
      // A refused start left no job to come back to. A start that got no answer at all may have reached the
      // server: it stays stored, and the next visit asks the server.
      if (answer && storesTrack(trackId)) deps.store.clear();
      update({ phase: 'failed', text: deps.texts().startFailed, error: answer?.message });
      deps.alert(deps.texts().startFailedAlert);
      return;
    }
    update({ phase: 'running', accepted: true, text: deps.texts().started, showProgressModal: true });
    openTrackStream(trackId, false);
  }

  async function resume(): Promise<void> {
    if (disposed || state.phase !== 'idle') return;
    const stored = deps.store.read();
    if (!stored) return;
    const { trackId, request, seen } = stored;
    update({ ...idleState, phase: 'resuming', trackId, request, accepted: true });
    const answer = await fetchStatus(trackId);
    // The person may have started or forgotten a generation meanwhile.
    if (!isResuming(trackId)) return;
    if (answer === null) {
      if (storesTrack(trackId)) deps.store.clear();
      return update(idleState);
    }
    const message = answer ? parseMessageObject(answer) : undefined;
    if (message && isCompletion(message)) return complete(trackId, message.resultUrl, !seen);
    if (message && isFinal(message)) return fail(trackId, message, false);
    // Still running, or the status did not answer: the stream tells the current state first, and the usual
    // recovery takes over if it cannot be opened.
    update({ phase: 'running', text: deps.texts().started, showProgressModal: true });
    if (message) receive(trackId, message);
    openTrackStream(trackId, false);
  }

  function markSeen(): void {
    const stored = deps.store.read();
    if (stored && stored.trackId === state.trackId && !stored.seen) deps.store.write({ ...stored, seen: true });
  }

  return {
    start,
    resume,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    closeCompletionModal() {
      update({ showCompletionModal: false });
      markSeen();
    },
    markSeen,
    forget() {
      if (disposed || isUnderWay()) return;
      if (state.trackId !== undefined && storesTrack(state.trackId)) deps.store.clear();
      reset();
      update(idleState);
    },
    dispose() {
      disposed = true;
      reset();
      listeners.clear();
    },
  };
}
