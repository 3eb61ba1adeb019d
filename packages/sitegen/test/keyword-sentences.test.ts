import { readFileSync } from 'node:fs';
import { splitList, type GenerationRequestInput } from '@sitecraft/shared/generation';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { composeSites, OpenAiCompatibleProvider, type ComposedSites, type SiteModel } from '../src/index.ts';
import { holdsKeyword, keywordForms, ownTowns } from '../src/content/keyword-phrase.ts';
import { sentencesOf } from '../src/content/sentences.ts';
import { checkSite, type QualityInput } from '../src/quality/check-site.ts';
import { keywordSentenceProblem } from '../src/quality/keyword-sentences.ts';
import { pageTexts } from '../src/quality/page-texts.ts';
import { StopWordFilter } from '../src/safety/stop-words.ts';
import { catalogue, findTrade } from '../src/trades/index.ts';
import { startFakeChatServer, taskOf, type FakeChatServer } from './support/fake-chat-server.ts';
import { languageRequests } from './support/language-requests.ts';
import { answerFor, type ModelAnswers } from './support/model-answers.ts';
import { fixedNow, request } from './support/requests.ts';
import { lower, offerItems, pagesOf } from './support/site-texts.ts';

// The sentences the composer used to write around a keyword, and the kind an SEO writer adds: each exists only to hold it.
const carriers = {
  en: [
    'Many clients find Muddy Paws when they look for {kw}, and they stay for the care we take.',
    'If you came here looking for {kw}, you are in the right place: ask us anything.',
    'When people ask us about {kw}, they get a straight answer and a fair price.',
    'Clients who ask us about {kw} often ask about this too, so here is what we tell them.',
    'This question often comes up when we talk to clients about {kw}.',
    '{Kw}: that is what Muddy Paws is about.',
    'Welcome to Muddy Paws, your {kw}.',
  ],
  ru: [
    'Многие клиенты находят нас по запросу «{kw}» и остаются, потому что ценят наш подход.',
    'Если вы искали «{kw}», вы по адресу: спрашивайте, мы всё подробно расскажем.',
    'Когда нас спрашивают про «{kw}», мы отвечаем прямо и называем честную цену.',
    'Об этом нас часто спрашивают в разговорах на тему «{kw}», поэтому рассказываем, что обычно советуем.',
    'Этот вопрос часто возникает, когда клиенты обращаются к нам на тему «{kw}».',
    '{Kw} — это «Муддипавс».',
  ],
  de: [
    'Sie suchen {kw}? Bei Muddy Paws sind Sie richtig bei uns.',
    'Viele Kunden finden uns über {kw}.',
    'Willkommen bei Muddy Paws, Ihrem Partner für {kw}.',
    '{Kw}: das ist Muddy Paws.',
  ],
} as const;
const keywords = { en: 'dog grooming Bristol', ru: 'груминг Казань', de: 'Hundesalon Bristol' } as const;
const brands = { en: 'Muddy Paws', ru: 'Муддипавс', de: 'Muddy Paws' } as const;
const filled = (template: string, keyword: string) => template.replace('{kw}', keyword).replace('{Kw}', keyword.charAt(0).toLocaleUpperCase() + keyword.slice(1));

describe('a sentence made only to hold a keyword', () => {
  test.each(Object.keys(carriers) as (keyof typeof carriers)[])('is found in %s: one that speaks of the search, or says nothing besides the keyword', (language) => {
    for (const template of carriers[language]) {
      const sentence = filled(template, keywords[language]);
      expect(keywordSentenceProblem(sentence, [keywords[language]], brands[language], language), sentence).toBeDefined();
    }
  });

  test('is found whatever the apostrophes, and in French after an elision or before an “à”', () => {
    expect(keywordSentenceProblem('Dog grooming Bristol: that’s what Muddy Paws is about.', [keywords.en], brands.en, 'en')).toBeDefined();
    expect(keywordSentenceProblem('Toilettage Bristol : vous êtes à la bonne adresse.', ['toilettage Bristol'], 'Muddy Paws', 'fr')).toBeDefined();
    expect(keywordSentenceProblem("Toilettage Bristol, c'est l'atelier Muddy Paws.", ['toilettage Bristol'], 'atelier Muddy Paws', 'fr')).toBeDefined();
  });

  test('is not one that says something of the business, nor one without a keyword', () => {
    const real = [
      ['What Muddy Paws offers for dog grooming Bristol: full groom, bath and brush, and hand stripping.', 'en'],
      ['Hand stripping takes about two hours for a terrier, with breaks when he needs them.', 'en'],
      ['If you came here looking for a groomer, you are in the right place.', 'en'],
      ['Что «Муддипавс» предлагает по теме «груминг Казань»: комплексный груминг и стрижка когтей.', 'ru'],
      ['Im Hundesalon Bristol schneiden wir Fell ohne Käfige und ohne Eile.', 'de'],
    ] as const;
    for (const [sentence, language] of real) expect(keywordSentenceProblem(sentence, ['dog grooming Bristol', 'hand stripping', 'груминг Казань', 'Hundesalon Bristol'], brands[language], language), sentence).toBeUndefined();
  });
});

describe('the quality stage', () => {
  const briefs = {
    en: request({ site_theme: 'Pet Care', description: 'Dog grooming salon in Bristol.', business_name: 'Muddy Paws', key_words: keywords.en, stop_words: '', domain_name: 'muddypaws.co.uk', contact_country: 'United Kingdom' }),
    ru: request({ site_theme: 'Pet Care', site_language: 'Russian', description: 'Груминг-салон в Казани.', business_name: 'Муддипавс', key_words: keywords.ru, stop_words: '', domain_name: 'muddipaws.ru', contact_country: 'Russia' }),
  };
  const inputFor = (brief: GenerationRequestInput, language: string): QualityInput => ({
    keywords: splitList(brief.key_words ?? ''),
    stopWords: new StopWordFilter([]),
    textLanguages: [language],
    trade: findTrade(brief.site_theme ?? '', brief.description ?? '', brief.key_words ?? ''),
    catalogue,
    customerTexts: [brief.description ?? ''],
    places: { towns: ownTowns(brief.contact_address ?? '', brief.description ?? ''), description: brief.description ?? '' },
  });
  /** The keyword-sentence problems once the hero's lead of the home page says `lead`. */
  const problemsWith = (model: SiteModel, input: QualityInput, lead: string) => {
    const edited = structuredClone(model);
    const hero = edited.editions[0]!.pages.find((page) => page.key === 'home')!.sections.find((section) => section.kind === 'hero')!;
    (hero.data as { lead: string }).lead = lead;
    return checkSite(edited, input).filter((problem) => problem.check === 'keyword_sentences');
  };

  test.each(['en', 'ru'] as const)('passes the offline composer’s %s site, whose keyword sentence names the offers, and fails each old keyword sentence put back', async (language) => {
    const brief = briefs[language];
    const result = await composeSites(brief, { now: fixedNow });
    const model = result.models[0]!;
    const input = inputFor(brief, language);
    expect(checkSite(model, input)).toEqual([]);
    const home = pagesOf(result).find((page) => page.key === 'home')!;
    // The keyword as typed, or as a sentence writes it with the business's town ("dog grooming in Bristol").
    const forms = keywordForms(keywords[language], language, input.places?.towns ?? [], brief.description);
    const held = pageTexts(home).filter((text) => text.role === 'prose').flatMap((text) => sentencesOf(text.text)).filter((sentence) => holdsKeyword(sentence, forms));
    const offers = offerItems(home).map((item) => lower(item.title));
    expect(held.length).toBeGreaterThan(0);
    for (const sentence of held) expect(offers.some((offer) => lower(sentence).includes(offer)), sentence).toBe(true);
    for (const template of carriers[language]) {
      const lead = `${filled(template, keywords[language])} ${held[0]}`;
      expect(problemsWith(model, input, lead), template).toHaveLength(1);
    }
  });

  describe('with an AI writer in German', () => {
    const recorded = JSON.parse(readFileSync(new URL('./support/recorded-answers/de.json', import.meta.url), 'utf8')) as ModelAnswers;
    let server: FakeChatServer;
    let result: ComposedSites;
    const input = inputFor(languageRequests.de, 'de');
    beforeAll(async () => {
      server = await startFakeChatServer((chat) => ({ content: answerFor(recorded, taskOf(chat)) }));
      const ai = new OpenAiCompatibleProvider({ baseUrl: server.url, apiKey: 'test-key', model: 'fake-model', backoffMs: 10, timeoutMs: 5000 });
      result = await composeSites(languageRequests.de, { ai, now: fixedNow });
    });
    afterAll(() => server.close());

    test('passes the written site and fails a German sentence that only holds the keyword', () => {
      const model = result.models[0]!;
      expect(checkSite(model, input).filter((problem) => problem.check === 'keyword_sentences')).toEqual([]);
      const problems = problemsWith(model, input, 'Sie suchen Sauerteigbrot Berlin? Dann sind Sie bei uns an der richtigen Adresse. Wir backen jeden Morgen.');
      expect(problems.map((problem) => problem.detail)).toEqual([
        'the sentence “Sie suchen Sauerteigbrot Berlin?” speaks of a search for “Sauerteigbrot Berlin” instead of the business',
      ]);
    });
  });
});
