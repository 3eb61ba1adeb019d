import { stopWordConflicts } from '@sitecraft/shared/generation';
import { describe, expect, test } from 'vitest';
import { generate, GenerationError } from '../src/index.ts';
import type { ImageProvider } from '../src/index.ts';
import { StopWordFilter } from '../src/safety/stop-words.ts';
import { findStopWords } from '../src/safety/verify-output.ts';
import { request } from './support/requests.ts';

describe('stop words', () => {
  const filter = new StopWordFilter(['pizza', 'fast food', 'Москва']);

  test('match whole words only, ignoring case, in any script', () => {
    expect(filter.has('Best PIZZA in town')).toBe(true);
    expect(filter.has('pizzas and pizzeria')).toBe(false);
    expect(filter.has('no FAST  FOOD here')).toBe(true);
    expect(filter.has('Город москва')).toBe(true);
    expect(filter.has('Москвабад')).toBe(false);
  });

  test('prose loses the sentences that hold them, phrases lose the words', () => {
    expect(filter.prose('We bake pizza. We also cook pasta.')).toBe('We also cook pasta.');
    expect(filter.phrase('Pizza delivery | Bella')).toBe('delivery | Bella');
    expect(filter.text('Pizza', 'Bella')).toBe('Bella');
  });

  test('in a script written without spaces, a stop word glued to other words is found and taken out without a gap', () => {
    const japanese = new StopWordFilter(['激安', 'セール', 'cheap']);
    expect(japanese.find('激安豆とお湯の分量、お湯の温度')).toEqual(['激安']);
    expect(japanese.has('夏のセール価格でどうぞ')).toBe(true);
    expect(japanese.has('cheapest beans')).toBe(false);
    expect(japanese.phrase('激安豆とお湯の分量、お湯の温度')).toBe('豆とお湯の分量、お湯の温度');
    expect(japanese.phrase('季節の激安コーヒー')).toBe('季節のコーヒー');
    expect(japanese.prose('当店の激安豆をどうぞ。季節の豆を焙煎しています。')).toBe('季節の豆を焙煎しています。');
    expect(new StopWordFilter(['ถูก']).has('กาแฟถูกมาก')).toBe(true);
    // The request is refused before charging for the same glued word in the business name, as the filter would find it.
    expect(stopWordConflicts({ business_name: '激安喫茶ひだまり', stop_words: '激安' })).toEqual([{ stopWord: '激安', field: 'business_name', value: '激安喫茶ひだまり' }]);
  });

  test('the output check finds a stop word in text, attributes and file names but not in markup syntax', () => {
    const check = new StopWordFilter(['title', 'hero', 'secret']);
    const files = new Map<string, string>([
      ['a.html', '<title>Fine</title><img src="images/x.svg" alt="a secret"><p class="ui_hero">ok</p>'],
      ['images/hero.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ]);
    const hits = findStopWords(files, check).map((hit) => `${hit.path}:${hit.word}:${hit.where === 'file name' ? 'name' : 'text'}`);
    expect(hits.sort()).toEqual(['a.html:secret:text', 'images/hero.svg:hero:name']);
  });

  test('a generated site with stop words from its own vocabulary holds none of them, and names its files around them', async () => {
    const stopWords = ['services', 'about', 'products', 'guests', 'menu', 'blog', 'illustration', 'images'];
    const result = await generate(request({ stop_words: stopWords.join(', ') }));
    const paths = [...result.files.keys()];
    expect(paths.some((path) => /services|about|products|blog|images/.test(path))).toBe(false);
    expect(findStopWords(result.files, new StopWordFilter(stopWords))).toEqual([]);
    const home = String(result.sites[0]?.files.get('index.html'));
    expect(home).toMatch(/<nav[\s>]/);
  });

  test('the run fails rather than deliver a stop word that reached the output unfiltered', async () => {
    const images: ImageProvider = {
      name: 'captioning art',
      images: async (requests) =>
        requests.map((item) => ({ slot: item.slot, kind: 'photo', extension: 'svg', width: item.width, height: item.height, data: '<svg xmlns="http://www.w3.org/2000/svg"><text>frozen dough</text></svg>' })),
    };
    const failure = await generate(request({ stop_words: 'frozen' }), { images }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GenerationError);
    expect((failure as GenerationError).code).toBe('stop_word_found');
    expect((failure as GenerationError).message).toContain('“frozen”');
  });
});
