import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { describe, expect, test } from 'vitest';
import { composeSites, type ComposedSites } from '../src/index.ts';
import { listCount } from '../src/compose/article-counts.ts';
import { pageTexts } from '../src/quality/page-texts.ts';
import { ClaimFilter, type OwnerFacts } from '../src/quality/claims.ts';
import { catalogue } from '../src/trades/index.ts';
import { fixedNow, request } from './support/requests.ts';

/**
 * No page states a promise, policy or figure the owner did not give (a response or delivery time, a guarantee, a
 * deposit, a year, a count, "free", a superlative, a certification, a policy, a review), over every trade pack and a
 * typed theme, in English and Russian, with the owner's facts and without; and an article's title that counts its list
 * counts the sections it shows.
 */
const themes = [...catalogue.map((trade) => trade.theme), 'Handmade soy candles'];

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

/** What the owner told, as the request gives it: the only facts a claim may rest on. */
function factsOf(input: GenerationRequestInput, result: ComposedSites): OwnerFacts {
  return {
    description: input.description ?? '',
    offers: input.offers ?? [],
    ...(input.opening_hours ? { hours: input.opening_hours } : {}),
    phone: input.contact_phone ?? '',
    address: input.contact_address ?? '',
    ...(input.contact_email ? { email: input.contact_email } : {}),
    ...(input.areas_served ? { areasServed: input.areas_served } : {}),
    ...(input.payment_methods ? { paymentMethods: input.payment_methods } : {}),
    ...(input.year_founded === undefined ? {} : { yearFounded: Number(input.year_founded) }),
    year: fixedNow.getUTCFullYear(),
    words: [result.models[0]?.business.name ?? '', input.site_theme ?? ''],
  };
}

/** Every claim of every page (the privacy policy, the 404 and thank-you pages are the engine's own) the facts do not give. */
function unsupported(result: ComposedSites, facts: OwnerFacts): string[] {
  const found: string[] = [];
  for (const edition of result.models[0]?.editions ?? []) {
    const claims = new ClaimFilter(edition.lang, facts);
    for (const page of edition.pages.filter((each) => !['privacy', 'notFound', 'thankYou'].includes(each.key))) {
      for (const text of [page.title, page.description, ...pageTexts(page).map((each) => each.text)]) {
        for (const claim of claims.find(text)) found.push(`${page.file}: “${claim.text}” (${claim.kind}) in “${text}”`);
      }
    }
  }
  return found;
}

/** Articles whose title counts a list of another length than the sections shown. */
function miscounted(result: ComposedSites): string[] {
  const found: string[] = [];
  for (const edition of result.models[0]?.editions ?? []) {
    for (const section of edition.pages.flatMap((page) => page.sections)) {
      if (section.kind !== 'article') continue;
      const count = listCount(section.data.title, edition.lang);
      if (count !== undefined && count !== section.data.sections.length) found.push(`${section.data.title}: ${section.data.sections.length} sections`);
    }
  }
  return found;
}

describe.each([
  { name: 'without the owner’s facts', answers: bare },
  { name: 'with the owner’s facts', answers: withFacts },
])('every trade, in English and Russian, $name', ({ answers }) => {
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
