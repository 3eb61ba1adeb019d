import { readFileSync } from 'node:fs';
import type { GenerationRequestInput, Offer } from '@sitecraft/shared/generation';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generate, OpenAiCompatibleProvider } from '../src/index.ts';
import type { GenerationResult } from '../src/index.ts';
import { startFakeChatServer, taskOf } from './support/fake-chat-server.ts';
import type { FakeChatServer } from './support/fake-chat-server.ts';
import { languageRequests } from './support/language-requests.ts';
import { answerFor, type ModelAnswers } from './support/model-answers.ts';
import { fixedNow, request } from './support/requests.ts';
import { allHeadings, allTexts, catalogueTitlesIn, lower, offerItems, pageFile, pagesOf } from './support/site-texts.ts';

interface FactsCase {
  name: string;
  request: GenerationRequestInput;
  trade: string;
  /** The catalogue offers the owner's offers stand for (shown under the owner's names), in both languages. */
  standsFor: string[];
  /** Words of the trade's offers the owner does not list: no page may use them. */
  absentWords: RegExp;
  /** Whether the site has a prices page (services with a price given). */
  prices: boolean;
}

const base = { key_words: '', stop_words: '', second_site_language: '', site_count: '1', design_style: 'Luxury' } as const;

const cases: FactsCase[] = [
  {
    name: 'a dog-grooming salon with four offers, "no cages", in English and Russian',
    request: request({
      ...base,
      site_theme: 'Pet Care',
      description: 'Dog grooming salon in Bristol: no cages, open Tuesday to Saturday 8:30–17:00.',
      second_site_language: 'Russian',
      business_name: 'Happy Paws Grooming',
      offers: [{ name: 'Full groom', price: '£45' }, { name: 'Bath and tidy', price: '£30' }, { name: 'Nail clipping', price: '£10' }, { name: 'Puppy intro', price: '£25' }],
      domain_name: 'paws-bristol.co.uk',
      contact_country: 'United Kingdom',
      contact_address: '12 Gloucester Road, Bristol',
    }),
    trade: 'pet-care',
    standsFor: ['Full groom', 'Bath and tidy', 'Nail clipping', 'Комплексный груминг', 'Гигиенический груминг', 'Стрижка когтей'],
    absentWords: /\b(?:walks?|walking|walkers?|boarding|sitting|sitters?|day care|overnight|kennels?)\b|выгул|прогул|передерж|зоонян|ночёвк/iu,
    prices: true,
  },
  {
    name: 'a bakery with five priced offers',
    request: request({
      ...base,
      site_theme: 'Bakery',
      description: 'A small neighbourhood bakery in Leeds, open from seven every morning.',
      business_name: 'The Golden Crust Bakehouse',
      offers: [{ name: 'Sourdough loaf', price: '£4.50' }, { name: 'Croissant', price: '£2' }, { name: 'Birthday cake', price: 'from £35' }, { name: 'Cinnamon roll', price: '£2.80' }, { name: 'Rye bread', price: '£4' }],
      domain_name: 'golden-crust.co.uk',
      contact_country: 'United Kingdom',
    }),
    trade: 'bakery',
    standsFor: ['White sourdough loaf', 'Butter croissant', 'Cinnamon roll', 'Пшеничный хлеб на закваске', 'Круассан на сливочном масле', 'Булочка с корицей'],
    absentWords: /\b(?:baguettes?|spelt|wedding|tiered|seeded)\b/iu,
    prices: false,
  },
  {
    name: 'a plumber with an email and three offers, one without a price',
    request: request({
      ...base,
      site_theme: 'Plumbing',
      description: 'Gas Safe plumber covering north Manchester.',
      business_name: 'Northside Plumbing & Heating',
      contact_email: 'jobs@northside-plumbing.co.uk',
      offers: [{ name: 'Emergency call-out', price: '£95' }, { name: 'Boiler service', price: 'from £80' }, { name: 'Leak repair' }],
      domain_name: 'northside-plumbing.co.uk',
      contact_country: 'United Kingdom',
    }),
    trade: 'plumbing',
    standsFor: ['Emergency call-out', 'Boiler service', 'Leak detection and repair', 'Аварийный вызов', 'Обслуживание котла', 'Поиск и устранение протечек'],
    absentWords: /\b(?:drains?|bathrooms?|toilets?|showers?)\b/iu,
    prices: true,
  },
  {
    name: 'a Russian barbershop with three offers',
    request: request({
      ...base,
      site_theme: 'Barbershop',
      site_language: 'Russian',
      description: 'Барбершоп в центре Казани, запись онлайн и по телефону.',
      business_name: 'Борода и Ножницы',
      offers: [{ name: 'Мужская стрижка', price: '1 500 ₽' }, { name: 'Королевское бритьё', price: '1 200 ₽' }, { name: 'Оформление бороды', price: 'от 800 ₽' }],
      domain_name: 'boroda-kazan.ru',
      contact_country: 'Russia',
      contact_address: 'Казань, ул. Баумана, 15',
      contact_phone: '+7 843 200-10-10',
    }),
    trade: 'barbershop',
    standsFor: ['Мужская стрижка', 'Королевское бритьё', 'Men’s haircut', 'Hot towel shave'],
    absentWords: /фейд|детск|камуфляж|седин/iu,
    prices: true,
  },
  {
    name: 'a nail bar that chose the beauty salon, with its own offers, in English and Russian',
    request: request({
      ...base,
      site_theme: 'Beauty Salon',
      description: 'Nail bar in Leeds, walk-ins welcome.',
      second_site_language: 'Russian',
      business_name: 'Polished',
      offers: [{ name: 'Gel manicure', price: '£30' }, { name: 'Pedicure', price: '£35' }, { name: 'Nail art', price: 'from £5' }],
      domain_name: 'polished-leeds.co.uk',
      contact_country: 'United Kingdom',
    }),
    trade: 'beauty-salon',
    standsFor: [],
    absentWords: /\b(?:hair|haircuts?|cuts?|blow-dry|balayage|highlights|keratin|stylists?|scissors|facials?)\b|волос|стрижк|балаяж|окрашиван|мелирован|причёск|ножниц/iu,
    prices: true,
  },
];

describe.each(cases)('the owner’s offers are the site’s offers: $name', (item) => {
  let result: GenerationResult;
  const offers = item.request.offers as Offer[];
  beforeAll(async () => {
    result = await generate(item.request, { now: fixedNow });
  });

  test('every offer is on the offers page, and the priced ones on the prices page where the trade has one, with the owner’s price as written, and only those', () => {
    for (const edition of result.sites[0]?.model.editions.keys() ?? []) {
      const page = pagesOf(result, edition).find((each) => each.key === 'offers');
      expect(offerItems(page)).toEqual(offers.map((offer) => ({ title: offer.name, ...(offer.price ? { detail: offer.price } : {}) })));
      for (const offer of offers) if (offer.price) expect(pageFile(result, page)).toContain(offer.price);
    }
    const prices = pagesOf(result).find((each) => each.key === 'prices');
    expect(Boolean(prices)).toBe(item.prices);
    if (!prices) return;
    expect(offerItems(prices)).toEqual(offers.filter((offer) => offer.price).map((offer) => ({ title: offer.name, detail: offer.price })));
    expect(JSON.stringify(prices.sections.map((section) => section.data))).not.toMatch(/[$€]|USD/u);
  });

  test('no heading names another offer of the catalogue, and no text speaks of one the owner does not offer', () => {
    const headings = allHeadings(result);
    const allowed = [...item.standsFor, ...offers.map((offer) => offer.name)];
    expect(catalogueTitlesIn(headings, { trades: [item.trade], allowed })).toEqual([]);
    expect(catalogueTitlesIn(headings, { minLength: 12, allowed })).toEqual([]);
    expect(allTexts(result).filter((text) => item.absentWords.test(text))).toEqual([]);
  });

  test('the business name given is the site’s name', () => {
    const model = result.sites[0]?.model;
    expect(model?.business.name).toBe(item.request.business_name);
    for (const edition of model?.editions ?? []) expect(edition.pages.find((page) => page.key === 'home')?.title).toContain(item.request.business_name);
  });
});

describe('the owner’s offers with an AI writer', () => {
  const recorded = JSON.parse(readFileSync(new URL('./support/recorded-answers/de.json', import.meta.url), 'utf8')) as ModelAnswers;
  // Three of the recorded answer's eight breads, in another order: the model answers with all eight in its own order.
  const offers: Offer[] = [{ name: 'Zimtschnecke', price: '2,80 €' }, { name: 'Dinkelvollkornbrot', price: '5,20 €' }, { name: 'Weizen-Sauerteigbrot', price: 'ab 4,50 €' }];
  let server: FakeChatServer;
  let result: GenerationResult;
  beforeAll(async () => {
    server = await startFakeChatServer((chat) => ({ content: answerFor(recorded, taskOf(chat)) }));
    const ai = new OpenAiCompatibleProvider({ baseUrl: server.url, apiKey: 'test-key', model: 'fake-model', backoffMs: 10, timeoutMs: 5000 });
    result = await generate({ ...languageRequests.de, business_name: 'Bäckerei Sonnenkorn', offers }, { ai, now: fixedNow });
  });
  afterAll(() => server.close());

  test('the prompt gives the owner’s offers as the exact list and forbids any other', () => {
    const prompts = server.requests.map((chat) => ({ task: taskOf(chat), text: chat.messages.map((message) => message.content).join('\n') }));
    const copy = prompts.find((prompt) => prompt.task === 'site_copy')?.text ?? '';
    expect(copy).toContain("The owner's offers, the exact list");
    expect(copy).toMatch(/1\. Zimtschnecke: [\s\S]*2\. Dinkelvollkornbrot: [\s\S]*3\. Weizen-Sauerteigbrot: /u);
    for (const prompt of prompts) expect(prompt.text, prompt.task).toContain('Offers on the site, the only ones it has: Zimtschnecke; Dinkelvollkornbrot; Weizen-Sauerteigbrot. Write about no other offer');
  });

  test('the answer’s own offer list is replaced by the owner’s, each with the text the model wrote for it', () => {
    const page = pagesOf(result).find((each) => each.key === 'offers');
    expect(offerItems(page)).toEqual(offers.map((offer) => ({ title: offer.name, detail: offer.price })));
    const written = new Map(recorded.copy.offers.items.map((entry) => [entry.title, entry.text]));
    const section = page?.sections.find((each) => each.kind === 'products' || each.kind === 'services');
    const texts = (section?.data as { items: { title: string; text: string }[] }).items.map((entry) => entry.text);
    expect(texts).toEqual(offers.map((offer) => written.get(offer.name)));
    const home = pagesOf(result).find((each) => each.key === 'home');
    const shown = offerItems(home).map((entry) => entry.title);
    expect(shown).toEqual(offers.map((offer) => offer.name));
    expect(lower(pageFile(result, page))).not.toContain('hochzeitstorte mit mehreren etagen');
  });
});

describe('offers from the description alone', () => {
  test('a grooming salon that does no walks or boarding shows its grooms first and no walk or boarding anywhere', async () => {
    const result = await generate(
      request({ ...base, site_theme: 'Pet Care', description: 'Dog grooming salon in Bristol, no cages. We don’t do walks or boarding.', domain_name: 'paws-bristol.co.uk', contact_country: 'United Kingdom' }),
      { now: fixedNow },
    );
    const titles = offerItems(pagesOf(result).find((page) => page.key === 'offers')).map((entry) => entry.title);
    expect(titles.slice(0, 2)).toEqual(['Full groom', 'Puppy’s first groom']);
    expect(titles).not.toContain('Solo dog walk');
    expect(allTexts(result).filter((text) => /\b(?:walks?|walking|walkers?|boarding)\b/iu.test(text))).toEqual([]);
  });
});
