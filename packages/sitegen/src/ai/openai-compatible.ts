import { z } from 'zod';
import type { Language } from '../brief/languages.ts';
import { blogPostSchema, siteCopySchema } from '../content/schema.ts';
import type { BlogPost, SiteCopy } from '../content/schema.ts';
import { GenerationError, writerFailure } from '../errors.ts';
import { ChatClient } from './chat-client.ts';
import type { ChatMessage, ResponseFormat } from './chat-client.ts';
import { parseJsonAnswer } from './json-answer.ts';
import { Limiter } from './limiter.ts';
import { rewordPrompt, rewritePrompt } from './field-prompts.ts';
import { blogPrompt, siteCopyPrompt, systemPrompt } from './prompts.ts';
import type { AiProvider, BlogIndex, CopyBrief, FieldRequest, RewriteOptions } from './provider.ts';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Model calls in flight at once, across all sites of all runs using this provider. */
  concurrency?: number;
  timeoutMs?: number;
  maxAttempts?: number;
  backoffMs?: number;
  /** Extra tries with the model's own answer and the problems found, when an answer is malformed. */
  repairAttempts?: number;
  fetch?: typeof fetch;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.slice(0, 6).map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`).join('; ');
}

/**
 * Writes the texts with any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama,
 * vLLM, LM Studio, OpenRouter…). Every answer is parsed and checked against the content
 * schema; a malformed one is sent back to the model with the problems to repair.
 */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly name: string;
  private readonly client: ChatClient;
  private readonly limiter: Limiter;
  private readonly repairAttempts: number;

  constructor(options: OpenAiCompatibleOptions) {
    this.name = `AI model ${options.model}`;
    this.client = new ChatClient({
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      model: options.model,
      timeoutMs: options.timeoutMs ?? 90_000,
      maxAttempts: options.maxAttempts ?? 3,
      backoffMs: options.backoffMs ?? 1000,
      fetch: options.fetch,
    });
    this.limiter = new Limiter(options.concurrency ?? 4);
    this.repairAttempts = options.repairAttempts ?? 2;
  }

  /** The provider configured by AI_BASE_URL, AI_API_KEY, AI_MODEL (and AI_CONCURRENCY), if any. */
  static fromEnv(env: Readonly<Record<string, string | undefined>> = process.env): OpenAiCompatibleProvider | undefined {
    if (!env.AI_BASE_URL) return undefined;
    if (!env.AI_MODEL) throw new Error('AI_BASE_URL is set but AI_MODEL is not: name the model to use.');
    const concurrency = Number(env.AI_CONCURRENCY ?? 4);
    return new OpenAiCompatibleProvider({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, concurrency: concurrency > 0 ? concurrency : 4 });
  }

  writes(language: Language): boolean {
    void language;
    return true;
  }

  siteCopy(brief: CopyBrief, signal: AbortSignal): Promise<SiteCopy> {
    return this.ask(siteCopySchema, 'site_copy', 'the site texts', brief, (schema) => siteCopyPrompt(brief, schema), signal);
  }

  blogPost(brief: CopyBrief, index: BlogIndex, signal: AbortSignal): Promise<BlogPost> {
    return this.ask(blogPostSchema, `blog_post_${index + 1}`, `blog article ${index + 1}`, brief, (schema) => blogPrompt(brief, index, schema), signal);
  }

  /** One answer holding the texts asked for by key: a text left out or not a string stays as it was. */
  async rewriteFields(brief: CopyBrief, fields: readonly FieldRequest[], signal: AbortSignal, options: RewriteOptions = {}): Promise<Record<string, string>> {
    const properties = Object.fromEntries(fields.map((field) => [field.key, { type: 'string', ...(field.minLength === undefined ? {} : { minLength: field.minLength }), ...(field.maxLength === undefined ? {} : { maxLength: field.maxLength }) }]));
    const jsonSchema = { type: 'object', properties, required: fields.map((field) => field.key), additionalProperties: false };
    const page = options.rewordOn;
    const prompt = (schema: string) => (page === undefined ? rewritePrompt(brief, fields, schema) : rewordPrompt(brief, page, fields, schema));
    const answer = await this.ask(z.record(z.string(), z.unknown()), page === undefined ? 'rewrite_fields' : 'reword_section', 'texts written again', brief, prompt, signal, jsonSchema);
    return Object.fromEntries(fields.flatMap((field) => (typeof answer[field.key] === 'string' ? [[field.key, answer[field.key] as string]] : [])));
  }

  private async ask<T>(schema: z.ZodType<T>, name: string, what: string, brief: CopyBrief, prompt: (schema: string) => string, signal: AbortSignal, jsonSchema: unknown = z.toJSONSchema(schema, { io: 'input' })): Promise<T> {
    const format: ResponseFormat = { type: 'json_schema', json_schema: { name, schema: jsonSchema, strict: false } };
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(brief) },
      { role: 'user', content: prompt(JSON.stringify(jsonSchema)) },
    ];
    let problem = '';
    for (let attempt = 0; attempt <= this.repairAttempts; attempt += 1) {
      const answer = await this.limiter.run(() => this.client.complete(messages, format, signal));
      try {
        const parsed = schema.safeParse(parseJsonAnswer(answer));
        if (parsed.success) return parsed.data;
        problem = describeIssues(parsed.error);
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      messages.push(
        { role: 'assistant', content: answer.slice(0, 20_000) },
        { role: 'user', content: `That answer cannot be used: ${problem}. Answer again with only the corrected JSON object that matches the schema.` },
      );
    }
    throw new GenerationError('ai_invalid_output', writerFailure.unusable, `The ${this.name} gave an unusable answer for ${what} ${this.repairAttempts + 1} times (${problem}).`);
  }
}
