import { beforeAll, describe, expect, test } from 'vitest';
import { websiteThemes } from '../../../apps/web/src/features/builder/data/themes.ts';
import { composeSites, generate } from '../src/index.ts';
import type { ComposedSites } from '../src/index.ts';
import { nameFromDescription } from '../src/brief/business-name.ts';
import { pageTexts } from '../src/quality/page-texts.ts';
import { fragmentProblem, sentencesOf } from '../src/quality/fragments.ts';
import { catalogue, findTrade } from '../src/trades/index.ts';
import { matchTrade } from '../src/trades/match.ts';
import { tradeSchema } from '../src/trades/schema.ts';
import { factsOf, miscounted, unsupported } from './support/claims-check.ts';
import { fixedNow, request } from './support/requests.ts';
import { renderedPages } from './support/site-pages.ts';
import { nameRepeated, pricesShown, reviewsShown, tackedOnTexts } from './support/truth-checks.ts';

const lower = (text: string) => text.toLocaleLowerCase();

/** Every visible text of every page of the site's first (or only) edition, with its page. */
function siteTexts(result: ComposedSites, edition = 0): { page: string; text: string; role: string }[] {
  const model = result.models[0];
  return (model?.editions[edition]?.pages ?? []).flatMap((page) => [
    { page: page.file, text: page.title, role: 'heading' },
    ...pageTexts(page).map((text) => ({ page: page.file, ...text })),
  ]);
}

describe('trade catalogue', () => {
  test('every theme of the wizard has its trade, and every trade passes the catalogue checks', () => {
    for (const theme of websiteThemes) {
      expect(catalogue.some((trade) => trade.theme === theme.value), theme.value).toBe(true);
    }
    for (const trade of catalogue) {
      const result = tradeSchema.safeParse(trade);
      expect(result.success, `${trade.id}: ${result.error?.issues[0]?.path.join('.')} ${result.error?.issues[0]?.message}`).toBe(true);
    }
  });

  test('a theme the person typed or described gets the general business, never the nearest trade; a wizard theme its own', () => {
    expect(matchTrade(catalogue, 'Florist')).toBeUndefined();
    expect(findTrade('Florist', 'We make wedding bouquets and table flowers for receptions.', 'wedding flowers').id).toBe('general');
    expect(findTrade('', 'We bake sourdough bread and croissants every morning', '').id).toBe('general');
    expect(findTrade('Стоматология', 'Ремонт зубов, имплантация и отбеливание для всей семьи', 'стоматология').id).toBe('general');
    expect(findTrade('🥐 Bakery', '', '').id).toBe('bakery');
    expect(findTrade('dental clinic', '', '').id).toBe('dental-clinic');
  });

  test('a theme whose pack is about one product gives way to a broader pack when the customer describes another', () => {
    const flowlane = 'Flowlane is a cloud platform that automates invoicing and cash-flow forecasts for small agencies.';
    expect(findTrade('SaaS Startup', flowlane, 'invoicing software').id).toBe('software-product');
    expect(findTrade('Mobile App', 'A booking app for yoga studios and their members.', '').id).toBe('software-product');
    expect(findTrade('SaaS Startup', 'Staff scheduling for restaurants and cafés: rotas in minutes.', '').id).toBe('saas-startup');
    expect(findTrade('SaaS Startup', '', '').id).toBe('saas-startup');
    expect(findTrade('Mobile App', 'Приложение для учёта расходов и семейного бюджета.', '').id).toBe('mobile-app');
    expect(findTrade('Online Store', 'We sell handmade soap, candles and bath salts.', '').id).toBe('general');
    expect(findTrade('Online Store', 'Cast-iron cookware and linen for the kitchen.', '').id).toBe('online-store');
    expect(findTrade('Online School', 'English lessons online for children aged 6 to 12.', '').id).toBe('general');
    expect(findTrade('Online School', 'Python and front-end development courses online.', '').id).toBe('online-school');
  });

  test('the business name is read from the description', () => {
    expect(nameFromDescription('Стоматология «Улыбка» в центре Казани.')).toBe('Улыбка');
    expect(nameFromDescription('Crumb & Co is a neighbourhood bakery.')).toBe('Crumb & Co');
    expect(nameFromDescription('We are a small team called Northwind Plumbing.')).toBe('Northwind Plumbing');
    expect(nameFromDescription('Bäckerei Sonnenkorn ist eine Familienbäckerei in Berlin.')).toBe('Bäckerei Sonnenkorn');
    expect(nameFromDescription('Le Barbier du Vieux Lyon est un salon de barbier.')).toBe('Le Barbier du Vieux Lyon');
    expect(nameFromDescription('「喫茶ひだまり」は京都の小さなコーヒー店です。')).toBe('喫茶ひだまり');
    expect(nameFromDescription('We fix leaks fast.')).toBeUndefined();
    expect(nameFromDescription('Wir backen jeden Morgen. Unser Laden ist eine Oase.')).toBeUndefined();
  });
});

describe.each(catalogue.map((trade) => [trade.theme, trade] as const))('a %s site, offline in English and Russian', (theme, trade) => {
  let input: ReturnType<typeof request>;
  let result: ComposedSites;
  beforeAll(async () => {
    input = request({
      site_theme: theme,
      // A pack written about one product is chosen when the description names it.
      description: `“Northwind ${trade.id.length}” is a small business run by people who love their work${trade.narrow ? ` (${trade.narrow.stems.find((stem) => /^[a-z ]+$/.test(stem) && stem.length > 4) ?? ''})` : ''}.`,
      key_words: '',
      stop_words: '',
      site_language: 'English',
      second_site_language: 'Russian',
      domain_name: 'example-business.com',
    });
    result = await composeSites(input, { now: fixedNow });
  }, 60_000);

  test('states no promise, policy or figure the owner did not give, and every counted title counts its sections', () => {
    expect(unsupported(result, factsOf(input, result))).toEqual([]);
    expect(miscounted(result)).toEqual([]);
    // The composer writes none in the first place: the quality stage had nothing to set right.
    expect(result.quality.repairs.filter((repair) => repair.check === 'claims')).toEqual([]);
  });

  test('says only what is true without the owner’s facts: no review, no price, the name once a heading, no pasted description or tacked-on keyword, and lists what it could not know', () => {
    expect(reviewsShown(result)).toEqual([]);
    expect(pricesShown(result)).toEqual([]);
    expect(nameRepeated(result)).toEqual([]);
    expect(tackedOnTexts(result)).toEqual([]);
    expect(result.models[0]?.gaps?.map((gap) => gap.code)).toEqual(['offers', 'hours', 'reviews', 'email', 'areas_served', 'payment_methods', 'year_founded']);
  });

  test('names its own offers, none of another trade, the name from the description, and no broken sentence', () => {
    const brand = `Northwind ${trade.id.length}`;
    const model = result.models[0];
    expect(model?.business.name).toBe(brand);
    for (const [edition, language] of [[0, 'en'], [1, 'ru']] as const) {
      const texts = siteTexts(result, edition);
      const headings = new Set(texts.filter((text) => text.role === 'heading').map((text) => lower(text.text)));
      const own = trade[language].offers.filter((offer) => headings.has(lower(offer.title)));
      expect(own.length, `${trade.id} ${language}: own offers shown`).toBeGreaterThanOrEqual(3);
      const foreign = catalogue
        .filter((other) => other.icons !== trade.icons)
        .flatMap((other) => other[language].offers.map((offer) => lower(offer.title)))
        .filter((title) => title.length >= 12 && !trade[language].offers.some((offer) => lower(offer.title) === title));
      expect(foreign.filter((title) => headings.has(title)), `${trade.id} ${language}: foreign offers`).toEqual([]);
      for (const text of texts) {
        if (text.text.includes(brand)) continue;
        for (const piece of text.role === 'heading' ? [text.text] : sentencesOf(text.text)) {
          expect(fragmentProblem(piece, language), `${text.page}: ${piece}`).toBeUndefined();
        }
      }
      const home = model?.editions[edition]?.pages.find((page) => page.key === 'home');
      expect(home?.title).toContain(brand);
      expect(renderedPages(result).find((page) => page.path === home?.file)?.html).toContain(`"name":"${brand}"`);
    }
  });
});

describe('keywords and stop words', () => {
  test('common words of a trade as stop words are absent everywhere, and no sentence is cut', async () => {
    const stopWords = ['guarantee', 'quality', 'fresh', 'professional'];
    for (const theme of ['Bakery', 'Plumbing', 'Dental Clinic', 'SaaS Startup']) {
      const result = await generate(request({ site_theme: theme, description: '', stop_words: stopWords.join(', '), key_words: '' }));
      const all = [...result.files.entries()].filter(([path]) => path.endsWith('.html')).map(([, content]) => lower(String(content))).join(' ');
      for (const word of stopWords) expect(new RegExp(`\\b${word}\\b`).test(all), `${theme}: ${word}`).toBe(false);
      expect(result.quality.checks).toContain('sentences');
    }
  });

  test('a 60-character keyword and 20 keywords: the run completes with the first keyword in title, heading and first paragraph', async () => {
    const long = 'emergency plumbing and heating repairs across greater Berlin';
    expect(long.length).toBe(60);
    const keywords = [long, ...Array.from({ length: 19 }, (_, index) => `plumber district ${index + 1}`)];
    const result = await composeSites(request({ site_theme: 'Plumbing', description: '', key_words: keywords.join(', '), stop_words: '' }));
    const pages = result.models[0]?.editions[0]?.pages ?? [];
    const home = pages.find((page) => page.key === 'home');
    expect(lower(home?.title ?? '')).toContain(lower(long.slice(0, 40)));
    expect(pages.flatMap((page) => pageTexts(page)).some((text) => text.role === 'heading' && lower(text.text).includes(lower(long)))).toBe(true);
    expect((home ? pageTexts(home) : []).some((text) => text.role === 'prose' && lower(text.text).includes(lower(long)))).toBe(true);
  });

  test('without the owner’s offers the prices page names no price: each offer is on request, in the site’s language; the country is read however it is written', async () => {
    const prices = async (country: string, language: string) => {
      const result = await composeSites(request({ site_theme: 'Plumbing', description: '', site_language: language, contact_country: country, key_words: '', stop_words: '' }));
      const page = result.models[0]?.editions[0]?.pages.find((entry) => entry.key === 'prices');
      const list = page?.sections.find((section) => section.kind === 'products');
      const details = list?.kind === 'products' ? list.data.items.map((item) => item.detail) : [];
      return { details, text: JSON.stringify(page?.sections.map((section) => section.data)), footer: JSON.stringify(result.models[0]?.editions[0]?.footer) };
    };
    for (const country of ['Russia', 'Россия']) {
      const { details, text, footer } = await prices(country, 'Russian');
      expect(new Set(details), country).toEqual(new Set(['Цена по запросу']));
      expect(text, country).not.toMatch(/[₽$]/u);
      expect(footer, country).toContain('Россия');
    }
    const english = await prices('United Kingdom', 'English');
    expect(new Set(english.details)).toEqual(new Set(['Price on request']));
    expect(english.text).not.toMatch(/[£$€]/u);
  });

  test('a Russian article keeps its own title, never a keyword tacked on or in front as a “Keyword:” label: its closing sentence names the keyword', async () => {
    const result = await composeSites(request({ site_theme: 'Coffee Shop', site_language: 'Russian', description: 'Кофейня в центре Казани.', key_words: 'кофе в Казани, Flat white, альтернативное заваривание', stop_words: '', contact_country: 'Russia' }));
    const articles = (result.models[0]?.editions[0]?.pages ?? []).flatMap((page) => page.sections.flatMap((section) => (section.kind === 'article' ? [section.data] : [])));
    const titles = articles.map((article) => article.title);
    expect(titles.filter((title) => /^(?:Flat white|Альтернативное заваривание)\s*:/i.test(title)), titles.join(' | ')).toEqual([]);
    expect(titles.filter((title) => /при чём здесь|немного о теме/.test(title)), titles.join(' | ')).toEqual([]);
    for (const keyword of ['Flat white', 'альтернативное заваривание']) {
      expect(articles.some((article) => article.sections.at(-1)?.paragraphs.join(' ').toLocaleLowerCase().includes(keyword.toLocaleLowerCase())), keyword).toBe(true);
    }
  });

  test('German, French and Japanese pages have their interface in that language and say their texts are in English', async () => {
    const labels = { German: 'Kontakt', French: 'Contact', Japanese: 'お問い合わせ' } as const;
    for (const [language, contact] of Object.entries(labels)) {
      const result = await generate(request({ site_language: language }));
      expect(String(result.files.get('README.md')), language).toContain('their texts are in English');
      for (const [path, content] of result.sites[0]?.files ?? []) {
        if (!path.endsWith('.html')) continue;
        expect(String(content), `${language} ${path}`).toContain(contact);
      }
    }
  });
});
