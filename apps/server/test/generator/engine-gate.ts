import { GenerationError } from '@sitecraft/sitegen';
import type { GenerationEngine } from '../../src/modules/generator/generation-engine.ts';

/**
 * A gate for engine doubles: while it is shut (`hold`) a generation waits at `pass` until `release`; aborting it (time
 * limit, shutdown) rejects as the real engine does.
 */
export function engineGate() {
  let open: () => void = () => {};
  let gate = Promise.resolve();
  return {
    pass(signal: AbortSignal): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const stop = () => reject(new GenerationError('aborted', 'The generation was cancelled.'));
        if (signal.aborted) return stop();
        signal.addEventListener('abort', stop, { once: true });
        void gate.then(resolve);
      });
    },
    /** Shuts the gate: the next generations wait until `release`. */
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
    },
  };
}

/**
 * An engine double that waits at a gate the test opens, then reports the last stage and returns `zip`. While the
 * gate is shut the job is running and held by this process's worker.
 */
export function gatedEngine(zip: Uint8Array) {
  const gate = engineGate();
  const engine: GenerationEngine = async (_request, { onProgress, signal }) => {
    await gate.pass(signal);
    onProgress({ status: 'creating_zip', message: 'Packing your website into a ZIP archive…', progress: 90 });
    return { zip };
  };
  return { engine, hold: gate.hold, release: gate.release };
}
