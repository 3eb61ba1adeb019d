import { describe, expect, test } from 'vitest';
import { generate } from '../src/index.ts';
import { generalTrade } from '../src/trades/general.ts';
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
    const result = await generate(
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
