import { setTimeout as sleep } from 'node:timers/promises';
import type { EngineProgress, GenerationEngine } from './generation-engine.ts';

/**
 * For tests that run the server as a child process (GENERATION_TEST_DELAY_MS, honoured only with NODE_ENV=test):
 * the engine's stages reach onProgress `delayMs` apart, the first `delayMs` after the start, so a test can subscribe
 * before the first stage or stop a process in the middle of a generation. The engine itself runs first, unchanged.
 */
export function withStageDelay(engine: GenerationEngine, delayMs: number): GenerationEngine {
  if (delayMs <= 0) return engine;
  return async (request, { onProgress, signal }) => {
    const stages: EngineProgress[] = [];
    const result = await engine(request, { signal, onProgress: (stage) => stages.push(stage) });
    for (const stage of stages) {
      await sleep(delayMs, undefined, { signal });
      onProgress(stage);
    }
    return result;
  };
}
