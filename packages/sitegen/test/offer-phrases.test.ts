import { describe, expect, test } from 'vitest';
import { offerPhrases } from '../src/trades/brief.ts';

describe('the offers a description names', () => {
  test('after an offer verb, or in a list after a colon', () => {
    expect(offerPhrases('We sell bouquets, potted plants and gift boxes.')).toEqual(['bouquets', 'potted plants', 'gift boxes']);
    expect(offerPhrases('A flower shop in York: bouquets, wedding flowers and plants.')).toEqual(['bouquets', 'wedding flowers', 'plants']);
    expect(offerPhrases('Цветочная лавка: букеты, свадебная флористика и комнатные растения.')).toEqual(['букеты', 'свадебная флористика', 'комнатные растения']);
  });

  test('not from a colon that opens no list: times, phone numbers, addresses', () => {
    expect(offerPhrases('A bakery in Leeds, open daily 7:30-18:00.')).toEqual([]);
    expect(offerPhrases('A bakery in Leeds. Website: https://bakery.example')).toEqual([]);
    expect(offerPhrases('A bakery in Leeds. Call us: +44 113 496 0000')).toEqual([]);
    expect(offerPhrases('A bakery in Leeds. Write to: hello@bakery.example or orders@bakery.example')).toEqual([]);
  });
});
