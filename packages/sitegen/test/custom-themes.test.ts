import { describe, expect, test } from 'vitest';
import { composeSites } from '../src/index.ts';
import { generalTrade } from '../src/trades/general.ts';
import { offerNature } from '../src/trades/offer-nature.ts';
import { fixedNow, request } from './support/requests.ts';
import { allHeadings, allTexts, catalogueTitlesIn, lower, pagesOf, textsOf } from './support/site-texts.ts';

interface CustomTheme {
  theme: string;
  language: 'English' | 'Russian';
  description: string;
  /** The described offers: the home page names them. */
  own: string[];
}

// Themes a person typed, none of the wizard's 49: each is written from its own description, never as the nearest trade.
const themes: CustomTheme[] = [
  { theme: 'Florist', language: 'English', description: 'Bloom & Twig is a florist in Leeds. We make wedding bouquets, funeral wreaths and seasonal arrangements.', own: ['Wedding bouquets', 'Funeral wreaths', 'Seasonal arrangements'] },
  { theme: 'Tattoo studio', language: 'English', description: 'A tattoo studio in Camden. We offer custom tattoos, cover-ups and fine-line lettering.', own: ['Custom tattoos', 'Cover-ups', 'Fine-line lettering'] },
  { theme: 'Bike repair', language: 'English', description: 'A bike repair workshop in Bristol. We provide puncture repairs, brake tuning and full bicycle servicing.', own: ['Puncture repairs', 'Brake tuning', 'Full bicycle servicing'] },
  { theme: 'Piano tuner', language: 'English', description: 'A piano tuner for homes, schools and concert halls. We offer piano tuning, action regulation and minor repairs.', own: ['Piano tuning', 'Action regulation', 'Minor repairs'] },
  { theme: 'Beekeeper', language: 'English', description: 'A family beekeeper in Devon. We sell raw honey, beeswax candles and cut comb.', own: ['Raw honey', 'Beeswax candles', 'Cut comb'] },
  { theme: 'Флорист', language: 'Russian', description: 'Цветочная мастерская в Казани. Делаем свадебные букеты, траурные венки и сезонные композиции.', own: ['Свадебные букеты', 'Траурные венки', 'Сезонные композиции'] },
  { theme: 'Тату-салон', language: 'Russian', description: 'Тату-салон в центре Москвы. Делаем авторские татуировки, перекрытие старых тату и пирсинг.', own: ['Авторские татуировки', 'Перекрытие старых тату', 'Пирсинг'] },
  { theme: 'Ремонт велосипедов', language: 'Russian', description: 'Мастерская по ремонту велосипедов. Делаем ремонт проколов, сервис тормозов и сезонное обслуживание.', own: ['Ремонт проколов', 'Сервис тормозов', 'Сезонное обслуживание'] },
  { theme: 'Настройщик пианино', language: 'Russian', description: 'Настройщик пианино и роялей в Петербурге. Предлагаем сезонный осмотр инструмента, ремонт механики и интонирование.', own: ['Сезонный осмотр инструмента', 'Ремонт механики', 'Интонирование'] },
  { theme: 'Пасека', language: 'Russian', description: 'Семейная пасека в Башкирии. Продаём мёд с собственной пасеки, пчелиный воск и прополис.', own: ['Мёд с собственной пасеки', 'Пчелиный воск', 'Прополис'] },
];

describe.each(themes)('a theme typed by the person: $theme ($language)', ({ theme, language, description, own }) => {
  test('the home page speaks of the described business and its offers, and no page of another trade', async () => {
    const result = await composeSites(
      request({ site_theme: theme, description, site_language: language, key_words: '', stop_words: '', domain_name: 'own-theme.example', contact_country: language === 'Russian' ? 'Russia' : 'United Kingdom' }),
      { now: fixedNow },
    );
    const home = pagesOf(result).find((page) => page.key === 'home');
    const homeText = (home ? textsOf(home) : []).join('\n');
    for (const offer of own) expect(homeText, offer).toContain(offer);
    // Each described offer gets a description written for it, one that names it.
    const offers = pagesOf(result).find((page) => page.key === 'offers');
    const items = (offers?.sections.find((section) => section.kind === 'services')?.data as { items: { title: string; text: string }[] }).items;
    for (const offer of own) expect(lower(items.find((item) => item.title === offer)?.text ?? ''), offer).toContain(lower(offer));
    // No offer of any trade of the catalogue, not even the nearest one ("Florist" is no wedding planner).
    expect(catalogueTitlesIn(allHeadings(result), { minLength: 10 })).toEqual([]);
    expect(catalogueTitlesIn(allTexts(result), { minLength: 16 })).toEqual([]);
    // Its articles are the general ones, which name no trade's offers.
    const articles = pagesOf(result).filter((page) => page.key.startsWith('article'));
    const general = generalTrade[language === 'Russian' ? 'ru' : 'en'].articles.flatMap((article) => article.titles).map(lower);
    expect(articles.map((page) => general.some((title) => lower(page.title).startsWith(title)))).toEqual([true, true, true]);
    if (theme === 'Florist') expect(allTexts(result).filter((text) => /\b(?:venues?|catering|planners?)\b/i.test(text))).toEqual([]);
  });
});

interface OwnOffersCase {
  theme: string;
  language: 'English' | 'Russian';
  description: string;
  offers: { name: string; price?: string }[];
  /** Words that fit only the other kind of offer: a thing one buys is not "planned with you", a repair is not "collected". */
  wrongKind: RegExp;
}

const serviceWords = /we take time over|planned with you|how long it takes|without rushing|how it works|find a time|записаться|сколько времени займёт|без спешки/iu;
const goodsWords = /made or chosen|sizes|availability|collect|order ahead|keep your order|размерах|наличии|забрать заказ|подготовим заказ/iu;

// Themes typed by the person, with the owner's own offers: things one buys, work one books, and a mix.
const ownOffers: OwnOffersCase[] = [
  { theme: '🌸 Florist', language: 'English', description: 'Petal & Stem is a small florist in York.', offers: [{ name: 'potted orchid', price: '£35' }, { name: 'wedding bouquet' }, { name: 'seasonal wreath' }], wrongKind: serviceWords },
  { theme: '🍞 Home bakery', language: 'English', description: 'A home bakery in Leeds. Cakes and loaves to order.', offers: [{ name: 'Sourdough loaf', price: '£5' }, { name: 'Birthday cake', price: 'from £30' }, { name: 'Cinnamon buns (box of 6)', price: '£12' }], wrongKind: serviceWords },
  { theme: '🚲 Bike repair', language: 'English', description: 'A bike repair workshop in Bristol.', offers: [{ name: 'puncture repair', price: '£12' }, { name: 'full service', price: '£60' }, { name: 'brake tuning' }], wrongKind: goodsWords },
  { theme: 'Флорист', language: 'Russian', description: 'Цветочная мастерская в Казани.', offers: [{ name: 'орхидея в горшке', price: '2 500 ₽' }, { name: 'свадебный букет' }, { name: 'сезонный венок' }], wrongKind: serviceWords },
  { theme: 'Ремонт велосипедов', language: 'Russian', description: 'Мастерская по ремонту велосипедов в Казани.', offers: [{ name: 'ремонт прокола', price: '500 ₽' }, { name: 'полное обслуживание', price: '3 000 ₽' }], wrongKind: goodsWords },
];

describe.each(ownOffers)('a theme typed by the person, with the owner’s offers: $theme ($language)', ({ theme, language, description, offers, wrongKind }) => {
  test('each offer’s text reads right for a thing one buys or work one books, and names the offer where no article is missing', async () => {
    const result = await composeSites(
      request({ site_theme: theme, description, offers, site_language: language, key_words: '', stop_words: '', domain_name: 'own-offers.example', contact_country: language === 'Russian' ? 'Russia' : 'United Kingdom' }),
      { now: fixedNow },
    );
    const page = pagesOf(result).find((each) => each.key === 'offers');
    const items = (page?.sections.find((section) => section.kind === 'services' || section.kind === 'products')?.data as { items: { title: string; text: string }[] }).items;
    const found: string[] = [];
    for (const offer of offers) {
      const text = items.find((item) => item.title === offer.name)?.text ?? '';
      if (!lower(text).includes(lower(offer.name))) found.push(`${offer.name}: not named in “${text}”`);
      if (wrongKind.test(text)) found.push(`${offer.name}: “${text}” is written for the other kind of offer`);
      // English: the name opens the text, or has an article before it ("Ask us about potted orchid" lacks one).
      const inside = [...lower(text).matchAll(new RegExp(lower(offer.name).replace(/[()]/g, '\\$&'), 'gu'))].filter((match) => match.index > 0 && !/\b(?:a|an|the|our|your)\s$|«$/u.test(lower(text).slice(0, match.index)));
      if (inside.length > 0) found.push(`${offer.name}: mid-sentence without an article in “${text}”`);
    }
    expect(found).toEqual([]);
  });
});

describe('an offer’s name tells a thing one buys from work one books', () => {
  test.each([
    ['potted orchid', 'en', 'goods'], ['Wedding bouquets', 'en', 'goods'], ['Cinnamon buns (box of 6)', 'en', 'goods'], ['Gift box with honey', 'en', 'goods'], ['Beeswax candles', 'en', 'goods'], ['Diamond earrings', 'en', 'goods'],
    ['puncture repair', 'en', 'service'], ['full service', 'en', 'service'], ['Brake tuning', 'en', 'service'], ['Piano lessons for children', 'en', 'service'], ['Dog grooming', 'en', 'service'], ['Cover-ups', 'en', 'service'],
    ['свадебный букет', 'ru', 'goods'], ['орхидея в горшке', 'ru', 'goods'], ['торт на заказ', 'ru', 'goods'], ['ремонт прокола', 'ru', 'service'], ['полное обслуживание', 'ru', 'service'], ['стрижка когтей', 'ru', 'service'],
    ['Margherita', 'en', undefined], ['Option B', 'en', undefined],
  ] as const)('%s (%s): %s', (name, language, nature) => {
    expect(offerNature(name, language)).toBe(nature);
  });
});
