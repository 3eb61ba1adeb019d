import { francAll } from 'franc-min';
import { generationRequestSchema, splitList, type GenerationRequestInput } from '@sitecraft/shared/generation';
import { afterEach, describe, expect, test } from 'vitest';
import { generate, OpenAiCompatibleProvider, type GenerationResult } from '../src/index.ts';
import { articleKeyword } from '../src/compose/blog.ts';
import { StopWordFilter } from '../src/safety/stop-words.ts';
import type { FakeChatServer } from './support/fake-chat-server.ts';
import { decode } from './support/page-checks.ts';
import { fixedNow, request } from './support/requests.ts';
import { renderedPages } from './support/site-pages.ts';
import { authorsOf } from './support/sloppy-briefs.ts';
import { perfectRates, sloppyRates, startSloppyModel } from './support/sloppy-model.ts';
import { runSloppyGenerations } from './support/sloppy-runs.ts';

const francCodes: Record<string, string> = { English: 'eng', Russian: 'rus', German: 'deu' };
const doubled = /(?<![\p{L}\p{N}\p{M}])(\p{L}{2,})\s+\1(?![\p{L}\p{N}\p{M}])/iu;

function visibleText(html: string): string {
  const body = html.split(/<body[^>]*>/)[1] ?? '';
  return decode(body.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
}

/** What a reader would object to on a generated site, checked without the engine's own quality stage. */
function readerProblems(input: GenerationRequestInput, result: GenerationResult): string[] {
  const problems: string[] = [];
  const stopWords = new StopWordFilter(splitList(input.stop_words));
  const keywords = splitList(input.key_words);
  for (const page of renderedPages(result)) {
    const text = visibleText(page.html);
    for (const word of stopWords.find(text)) problems.push(`${page.path}: the stop word ${word}`);
    // Each text the page shows on its own: a menu's "Contact" beside a heading's "Contact" is no doubled word.
    const body = (page.html.split(/<body[^>]*>/)[1] ?? '').replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ');
    const repeated = body.split(/<[^>]+>/).map((piece) => doubled.exec(decode(piece))?.[0]).find(Boolean);
    if (repeated) problems.push(`${page.path}: “${repeated}”`);
    if (/^(?:index|about|article-\d)\.html$/.test(page.path)) {
      const [best] = francAll(text, { minLength: 20 });
      if (best?.[0] !== francCodes[input.site_language ?? 'English']) problems.push(`${page.path} reads as ${best?.[0]}`);
    }
    const article = /^article-(\d)\.html$/.exec(page.path)?.[1];
    const keyword = article ? articleKeyword(keywords, Number(article) - 1) : undefined;
    if (keyword && !text.toLocaleLowerCase().includes(keyword.toLocaleLowerCase())) problems.push(`${page.path} lacks “${keyword}”`);
  }
  return problems;
}

describe('an AI writer that slips, against the repair stage', () => {
  test('12 generations in English, Russian and German: none fails, every site reads right, and repairs cost few calls', async () => {
    // A careful model's runs cost the same four calls each: three (one per language) set the baseline.
    const careful = await runSloppyGenerations({ count: 3, rates: perfectRates, seed: 'ai-repair-test' });
    const sloppy = await runSloppyGenerations({ count: 12, rates: sloppyRates, seed: 'ai-repair-test' });
    expect(careful.filter((run) => run.error)).toEqual([]);
    expect(sloppy.filter((run) => run.error).map((run) => run.error)).toEqual([]);
    for (const run of sloppy) expect(readerProblems(run.request, run.result as GenerationResult), run.request.domain_name).toEqual([]);
    const calls = (runs: typeof sloppy) => runs.reduce((sum, run) => sum + run.calls, 0);
    expect(calls(careful)).toBe(4 * careful.length);
    // The budget, 1.3× over 100 generations, is the ai-repair bench's: 12 draw too few slips to hold it.
    expect(calls(sloppy)).toBeLessThanOrEqual(1.5 * (calls(careful) / careful.length) * sloppy.length);
    const repairs = sloppy.flatMap((run) => run.result?.quality.repairs ?? []);
    // A German text the writer keeps in English is left out of its list (the composer does not write German).
    expect(new Set(repairs.map((repair) => repair.fix))).toEqual(new Set(['mended', 'writer', 'composer', 'keyword sentence', 'left out']));
    expect(repairs.filter((repair) => repair.fix === 'writer').every((repair) => repair.round === 1 || repair.round === 2)).toBe(true);
  }, 600_000);
});

describe('hostile and odd keywords', () => {
  let server: FakeChatServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const odd: readonly GenerationRequestInput[] = [
    request({ key_words: 'Tpl{{7*7}}, wood-fired pizza', domain_name: 'odd-1.example' }),
    request({ key_words: '{{7*7}}, pizza delivery', domain_name: 'odd-2.example' }),
    request({ key_words: 'Bella Pizza, wood-fired pizza', business_name: 'Bella Pizza', domain_name: 'odd-3.example' }),
    request({ key_words: '🍕, pizza delivery', domain_name: 'odd-4.example' }),
    request({ key_words: 'real wood-fired Neapolitan pizza from the old town of Naples, pizza delivery', domain_name: 'odd-5.example' }),
    request({ key_words: 'пицца на дровах, pizza delivery', domain_name: 'odd-6.example' }),
  ];

  test('complete, or are refused at the request naming the keywords, offline and with a writer that slips', async () => {
    expect(splitList(odd[4]?.key_words)[0]).toHaveLength(60);
    const accepted = odd.filter((input) => {
      const parsed = generationRequestSchema.safeParse(input);
      if (!parsed.success) expect(parsed.error.issues.map((issue) => issue.path.join('.'))).toEqual(['key_words']);
      return parsed.success;
    });
    expect(accepted.length).toBeGreaterThanOrEqual(5);
    server = await startSloppyModel({ seed: 'odd-keywords', rates: sloppyRates, author: await authorsOf(accepted), stallMs: 4000 });
    const ai = new OpenAiCompatibleProvider({ baseUrl: server.url, apiKey: 'test-key', model: 'sloppy-model', timeoutMs: 2000, backoffMs: 10 });
    for (const input of accepted) {
      for (const options of [{ now: fixedNow }, { now: fixedNow, ai }]) {
        const result = await generate(input, options).catch((error: unknown) => error);
        expect(result, `${input.key_words} ${options.ai ? 'AI' : 'offline'}: ${String(result)}`).not.toBeInstanceOf(Error);
      }
    }
  }, 300_000);
});
