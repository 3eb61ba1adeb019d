import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatOfferLines, generationRequestSchema, maxOffers, maxReviews, parseOfferLines, siteGapCodes, siteGapList, siteGaps } from '../src/generation/index.ts';

const request = (facts: Record<string, unknown>) => ({ domain_name: 'muddy-paws.co.uk', track_id: randomUUID(), ...facts });
/** The dotted paths of the fields a request is refused for. */
const refusedFields = (facts: Record<string, unknown>) => {
  const parsed = generationRequestSchema.safeParse(request(facts));
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('the business facts of a generation request', () => {
  it('are optional, and taken as given when valid', () => {
    expect(generationRequestSchema.parse(request({})).offers).toBeUndefined();
    const facts = {
      business_name: 'Muddy Paws',
      offers: [{ name: 'Full groom', price: '£45' }, { name: 'Hand stripping' }],
      contact_email: 'hello@muddypaws.co.uk',
      opening_hours: { days: [{ day: 'tue', opens: '08:30', closes: '17:00' }, { day: 'sat', opens: '09:00', closes: '13:00' }], note: 'No cages, ever.' },
    };
    expect(generationRequestSchema.parse(request(facts))).toMatchObject(facts);
    expect(generationRequestSchema.parse(request({ opening_hours: { note: 'By appointment' } })).opening_hours).toEqual({ note: 'By appointment' });
  });

  it('take reviews (the name and where given optional), the areas served, the ways to pay and the year founded ("1998" read as 1998)', () => {
    const more = {
      reviews: [{ quote: 'Our spaniel came home calm and fluffy.', name: 'Anna K.', source: 'Google' }, { quote: 'Gentle with a nervous rescue dog.', name: '' }],
      areas_served: ['Bristol', 'Bath'],
      payment_methods: ['Cash', 'Card'],
    };
    expect(generationRequestSchema.parse(request({ ...more, year_founded: '1998' }))).toMatchObject({ ...more, year_founded: 1998 });
  });

  it('refuse too many or too long reviews, empty or long places, and a year not yet come', () => {
    expect(refusedFields({ reviews: Array.from({ length: maxReviews + 1 }, () => ({ quote: 'A kind review of the work.' })) })).toEqual(['reviews']);
    expect(refusedFields({ reviews: [{ quote: 'Too short' }] })).toEqual(['reviews.0.quote']);
    expect(refusedFields({ reviews: [{ quote: 'A kind review of the work.', name: 'x'.repeat(61) }] })).toEqual(['reviews.0.name']);
    expect(refusedFields({ reviews: [{ quote: 'A kind review of the work.', stars: 5 }] })).toEqual(['reviews.0']);
    expect(refusedFields({ areas_served: [' '] })).toEqual(['areas_served.0']);
    expect(refusedFields({ payment_methods: ['x'.repeat(41)] })).toEqual(['payment_methods.0']);
    expect(refusedFields({ year_founded: new Date().getUTCFullYear() + 1 })).toEqual(['year_founded']);
    expect(refusedFields({ year_founded: 1650 })).toEqual(['year_founded']);
  });

  it('are refused naming the field: lengths, too many offers, the email, the hours', () => {
    expect(refusedFields({ business_name: 'x'.repeat(121) })).toEqual(['business_name']);
    expect(refusedFields({ offers: Array.from({ length: maxOffers + 1 }, (_, index) => ({ name: `Offer ${index}` })) })).toEqual(['offers']);
    expect(refusedFields({ offers: [{ name: ' ' }] })).toEqual(['offers.0.name']);
    expect(refusedFields({ offers: [{ name: 'Groom', price: 'x'.repeat(41) }] })).toEqual(['offers.0.price']);
    expect(refusedFields({ offers: [{ name: 'Groom', colour: 'red' }] })).toEqual(['offers.0']);
    expect(refusedFields({ contact_email: 'hello at muddy paws' })).toEqual(['contact_email']);
    expect(refusedFields({ opening_hours: { days: [{ day: 'tue', opens: '8:30', closes: '17:00' }] } })).toEqual(['opening_hours.days.0.opens']);
    expect(refusedFields({ opening_hours: { days: [{ day: 'tue', opens: '17:00', closes: '08:30' }] } })).toEqual(['opening_hours.days.0.closes']);
    expect(refusedFields({ opening_hours: { days: [{ day: 'tuesday', opens: '08:00', closes: '17:00' }] } })).toEqual(['opening_hours.days.0.day']);
    const twice = { day: 'tue', opens: '08:00', closes: '12:00' };
    expect(refusedFields({ opening_hours: { days: [twice, twice] } })).toEqual(['opening_hours.days']);
    expect(refusedFields({ opening_hours: {} })).toEqual(['opening_hours']);
  });
});

describe('the wizard’s offer lines', () => {
  it('read one offer a line, with a price after a dash, colon or tab', () => {
    expect(parseOfferLines('Full groom – £45\nNail clipping: £10\n\n  Puppy intro  \nBath - from 20 €\nDe-shedding treatment')).toEqual([
      { name: 'Full groom', price: '£45' },
      { name: 'Nail clipping', price: '£10' },
      { name: 'Puppy intro' },
      { name: 'Bath', price: 'from 20 €' },
      { name: 'De-shedding treatment' },
    ]);
  });

  it('write back what they read', () => {
    const offers = [{ name: 'Full groom', price: '£45' }, { name: 'Puppy intro' }];
    expect(parseOfferLines(formatOfferLines(offers))).toEqual(offers);
  });
});

describe('the gaps of a site', () => {
  it('have one entry per code, each naming the request field that fills it, listed in one order', () => {
    expect(Object.keys(siteGaps).sort()).toEqual([...siteGapCodes].sort());
    expect(siteGapList(['reviews', 'offers', 'reviews'])).toEqual([{ code: 'offers', field: 'offers' }, { code: 'reviews', field: 'reviews' }]);
    expect(siteGapList(['hours', 'description'])).toEqual([{ code: 'hours', field: 'opening_hours' }, { code: 'description', field: 'description' }]);
  });
});
