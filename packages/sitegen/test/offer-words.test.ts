import { describe, expect, test } from 'vitest';
import { StopWordFilter } from '../src/safety/stop-words.ts';
import { tradeBrief } from '../src/trades/brief.ts';
import { tradeById } from '../src/trades/index.ts';
import { OfferWords } from '../src/trades/offer-words.ts';

const noStopWords = new StopWordFilter([]);

describe('the words of an offer a site does not show', () => {
  test('are found in any Russian form: a vowel that comes and goes, and a short root', () => {
    expect(new OfferWords(['кошк']).mentions('Две недели — и каждый день фото наших кошек.')).toBe(true);
    expect(new OfferWords(['стрижк']).mentions('Записались на пять стрижек подряд.')).toBe(true);
    expect(new OfferWords(['кот']).mentions('Вернулись к довольным котам.')).toBe(true);
    expect(new OfferWords(['нян']).mentions('После каждого визита няни вы получаете фото.')).toBe(true);
    // A short root is a whole word: "кот" is not in "который", nor a four-letter word cut down ("урок").
    expect(new OfferWords(['кот']).mentions('Тот, который пришёл первым.')).toBe(false);
    expect(new OfferWords(['урк']).mentions('Первый урок бесплатно.')).toBe(false);
  });

  test('leave out words the trade uses of most of its offers: a Russian groomer’s texts may speak of dogs', () => {
    const brief = tradeBrief(tradeById('pet-care'), 'ru', noStopWords, { description: 'Груминг-салон в Казани.', keywords: [], offers: [{ name: 'Комплексный груминг' }, { name: 'Тримминг' }] });
    expect(brief.absent).not.toContain('собак');
    expect(new OfferWords(brief.absent).mentions('Работаем с одной собакой за раз.')).toBe(false);
    expect(new OfferWords(brief.absent).mentions('Каждый будний день гуляют с нашими лабрадорами.')).toBe(true);
    expect(new OfferWords(brief.absent).mentions('Две недели в отъезде — и каждый день фото наших котов.')).toBe(true);
  });

  test('keep an offer’s whole name even where the trade uses it of most offers: a coffee shop without espresso', () => {
    const brief = tradeBrief(tradeById('coffee-shop'), 'en', noStopWords, { description: 'Coffee in Bath.', keywords: [], offers: [{ name: 'Flat white' }, { name: 'Carrot cake' }] });
    expect(brief.unoffered).toContain('espresso');
  });

  test('in the hero and headings, are found against the owner’s offer names, not the catalogue descriptions they take', () => {
    // The full groom's description speaks of nails and a tidy: the texts may too, but no promise of nail trims.
    const brief = tradeBrief(tradeById('pet-care'), 'en', noStopWords, { description: 'Dog grooming salon.', keywords: [], offers: [{ name: 'Full groom' }] });
    expect(new OfferWords(brief.absent).mentions('Bath, blow-dry, brush-out, plus nails.')).toBe(false);
    expect(new OfferWords(brief.unoffered).mentions('Full grooms, bath-and-tidy sessions and nail trims.')).toBe(true);
    expect(new OfferWords(brief.unoffered).mentions('Happy pets, whether you’re at home or away')).toBe(true);
  });
});
