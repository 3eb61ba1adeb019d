import { createHash } from 'node:crypto';
import { favouredPlaces, planters, textFaultKinds, type SlipContext, type TextFaultKind } from './adversarial-faults.ts';
import type { CarefulAnswers } from './adversarial-briefs.ts';
import { startFakeChatServer, type ChatRequest, type FakeChatServer, type FakeReply } from './fake-chat-server.ts';

/** How often the adversarial writer makes each slip: text faults per answer, wholly wrong answers per request. */
export interface AdversarialRates {
  /** The chance an answer holds each fault of the catalogue, in one of its texts. */
  text: Readonly<Record<TextFaultKind, number>>;
  /** An answer of `{}`. */
  emptyJson: number;
  /** JSON of another shape: the answer wrapped in an object of its own, or a list of texts. */
  otherSchema: number;
  /** A polite refusal and no JSON at all. */
  refusal: number;
  /** JSON cut off, as when a model runs out of tokens. */
  truncated: number;
  /** HTTP 500. */
  serverError: number;
  /** HTTP 429 with Retry-After. */
  rateLimited: number;
  /** An answer that takes a while, yet comes within the client's time. */
  slow: number;
  /** An answer that comes only after the client has given up. */
  stall: number;
  /** Valid JSON inside a code fence, with the model's words around it ("Here is the JSON:"). */
  chatter: number;
}

const everyText = (rate: number) => Object.fromEntries(textFaultKinds.map((kind) => [kind, rate])) as Record<TextFaultKind, number>;

/** A model that makes no slip: the baseline the others' calls are measured against. */
export const flawlessRates: AdversarialRates = { text: everyText(0), emptyJson: 0, otherSchema: 0, refusal: 0, truncated: 0, serverError: 0, rateLimited: 0, slow: 0, stall: 0, chatter: 0 };
/** A careful real model: each fault in a few answers in a hundred, an answer it cannot give now and then. */
export const carefulRates: AdversarialRates = { text: everyText(0.03), emptyJson: 0.005, otherSchema: 0.005, refusal: 0.005, truncated: 0.01, serverError: 0.02, rateLimited: 0.01, slow: 0.05, stall: 0, chatter: 0.1 };
/** A bad model: each fault in one answer in eight, and more answers that cannot be used. */
export const carelessRates: AdversarialRates = { text: everyText(0.12), emptyJson: 0.02, otherSchema: 0.02, refusal: 0.02, truncated: 0.03, serverError: 0.04, rateLimited: 0.03, slow: 0.1, stall: 0.01, chatter: 0.3 };

export interface AdversarialModelOptions {
  /** Its own seed: the same seed and requests give the same answers, in whatever order the requests come. */
  seed: string;
  /** The rates for one request (a run may mix careful and bad models by site). */
  ratesFor: (request: ChatRequest) => AdversarialRates;
  careful: CarefulAnswers;
  /** How long a stalled answer waits: past the client's timeout. */
  stallMs: number;
  /** The longest a slow answer takes: within the client's timeout. */
  slowMs: number;
}

/** Numbers from 0 to 1 drawn from a hash of the input (mulberry32 seeded with SHA-256). */
function draws(input: string): () => number {
  let state = createHash('sha256').update(input).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

type Path = readonly (string | number)[];

function leaves(value: unknown, path: Path = [], out: { path: Path; text: string }[] = []): { path: Path; text: string }[] {
  if (typeof value === 'string') out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => leaves(item, [...path, index], out));
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) leaves(item, [...path, key], out);
  return out;
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, step) => (typeof node === 'object' && node !== null ? (node as Record<string | number, unknown>)[step] : undefined), value);
}

function setAt(value: unknown, path: Path, text: string): void {
  const parent = at(value, path.slice(0, -1));
  if (typeof parent === 'object' && parent !== null) (parent as Record<string | number, unknown>)[path.at(-1) as string | number] = text;
}

/** What the prompts tell every request: the language, keywords, stop words and business name. */
function promptFacts(request: ChatRequest): Omit<SlipContext, 'random' | 'otherText' | 'wrongText'> {
  const system = request.messages.find((message) => message.role === 'system')?.content ?? '';
  const user = request.messages.find((message) => message.role === 'user')?.content ?? '';
  const quoted = (line: string | undefined) => [...(line ?? '').matchAll(/"([^"]+)"/gu)].map((match) => match[1] as string);
  return {
    language: /\(language code ([\w-]+)\)/u.exec(system)?.[1] ?? 'en',
    keywords: quoted(/^Keywords: (.+?)\. Each keyword/mu.exec(system)?.[1]),
    stopWords: (/^Never use these words anywhere, in any form: (.+)\. Write around them/mu.exec(system)?.[1] ?? '').split(', ').filter(Boolean),
    brand: /^Business name: (.+?) \(website /mu.exec(user)?.[1] ?? '',
  };
}

/** The careful answer with each fault of the catalogue drawn at its rate and planted, mostly where real models make it. */
function slippedAnswer(request: ChatRequest, options: AdversarialModelOptions, rates: AdversarialRates, random: () => number): unknown {
  const answer = structuredClone(options.careful.right(request));
  const wrong = options.careful.wrong(request);
  const facts = promptFacts(request);
  for (const kind of textFaultKinds) {
    if (!(random() < rates.text[kind])) continue;
    const texts = leaves(answer);
    if (texts.length === 0) continue;
    const key = (path: Path) => path.join('.');
    const favoured = texts.filter((leaf) => favouredPlaces[kind].test(key(leaf.path)));
    const target = (favoured.length > 0 && random() < 0.7 ? favoured : texts)[Math.floor(random() * (favoured.length > 0 ? favoured.length : texts.length))] ?? texts[0];
    if (!target) continue;
    const prose = texts.filter((leaf) => leaf.text.length > 60 && leaf !== target);
    const wrongText = at(wrong, target.path);
    const context: SlipContext = {
      ...facts,
      random,
      otherText: () => prose[Math.floor(random() * prose.length)]?.text,
      ...(typeof wrongText === 'string' ? { wrongText } : {}),
    };
    setAt(answer, target.path, planters[kind](target.text, context));
  }
  return answer;
}

/** An answer of the wrong shape, or none, when one is drawn; undefined when the answer is to be sent. */
function wrongReply(rates: AdversarialRates, random: () => number, answer: () => unknown): FakeReply | undefined {
  const error = (message: string, type: string) => JSON.stringify({ error: { message, type, code: null } });
  if (random() < rates.serverError) return { status: 500, raw: error('The server had an error while processing your request.', 'server_error') };
  if (random() < rates.rateLimited) return { status: 429, headers: { 'retry-after': '1' }, raw: error('Rate limit reached for requests. Please try again in 1s.', 'rate_limit_error') };
  if (random() < rates.emptyJson) return { content: '{}' };
  if (random() < rates.refusal) return { content: pickRefusal(random) };
  if (random() < rates.otherSchema) {
    const body = answer();
    return { content: JSON.stringify(random() < 0.5 ? { response: body } : { texts: leavesOf(body) }) };
  }
  if (random() < rates.truncated) {
    const json = JSON.stringify(answer());
    return { content: json.slice(0, Math.floor(json.length * (0.3 + random() * 0.6))) };
  }
  return undefined;
}

const refusals = ["I'm sorry, but I can't help with that request.", 'I cannot write marketing texts that may be misleading. Is there anything else I can help with?', 'Извините, я не могу выполнить этот запрос.'];
const pickRefusal = (random: () => number) => refusals[Math.floor(random() * refusals.length)] as string;
const leavesOf = (value: unknown) => leaves(value).map((leaf) => leaf.text);

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 that writes like a real model on a bad day: every fault of
 * issue 39's catalogue planted into the careful answer at its rate (titles, descriptions and the tagline as much as
 * body copy), answers that are wholly wrong (`{}`, another shape, a refusal, JSON cut off), HTTP 500, 429 with
 * Retry-After, slow answers and stalls. Not streamed, as the engine's client never asks for a stream.
 */
export async function startAdversarialModel(options: AdversarialModelOptions): Promise<FakeChatServer> {
  const seen = new Map<string, number>();
  return startFakeChatServer((request): FakeReply => {
    const body = JSON.stringify(request.messages);
    const occurrence = (seen.get(body) ?? 0) + 1;
    seen.set(body, occurrence);
    const random = draws(`${options.seed}:${occurrence}:${body}`);
    const rates = options.ratesFor(request);
    if (random() < rates.stall) return { delayMs: options.stallMs, content: {} };
    const delayMs = random() < rates.slow ? Math.round(options.slowMs * (0.3 + random() * 0.7)) : 0;
    const wrong = wrongReply(rates, random, () => options.careful.right(request));
    if (wrong) return { ...wrong, delayMs };
    const json = JSON.stringify(slippedAnswer(request, options, rates, random), null, random() < 0.5 ? 2 : undefined);
    const content = random() < rates.chatter ? `Here is the JSON:\n\`\`\`json\n${json}\n\`\`\`\nNote: every text is written in the requested language.` : json;
    return { content, delayMs };
  });
}
