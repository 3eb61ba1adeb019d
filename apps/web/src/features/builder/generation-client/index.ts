export { browserGenerationStore, createBrowserDeps } from './browser-deps.ts';
export { createGenerationClient, donePauseMs, idleState, maxReconnectAttempts, reconnectDelayMs, statusPollIntervalMs } from './generation-client.ts';
export { generationTextsOf, type GenerationTexts } from './texts.ts';
export type * from './types.ts';
