import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { describe, expect, test } from 'vitest';
import { iconElements } from '../src/assets/icons.ts';
import { generate, type GenerationResult } from '../src/index.ts';
import { fixedNow, request } from './support/requests.ts';

/**
 * The pictures follow the offers the description decides: a dogs-only groomer's hero, covers, tiles, share pictures,
 * favicon and inline icons draw no cat and no fish, a clinic that says "no dogs" no dog, while a pet carer who looks
 * after cats may draw a cat.
 */
const petCare = { site_theme: 'Pet Care', key_words: '', stop_words: '', contact_country: 'United Kingdom', contact_address: '12 Cheltenham Road, Bristol' } as const;

const groomers: { name: string; request: Partial<GenerationRequestInput> }[] = [
  {
    name: 'in English',
    request: { ...petCare, description: 'Muddy Paws is a dog grooming salon in Bristol: baths, hand stripping, nail clipping and puppy grooms. No cages, Tue-Sat', domain_name: 'muddypaws.co.uk' },
  },
  {
    name: 'in Russian',
    request: { ...petCare, site_language: 'Russian', description: 'Груминг-салон для собак в Бристоле: стрижка, мытьё, когти. Без клеток, вт–сб', domain_name: 'muddypaws.ru' },
  },
  {
    name: 'on a gallery template, with an English second language',
    request: { ...petCare, baseTemplate: '9.html', second_site_language: 'English', site_language: 'Russian', description: 'Груминг-салон для собак в Бристоле: стрижка, мытьё, когти. Без клеток, вт–сб', domain_name: 'lapki.ru' },
  },
];

/** Every icon a site's pictures and pages draw: the model's pictures, and the lucide drawings found in its files. */
function drawnIcons(result: GenerationResult, candidates: readonly string[]): string[] {
  const found = new Set<string>();
  for (const site of result.sites) {
    for (const asset of site.model.assets) {
      if (asset.kind === 'illustration') for (const icon of asset.icons) found.add(icon);
      if ((asset.kind === 'og' || asset.kind === 'icon') && asset.icon) found.add(asset.icon);
    }
    // The SVG pictures and the pages' inline icons, as a visitor receives them.
    const markup = [...site.files].filter(([path]) => /\.(?:svg|html)$/.test(path)).map(([, body]) => (typeof body === 'string' ? body : new TextDecoder().decode(body)));
    for (const icon of candidates) if (markup.some((text) => text.includes(iconElements(icon)))) found.add(icon);
  }
  return [...found];
}

describe('the pictures of a dogs-only groomer', () => {
  test.each(groomers)('draw no cat and no fish $name, but its dogs and grooms', async ({ request: overrides }) => {
    const result = await generate(request(overrides), { now: fixedNow });
    const icons = drawnIcons(result, ['cat', 'fish', 'rabbit', 'bird', 'turtle', 'dog', 'scissors']);
    for (const other of ['cat', 'fish', 'rabbit', 'bird', 'turtle']) expect(icons, other).not.toContain(other);
    expect(icons).toContain('dog');
    expect(icons).toContain('scissors');
    const hero = result.sites[0]?.model.assets.find((asset) => asset.kind === 'illustration' && asset.file.endsWith('hero.svg'));
    expect(hero?.kind === 'illustration' ? hero.icons.length : 0).toBeGreaterThanOrEqual(4);
  }, 30_000);
});

describe('the pictures of a cat clinic that says "no dogs"', () => {
  test('draw no dog, not even for its puppy and kitten vaccinations', async () => {
    const result = await generate(
      request({ ...petCare, site_theme: 'Veterinary Clinic', description: 'A cat-only veterinary clinic in Leeds: vaccinations, dental care and check-ups. No dogs.', domain_name: 'leeds-cats.co.uk' }),
      { now: fixedNow },
    );
    expect(drawnIcons(result, ['dog'])).not.toContain('dog');
  }, 30_000);
});

describe('the pictures of a pet carer who looks after cats', () => {
  test('may draw a cat', async () => {
    const result = await generate(request({ ...petCare, description: 'Pet sitting in Bath: cat visits, dog walks and grooming for cats and dogs.', domain_name: 'bath-pets.co.uk' }), { now: fixedNow });
    expect(drawnIcons(result, ['cat'])).toContain('cat');
  }, 30_000);
});

describe('the pictures of a bicycle repair workshop described in its own words', () => {
  test('draw a bike and tools, and no paint roller (a renovation’s), for its logo, offers and pictures', async () => {
    const result = await generate(
      request({
        site_theme: 'Bicycle repair',
        description: 'Spoke & Chain is a bicycle repair workshop in Leeds: servicing, puncture repair and wheel truing for every kind of bike.',
        offers: [{ name: 'Full service for bikes', price: '£60' }, { name: 'Puncture repair', price: '£12' }, { name: 'Bicycle servicing', price: '£35' }],
        key_words: '',
        stop_words: '',
        domain_name: 'spokeandchain.co.uk',
      }),
      { now: fixedNow },
    );
    const icons = drawnIcons(result, ['paint-roller', 'bike', 'wrench']);
    expect(icons).not.toContain('paint-roller');
    expect(icons).toEqual(expect.arrayContaining(['bike', 'wrench']));
    const logo = result.sites[0]?.model.assets.find((asset) => asset.kind === 'icon');
    expect(['bike', 'wrench']).toContain(logo?.kind === 'icon' ? logo.icon : undefined);
  }, 30_000);
});
