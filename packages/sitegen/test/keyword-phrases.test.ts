import { beforeAll, describe, expect, test } from 'vitest';
import { composeSites, type SiteModel } from '../src/index.ts';
import { inRussianTown, keywordPhrase, ownTowns } from '../src/content/keyword-phrase.ts';
import { checkSite, type QualityInput } from '../src/quality/check-site.ts';
import { keywordText } from '../src/repair/keyword-frames.ts';
import { StopWordFilter } from '../src/safety/stop-words.ts';
import { catalogue, findTrade } from '../src/trades/index.ts';
import { fixedNow, request } from './support/requests.ts';

describe('a keyword as a sentence writes it', () => {
  test('takes “in” before the business’s town, from the address or the description', () => {
    const towns = ownTowns('5 Gloucester Road, Bristol', 'A grooming salon in Clifton.');
    expect(towns).toEqual(['Bristol', 'Clifton']);
    expect(keywordPhrase('dog grooming Bristol', 'en', towns)).toMatchObject({ text: 'dog grooming in Bristol', topic: 'dog grooming', placed: true, business: false });
    expect(keywordPhrase('florist york', 'en', ['York'])).toMatchObject({ text: 'florist in York', topic: 'florist', placed: true, business: true });
    expect(keywordPhrase('Hundesalon Bristol', 'de', towns).text).toBe('Hundesalon in Bristol');
    // A town the business does not name stays as typed, and so does a keyword without one.
    expect(keywordPhrase('dog grooming Leeds', 'en', towns).text).toBe('dog grooming Leeds');
    expect(keywordPhrase('wedding flowers', 'en', towns)).toMatchObject({ text: 'wedding flowers', placed: false, business: false });
    expect(keywordPhrase('Bristol dog grooming', 'en', towns).text).toBe('Bristol dog grooming');
  });

  test('names the business itself or who does the work, in English and Russian', () => {
    for (const keyword of ['florist', 'dog groomer', 'bakeries', 'coffee shop', 'wedding photographer']) expect(keywordPhrase(keyword, 'en', []).business, keyword).toBe(true);
    for (const keyword of ['dog grooming', 'wedding flowers', 'sourdough bread', 'piano lessons']) expect(keywordPhrase(keyword, 'en', []).business, keyword).toBe(false);
    for (const keyword of ['флорист', 'пекарня', 'свадебный фотограф', 'стоматология']) expect(keywordPhrase(keyword, 'ru', []).business, keyword).toBe(true);
    expect(keywordPhrase('груминг собак', 'ru', []).business).toBe(false);
  });

  test('in Russian puts the town in its locative, also a town typed in lower case that the description names', () => {
    const towns = {
      Казань: 'в Казани', Москва: 'в Москве', Новосибирск: 'в Новосибирске', 'Санкт-Петербург': 'в Санкт-Петербурге', 'Ростов-на-Дону': 'в Ростове-на-Дону',
      'Нижний Новгород': 'в Нижнем Новгороде', Ярославль: 'в Ярославле', Пермь: 'в Перми', Сочи: 'в Сочи', Химки: 'в Химках', Владимир: 'во Владимире', Вологда: 'в Вологде',
    };
    for (const [town, where] of Object.entries(towns)) expect(inRussianTown(town), town).toBe(where);
    expect(keywordPhrase('груминг собак Казань', 'ru', ['Казань']).text).toBe('груминг собак в Казани');
    expect(keywordPhrase('флорист казань', 'ru', [], 'Цветочная мастерская в Казани.').text).toBe('флорист в Казани');
    expect(keywordPhrase('флорист казань', 'ru', [], 'Цветочная мастерская.').text).toBe('флорист казань');
  });
});

describe('the quality stage and the repair, with a keyword that names the town', () => {
  let model: SiteModel;
  const brief = request({ site_theme: '🐾 Pet Care', description: 'Muddy Paws is a dog grooming salon.', business_name: 'Muddy Paws', key_words: 'dog grooming Bristol, puppy groom', stop_words: '', contact_country: 'United Kingdom', contact_address: '5 Gloucester Road, Bristol', domain_name: 'muddy-paws.co.uk' });
  const input: QualityInput = {
    keywords: ['dog grooming Bristol', 'puppy groom'],
    stopWords: new StopWordFilter([]),
    textLanguages: ['en'],
    trade: findTrade('🐾 Pet Care', '', ''),
    catalogue,
    customerTexts: ['Muddy Paws'],
    places: { towns: ['Bristol'], description: '' },
  };
  beforeAll(async () => {
    model = (await composeSites(brief, { now: fixedNow })).models[0]!;
  });
  const keywordProblems = (edit: (model: SiteModel) => void, withPlaces = true) => {
    const edited = structuredClone(model);
    edit(edited);
    const { places, ...typedOnly } = input;
    return checkSite(edited, withPlaces ? { ...typedOnly, places } : typedOnly).filter((problem) => problem.check === 'keywords').map((problem) => problem.detail);
  };
  const intro = (edited: SiteModel) => edited.editions[0]!.pages.flatMap((page) => page.sections).find((section) => section.kind === 'about' && /Bristol/u.test(JSON.stringify(section.data)))!.data as { heading: string };

  test('counts “dog grooming in Bristol” as the keyword in a heading and a paragraph', () => {
    expect(keywordProblems(() => undefined)).toEqual([]);
    // Without the business's town, only the keyword as typed counts.
    expect(keywordProblems(() => undefined, false)).toEqual(['the keyword “dog grooming Bristol” is in no heading', 'the keyword “dog grooming Bristol” is in no paragraph']);
    expect(keywordProblems((edited) => (intro(edited).heading = 'Who we are'))).toEqual(['the keyword “dog grooming Bristol” is in no heading']);
  });

  test('writes the keyword’s heading and sentences as a sentence would, in the languages it has frames for', () => {
    const placed = keywordPhrase('dog grooming Bristol', 'en', ['Bristol']);
    expect(keywordText('heading', 'en', placed, 'Muddy Paws')).toBe('Dog grooming in Bristol');
    expect(keywordText('sentence', 'en', placed, 'Muddy Paws')).toBe('Dog grooming in Bristol is part of the everyday work at Muddy Paws.');
    const florist = keywordPhrase('florist', 'en', []);
    expect(keywordText('heading', 'en', florist, 'Petal & Stem')).toBe('Petal & Stem, your florist');
    expect(keywordText('article', 'en', florist, 'Petal & Stem')).toBe('This article also helps you choose your florist.');
    expect(keywordText('heading', 'ru', keywordPhrase('флорист Казань', 'ru', ['Казань']), 'Пион')).toBe('Флорист в Казани');
    expect(keywordText('heading', 'ru', keywordPhrase('флорист', 'ru', []), 'Пион')).toBe('«Пион» — флорист');
    expect(keywordText('heading', 'fr', keywordPhrase('toilettage Bristol', 'fr', ['Bristol']), 'Muddy Paws')).toBe('Toilettage à Bristol');
  });
});
