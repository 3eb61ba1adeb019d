import { useEffect, useState, useSyncExternalStore } from 'react';
import { createBrowserDeps, createGenerationClient } from '../generation-client/index.ts';
import type { GenerationClient, GenerationState, WizardRequest } from '../generation-client/index.ts';

const notStarted: GenerationState = { phase: 'idle', progress: 0, text: '', showProgressModal: false, showCompletionModal: false };

/**
 * Holds one generation client for the page. The client is made on first use and disposed when the page goes;
 * StrictMode's rehearsal of that disposal simply leads to a fresh client on the next use.
 */
function createClientHolder() {
  let client: GenerationClient | undefined;
  const current = () => (client ??= createGenerationClient(createBrowserDeps()));
  return {
    subscribe: (onChange: () => void) => current().subscribe(onChange),
    getState: () => client?.getState() ?? notStarted,
    start: (request: WizardRequest) => current().start(request),
    closeCompletionModal: () => client?.closeCompletionModal(),
    release: () => {
      client?.dispose();
      client = undefined;
    },
  };
}

/** The generation client's state for rendering, and its two actions. */
export function useGeneration() {
  const [holder] = useState(createClientHolder);
  const state = useSyncExternalStore(holder.subscribe, holder.getState);
  useEffect(() => holder.release, [holder]);
  return { state, start: holder.start, closeCompletionModal: holder.closeCompletionModal };
}

export function isGenerating(state: GenerationState): boolean {
  return state.phase === 'starting' || state.phase === 'running';
}
