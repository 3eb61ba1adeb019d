import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { composeSites, OpenAiCompatibleProvider, type ComposedSites } from '../src/index.ts';
import { askedKeys, answerAt, answerFor, modelAnswers, type ModelAnswers } from './support/model-answers.ts';
import { startFakeChatServer, taskOf, type FakeChatServer } from './support/fake-chat-server.ts';
import { fixedNow, request } from './support/requests.ts';
import { allTexts } from './support/site-texts.ts';

/**
 * An AI writer that invents a promise, a review and a founding year: the quality stage refuses each, and the repair
 * stage sets them right like any other fault (a sentence in a paragraph of others is taken out; a heading is asked for
 * again, with the reason).
 */
const input = request({
  site_theme: 'Pet Care',
  business_name: 'Muddy Paws',
  description: 'Dog grooming salon in Bristol.',
  key_words: '',
  stop_words: '',
  contact_country: 'United Kingdom',
  contact_address: '5 High Street, Bristol',
  domain_name: 'muddypaws.co.uk',
});

const promise = 'Replies within 24 hours';
const review = '“Best groomers in Bristol!” — Anna K.';
const founded = 'Family-run since 1998.';

describe('an AI writer that states what the owner did not', () => {
  let server: FakeChatServer;
  let result: ComposedSites;
  let clean: ModelAnswers;

  beforeAll(async () => {
    clean = await modelAnswers(input, 'AI');
    const invented: ModelAnswers = structuredClone(clean);
    invented.copy.highlights[0]!.title = promise;
    invented.copy.about.paragraphs[0] = `${invented.copy.about.paragraphs[0]} ${review}`;
    invented.copy.hero.lead = `${invented.copy.hero.lead} ${founded}`;
    server = await startFakeChatServer((chat) => {
      const task = taskOf(chat);
      // Asked again, the writer gives the text it would have written without the slip.
      if (task === 'rewrite_fields') return { content: Object.fromEntries(askedKeys(chat).map((key) => [key, answerAt(clean, key)])) };
      return { content: answerFor(invented, task) };
    });
    const ai = new OpenAiCompatibleProvider({ baseUrl: server.url, apiKey: 'test-key', model: 'fake-model', backoffMs: 10, timeoutMs: 5000 });
    result = await composeSites(input, { ai, now: fixedNow });
  });
  afterAll(() => server.close());

  test('is told to state no promise, policy, figure, review or guarantee the facts do not give', () => {
    const system = server.requests[0]?.messages.find((message) => message.role === 'system')?.content ?? '';
    expect(system).toContain('State no promise, policy, figure, review or guarantee that the facts do not give');
  });

  test('is asked again for a heading with an invented promise, and told why', () => {
    const rewrites = server.requests.filter((chat) => taskOf(chat) === 'rewrite_fields');
    expect(rewrites.flatMap(askedKeys)).toContain('site.highlights.0.title');
    const prompt = rewrites.map((chat) => chat.messages.map((message) => message.content).join('\n')).join('\n');
    expect(prompt).toContain(`“${promise}” states a response time that the owner’s facts do not give`);
  });

  test('the site keeps none of the invented promise, review or year, and the repairs say how each was set right', () => {
    const texts = allTexts(result).join('\n');
    for (const invented of [promise, 'Anna K.', 'Best groomers', 'since 1998']) expect(texts).not.toContain(invented);
    const repairs = result.quality.repairs.filter((repair) => repair.check === 'claims');
    expect(repairs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'site.highlights.0.title', fix: 'writer', round: 1 }),
        expect.objectContaining({ field: 'site.about.paragraphs.0', fix: 'mended' }),
        expect.objectContaining({ field: 'site.hero.lead', fix: 'mended' }),
      ]),
    );
  });
});
