import { generationRequestSchema, type GenerationRequestInput } from '@sitecraft/shared/generation';
import { beforeAll, describe, expect, test } from 'vitest';
import { resolveLanguage } from '../src/brief/languages.ts';
import { copyBrief, planRun } from '../src/brief/plan.ts';
import { applySiteEdits, generate, renderSite, type GenerationResult, type SiteModel } from '../src/index.ts';
import { editRefusal } from './support/edit-refusal.ts';
import { decode } from './support/page-checks.ts';
import { fixedNow, request } from './support/requests.ts';
import { renderedPages } from './support/site-pages.ts';
import { nameRepeated, pricesShown, reviewsShown, tackedOnTexts } from './support/truth-checks.ts';

/**
 * A site says only what is true: reviews and prices are the owner's or none, the name is said once a heading, the
 * owner's description and the keywords are not pasted in, and the site lists what it could not know.
 */
const brand = 'Spoke & Chain';
const track = { track_id: '5d0c6a8e-2f6b-4b1e-9f7a-0c3e2d1b4a59' };

const englishFacts: Partial<GenerationRequestInput> = {
  business_name: brand,
  offers: [{ name: 'Puncture repair', price: '£12' }, { name: 'Full service', price: 'from £65' }, { name: 'Wheel truing' }],
  reviews: [
    { quote: 'They fixed my commuter bike the same afternoon and showed me which parts were worn.', name: 'Anna K.', source: 'Google' },
    // Written by a customer, escaped like every input.
    { quote: 'Honest advice & a fair price: they told me my <b>old</b> frame was worth keeping.', name: '', source: 'in person' },
  ],
  contact_email: 'hello@spokeandchain.co.uk',
  opening_hours: { days: [{ day: 'tue', opens: '09:00', closes: '18:00' }, { day: 'sat', opens: '10:00', closes: '14:00' }] },
  areas_served: ['Bristol', 'Bath'],
  payment_methods: ['Cash', 'Card'],
  year_founded: 2009,
};

const russianFacts: Partial<GenerationRequestInput> = {
  ...englishFacts,
  offers: [{ name: 'Заклейка камеры', price: '500 ₽' }, { name: 'Полное обслуживание', price: 'от 3 500 ₽' }, { name: 'Правка колеса' }],
  reviews: [{ quote: 'Починили велосипед за день и показали, какие детали износились.', name: 'Анна К.', source: 'Яндекс Карты' }],
  areas_served: ['Казань'],
  payment_methods: ['Наличные', 'Карта'],
};

/** The parts of every request below: a typed theme or a wizard theme, in English with Russian or the other way round. */
const typedTheme = { site_theme: 'Bicycle repair workshop', description: 'A bicycle repair workshop near the station: we service, repair and build wheels.', key_words: 'bike repair Bristol, wheel building', stop_words: '' };
const bakery = { site_theme: 'Bakery', description: 'Пекарня у дома: хлеб на закваске и торты на заказ.', key_words: 'хлеб на закваске, торты на заказ', stop_words: '', contact_country: 'Russia', contact_address: 'Казань, ул. Баумана, 12' };

const runs: Record<string, GenerationRequestInput> = {
  'a domain alone': { domain_name: 'spoke-and-chain.co.uk', ...track },
  // A seed whose texts once shouted the name over the hero ("Welcome to Spoke & Chain" over "Spoke & Chain: …").
  'a typed theme without facts, English and Russian': request({ ...typedTheme, track_id: '0b7f2f9e-1c1d-4f5e-8a6b-3c2d1e0f9a8b', business_name: brand, second_site_language: 'Russian', domain_name: 'spoke-and-chain.co.uk' }),
  'a typed theme with every fact, English and Russian': request({ ...typedTheme, ...track, ...englishFacts, second_site_language: 'Russian', contact_country: 'United Kingdom', contact_address: '12 Station Road, Bristol', domain_name: 'spoke-and-chain.co.uk' }),
  'a bakery with every fact, Russian and English': request({ ...bakery, ...track, ...russianFacts, site_language: 'Russian', second_site_language: 'English', domain_name: 'spoke-and-chain.ru' }),
  'a bakery without facts, Russian': request({ ...bakery, ...track, business_name: brand, site_language: 'Russian', domain_name: 'spoke-and-chain.ru' }),
};

const results = new Map<string, GenerationResult>();
beforeAll(async () => {
  for (const [name, input] of Object.entries(runs)) results.set(name, await generate(input, { now: fixedNow }));
}, 120_000);

const result = (name: keyof typeof runs) => results.get(name)!;
const site = (name: keyof typeof runs) => result(name).sites[0]!;
const withoutFacts = ['a domain alone', 'a typed theme without facts, English and Russian', 'a bakery without facts, Russian'] as const;
const withFacts = ['a typed theme with every fact, English and Russian', 'a bakery with every fact, Russian and English'] as const;

/** Every page of a model as it is served, by file. */
const pagesOf = (model: SiteModel) => new Map([...renderSite(model)].filter(([file]) => file.endsWith('.html')).map(([file, html]) => [file, String(html)]));
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
const reviewsIn = (html: string) => jsonLdOf(html).flatMap((node) => (node.review as Record<string, unknown>[] | undefined) ?? []);
/** The sums of money in a text, each as its symbol and digits ("£65", "3500₽"). */
const moneyIn = (text: string) => (text.match(/[£₽$€]\s?\d[\d\s\u00a0,.]*|\d[\d\s\u00a0,.]*\s?[£₽$€]/gu) ?? []).map((amount) => amount.replace(/[\s\u00a0]+/g, '').replace(/[.,]+$/u, ''));
const visibleText = (html: string) => decode((html.split('<body>')[1] ?? '').replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' '));

describe('without the owner’s facts, a site makes none up', () => {
  test.each(withoutFacts)('%s: no review or quote, no price, the name once a heading, nothing pasted or tacked on', (name) => {
    expect(reviewsShown(result(name))).toEqual([]);
    expect(pricesShown(result(name))).toEqual([]);
    expect(nameRepeated(result(name))).toEqual([]);
    expect(tackedOnTexts(result(name))).toEqual([]);
  });

  test('the trade’s usual offers are on request, in each language, and the prices page too', () => {
    for (const name of withoutFacts) {
      for (const edition of site(name).model.editions) {
        const details = edition.pages.flatMap((page) => page.sections.flatMap((section) => (section.kind === 'services' || section.kind === 'products' ? section.data.items.map((item) => item.detail) : [])));
        expect(new Set(details), `${name} ${edition.lang}`).toEqual(new Set([edition.lang === 'ru' ? 'Цена по запросу' : 'Price on request']));
      }
    }
  });

  test('the gaps name what the site could not know: a domain alone lacks offers, hours, reviews and the rest', () => {
    expect(site('a domain alone').gaps).toEqual([
      { code: 'offers', field: 'offers' },
      { code: 'hours', field: 'opening_hours' },
      { code: 'reviews', field: 'reviews' },
      { code: 'phone', field: 'contact_phone' },
      { code: 'address', field: 'contact_address' },
      { code: 'email', field: 'contact_email' },
      { code: 'description', field: 'description' },
      { code: 'areas_served', field: 'areas_served' },
      { code: 'payment_methods', field: 'payment_methods' },
      { code: 'year_founded', field: 'year_founded' },
    ]);
    expect(site('a domain alone').model.gaps).toEqual(site('a domain alone').gaps);
  });
});

describe('with the owner’s facts, a site shows exactly them', () => {
  test.each(withFacts)('%s: no gap, the only sums of money the owner’s prices (none in JSON-LD), the name once a heading, nothing pasted or tacked on', (name) => {
    expect(site(name).gaps).toEqual([]);
    expect(nameRepeated(result(name))).toEqual([]);
    expect(tackedOnTexts(result(name))).toEqual([]);
    const prices = new Set((runs[name]!.offers ?? []).flatMap((offer) => moneyIn(offer.price ?? '')));
    expect(prices.size).toBe(2);
    const shown = new Set<string>();
    for (const page of renderedPages(result(name))) {
      for (const amount of moneyIn(visibleText(page.html))) {
        expect(prices.has(amount), `${page.path}: ${amount}`).toBe(true);
        shown.add(amount);
      }
      expect(jsonLdOf(page.html).filter((node) => 'offers' in node || 'price' in node), page.path).toEqual([]);
    }
    expect(shown).toEqual(prices);
  });

  test.each(withFacts)('%s: the reviews as given, on the home and offers pages of every language, marked up there as schema.org Reviews', (name) => {
    const given = runs[name]!.reviews ?? [];
    for (const page of renderedPages(result(name))) {
      const shown = /(?:^|\/)(?:index|services|menu)\.html$/.test(page.path);
      const reviews = reviewsIn(page.html);
      if (!shown) {
        expect(reviews, page.path).toEqual([]);
        continue;
      }
      expect(reviews, page.path).toEqual(given.map((review) => ({ '@type': 'Review', reviewBody: review.quote, ...(review.name ? { author: { '@type': 'Person', name: review.name } } : {}) })));
      const text = decode(page.html);
      for (const review of given) {
        expect(text, page.path).toContain(`<p>${review.quote}</p>`);
        if (review.name) expect(text, page.path).toContain(`<strong>${review.name}</strong>`);
        if (review.source) expect(text, page.path).toContain(review.source);
      }
      expect(page.html.match(/<blockquote/g)?.length, page.path).toBe(given.length);
      expect(page.html, page.path).not.toContain('<b>');
    }
  });

  test('the areas served, ways to pay and founding year show in the contact section, the footer and JSON-LD', () => {
    const pages = renderedPages(result('a typed theme with every fact, English and Russian'));
    const contact = pages.find((page) => page.path === 'contact.html')!.html;
    expect(contact).toMatch(/Areas served<\/dt><dd>Bristol, Bath<\/dd>/);
    expect(contact).toMatch(/Payment methods<\/dt><dd>Cash, Card<\/dd>/);
    expect(contact).toMatch(/Founded<\/dt><dd>2009<\/dd>/);
    expect(pages.find((page) => page.path === 'ru/contact.html')!.html).toMatch(/Где мы работаем<\/dt><dd>Bristol, Bath<\/dd>/);
    for (const page of pages) {
      expect(page.html, page.path).toMatch(/<li>(?:Areas served|Где мы работаем): Bristol, Bath<\/li>/);
      const business = jsonLdOf(page.html).find((node) => node['@type'] === 'LocalBusiness');
      expect(business, page.path).toMatchObject({ areaServed: ['Bristol', 'Bath'], paymentAccepted: 'Cash, Card', foundingDate: '2009' });
    }
  });

  test('the composer is told the facts that answer common questions', () => {
    const plan = planRun(generationRequestSchema.parse(runs['a typed theme with every fact, English and Russian']));
    const brief = copyBrief(plan, plan.sites[0]!, resolveLanguage('English').language);
    expect(brief.facts).toMatchObject({ areasServed: ['Bristol', 'Bath'], paymentMethods: ['Cash', 'Card'], yearFounded: 2009, email: 'hello@spokeandchain.co.uk', reviews: [{ name: 'Anna K.' }, { source: 'in person' }] });
  });
});

describe('Business details in the editor', () => {
  const bare = () => site('a typed theme without facts, English and Russian').model;

  test('two offers added remove the offers gap and are the only offers of every list, with their prices, in both languages', () => {
    const { model } = applySiteEdits(bare(), [{ op: 'offers', offers: [{ name: 'Puncture repair', price: '£12' }, { name: 'Wheel building', price: 'from £90' }] }]);
    expect(bare().gaps?.map((gap) => gap.code)).toContain('offers');
    expect(model.gaps?.map((gap) => gap.code)).not.toContain('offers');
    expect(model.gaps?.length).toBe((bare().gaps?.length ?? 0) - 1);
    for (const edition of model.editions) {
      const offersPage = edition.pages.find((page) => page.key === 'offers')!;
      const list = offersPage.sections.find((section) => section.kind === 'services' || section.kind === 'products');
      const items = list && (list.kind === 'services' || list.kind === 'products') ? list.data.items : [];
      expect(items.map((item) => [item.title, item.detail]), edition.lang).toEqual([['Puncture repair', '£12'], ['Wheel building', 'from £90']]);
    }
    const onRequest = model.editions.flatMap((edition) =>
      edition.pages.flatMap((page) => page.sections.flatMap((section) => {
        if (section.kind === 'pricing') return section.data.plans.map((plan) => `${page.file}: ${plan.price}`);
        if (section.kind !== 'services' && section.kind !== 'products') return [];
        return section.data.items.filter((item) => /Price on request|Цена по запросу/.test(item.detail ?? '')).map((item) => `${page.file}: ${item.title}`);
      })),
    );
    expect(onRequest).toEqual([]);
  });

  test('reviews set, changed and cleared on every page of both languages, with their sections and JSON-LD', () => {
    const reviews = [{ quote: 'Quick, friendly and fairly priced: my wheel runs true again.', name: 'Tom B.', source: 'Google' }];
    const { model: added } = applySiteEdits(bare(), [{ op: 'reviews', reviews }]);
    expect(added.gaps?.map((gap) => gap.code)).not.toContain('reviews');
    const shown = [...pagesOf(added)].filter(([, html]) => html.includes('Quick, friendly and fairly priced')).map(([file]) => file).sort();
    expect(shown).toEqual(added.editions.flatMap((edition) => edition.pages.filter((page) => page.key === 'home' || page.key === 'offers').map((page) => page.file)).sort());
    for (const file of shown) expect(reviewsIn(pagesOf(added).get(file)!), file).toEqual([{ '@type': 'Review', reviewBody: reviews[0]!.quote, author: { '@type': 'Person', name: 'Tom B.' } }]);

    const { model: changed } = applySiteEdits(added, [{ op: 'reviews', reviews: [{ quote: 'They built me a wheel that has lasted three winters.' }] }]);
    expect(changed.editions.flatMap((edition) => edition.pages.flatMap((page) => page.sections.filter((section) => section.kind === 'testimonials')))).toHaveLength(4);
    for (const [file, html] of pagesOf(changed)) {
      expect(html, file).not.toContain('Quick, friendly');
      for (const review of reviewsIn(html)) expect(review, file).toEqual({ '@type': 'Review', reviewBody: 'They built me a wheel that has lasted three winters.' });
    }

    const { model: cleared } = applySiteEdits(changed, [{ op: 'reviews', reviews: [] }]);
    expect(cleared.gaps?.map((gap) => gap.code)).toContain('reviews');
    expect(cleared.business.reviews).toBeUndefined();
    expect(reviewsShown({ ...result('a typed theme without facts, English and Russian'), sites: [{ ...site('a typed theme without facts, English and Russian'), model: cleared, files: renderSite(cleared) }] })).toEqual([]);
  });

  test('areas served, ways to pay and the founding year are set and taken off everywhere, and the gaps follow', () => {
    const { model } = applySiteEdits(bare(), [{ op: 'areasServed', areasServed: ['Bristol'] }, { op: 'paymentMethods', paymentMethods: ['Card'] }, { op: 'yearFounded', yearFounded: 2011 }]);
    for (const code of ['areas_served', 'payment_methods', 'year_founded']) expect(model.gaps?.map((gap) => gap.code)).not.toContain(code);
    for (const edition of model.editions) {
      const contact = pagesOf(model).get(edition.pages.find((page) => page.key === 'contact')!.file)!;
      expect(contact).toMatch(/<dd>Bristol<\/dd>/);
      expect(contact).toMatch(/<dd>Card<\/dd>/);
      expect(contact).toMatch(/<dd>2011<\/dd>/);
    }
    const { model: cleared } = applySiteEdits(model, [{ op: 'areasServed', areasServed: [] }, { op: 'paymentMethods', paymentMethods: [] }, { op: 'yearFounded', yearFounded: null }]);
    expect(cleared.gaps).toEqual(bare().gaps);
    for (const [file, html] of pagesOf(cleared)) expect(html, file).not.toMatch(/<dd>(?:Bristol|Card|2011)<\/dd>|foundingDate|areaServed/);
  });

  test('refuses a stop word in an offer, a review or an area', () => {
    const withStop = { ...structuredClone(bare()), stopWords: ['cheap'] };
    expect(editRefusal(withStop, [{ op: 'reviews', reviews: [{ quote: 'Cheap and cheerful, exactly what I needed.' }] }])).toContain('“cheap”');
    expect(editRefusal(withStop, [{ op: 'offers', offers: [{ name: 'Cheap tune-up' }] }])).toContain('“cheap”');
    expect(editRefusal(withStop, [{ op: 'areasServed', areasServed: ['Cheap Street'] }])).toContain('“cheap”');
  });
});
