export type GenerationErrorCode = 'invalid_request' | 'aborted' | 'ai_unavailable' | 'ai_invalid_output' | 'images_unavailable' | 'stop_word_found' | 'quality_failed';

/**
 * A generation that cannot finish: `message` is the reason a customer can read and act on;
 * `detail`, where there is one, is what an operator needs (the service, the status, the answer).
 */
export class GenerationError extends Error {
  constructor(
    readonly code: GenerationErrorCode,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'GenerationError';
  }
}

/** What a customer is told when the AI writer fails; the operator's detail goes with it. */
export const writerFailure = {
  unavailable: 'The AI writer could not be reached, so your website was not written. Your credits were refunded; please try again in a few minutes.',
  unusable: 'The AI writer gave texts that could not be used, so your website was not finished. Your credits were refunded; please try again.',
} as const;

/** Throws the engine's "aborted" error when the run's signal has fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new GenerationError('aborted', 'The generation was cancelled.');
}
