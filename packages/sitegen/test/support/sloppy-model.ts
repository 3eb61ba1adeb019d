import { createHash } from 'node:crypto';
import { startFakeChatServer, type ChatRequest, type FakeChatServer, type FakeReply } from './fake-chat-server.ts';

/** How often a sloppy model slips, per answer (0 to 1): a perfect model has every rate 0. */
export interface SlipRates {
  /** Leaves out the keywords it was asked to use. */
  missKeywords: number;
  /** Answers in another language than the one asked for. */
  wrongLanguage: number;
  /** Cuts the last sentence of a paragraph short. */
  cutSentence: number;
  /** Says a word twice. */
  repeatWord: number;
  /** Sends JSON that does not parse. */
  invalidJson: number;
  /** Answers only after the client has given up. */
  stall: number;
}

export const sloppyRates: SlipRates = { missKeywords: 0.5, wrongLanguage: 0.2, cutSentence: 0.2, repeatWord: 0.2, invalidJson: 0.1, stall: 0.05 };
export const perfectRates: SlipRates = { missKeywords: 0, wrongLanguage: 0, cutSentence: 0, repeatWord: 0, invalidJson: 0, stall: 0 };

/** What a careful model answers to a request, in the language asked for and in another one. */
export interface Authored {
  right: unknown;
  wrong: unknown;
}

export interface SloppyModelOptions {
  /** The same seed and the same requests give the same answers, in whatever order the requests come. */
  seed: string;
  rates: SlipRates;
  author: (request: ChatRequest) => Authored;
  /** How long a stalled answer waits: past the client's timeout. */
  stallMs: number;
}

/** Words put where a keyword was missed, and the word a cut sentence ends on, by language. */
const slips: Readonly<Record<string, { filler: string; cut: string }>> = {
  en: { filler: 'our work', cut: 'the' },
  ru: { filler: 'наша работа', cut: 'в' },
  de: { filler: 'unsere Arbeit', cut: 'die' },
};

/** Numbers from 0 to 1 drawn from a hash: the same input gives the same draws. */
function draws(input: string): () => number {
  let state = createHash('sha256').update(input).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]));
  return value;
}

function strings(value: unknown, out: string[] = []): string[] {
  mapStrings(value, (text) => (out.push(text), text));
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The keywords and language code a request's system prompt gives. */
function promptFacts(request: ChatRequest): { keywords: string[]; language: string } {
  const system = request.messages.find((message) => message.role === 'system')?.content ?? '';
  const list = /^Keywords: (.+?)\. Each keyword/mu.exec(system)?.[1] ?? '';
  return { keywords: [...list.matchAll(/"([^"]+)"/gu)].map((match) => match[1] as string), language: /\(language code ([\w-]+)\)/u.exec(system)?.[1] ?? 'en' };
}

/** The answer with its slips: each drawn in turn, so a rate of 0 never slips. */
function sloppyAnswer(authored: Authored, request: ChatRequest, rates: SlipRates, random: () => number): unknown {
  const { keywords, language } = promptFacts(request);
  const words = slips[language] ?? (slips.en as { filler: string; cut: string });
  let answer = random() < rates.wrongLanguage ? authored.wrong : authored.right;
  if (random() < rates.missKeywords && keywords.length > 0) {
    const pattern = new RegExp(keywords.map(escape).join('|'), 'giu');
    answer = mapStrings(answer, (text) => text.replace(pattern, words.filler));
  }
  const texts = strings(answer);
  if (random() < rates.cutSentence) {
    const paragraphs = texts.filter((text) => text.length > 80 && /[.!?]\s+\S/u.test(text));
    const target = paragraphs[Math.floor(random() * paragraphs.length)];
    if (target) {
      const sentences = target.split(/(?<=[.!?])\s+/u);
      const last = (sentences.pop() ?? '').split(/\s+/u);
      const cut = `${[...sentences, `${last.slice(0, Math.max(2, Math.floor(last.length / 2))).join(' ')} ${words.cut}.`].join(' ')}`;
      answer = mapStrings(answer, (text) => (text === target ? cut : text));
    }
  }
  if (random() < rates.repeatWord) {
    const target = texts[Math.floor(random() * texts.length)];
    const word = target?.split(/\s+/u).find((each) => /^\p{L}{3,}$/u.test(each));
    if (target && word) answer = mapStrings(answer, (text) => (text === target ? text.replace(word, `${word} ${word}`) : text));
  }
  return answer;
}

/** JSON a model breaks: a trailing comma, or an answer cut off. */
function broken(json: string, random: () => number): string {
  return random() < 0.5 ? json.replace(/\}$/u, ',}') : json.slice(0, Math.floor(json.length * (0.5 + random() * 0.4)));
}

/**
 * An OpenAI-compatible chat-completions server that writes like a careless model: it leaves out keywords, answers in
 * another language, cuts sentences, repeats words, sends JSON that does not parse and stalls, each at its rate, with
 * randomness seeded by the request (and how many times the same request came), so runs repeat exactly.
 */
export async function startSloppyModel(options: SloppyModelOptions): Promise<FakeChatServer> {
  const seen = new Map<string, number>();
  return startFakeChatServer((request): FakeReply => {
    const body = JSON.stringify(request.messages);
    const occurrence = (seen.get(body) ?? 0) + 1;
    seen.set(body, occurrence);
    const random = draws(`${options.seed}:${occurrence}:${body}`);
    if (random() < options.rates.stall) return { delayMs: options.stallMs, content: {} };
    const answer = sloppyAnswer(options.author(request), request, options.rates, random);
    const json = JSON.stringify(answer);
    return { content: random() < options.rates.invalidJson ? broken(json, random) : json };
  });
}
