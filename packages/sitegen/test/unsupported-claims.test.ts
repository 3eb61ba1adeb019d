import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { describe, expect, test } from 'vitest';
import { composeSites } from '../src/index.ts';
import { catalogue } from '../src/trades/index.ts';
import { factsOf, miscounted, unsupported } from './support/claims-check.ts';
import { fixedNow, request } from './support/requests.ts';

/**
 * No page states a promise, policy or figure the owner did not give (a response or delivery time, a guarantee, a
 * deposit, a year, a count, "free", a superlative, a certification, a policy, a review), over every trade pack and a
 * typed theme, in English and Russian, with the owner's facts (and the typed theme without them: trades.test.ts reads
 * every trade without them); and an article's title that counts its list counts the sections it shows.
 */
const typedTheme = 'Handmade soy candles';

const bare: Partial<GenerationRequestInput> = { key_words: '', stop_words: '', description: '', second_site_language: 'Russian', contact_country: 'United Kingdom', contact_address: '5 High Street, Bristol' };

// The owner's facts, one of them a claim the site may then state (a free consultation).
const withFacts: Partial<GenerationRequestInput> = {
  ...bare,
  description: 'A family business in Bristol.',
  offers: [{ name: 'Free consultation', price: '£0' }, { name: 'Standard visit', price: '£40' }, { name: 'Full day', price: 'from £180' }],
  opening_hours: { days: [{ day: 'mon', opens: '09:00', closes: '17:00' }, { day: 'sat', opens: '10:00', closes: '14:00' }] },
  contact_email: 'hello@example.com',
  payment_methods: ['Cash', 'Card'],
  areas_served: ['Bristol', 'Bath'],
  year_founded: 2005,
};

describe.each([
  { name: 'without the owner’s facts', answers: bare, themes: [typedTheme] },
  { name: 'with the owner’s facts', answers: withFacts, themes: [...catalogue.map((trade) => trade.theme), typedTheme] },
])('every trade, in English and Russian, $name', ({ answers, themes }) => {
  test.each(themes)('%s: no page states a claim the facts do not give, and every counted title counts its sections', async (theme) => {
    const input = request({ ...answers, site_theme: theme, domain_name: 'claims-check.co.uk' });
    const result = await composeSites(input, { now: fixedNow });
    expect(result.models[0]?.editions.map((edition) => edition.lang)).toEqual(['en', 'ru']);
    expect(unsupported(result, factsOf(input, result))).toEqual([]);
    expect(miscounted(result)).toEqual([]);
    // The composer writes none in the first place: the quality stage had nothing to set right.
    expect(result.quality.repairs.filter((repair) => repair.check === 'claims')).toEqual([]);
  });
});
