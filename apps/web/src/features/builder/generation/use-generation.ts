import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserGenerationStore, createBrowserDeps, createGenerationClient, idleState } from '../generation-client/index.ts';
import type { GenerationClient, GenerationState, StoredGeneration, WizardRequest } from '../generation-client/index.ts';

/**
 * Holds one generation client for the page. The client is made on first use and disposed when the page goes;
 * StrictMode's rehearsal of that disposal simply leads to a fresh client on the next use.
 */
function createClientHolder() {
  let client: GenerationClient | undefined;
  const current = () => (client ??= createGenerationClient(createBrowserDeps()));
  return {
    subscribe: (onChange: () => void) => current().subscribe(onChange),
    getState: () => client?.getState() ?? idleState,
    start: (request: WizardRequest) => current().start(request),
    resume: () => current().resume(),
    closeCompletionModal: () => client?.closeCompletionModal(),
    markSeen: () => client?.markSeen(),
    forget: () => client?.forget(),
    release: () => {
      client?.dispose();
      client = undefined;
    },
  };
}

/**
 * The generation client's state for rendering and its actions. On mount it resumes the stored generation;
 * `stored` is that generation as the page found it, so the wizard can show its answers from the first render.
 */
export function useGeneration() {
  const [holder] = useState(createClientHolder);
  const [stored] = useState<StoredGeneration | undefined>(() => browserGenerationStore().read());
  const state = useSyncExternalStore(holder.subscribe, holder.getState);
  useEffect(() => holder.release, [holder]);
  useEffect(() => void holder.resume(), [holder]);
  return { state, stored, start: holder.start, closeCompletionModal: holder.closeCompletionModal, markSeen: holder.markSeen, forget: holder.forget };
}

/** Whether a generation is being resumed, started or followed: the wizard does not start another meanwhile. */
export function isGenerating(state: GenerationState): boolean {
  return state.phase === 'resuming' || state.phase === 'starting' || state.phase === 'running';
}
