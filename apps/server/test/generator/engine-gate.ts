import { GenerationError } from '@sitecraft/sitegen';
import type { GenerationEngine } from '../../src/modules/generator/generation-engine.ts';

/**
 * An engine double that waits at a gate the test opens, then reports the last stage and returns `zip`. While the
 * gate is shut the job is running and held by this process's worker; aborting it (time limit, shutdown) rejects as
 * the real engine does.
 */
export function gatedEngine(zip: Uint8Array) {
  let open: () => void = () => {};
  let gate = Promise.resolve();
  const engine: GenerationEngine = async (_request, { onProgress, signal }) => {
    await new Promise<void>((resolve, reject) => {
      const stop = () => reject(new GenerationError('aborted', 'The generation was cancelled.'));
      if (signal.aborted) return stop();
      signal.addEventListener('abort', stop, { once: true });
      void gate.then(resolve);
    });
    onProgress({ status: 'creating_zip', message: 'Packing your website into a ZIP archive…', progress: 90 });
    return { zip };
  };
  return {
    engine,
    /** Shuts the gate: the next generations wait until `release`. */
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
    },
  };
}
