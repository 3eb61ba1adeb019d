export { createBrowserDeps } from './browser-deps.ts';
export { createGenerationClient, maxReconnectAttempts, reconnectDelayMs, statusPollIntervalMs } from './generation-client.ts';
export { generationTexts } from './texts.ts';
export type * from './types.ts';
