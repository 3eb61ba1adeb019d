import type { GenerationRequestInput, Offer } from '@sitecraft/shared/generation';
import { beforeAll, describe, expect, test } from 'vitest';
import { generate } from '../src/index.ts';
import { catalogue } from '../src/trades/index.ts';
import type { GenerationResult } from '../src/index.ts';
import { fixedNow, request } from './support/requests.ts';
import { allHeadings, allTexts, catalogueTitlesIn, lower, offerItems, pageFile, pagesOf } from './support/site-texts.ts';

/**
 * Issue 27's acceptance over ten briefs that give the owner's facts (offers, email, hours, keywords): every listed
 * offer is on the site and no other catalogue offer anywhere, the hours and email are on the contact page, in every
 * footer and in the LocalBusiness JSON-LD, and no heading holds two colons, two keywords or a "Keyword:" label.
 * (German, which the offline composer writes in English, is checked against the AI writer in owner-offers.test.ts.)
 */
const weekdays = (opens: string, closes: string) => (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens, closes }));
const offers = (...names: string[]): Offer[] => names.map((entry) => {
  const [name, price] = entry.split(' @ ');
  return price ? { name: name!, price } : { name: name! };
});

interface Brief {
  name: string;
  request: Partial<GenerationRequestInput>;
}

const common = { contact_phone: '+44 20 7946 0000', stop_words: '', design_style: 'Minimalist', site_count: '1' } as const;
const briefs: Brief[] = [
  { name: 'a grooming salon with hours', request: { site_theme: 'Pet Care', description: 'Dog grooming salon in Bristol. No cages, ever.', business_name: 'Muddy Paws', offers: offers('Full groom @ £45', 'Bath and brush @ £30', 'Hand stripping @ from £50'), contact_email: 'hello@muddypaws.co.uk', opening_hours: { days: (['tue', 'wed', 'thu', 'fri', 'sat'] as const).map((day) => ({ day, opens: '08:30', closes: '17:00' })) }, key_words: 'dog grooming Bristol, hand stripping', domain_name: 'muddypaws.co.uk', contact_country: 'United Kingdom', contact_address: '14 Gloucester Road, Bristol' } },
  { name: 'a custom-theme florist', request: { site_theme: 'Florist', description: 'A small flower shop in York: seasonal bouquets, wedding flowers and plants.', business_name: 'Petal & Stem', offers: offers('Seasonal bouquet @ £35', 'Bridal bouquet @ from £120', 'Potted orchid @ £28'), contact_email: 'shop@petalandstem.co.uk', opening_hours: { days: weekdays('09:00', '18:00'), note: 'Saturday by appointment' }, key_words: 'florist York, seasonal bouquets', domain_name: 'petalandstem.co.uk', contact_country: 'United Kingdom', contact_address: '3 Stonegate, York' } },
  { name: 'a bakery with five priced offers', request: { site_theme: 'Bakery', description: 'A neighbourhood bakery in Leeds, baking from six every morning.', business_name: 'Golden Crust', offers: offers('Sourdough loaf @ £4.50', 'Croissant @ £2', 'Birthday cake @ from £35', 'Cinnamon roll @ £2.80', 'Rye bread @ £4'), contact_email: 'orders@goldencrust.co.uk', opening_hours: { days: weekdays('07:00', '15:00') }, key_words: 'sourdough Leeds', domain_name: 'goldencrust.co.uk', contact_country: 'United Kingdom', contact_address: '8 Briggate, Leeds' } },
  { name: 'a plumber with email', request: { site_theme: 'Plumbing', description: 'Emergency plumbing and boiler repairs in Manchester.', business_name: 'Swift Plumbing', offers: offers('Emergency call-out @ £90', 'Boiler service @ £75', 'Leak repair'), contact_email: 'jobs@swiftplumbing.co.uk', opening_hours: { note: 'Emergencies 24/7' }, key_words: 'emergency plumber Manchester, boiler service', domain_name: 'swiftplumbing.co.uk', contact_country: 'United Kingdom', contact_address: '40 Deansgate, Manchester' } },
  { name: 'a Russian barbershop', request: { site_theme: 'Barbershop', site_language: 'Russian', description: 'Барбершоп в центре Казани.', business_name: 'Борода', offers: offers('Мужская стрижка @ 1500 ₽', 'Оформление бороды @ 900 ₽', 'Королевское бритьё @ 1800 ₽'), contact_email: 'hello@boroda.ru', opening_hours: { days: weekdays('10:00', '21:00') }, key_words: 'барбершоп Казань', domain_name: 'boroda-kazan.ru', contact_country: 'Russia', contact_address: 'Казань, ул. Баумана, 12' } },
  { name: 'a Russian dentist', request: { site_theme: 'Dental Clinic', site_language: 'Russian', description: 'Семейная стоматология в Самаре.', business_name: 'Улыбка', offers: offers('Профессиональная чистка @ 4000 ₽', 'Лечение кариеса @ от 3500 ₽'), contact_email: 'info@ulybka-samara.ru', opening_hours: { days: weekdays('08:00', '20:00'), note: 'Суббота по записи' }, key_words: 'стоматология Самара', domain_name: 'ulybka-samara.ru', contact_country: 'Russia', contact_address: 'Самара, ул. Ленинградская, 5' } },
  { name: 'a yoga studio', request: { site_theme: 'Yoga Studio', description: 'A calm yoga studio in Brighton.', business_name: 'Still Point Yoga', offers: offers('Hatha class @ £12', 'Yin yoga @ £12', 'Private session @ £60'), contact_email: 'namaste@stillpoint.co.uk', opening_hours: { days: weekdays('07:00', '21:00') }, key_words: 'yoga Brighton', domain_name: 'stillpoint.co.uk', contact_country: 'United Kingdom', contact_address: '22 North Road, Brighton' } },
  { name: 'a custom-theme electrician', request: { site_theme: 'Electrician', description: 'Domestic electrician in Cardiff.', business_name: 'Bright Spark Electrical', offers: offers('Fuse box replacement @ from £450', 'Socket installation @ £60', 'EICR certificate @ £150'), contact_email: 'office@brightspark.co.uk', opening_hours: { days: weekdays('08:00', '17:30') }, key_words: 'electrician Cardiff', domain_name: 'brightspark.co.uk', contact_country: 'United Kingdom', contact_address: '5 Queen Street, Cardiff' } },
  { name: 'a coffee shop', request: { site_theme: 'Coffee Shop', description: 'Speciality coffee and cakes in Bath.', business_name: 'Bean There', offers: offers('Flat white @ £3.20', 'Pour-over @ £4', 'Carrot cake @ £3.50'), contact_email: 'hi@beanthere.co.uk', opening_hours: { days: weekdays('07:30', '17:00'), note: 'Weekends 9–16' }, key_words: 'coffee Bath', domain_name: 'beanthere.co.uk', contact_country: 'United Kingdom', contact_address: '1 Milsom Street, Bath' } },
  { name: 'a custom-theme bike repair shop', request: { site_theme: 'Bike repair', description: 'We repair and service bicycles in Cambridge.', business_name: 'Spoke & Chain', offers: offers('Puncture repair @ £12', 'Full service @ £65', 'Brake adjustment @ £15'), contact_email: 'fix@spokeandchain.co.uk', opening_hours: { days: weekdays('09:00', '18:00') }, key_words: 'bike repair Cambridge', domain_name: 'spokeandchain.co.uk', contact_country: 'United Kingdom', contact_address: '9 Mill Road, Cambridge' } },
];

const jsonLdNodes = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
const decoded = (html: string) => html.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');

describe.each(briefs)('the owner’s facts: $name', ({ request: brief }) => {
  let result: GenerationResult;
  const given = brief.offers ?? [];
  beforeAll(async () => {
    result = await generate(request({ ...common, ...brief }), { now: fixedNow });
  }, 60_000);

  test('every listed offer is on the site, in order, with its price; no heading names another offer, no text another trade’s', () => {
    const pages = pagesOf(result);
    const offersPage = pages.find((page) => offerItems(page).length > 0);
    expect(offerItems(offersPage).map((item) => item.title)).toEqual(given.map((offer) => offer.name));
    const offersHtml = decoded(pageFile(result, offersPage));
    for (const offer of given) if (offer.price) expect(offersHtml).toContain(offer.price);
    const allowed = given.map((offer) => offer.name);
    // No heading names a catalogue offer the owner did not list, of any trade; no text names another trade's offer.
    // (A listed offer's own description may use its trade's words: "a bath and tidy" in an article about full grooms.)
    expect(catalogueTitlesIn(allHeadings(result), { allowed, minLength: 8 })).toEqual([]);
    const otherTrades = catalogue.filter((trade) => trade.theme !== brief.site_theme).map((trade) => trade.id);
    expect(catalogueTitlesIn(allTexts(result), { trades: otherTrades, allowed, minLength: 10 })).toEqual([]);
  });

  test('the email and hours are on the contact page, in every footer and in the LocalBusiness JSON-LD', () => {
    const pages = pagesOf(result);
    const contact = decoded(pageFile(result, pages.find((page) => page.key === 'contact')));
    expect(contact).toContain(`mailto:${brief.contact_email}`);
    if (brief.opening_hours?.note) expect(contact).toContain(brief.opening_hours.note);
    for (const page of pages) expect(decoded(pageFile(result, page)).slice(decoded(pageFile(result, page)).indexOf('<footer')), page.file).toContain(brief.contact_email);
    const business = jsonLdNodes(pageFile(result, pages[0])).find((node) => node['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({ '@context': 'https://schema.org', name: brief.business_name, email: brief.contact_email });
    const days = brief.opening_hours?.days ?? [];
    const specified = (business?.['openingHoursSpecification'] as Array<{ '@type': string; dayOfWeek: string | string[]; opens: string; closes: string }> | undefined) ?? [];
    expect(specified.every((spec) => spec['@type'] === 'OpeningHoursSpecification')).toBe(true);
    expect(specified.flatMap((spec) => [spec.dayOfWeek].flat()).length).toBe(days.length);
    for (const day of days) expect(specified.some((spec) => spec.opens === day.opens && spec.closes === day.closes)).toBe(true);
  });

  test('no heading holds two colons, two keywords or a "Keyword:" label', () => {
    const keywords = (brief.key_words ?? '').split(',').map((keyword) => lower(keyword.trim())).filter(Boolean);
    for (const heading of allHeadings(result)) {
      expect((heading.match(/:/g) ?? []).length, heading).toBeLessThan(2);
      expect(keywords.filter((keyword) => lower(heading).includes(keyword)).length, heading).toBeLessThan(2);
      for (const keyword of keywords) expect(lower(heading).startsWith(`${keyword}:`), heading).toBe(false);
    }
  });
});
