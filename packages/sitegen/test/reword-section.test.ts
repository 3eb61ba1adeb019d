import { afterEach, describe, expect, test } from 'vitest';
import { alternativeWording, applySiteEdits, composeSites, OpenAiCompatibleProvider, type SiteModel } from '../src/index.ts';
import { askedKeys, answerFor, modelAnswers } from './support/model-answers.ts';
import { startFakeChatServer, taskOf, type ChatRequest, type FakeChatServer } from './support/fake-chat-server.ts';
import { fixedNow, request } from './support/requests.ts';

const languageOf = (chat: ChatRequest) => /\(language code ([\w-]+)\)/.exec(chat.messages[0]?.content ?? '')?.[1];

/** The model without one section's data: what must stay as it was. */
function withoutSection(model: SiteModel, path: string): unknown {
  const copy = structuredClone(model);
  const [, , edition, , page, , section] = path.split('/');
  const target = copy.editions[Number(edition)]?.pages[Number(page)]?.sections[Number(section)];
  if (target) target.data = {} as typeof target.data;
  return copy;
}

describe('other wording of one section with an AI writer', () => {
  let server: FakeChatServer | undefined;
  afterEach(async () => server?.close());

  test('makes one call, for that section’s texts in its language only, and changes only that section', async () => {
    const brief = request({ second_site_language: 'Russian', domain_name: 'bella-pizza.com' });
    const answers = { en: await modelAnswers(brief, 'English.'), ru: await modelAnswers({ ...brief, site_language: 'Russian' }, 'Русский.') };
    server = await startFakeChatServer((chat) => {
      const task = taskOf(chat);
      const set = languageOf(chat) === 'ru' ? answers.ru : answers.en;
      if (task !== 'reword_section') return { content: answerFor(set, task) };
      // Other words for each text asked: what it said, said a little otherwise.
      const asked = JSON.parse(/^JSON schema of the answer:\n(.+)$/m.exec(chat.messages[1]?.content ?? '')?.[1] ?? '{}') as { properties?: Record<string, unknown> };
      const now = (key: string) => JSON.parse(new RegExp(`^- "${key.replace(/[.]/g, '\\.')}"\\. Now: (".*")$`, 'm').exec(chat.messages[1]?.content ?? '')?.[1] ?? '""') as string;
      return { content: Object.fromEntries(Object.keys(asked.properties ?? {}).map((key) => [key, /[.!?]$/.test(now(key)) ? `${now(key)} Всегда рады помочь.` : `${now(key)} — сегодня`])) };
    });
    const ai = new OpenAiCompatibleProvider({ baseUrl: server.url, apiKey: 'test-key', model: 'fake-model', backoffMs: 10, timeoutMs: 5000 });
    const { models } = await composeSites(brief, { ai, now: fixedNow });
    const model = models[0] as SiteModel;
    const edition = model.editions.findIndex((each) => each.lang === 'ru');
    const page = model.editions[edition]?.pages.findIndex((each) => each.key === 'home') ?? -1;
    const section = model.editions[edition]?.pages[page]?.sections.findIndex((each) => each.kind === 'highlights') ?? -1;
    const path = `/editions/${edition}/pages/${page}/sections/${section}`;
    const before = server.requests.length;

    const { edits } = await alternativeWording(brief, model, path, { ai, wording: 1, generated: model });

    const calls = server.requests.slice(before);
    expect(calls.map(taskOf)).toEqual(['reword_section']);
    expect(languageOf(calls[0] as ChatRequest)).toBe('ru');
    expect(askedKeys(calls[0] as ChatRequest).every((key) => /^items\.\d+\.(?:title|text)$/.test(key))).toBe(true);
    expect(edits.length).toBeGreaterThan(0);
    expect(edits.every((edit) => edit.op === 'text' && edit.path.startsWith(`${path}/data/items/`))).toBe(true);
    const edited = applySiteEdits(model, edits).model;
    expect(withoutSection(edited, path)).toEqual(withoutSection(model, path));
    expect(JSON.stringify(edited.editions[edition]?.pages[page]?.sections[section])).toContain('Всегда рады помочь.');
  });
});
