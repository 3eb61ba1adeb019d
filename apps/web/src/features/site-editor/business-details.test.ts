import { describe, expect, test } from 'vitest';
import { detailsEdits, detailsProblem, detailsValues } from './business-details.ts';

const business = { name: 'Muddy Paws', phone: '+44 117 496 0000', hours: { days: [{ day: 'tue' as const, opens: '09:00', closes: '17:00' }], note: 'By appointment' } };

describe('the business details form', () => {
  test('unchanged, it makes no edit; each changed fact makes one, and an emptied one takes it off', () => {
    const values = detailsValues(business);
    expect(detailsEdits(values, values)).toEqual([]);
    expect(detailsEdits(values, { ...values, contact_email: ' hello@muddy-paws.co.uk ', phone: '' })).toEqual([
      { op: 'text', path: '/business/phone', value: '' },
      { op: 'text', path: '/business/email', value: 'hello@muddy-paws.co.uk' },
    ]);
  });

  test('opening hours: a day switched on is added in week order, and nothing left open takes them off', () => {
    const values = detailsValues(business);
    const withMonday = { ...values, opening_days: { ...values.opening_days, mon: { open: true, opens: '08:00', closes: '12:00' } } };
    expect(detailsEdits(values, withMonday)).toEqual([
      { op: 'hours', hours: { days: [{ day: 'mon', opens: '08:00', closes: '12:00' }, { day: 'tue', opens: '09:00', closes: '17:00' }], note: 'By appointment' } },
    ]);
    const closed = { ...values, opening_days: { ...values.opening_days, tue: { ...values.opening_days.tue, open: false } }, opening_note: ' ' };
    expect(detailsEdits(values, closed)).toEqual([{ op: 'hours', hours: null }]);
  });

  test('hours held in another order, or with no days beside a note, are no change; a fact left alone in the form is no edit', () => {
    const unordered = { name: 'Muddy Paws', hours: { days: [{ day: 'sat' as const, opens: '10:00', closes: '14:00' }, { day: 'mon' as const, opens: '09:00', closes: '17:00' }] } };
    expect(detailsEdits(detailsValues(unordered), detailsValues(unordered))).toEqual([]);
    const noteOnly = { name: 'Muddy Paws', hours: { days: [], note: 'By appointment' } };
    expect(detailsEdits(detailsValues(noteOnly), detailsValues(noteOnly))).toEqual([]);
    // The name was changed in the preview after the form was filled: saving the phone does not write the old name back.
    const shown = detailsValues(business);
    expect(detailsEdits(shown, { ...shown, phone: '+44 117 000 0000' })).toEqual([{ op: 'text', path: '/business/phone', value: '+44 117 000 0000' }]);
  });

  test('names what keeps the details from being saved', () => {
    const values = detailsValues(business);
    expect(detailsProblem(values)).toBeUndefined();
    expect(detailsProblem({ ...values, business_name: '  ' })).toBe('The business needs a name.');
    expect(detailsProblem({ ...values, contact_email: 'hello at example' })).toBe('The email is not an email address, such as hello@example.com.');
    expect(detailsProblem({ ...values, opening_days: { ...values.opening_days, tue: { open: true, opens: '18:00', closes: '09:00' } } })).toBe('Correct the opening hours of the days marked.');
  });

  test('offers, reviews, areas, ways to pay and the year: each changed one is an edit of its own, a list emptied takes it off', () => {
    const shown = detailsValues({ ...business, reviews: [{ quote: 'Gentle with a nervous rescue dog.' }], areasServed: ['Bristol'], yearFounded: 2015 });
    expect(shown).toMatchObject({ offers: '', reviews: [{ quote: 'Gentle with a nervous rescue dog.', name: '', source: '' }], areas_served: 'Bristol', payment_methods: '', year_founded: '2015' });
    const values = {
      ...shown,
      offers: 'Full groom – £45\nNail clipping',
      reviews: [...shown.reviews, { quote: 'Our spaniel came home calm and fluffy.', name: 'Anna K.', source: 'Google' }],
      areas_served: '',
      payment_methods: 'Cash, Card',
      year_founded: '',
    };
    expect(detailsEdits(shown, values)).toEqual([
      { op: 'offers', offers: [{ name: 'Full groom', price: '£45' }, { name: 'Nail clipping' }] },
      { op: 'reviews', reviews: [{ quote: 'Gentle with a nervous rescue dog.' }, { quote: 'Our spaniel came home calm and fluffy.', name: 'Anna K.', source: 'Google' }] },
      { op: 'areasServed', areasServed: [] },
      { op: 'paymentMethods', paymentMethods: ['Cash', 'Card'] },
      { op: 'yearFounded', yearFounded: null },
    ]);
    expect(detailsEdits(shown, shown)).toEqual([]);
  });

  test('keeps the owner’s offers from being all taken off, and a review with a problem from being saved', () => {
    const shown = detailsValues({ ...business, offers: [{ name: 'Full groom', price: '£45' }] });
    expect(shown.offers).toBe('Full groom – £45');
    expect(detailsProblem({ ...shown, offers: ' ' }, shown)).toBe('Keep at least one offer: once you have listed your own, the site shows exactly those.');
    expect(detailsProblem({ ...shown, reviews: [{ quote: 'Nice.', name: '', source: '' }] }, shown)).toBe('Correct the fields marked.');
    expect(detailsProblem({ ...shown, year_founded: '1700' }, shown)).toBe('Correct the fields marked.');
  });
});
