import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { generate, OpenAiCompatibleProvider, type GenerationResult } from '../../src/index.ts';
import { fixedNow } from './requests.ts';
import { authorsOf, sloppyRequest } from './sloppy-briefs.ts';
import { startSloppyModel, type SlipRates } from './sloppy-model.ts';

export interface SloppyRun {
  request: GenerationRequestInput;
  result?: GenerationResult;
  error?: string;
  /** Requests the model got for this generation (repeats after a timeout or an unusable answer included). */
  calls: number;
}

export interface SloppyRunOptions {
  count: number;
  rates: SlipRates;
  seed: string;
  /** The client's time for one answer; a stalled answer comes after twice that. */
  timeoutMs?: number;
}

/**
 * `count` generations (English, Russian and German in turn) against one model that slips at `rates`, through the real
 * OpenAI-compatible provider: each generation's result or error, and how many requests the model got for it.
 */
export async function runSloppyGenerations(options: SloppyRunOptions): Promise<SloppyRun[]> {
  const requests = Array.from({ length: options.count }, (_, index) => sloppyRequest(index));
  const timeoutMs = options.timeoutMs ?? 2000;
  const server = await startSloppyModel({ seed: options.seed, rates: options.rates, author: await authorsOf(requests), stallMs: timeoutMs * 2 });
  const ai = new OpenAiCompatibleProvider({ baseUrl: server.url, apiKey: 'test-key', model: 'sloppy-model', timeoutMs, backoffMs: 10, concurrency: 8 });
  // One generation at a time: rendering holds the event loop, and a model's answer waiting behind it would time out.
  const runs: SloppyRun[] = [];
  try {
    for (const request of requests) {
      const asked = server.requests.length;
      try {
        const result = await generate(request, { ai, now: fixedNow });
        runs.push({ request, result, calls: server.requests.length - asked });
      } catch (error) {
        runs.push({ request, error: error instanceof Error ? error.message : String(error), calls: server.requests.length - asked });
      }
    }
  } finally {
    await server.close();
  }
  return runs;
}
