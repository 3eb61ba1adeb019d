import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { describe, expect, test } from 'vitest';
import { composeSites } from '../src/index.ts';
import { fixedNow, request } from './support/requests.ts';
import { pagesOf } from './support/site-texts.ts';

/**
 * With the owner's offers, what the home page promises (the hero's eyebrow, title and lead, the offers' heading and
 * lead, the call to action) names no offer and no line of work the owner did not list: a groomer listing a full
 * groom, a bath and brush and hand stripping gets no "Happy pets, whether you're at home or away", no "nail trims".
 */
const groomer: Partial<GenerationRequestInput> = {
  site_theme: 'Pet Care',
  key_words: '',
  stop_words: '',
  business_name: 'Muddy Paws',
  offers: [{ name: 'Full groom', price: '£45' }, { name: 'Bath and brush', price: '£30' }, { name: 'Hand stripping', price: 'from £50' }],
};

const cases: { language: string; request: Partial<GenerationRequestInput>; unoffered: RegExp }[] = [
  {
    language: 'English',
    request: { ...groomer, description: 'Dog grooming salon in Bristol.', contact_country: 'United Kingdom' },
    unoffered: /\b(?:walks?|walking|sitting|sitters?|boarding|stays?|holidays?|away|cats?|busy|nails?|tidy|puppy|visits?|meet-and-greet)\b/iu,
  },
  {
    language: 'Russian',
    request: { ...groomer, site_language: 'Russian', description: 'Груминг-салон для собак в Казани.', contact_country: 'Russia', offers: [{ name: 'Комплексный груминг' }, { name: 'Мытьё и сушка' }, { name: 'Тримминг' }] },
    unoffered: /прогул|выгул|гуля|передерж|зоонян|няня|ночёвк|кошк|кошек|отпуск|отъезд|уезжа|заняты|когт|щенк|гигиеническ|присмотр/iu,
  },
];

// Different sites choose different written alternatives: several of them cover each slot's alternatives.
const domains = ['muddypaws.co.uk', 'paws-bristol.co.uk', 'clean-coats.com', 'groom-room.net', 'happy-tails.org', 'shaggy.dog'];

/** What a site's home page promises: the texts of its hero, its offers' heading and lead, and its call to action. */
function promises(section: { kind: string; data: unknown }): string[] {
  const data = section.data as Record<string, unknown>;
  const keys: Record<string, string[]> = { hero: ['eyebrow', 'title', 'lead'], services: ['heading', 'lead'], products: ['heading', 'lead'], cta: ['heading', 'text'] };
  return (keys[section.kind] ?? []).map((key) => String(data[key] ?? ''));
}

describe.each(cases)('the home page promises only the owner’s offers: $language', (item) => {
  test('on every site, the hero, the offers’ heading and the call to action name no offer the owner does not list', async () => {
    const found: string[] = [];
    for (const domain_name of domains) {
      const result = await composeSites(request({ ...item.request, domain_name }), { now: fixedNow });
      const home = pagesOf(result).find((page) => page.key === 'home');
      for (const text of home?.sections.flatMap(promises) ?? []) if (item.unoffered.test(text)) found.push(`${domain_name}: ${text}`);
    }
    expect(found).toEqual([]);
  }, 60_000);
});
