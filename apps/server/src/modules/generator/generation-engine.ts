import type { GenerationQuality } from '@sitecraft/shared/admin';
import type { GenerationRequest } from '@sitecraft/shared/generation';
import { GenerationError, OfflineComposer, OpenAiCompatibleProvider, generate, languageSupport, type AiProvider, type LanguageSupport, type SiteModel } from '@sitecraft/sitegen';
import type { Config } from '../../config.ts';

export interface EngineProgress {
  status: string;
  message: string;
  progress: number;
}

/** Turns a request into a ZIP, reporting stages; rejects with an Error whose message a customer can act on. */
export type GenerationEngine = (
  request: GenerationRequest,
  options: {
    onProgress: (progress: EngineProgress) => void;
    signal: AbortSignal;
    /** The action of a site's contact form (its forms endpoint), by domain: the engine renders no form on HTML sites without it. */
    formAction?: (host: string) => Promise<string>;
  },
) => Promise<{ zip: Uint8Array; models?: readonly SiteModel[]; quality?: GenerationQuality }>;

/** Errors whose message is written for the customer; anything else is ours and stays in the log. */
export function isCustomerFacing(error: unknown): error is GenerationError {
  return error instanceof GenerationError;
}

/** The sitegen engine with the offline composer, or an OpenAI-compatible model when AI_BASE_URL is set. */
export function createSitegenEngine(config: Config): GenerationEngine {
  const ai = textWriter(config);
  return async (request, { onProgress, signal, formAction }) => {
    const result = await generate(request, {
      ai,
      signal,
      onProgress: (event) => onProgress({ status: event.status, message: event.message, progress: event.progress }),
      formAction,
      formRetentionDays: config.forms.retentionDays,
    });
    return { zip: result.zip, models: result.sites.map((site) => site.model), quality: { checks: [...result.quality.checks], rounds: result.quality.rounds, repairs: result.quality.repairs } };
  };
}

/** The writer of the texts under this configuration: an OpenAI-compatible model when AI_BASE_URL is set, else the offline composer. */
export function textWriter(config: Config): AiProvider {
  return config.ai.baseUrl ? new OpenAiCompatibleProvider({ baseUrl: config.ai.baseUrl, apiKey: config.ai.apiKey, model: config.ai.model }) : new OfflineComposer();
}

/** Which languages get full texts and which their interface only, under this configuration. */
export function supportedLanguages(config: Config): { writer: string; languages: LanguageSupport[] } {
  const ai = textWriter(config);
  return { writer: ai.name, languages: languageSupport(ai) };
}
