import { splitList, type GenerationRequestInput } from '@sitecraft/shared/generation';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { composeSites, OpenAiCompatibleProvider, type SiteModel } from '../src/index.ts';
import { listCount } from '../src/compose/article-counts.ts';
import { holdsKeyword, keywordForms, ownTowns } from '../src/content/keyword-phrase.ts';
import { ensureKeywords } from '../src/content/keywords.ts';
import { checkSite, type QualityInput } from '../src/quality/check-site.ts';
import { qualityMessage } from '../src/quality/message.ts';
import { pageTexts } from '../src/quality/page-texts.ts';
import { StopWordFilter } from '../src/safety/stop-words.ts';
import { generalTrade } from '../src/trades/general.ts';
import { catalogue, findTrade } from '../src/trades/index.ts';
import { startFakeChatServer, taskOf, type FakeChatServer } from './support/fake-chat-server.ts';
import { answerAt, answerFor, askedKeys, modelAnswers } from './support/model-answers.ts';
import { decode } from './support/page-checks.ts';
import { fixedNow, request } from './support/requests.ts';
import { styleBriefs } from './support/showcase-briefs.ts';
import { renderedPages } from './support/site-pages.ts';

const lower = (text: string) => text.toLocaleLowerCase();

const briefs: readonly GenerationRequestInput[] = [
  ...styleBriefs.map((brief) => brief.request),
  // Keywords the trade packs' own titles name: the composer must not stack them.
  request({ site_theme: 'Coffee Shop', description: 'A small coffee bar.', key_words: 'flat white, cappuccino, coffee beans', domain_name: 'bean-bar.com' }),
  request({ site_theme: 'Cybersecurity', description: 'Security for small firms.', key_words: 'phishing, penetration test, security audit, ransomware', domain_name: 'shield.io' }),
  request({ site_theme: 'Coffee Shop', site_language: 'Russian', description: 'Кофейня в центре Казани.', key_words: 'кофе в Казани, Flat white, альтернативное заваривание', stop_words: '', contact_country: 'Russia', domain_name: 'kofe.ru' }),
  request({ site_theme: 'Music', description: 'Music school for children and adults.', key_words: 'piano lessons, guitar, singing', domain_name: 'music-room.com' }),
  request({ file_extension: 'PHP', second_site_language: 'Russian', domain_name: 'bella-pizza.com' }),
];

// The packs' texts are written by people: a topic that happens to be a keyword ("Guitar: songs sooner") is as they wrote it.
const packTexts = new Set<string>();
const collect = (value: unknown): void => {
  if (typeof value === 'string') packTexts.add(lower(value));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
};
for (const trade of [...catalogue, generalTrade]) collect([trade.en, trade.ru]);

/** What is wrong with a heading for a reader: two colons, a keyword as a label in front, two keywords. */
function stacked(heading: string, keywords: readonly string[], brand: string): string | undefined {
  if ((heading.match(/:(?!\d)|：/g)?.length ?? 0) >= 2) return 'two colons';
  const label = keywords.find((keyword) => lower(heading).startsWith(lower(keyword)) && /^\s*[:：]/.test(heading.slice(keyword.length)));
  if (label) return `“${label}:” in front`;
  let rest = lower(heading).replaceAll(lower(brand), ' ');
  const held = [...keywords].sort((a, b) => b.length - a.length).filter((keyword) => {
    if (!rest.includes(lower(keyword))) return false;
    rest = rest.replaceAll(lower(keyword), ' ');
    return true;
  });
  return held.length >= 2 ? `two keywords: ${held.join(', ')}` : undefined;
}

const headingsOf = (html: string) => [
  decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
  ...[...html.matchAll(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => decode((match[2] ?? '').replace(/<[^>]+>/g, '')).trim()),
];

describe('keywords in headings, over many briefs', () => {
  test('no title or heading of any page holds two keywords, two colons or a keyword as a “Keyword:” label, and the keywords are still where the spec puts them', async () => {
    const found: string[] = [];
    for (const brief of briefs) {
      const keywords = splitList(brief.key_words);
      const result = await composeSites(brief, { now: fixedNow });
      for (const model of result.models) {
        const brand = model.business.name;
        for (const page of renderedPages({ ...result, models: [model] })) {
          const headings = headingsOf(page.html);
          for (const heading of headings) {
            // A page title is its heading, a pack's own or not, and " | " the business's name.
            const own = [heading, heading.replace(/\s*\|[^|]*$/, '')].some((text) => packTexts.has(lower(text.replaceAll(brand, '{brand}'))));
            const problem = own ? undefined : stacked(heading, keywords, brand);
            if (problem) found.push(`${model.host}/${page.path}: “${heading}”: ${problem}`);
          }
          const article = /(?:^|\/)article-(\d)\./.exec(page.path);
          const keyword = article ? (keywords[Number(article[1])] ?? (article[1] === '1' ? keywords[0] : undefined)) : undefined;
          // An article's keyword is in a heading, or in its text where its title already names another keyword or
          // counts its list (a closing section named by the keyword would be one more than the title counts).
          const [, title = ''] = headings;
          // As typed, or as a sentence writes it with the business's town ("груминг-салон в Екатеринбурге").
          const towns = ownTowns(brief.contact_address ?? '', brief.description ?? '');
          const forms = keyword ? ['en', 'ru'].flatMap((code) => keywordForms(keyword, code, towns, brief.description)) : [];
          const inText = Boolean(stacked(`${title} ${keyword}`, keywords, brand)) || ['en', 'ru'].some((code) => listCount(title, code) !== undefined);
          const placed = headings.slice(1).some((heading) => holdsKeyword(heading, forms)) || (inText && holdsKeyword(page.html, forms));
          if (keyword && !placed) found.push(`${model.host}/${page.path}: no heading with “${keyword}”`);
        }
      }
    }
    expect(found).toEqual([]);
  }, 120_000);
});

describe('the quality stage', () => {
  let model: SiteModel;
  const input: QualityInput = {
    keywords: ['wood-fired pizza', 'pizza delivery', 'Neapolitan pizza'],
    stopWords: new StopWordFilter([]),
    textLanguages: ['en'],
    trade: findTrade('🍕 Restaurant', '', ''),
    catalogue,
    customerTexts: ['Bella Pizza'],
  };
  beforeAll(async () => {
    model = (await composeSites(request({ domain_name: 'bella-pizza.com' }), { now: fixedNow })).models[0]!;
  });

  /** The keyword problems the quality stage finds once the home page's intro heading (or its title) says `text`. */
  function problemsWith(text: string, where: 'heading' | 'title' = 'heading', keywords = input.keywords): string[] {
    const edited = structuredClone(model);
    const home = edited.editions[0]!.pages.find((page) => page.key === 'home')!;
    const about = home.sections.find((section) => section.kind === 'about')!;
    if (where === 'title') home.title = text;
    else about.data.heading = text;
    return checkSite(edited, { ...input, keywords }).filter((problem) => problem.check === 'keyword_headings').map((problem) => problem.detail);
  }

  test('passes the generated site', () => {
    expect(checkSite(model, input)).toEqual([]);
  });

  test('fails a heading with two keywords', () => {
    expect(problemsWith('Wood-fired pizza and pizza delivery in Naples')).toEqual(['the heading “Wood-fired pizza and pizza delivery in Naples” holds two keywords, “wood-fired pizza” and “pizza delivery”: a heading carries one']);
  });

  test('fails a heading with two colons', () => {
    expect(problemsWith('Our ovens: hot: very hot')).toEqual(['the heading “Our ovens: hot: very hot” has two colons']);
  });

  test('fails a heading, or a page title, with a keyword as a label in front', () => {
    expect(problemsWith('Neapolitan pizza: who we are')).toEqual(['the heading “Neapolitan pizza: who we are” puts the keyword “Neapolitan pizza” in front as a label with a colon']);
    expect(problemsWith('Pizza delivery: Bella Pizza', 'title')).toEqual(['the heading “Pizza delivery: Bella Pizza” puts the keyword “pizza delivery” in front as a label with a colon']);
  });

  test('says so in a plain message', () => {
    const edited = structuredClone(model);
    edited.editions[0]!.pages[0]!.title = 'Neapolitan pizza: who we are';
    expect(qualityMessage(checkSite(edited, input), { language: 'en', stopWords: input.stopWords, answers: [], fieldOf: () => 'site.seo.home.title' })).toBe(
      'The website could not be finished: a heading read as a list of keywords, a page title or description (index.html) “Neapolitan pizza: who we are”. The cause is on our side, not in your answers: please try again; your credits were returned.',
    );
  });

  test('passes a keyword inside a longer one, a keyword in the business’s name, one after a colon, times, and a trade pack’s own heading', () => {
    for (const text of ['Pizza delivery from Bella Pizza', 'Our story: Neapolitan pizza since 1998', 'Open 12:00–22:00, every day']) {
      expect(problemsWith(text), text).toEqual([]);
    }
    // The barbershop pack's own heading, with its topic among the keywords.
    expect(problemsWith('Skin fades: every two to three weeks', 'heading', [...input.keywords, 'skin fades'])).toEqual([]);
  });
});

describe('a writer’s home title without the first keyword', () => {
  test('gets it in front, and keeps only the business’s name where it names another keyword', async () => {
    const { copy } = await modelAnswers(request({ domain_name: 'bella-pizza.com' }), 'Titled.');
    const titled = (title: string) => ensureKeywords({ ...copy, seo: { ...copy.seo, home: { ...copy.seo.home, title } } }, ['wood-fired pizza', 'pizza delivery']).seo.home.title;
    expect(titled('Our pizzeria in Naples | Bella Pizza')).toBe('Wood-fired pizza | Our pizzeria in Naples | Bella Pizza');
    expect(titled('Pizza delivery across Naples | Bella Pizza')).toBe('Wood-fired pizza | Bella Pizza');
  });
});

describe('an AI writer that labels a heading with a keyword', () => {
  let server: FakeChatServer | undefined;
  afterEach(async () => server?.close());

  test('is asked again for that heading only, with the reason; then, in a language the composer writes, the heading is the composer’s', async () => {
    const brief = request({ domain_name: 'bella-pizza.com' });
    const answers = await modelAnswers(brief, 'Labelled.');
    answers.copy.intro.heading = 'Wood-fired pizza: who we are';
    server = await startFakeChatServer((chat) => ({ content: taskOf(chat) === 'rewrite_fields' ? Object.fromEntries(askedKeys(chat).map((key) => [key, answerAt(answers, key)])) : answerFor(answers, taskOf(chat)) }));
    const ai = new OpenAiCompatibleProvider({ baseUrl: server.url, apiKey: 'test-key', model: 'fake-model', backoffMs: 10, timeoutMs: 5000 });
    const result = await composeSites(brief, { ai, now: fixedNow });
    const rewrites = server.requests.filter((chat) => taskOf(chat) === 'rewrite_fields');
    expect(rewrites).toHaveLength(1);
    for (const rewrite of rewrites) {
      expect(askedKeys(rewrite)).toEqual(['site.intro.heading']);
      expect(rewrite.messages[1]?.content).toContain('puts the keyword “wood-fired pizza” in front as a label with a colon');
    }
    const home = result.models[0]?.editions[0]?.pages.find((page) => page.key === 'home');
    expect(JSON.stringify(home)).not.toContain('Wood-fired pizza: who we are');
    expect(result.quality.repairs.filter((repair) => repair.field === 'site.intro.heading').map((repair) => [repair.check, repair.fix])).toEqual([['keyword_headings', 'writer'], ['keyword_headings', 'composer']]);
    expect(result.quality.rounds).toBe(1);
  });
});

describe('a keyword that names a town, or the business itself', () => {
  // Several seeds: every wording the composer may choose for the intro's heading and the first paragraph.
  const tracks = ['6f1c2b1e-4a9e-4f5b-9a53-2f4b7b3c9d10', '0b7f2f9e-1c1d-4f5e-8a6b-3c2d1e0f9a8b', '3d9a6c1e-5b2f-4e7d-9c8b-1a2b3c4d5e6f', '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d', '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'];
  const uk = { contact_country: 'United Kingdom', stop_words: '' } as const;
  const cases = [
    {
      name: 'what the business does, then its town',
      brief: request({ ...uk, site_theme: '🐾 Pet Care', description: 'Muddy Paws is a dog grooming salon. Full grooms, baths and nail clipping.', business_name: 'Muddy Paws', key_words: 'dog grooming Bristol, puppy groom', contact_address: '5 Gloucester Road, Bristol', domain_name: 'muddy-paws.co.uk' }),
      natural: 'dog grooming in Bristol',
      unnatural: [/\bat Muddy Paws$/u],
    },
    {
      name: 'the business itself, then its town (a theme the person typed)',
      brief: request({ ...uk, site_theme: '🌸 Florist', description: 'Petal & Stem is a small florist in York. We make wedding bouquets and seasonal wreaths.', business_name: 'Petal & Stem', key_words: 'florist York, wedding flowers', contact_address: '12 Stonegate, York', domain_name: 'petal-stem.co.uk' }),
      natural: 'florist in York',
      unnatural: [/\bfor (?:a )?florist\b/iu, /^florist(?: in York)? at\b/iu, /offers for florist/iu],
    },
    {
      name: 'the business itself, its town only in the description',
      brief: request({ ...uk, site_theme: 'Bakery', description: 'Crumb & Co is a family bakery in Leeds. Sourdough, rye and pastries every morning.', business_name: 'Crumb & Co', key_words: 'bakery Leeds', contact_address: 'Unit 4, Kirkstall Road', domain_name: 'crumb.co.uk' }),
      natural: 'bakery in Leeds',
      unnatural: [/\bfor bakery\b/iu, /^bakery(?: in Leeds)? at\b/iu],
    },
    {
      name: 'Russian: what the business does, then its town',
      brief: request({ site_theme: '🐾 Pet Care', site_language: 'Russian', contact_country: 'Russia', stop_words: '', description: 'Груминг-салон «Лапа». Стрижка, мытьё и уход за когтями.', business_name: 'Лапа', key_words: 'груминг собак Казань', contact_address: 'ул. Баумана, 5, Казань', domain_name: 'lapa.ru' }),
      natural: 'груминг собак в Казани',
      unnatural: [/в Казани в «/u],
    },
    {
      name: 'Russian: the business itself, the town typed in lower case',
      brief: request({ site_theme: 'Флорист', site_language: 'Russian', contact_country: 'Russia', stop_words: '', description: 'Цветочная мастерская «Пион». Делаем свадебные букеты и сезонные композиции.', business_name: 'Пион', key_words: 'флорист казань', contact_address: 'ул. Баумана, 5, Казань', domain_name: 'pion.ru' }),
      natural: 'флорист в Казани',
      unnatural: [/флорист (?:в Казани )?в «/iu, /флорист в Казани — наше основное дело/iu],
    },
  ];

  test.each(cases)('$name: the intro’s heading and the first paragraph say “$natural”, never the keyword as typed, and the site passes the quality stage', async ({ brief, natural, unnatural }) => {
    const keyword = splitList(brief.key_words)[0] ?? '';
    const found: string[] = [];
    for (const track_id of tracks) {
      const result = await composeSites({ ...brief, track_id }, { now: fixedNow });
      const pages = result.models[0]!.editions[0]!.pages;
      const home = pages.find((page) => page.key === 'home')!;
      // The intro's heading shows on the home page or the about page, as the layout has it.
      const headings = pages.flatMap((page) => pageTexts(page).filter((text) => text.role === 'heading').map((text) => text.text));
      const lead = (home.sections.find((section) => section.kind === 'hero')?.data as { lead: string }).lead;
      if (!headings.some((heading) => lower(heading).includes(lower(natural)))) found.push(`${track_id}: no heading says “${natural}”`);
      for (const heading of headings) {
        if (lower(heading).includes(lower(keyword))) found.push(`${track_id}: the heading “${heading}” holds “${keyword}” as typed`);
        if (/how we approach|как мы подходим/iu.test(heading)) found.push(`${track_id}: “${heading}”`);
        for (const pattern of unnatural) if (pattern.test(heading)) found.push(`${track_id}: ${String(pattern)} in “${heading}”`);
      }
      for (const pattern of unnatural) if (pattern.test(lead)) found.push(`${track_id}: ${String(pattern)} in “${lead}”`);
      if (!lower(lead).includes(lower(natural))) found.push(`${track_id}: the lead “${lead}” does not say “${natural}”`);
      // The page title keeps the keyword as typed, in front of the business's name, as titles read.
      expect(home.title.startsWith(keyword.charAt(0).toLocaleUpperCase() + keyword.slice(1))).toBe(true);
    }
    expect(found).toEqual([]);
  }, 60_000);
});
