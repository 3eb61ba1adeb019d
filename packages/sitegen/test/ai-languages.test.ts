import { readFileSync } from 'node:fs';
import { francAll } from 'franc-min';
import { afterEach, describe, expect, test } from 'vitest';
import { generate, OpenAiCompatibleProvider } from '../src/index.ts';
import type { GenerationResult } from '../src/index.ts';
import { startFakeChatServer, taskOf } from './support/fake-chat-server.ts';
import type { ChatRequest, FakeChatServer } from './support/fake-chat-server.ts';
import { languageRequests } from './support/language-requests.ts';
import type { RecordedLanguage } from './support/language-requests.ts';
import { answerAt, answerFor, askedKeys, modelAnswers } from './support/model-answers.ts';
import type { ModelAnswers } from './support/model-answers.ts';
import { decode } from './support/page-checks.ts';
import { renderedPages } from './support/site-pages.ts';

/** Answers a model gave to the prompts of `languageRequests`, recorded as JSON. */
function recorded(code: RecordedLanguage): ModelAnswers {
  return JSON.parse(readFileSync(new URL(`./support/recorded-answers/${code}.json`, import.meta.url), 'utf8')) as ModelAnswers;
}

const francCode: Record<RecordedLanguage, string> = { de: 'deu', fr: 'fra', ja: 'jpn' };
const languages = Object.keys(languageRequests) as RecordedLanguage[];

let server: FakeChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(answer: (chat: ChatRequest, task: string) => unknown): Promise<OpenAiCompatibleProvider> {
  server = await startFakeChatServer((chat) => ({ content: answer(chat, taskOf(chat)) }));
  return new OpenAiCompatibleProvider({ baseUrl: server.url, apiKey: 'test-key', model: 'fake-model', backoffMs: 10, timeoutMs: 5000 });
}

/** What a reader sees of a page: the text of its body, without markup. */
function visibleText(html: string): string {
  const body = html.split(/<body[^>]*>/)[1] ?? '';
  return decode(body.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
}

function pagesOf(result: GenerationResult) {
  return renderedPages(result).map((page) => ({ path: page.path, html: page.html, text: visibleText(page.html) }));
}

describe.each(languages)('a %s site written by an AI model', (code) => {
  test('every page reads as the requested language, interface and texts alike', async () => {
    const answers = recorded(code);
    const ai = await serve((_chat, task) => answerFor(answers, task));
    const result = await generate(languageRequests[code], { ai });
    expect(result.quality.rounds).toBe(0);
    const pages = pagesOf(result);
    expect(pages.length).toBeGreaterThanOrEqual(9);
    for (const page of pages) {
      expect(page.html, page.path).toMatch(new RegExp(`<html lang="${code}"`));
      const [best] = francAll(page.text, { minLength: 20 });
      expect(best?.[0], `${page.path}: ${page.text.slice(0, 200)}`).toBe(francCode[code]);
    }
    const home = pages.find((page) => page.path === 'index.html');
    expect(home?.text).toContain(answers.copy.hero.title);
  });
});

describe('the quality stage with an AI model', () => {
  test('a German answer written in English is asked again, text by text, told the language it read as', async () => {
    const german = recorded('de');
    const english = await modelAnswers({ ...languageRequests.de, site_language: 'English' }, 'English by mistake.');
    const ai = await serve((chat, task) => (task === 'rewrite_fields' ? Object.fromEntries(askedKeys(chat).map((key) => [key, answerAt(german, key)])) : answerFor(task === 'blog_post 2' ? english : german, task)));
    const result = await generate(languageRequests.de, { ai });
    const rewrites = server?.requests.filter((chat) => taskOf(chat) === 'rewrite_fields') ?? [];
    // The recorded German article has fewer sections than the English one: the writer, asked for all of them, leaves
    // the last English paragraph unanswered, is asked for it once more, and the section is then left out.
    expect(rewrites.map((chat) => new Set(askedKeys(chat).map((key) => key.split('.')[0])))).toEqual([new Set(['article2']), new Set(['article2'])]);
    expect(askedKeys(rewrites[1] as ChatRequest)).toEqual(['article2.sections.4.paragraphs.0']);
    expect(rewrites[0]?.messages[1]?.content).toMatch(/reads as eng, not deu/);
    expect(result.quality.rounds).toBe(2);
    expect(result.quality.repairs).toContainEqual(expect.objectContaining({ check: 'language', fix: 'left out' }));
    for (const page of pagesOf(result)) expect(francAll(page.text, { minLength: 20 })[0]?.[0], page.path).toBe('deu');
  });

  test('a sentence holding a stop word is left out of its paragraph, with no call to the writer', async () => {
    const careless: ModelAnswers = structuredClone(recorded('fr'));
    careless.copy.hero.lead = `Des prix discount toute l’année. ${careless.copy.hero.lead}`.slice(0, 400);
    const ai = await serve((_chat, task) => answerFor(careless, task));
    const result = await generate(languageRequests.fr, { ai });
    expect(server?.requests.filter((chat) => taskOf(chat) === 'rewrite_fields')).toEqual([]);
    expect(result.quality.repairs).toContainEqual(expect.objectContaining({ field: 'site.hero.lead', check: 'stop_words', fix: 'mended' }));
    for (const page of pagesOf(result)) expect(page.text.toLowerCase(), page.path).not.toContain('discount');
  });

  test('a French heading the writer keeps in English through both rounds, that nothing else can stand in for, is asked for alone, and the rest stays French', async () => {
    const french = recorded('fr');
    const careless: ModelAnswers = structuredClone(french);
    const english = 'Tell us what you need and we will find a time for you';
    careless.copy.cta.heading = english;
    let rewrites = 0;
    const ai = await serve((chat, task) => {
      if (task !== 'rewrite_fields') return answerFor(careless, task);
      rewrites += 1;
      // Two rounds in English, as a model that keeps to its slip; the third, for this heading alone, in French.
      return Object.fromEntries(askedKeys(chat).map((key) => [key, rewrites <= 2 ? answerAt(careless, key) : answerAt(french, key)]));
    });
    const result = await generate(languageRequests.fr, { ai });
    const asked = (server?.requests.filter((chat) => taskOf(chat) === 'rewrite_fields') ?? []).map((chat) => askedKeys(chat));
    expect(asked).toEqual([['site.cta.heading'], ['site.cta.heading'], ['site.cta.heading']]);
    expect(result.quality.repairs.map((repair) => repair.fix)).not.toContain('English texts');
    expect(result.notes.join(' ')).not.toMatch(/in English/);
    const pages = pagesOf(result);
    expect(pages.some((page) => page.text.includes(french.copy.cta.heading))).toBe(true);
    for (const page of pages) {
      expect(page.text, page.path).not.toContain(english);
      expect(francAll(page.text, { minLength: 20 })[0]?.[0], page.path).toBe('fra');
    }
  });

  test('a heading that keeps its stop word through both rounds loses the word, and the run completes', async () => {
    const careless: ModelAnswers = structuredClone(recorded('fr'));
    careless.copy.hero.title = `Barbier discount au cœur du Vieux Lyon`;
    const ai = await serve((chat, task) => (task === 'rewrite_fields' ? Object.fromEntries(askedKeys(chat).map((key) => [key, answerAt(careless, key)])) : answerFor(careless, task)));
    const result = await generate(languageRequests.fr, { ai });
    const rewrites = server?.requests.filter((chat) => taskOf(chat) === 'rewrite_fields') ?? [];
    expect(rewrites.map((chat) => askedKeys(chat))).toEqual([['site.hero.title'], ['site.hero.title']]);
    expect(rewrites[0]?.messages[1]?.content).toMatch(/the stop word “discount”/);
    expect(result.quality.repairs.filter((repair) => repair.field === 'site.hero.title').map((repair) => repair.fix)).toEqual(['writer', 'writer', 'stop word taken out']);
    for (const page of pagesOf(result)) expect(page.text.toLowerCase(), page.path).not.toContain('discount');
  });
});
