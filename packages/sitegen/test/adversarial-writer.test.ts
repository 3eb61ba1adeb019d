import { afterEach, describe, expect, test } from 'vitest';
import { planters, textFaultKinds, type SlipContext, type TextFaultKind } from './support/adversarial-faults.ts';
import { carelessRates, flawlessRates, startAdversarialModel, type AdversarialRates } from './support/adversarial-model.ts';
import { runAdversarialGenerations } from './support/adversarial-runs.ts';
import type { FakeChatServer } from './support/fake-chat-server.ts';
import type { FaultClass } from './support/fault-rules.ts';
import { scanPage } from './support/page-faults.ts';

/** The page scan's class for each slip the writer makes. */
const classOf: Record<TextFaultKind, FaultClass> = {
  placeholder: 'placeholder',
  filler: 'filler',
  doubledWord: 'doubled word',
  cutSentence: 'cut sentence',
  markdown: 'markdown',
  html: 'html',
  codeFence: 'code',
  selfTalk: 'self-talk',
  wrongLanguage: 'wrong language',
  repeatedSentence: 'repeated sentence',
  overLong: 'over-long',
  stopWord: 'stop word',
  keywordMisuse: 'keyword label',
};

const samples: Record<string, { heading: string; prose: string; other: string; wrong: string; keyword: string; stopWord: string; brand: string }> = {
  en: { heading: 'Sourdough bread, baked slowly on Park Street', prose: 'Our sourdough bread rests for a whole day before it meets the oven. The crust cracks and the crumb stays moist for days.', other: 'Come in, ask for a taste and tell us what you like: we will help you choose a loaf for the week.', wrong: 'Мы печём хлеб каждое утро, чтобы он был свежим и тёплым к открытию.', keyword: 'sourdough bread', stopWord: 'cheap', brand: 'Park Street Bakery' },
  de: { heading: 'Sauerteigbrot, ehrlich gebacken in Pankow', prose: 'Unser Sauerteigbrot reift einen ganzen Tag, bevor es in den Ofen kommt. So entstehen eine kräftige Kruste und eine offene Krume.', other: 'Kommen Sie vorbei und lassen Sie sich beraten, welches Brot zu Ihrem Frühstück und Ihrer Woche passt.', wrong: 'Our sourdough bread rests for a whole day before it meets the oven, so the crust cracks and the crumb stays moist.', keyword: 'Sauerteigbrot', stopWord: 'billig', brand: 'Bäckerei Sonnenkorn' },
  ja: { heading: '自家焙煎コーヒーとハンドドリップの喫茶店', prose: '季節の豆を使った自家焙煎コーヒーを、ハンドドリップで一杯ずつていねいにお淹れしています。手作りの焼き菓子もご用意しています。', other: '浅めに焙煎した豆は果実のような明るい風味に、深めに焙煎した豆はまろやかな甘さとコクになります。', wrong: 'We roast our own beans and brew every cup by hand, with cakes baked in our kitchen.', keyword: '自家焙煎コーヒー', stopWord: '激安', brand: '喫茶ひだまり' },
};

const page = (lang: string, heading: string, first: string, second: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${heading}</title></head><body><main><section><h1>${heading}</h1><p>${first}</p></section><section><p>${second}</p></section></main></body></html>`;
const escape = (text: string) => text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

describe('the adversarial writer', () => {
  let server: FakeChatServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  // Each slip in a heading and in a paragraph, with several draws: whatever form the writer picks, the scan knows it.
  test.each(textFaultKinds.flatMap((kind) => Object.keys(samples).map((language) => [kind, language] as const)))('makes %s slips in %s that the page scan finds', (kind, language) => {
    const sample = samples[language] as (typeof samples)[string];
    for (let draw = 0; draw < 8; draw += 1) {
      let state = draw * 7919 + 1;
      const random = () => ((state = (state * 48271) % 2147483647) / 2147483647);
      for (const place of ['heading', 'prose'] as const) {
        if (kind === 'repeatedSentence' && place === 'heading') continue;
        const context: SlipContext = { language, keywords: [sample.keyword], stopWords: [sample.stopWord], brand: sample.brand, random, otherText: () => sample.other, wrongText: sample.wrong };
        const slipped = planters[kind](sample[place], context);
        expect(slipped, `${kind} in ${place}`).not.toBe(sample[place]);
        const html = place === 'heading' ? page(language, escape(slipped), escape(sample.prose), escape(sample.other)) : page(language, escape(sample.heading), escape(slipped), escape(sample.other));
        const found = scanPage('index.html', html, { language, keywords: [sample.keyword], stopWords: [sample.stopWord] }).map((each) => each.fault);
        // A dropped keyword is found across the whole site rather than on one page: here, the text lost it.
        if (kind === 'keywordMisuse' && !found.includes('keyword label')) expect(slipped.toLocaleLowerCase(), `${kind} in ${place}: ${slipped}`).not.toContain(sample.keyword.toLocaleLowerCase());
        else expect(found, `${kind} in ${place}: ${slipped}`).toContain(classOf[kind]);
      }
    }
  });

  test('answers as the chat-completions API does, and wholly wrong: HTTP 500, 429 with Retry-After, {}, a refusal', async () => {
    const only = (change: Partial<AdversarialRates>): AdversarialRates => ({ ...flawlessRates, ...change });
    const rates = [only({ serverError: 1 }), only({ rateLimited: 1 }), only({ emptyJson: 1 }), only({ refusal: 1 }), flawlessRates];
    let asked = 0;
    const answer = { tagline: 'Bread and cakes baked every morning.' };
    server = await startAdversarialModel({ seed: 'wire', careful: { right: () => answer, wrong: () => answer }, ratesFor: () => rates[asked++] as AdversarialRates, stallMs: 10, slowMs: 10 });
    const post = () => fetch(`${server?.url}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: `TASK: site_copy ${asked}` }] }) });
    const failed = await post();
    expect(failed.status).toBe(500);
    const limited = await post();
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '1']);
    const content = async () => ((await (await post()).json()) as { choices: { message: { content: string } }[] }).choices[0]?.message.content;
    expect(await content()).toBe('{}');
    expect(await content()).not.toMatch(/\{/u);
    expect(JSON.parse((await content()) ?? '')).toEqual(answer);
  });
});

describe('generations against the adversarial writer', () => {
  // Issue 39's target: whatever the writer slips, no fault reaches a page. One careless generation per language.
  test('six careless generations, one per language, none fails and the independent scan finds no fault on any page', async () => {
    const runs = await runAdversarialGenerations({ count: 6, seed: 'adversarial-test', profile: () => ({ name: 'careless', rates: carelessRates }) });
    expect(runs.filter((run) => run.error).map((run) => `${run.request.site_language}: ${run.error}`)).toEqual([]);
    expect(runs.flatMap((run) => run.faults.map((fault) => `${run.request.site_language} ${fault.page} ${fault.place} ${fault.fault}: “${fault.detail}” in “${fault.text}”`))).toEqual([]);
  }, 240_000);
});
