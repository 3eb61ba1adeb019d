export type GenerationErrorCode = 'invalid_request' | 'aborted' | 'ai_unavailable' | 'ai_invalid_output' | 'images_unavailable' | 'stop_word_found' | 'quality_failed';

/** A generation that cannot finish, with a reason a customer can read. */
export class GenerationError extends Error {
  constructor(
    readonly code: GenerationErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'GenerationError';
  }
}

/** Throws the engine's "aborted" error when the run's signal has fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new GenerationError('aborted', 'The generation was cancelled.');
}
