import { GenerationError, writerFailure } from '../errors.ts';
import { timedSignal } from '../timed-signal.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type ResponseFormat = { type: 'json_schema'; json_schema: { name: string; schema: unknown; strict: false } } | { type: 'json_object' } | undefined;

export interface ChatClientOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Time for one HTTP answer before it counts as failed and is retried. */
  timeoutMs: number;
  /** Attempts for timeouts, 429 and 5xx before the run ends. */
  maxAttempts: number;
  /** First pause between attempts; it doubles each time (or follows Retry-After). */
  backoffMs: number;
  fetch?: typeof fetch;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(new GenerationError('aborted', 'The generation was cancelled.'));
    }
    signal.addEventListener('abort', stop, { once: true });
  });
}

function retryAfterMs(header: string | null): number | undefined {
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, 30_000) : undefined;
}

interface ChatAnswer {
  choices?: { message?: { content?: string | null } }[];
}

/**
 * A client of the chat-completions API (OpenAI, Ollama, vLLM, LM Studio, OpenRouter…):
 * one POST per call, retried with backoff on timeouts, 429 and 5xx, then a clear error.
 */
export class ChatClient {
  private readonly endpoint: string;
  private readonly host: string;

  constructor(private readonly options: ChatClientOptions) {
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    this.host = new URL(this.endpoint).host;
  }

  /** The model's answer text. A 400 that names response_format is retried without it. */
  async complete(messages: readonly ChatMessage[], format: ResponseFormat, signal: AbortSignal): Promise<string> {
    let responseFormat = format;
    let lastReason = '';
    for (let attempt = 1; attempt <= this.options.maxAttempts; attempt += 1) {
      if (signal.aborted) throw new GenerationError('aborted', 'The generation was cancelled.');
      let wait = this.options.backoffMs * 2 ** (attempt - 1);
      try {
        const response = await this.post(messages, responseFormat, signal);
        if (response.ok) {
          const content = (JSON.parse(response.body) as ChatAnswer).choices?.[0]?.message?.content;
          if (typeof content === 'string') return content;
          lastReason = 'an answer without message content';
        } else if (response.status === 429 || response.status >= 500) {
          lastReason = `HTTP ${response.status}`;
          wait = retryAfterMs(response.retryAfter) ?? wait;
        } else {
          const detail = response.body.slice(0, 200);
          if (response.status === 400 && responseFormat && /response_format|json_schema|json_object/i.test(detail)) {
            // Servers without structured output: ask for plain JSON mode, then for no format at all.
            responseFormat = responseFormat.type === 'json_schema' ? { type: 'json_object' } : undefined;
            attempt -= 1;
            continue;
          }
          const key = response.status === 401 || response.status === 403 ? ' (check AI_API_KEY)' : '';
          throw new GenerationError('ai_unavailable', writerFailure.unavailable, `The AI service at ${this.host} refused the request with HTTP ${response.status}${key}: ${detail}`);
        }
      } catch (error) {
        if (error instanceof GenerationError) throw error;
        if (signal.aborted) throw new GenerationError('aborted', 'The generation was cancelled.');
        lastReason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${Math.round(this.options.timeoutMs / 1000)} s` : `a network error (${error instanceof Error ? error.message : String(error)})`;
      }
      if (attempt < this.options.maxAttempts) await sleep(wait, signal);
    }
    throw new GenerationError('ai_unavailable', writerFailure.unavailable, `The AI service at ${this.host} gave ${lastReason} on each of ${this.options.maxAttempts} attempts.`);
  }

  /** One POST, its answer read whole within the time limit (a stalled body counts as no answer). */
  private async post(messages: readonly ChatMessage[], format: ResponseFormat, signal: AbortSignal): Promise<{ ok: boolean; status: number; retryAfter: string | null; body: string }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const body = { model: this.options.model, messages, temperature: 0.7, ...(format ? { response_format: format } : {}) };
    const timed = timedSignal(signal, this.options.timeoutMs);
    try {
      const response = await (this.options.fetch ?? fetch)(this.endpoint, { method: 'POST', headers, body: JSON.stringify(body), signal: timed.signal });
      return { ok: response.ok, status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
    } finally {
      timed.done();
    }
  }
}
