import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { generate, OpenAiCompatibleProvider, type GenerationResult } from '../src/index.ts';
import type { PageModel } from '../src/model/site-model.ts';
import type { QualityProblem } from '../src/quality/check-site.ts';
import type { WrittenTexts } from '../src/repair/fields.ts';
import { locateProblems } from '../src/repair/locate.ts';
import { startFakeChatServer, taskOf, type FakeChatServer } from './support/fake-chat-server.ts';
import { languageRequests } from './support/language-requests.ts';
import { answerAt, answerFor, askedKeys, type ModelAnswers } from './support/model-answers.ts';
import { fixedNow } from './support/requests.ts';

// Longer than a page title shows (70 characters), with the stop word "Industrie" before the cut.
const longTitle = 'Dinkelbrötchen ohne Industrie-Backmischungen: warum unsere Backstube jeden Morgen alles selbst von Hand macht';

function germanAnswers(): ModelAnswers {
  const answers = JSON.parse(readFileSync(new URL('./support/recorded-answers/de.json', import.meta.url), 'utf8')) as ModelAnswers;
  (answers.blogs[0] as { title: string }).title = longTitle;
  return answers;
}

const titleTag = (result: GenerationResult, file: string) => /<title>([^<]*)<\/title>/u.exec(String(result.sites[0]?.files.get(file)))?.[1] ?? '';

describe('a fault in a text the page shortens is repaired in its source field', () => {
  let server: FakeChatServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function run(rewrite: (key: string, answers: ModelAnswers) => unknown): Promise<{ result: GenerationResult; asked: string[][] }> {
    const answers = germanAnswers();
    const asked: string[][] = [];
    server = await startFakeChatServer((chat) => {
      const task = taskOf(chat);
      if (task === 'site_copy' || task.startsWith('blog_post')) return { content: answerFor(answers, task) };
      asked.push(askedKeys(chat));
      return { content: Object.fromEntries(askedKeys(chat).map((key) => [key, rewrite(key, answers)])) };
    });
    const ai = new OpenAiCompatibleProvider({ baseUrl: server.url, apiKey: 'test-key', model: 'fake-model', backoffMs: 10, timeoutMs: 5000 });
    return { result: await generate(languageRequests.de, { ai, now: fixedNow }), asked };
  }

  test('a German article title cut with “…” in the page <title>, holding a stop word, is asked for again as article1.title', async () => {
    const { result, asked } = await run((key, answers) => (key === 'article1.title' ? 'Dinkelbrötchen auffrischen: Tipps aus unserer Backstube' : answerAt(answers, key)));
    expect(asked.flat()).toContain('article1.title');
    const article = result.sites[0]!.model.editions[0]!.pages.find((page) => page.key === 'article1')!;
    expect(titleTag(result, article.file)).toBe('Dinkelbrötchen auffrischen: Tipps aus unserer Backstube');
    expect(result.quality.repairs.filter((repair) => repair.field === 'article1.title').map((repair) => [repair.check, repair.fix])).toContainEqual(['stop_words', 'writer']);
  }, 60_000);

  test('a writer that keeps to its long title still gets a site: the field is shortened and loses the stop word', async () => {
    const { result } = await run((key, answers) => (key === 'article1.title' ? longTitle : answerAt(answers, key)));
    const article = result.sites[0]!.model.editions[0]!.pages.find((page) => page.key === 'article1')!;
    const shown = titleTag(result, article.file);
    expect(shown).not.toMatch(/Industrie|…/u);
    expect(shown.length).toBeLessThanOrEqual(70);
  }, 60_000);
});

describe('a fault the page shows in another form than its field is placed in that field', () => {
  test('a title the writer broke over two lines, and a description the engine cut short and filled up with its own words', () => {
    const answers = germanAnswers();
    const blogs = answers.blogs as WrittenTexts['blogs'];
    blogs[2].title = 'Here is the JSON: \nBlindtext Blindtext';
    blogs[0].description = `${blogs[0].description} Beispieltext für den Abschnitt.`;
    const problem = (page: string, text: string): QualityProblem => ({ check: 'filler', page, detail: `filler text in “${text}”`, edition: 0, text });
    const problems = [
      problem('article-3.html', 'Here is the JSON: Blindtext Blindtext | Bäckerei Sonnenkorn'),
      // The description's first sentence left out (it held a stop word), the business's own description after the rest.
      problem('article-1.html', 'Beispieltext für den Abschnitt. Bäckerei Sonnenkorn ist eine Familienbäckerei in Berlin-Pankow.'),
    ];
    const pages = [{ file: 'article-1.html', key: 'article1' }, { file: 'article-3.html', key: 'article3' }] as unknown as PageModel[];
    const located = locateProblems(problems, [pages], [{ texts: { copy: answers.copy, blogs }, textCode: 'de', fixed: new Set() }]);
    expect(located.unplaced).toEqual([]);
    expect([...(located.failing[0]?.keys() ?? [])]).toEqual(['article3.title', 'article1.description']);
  });
});
