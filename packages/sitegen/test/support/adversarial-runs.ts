import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { generate, OpenAiCompatibleProvider, type GenerationResult } from '../../src/index.ts';
import { adversarialRequest, carefulAnswersOf, ownerWords } from './adversarial-briefs.ts';
import { startAdversarialModel, type AdversarialRates } from './adversarial-model.ts';
import type { ChatRequest } from './fake-chat-server.ts';
import { scanZip, type PageFault } from './page-faults.ts';
import { fixedNow } from './requests.ts';

/** A writer's rates with a name for the reports ("careful", "careless"). */
export interface WriterProfile {
  name: string;
  rates: AdversarialRates;
}

export interface AdversarialRun {
  request: GenerationRequestInput;
  profile: string;
  result?: GenerationResult;
  error?: string;
  /** Requests the writer got for this generation, repeats after an error or an unusable answer included. */
  calls: number;
  /** What the independent scan of the ZIP found on the pages. */
  faults: PageFault[];
}

export interface AdversarialRunOptions {
  count: number;
  seed: string;
  /** The writer of the n-th generation. */
  profile: (index: number) => WriterProfile;
  /** The client's time for one answer: a slow answer comes within it, a stalled one after. */
  timeoutMs?: number;
}

/**
 * `count` generations (English, Russian, German, French, Spanish and Japanese in turn) against the adversarial writer,
 * through the real OpenAI-compatible provider, each ZIP scanned for faults on its pages without the engine's help.
 */
export async function runAdversarialGenerations(options: AdversarialRunOptions): Promise<AdversarialRun[]> {
  const requests = Array.from({ length: options.count }, (_, index) => adversarialRequest(index));
  const byDomain = new Map(requests.map((input, index) => [input.domain_name, options.profile(index)]));
  const profileOf = (request: ChatRequest) => {
    const user = request.messages.find((message) => message.role === 'user')?.content ?? '';
    return byDomain.get(/\(website ([^)]+)\)/u.exec(user)?.[1] ?? '');
  };
  const timeoutMs = options.timeoutMs ?? 3000;
  const server = await startAdversarialModel({
    seed: options.seed,
    careful: await carefulAnswersOf(requests),
    ratesFor: (request) => {
      const profile = profileOf(request);
      if (!profile) throw new Error('a prompt for a website of no request');
      return profile.rates;
    },
    stallMs: timeoutMs * 2,
    slowMs: timeoutMs / 2,
  });
  const ai = new OpenAiCompatibleProvider({ baseUrl: server.url, apiKey: 'test-key', model: 'adversarial-model', timeoutMs, backoffMs: 10, concurrency: 8 });
  const runs: AdversarialRun[] = [];
  try {
    // One generation at a time: rendering holds the event loop, and an answer waiting behind it would time out.
    for (const [index, request] of requests.entries()) {
      const asked = server.requests.length;
      const profile = options.profile(index).name;
      try {
        const result = await generate(request, { ai, now: fixedNow });
        runs.push({ request, profile, result, calls: server.requests.length - asked, faults: scanZip(result.zip, ownerWords(request)) });
      } catch (error) {
        runs.push({ request, profile, error: error instanceof Error ? error.message : String(error), calls: server.requests.length - asked, faults: [] });
      }
    }
  } finally {
    await server.close();
  }
  return runs;
}
