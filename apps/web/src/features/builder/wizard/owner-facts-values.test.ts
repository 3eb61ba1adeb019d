import { generationRequestSchema } from '@sitecraft/shared/generation';
import { describe, expect, it } from 'vitest';
import { trackId } from '../generation-client/fake-deps.ts';
import { reviewProblems, reviewsSummary, yearProblem } from './owner-facts-values.ts';
import { toWizardRequest, valuesFromRequest, wizardDefaults, type WizardValues } from './wizard-values.ts';

const answers: WizardValues = { ...wizardDefaults, site_theme: 'Dog grooming', domain_name: 'paws.example' };
const facts: WizardValues = {
  ...answers,
  reviews: [
    { quote: '  Our spaniel came home calm and fluffy.  ', name: ' Anna K. ', source: 'Google' },
    { quote: 'Gentle with a nervous rescue dog.', name: '', source: '' },
    { quote: '', name: '', source: '' },
  ],
  areas_served: 'Bristol, Bath,, Clifton ',
  payment_methods: 'Cash, Card',
  year_founded: ' 2015 ',
};

describe('reviews and the other facts in the request of the wizard', () => {
  it('are left out when none is given', () => {
    const request = toWizardRequest(answers, undefined);
    for (const field of ['reviews', 'areas_served', 'payment_methods', 'year_founded']) expect(request).not.toHaveProperty(field);
  });

  it('carry the reviews trimmed (an empty name stays anonymous, an empty review is dropped), the lists read by commas and the year as a number', () => {
    expect(toWizardRequest(facts, undefined)).toMatchObject({
      reviews: [{ quote: 'Our spaniel came home calm and fluffy.', name: 'Anna K.', source: 'Google' }, { quote: 'Gentle with a nervous rescue dog.' }],
      areas_served: ['Bristol', 'Bath', 'Clifton'],
      payment_methods: ['Cash', 'Card'],
      year_founded: 2015,
    });
    expect(toWizardRequest(facts, undefined).reviews?.[1]).toEqual({ quote: 'Gentle with a nervous rescue dog.' });
    expect(generationRequestSchema.safeParse({ ...toWizardRequest(facts, undefined), track_id: trackId }).success).toBe(true);
  });

  it('come back from a request as the form held them', () => {
    const back = valuesFromRequest(toWizardRequest(facts, undefined)).values;
    expect(back.reviews).toEqual([
      { quote: 'Our spaniel came home calm and fluffy.', name: 'Anna K.', source: 'Google' },
      { quote: 'Gentle with a nervous rescue dog.', name: '', source: '' },
    ]);
    expect(back).toMatchObject({ areas_served: 'Bristol, Bath, Clifton', payment_methods: 'Cash, Card', year_founded: '2015' });
    expect(toWizardRequest(back, undefined)).toEqual(toWizardRequest(facts, undefined));
  });

  it('leave out what the shared schema refuses, naming the field: a review of a few words, a name too long, a year to come', () => {
    const bad: WizardValues = {
      ...facts,
      reviews: [{ quote: 'Nice.', name: 'x'.repeat(61), source: '' }, facts.reviews[0]!],
      year_founded: String(new Date().getUTCFullYear() + 1),
      areas_served: `Bath, ${'x'.repeat(81)}`,
    };
    expect(reviewProblems(bad.reviews[0]!)).toEqual({ quote: 'A review’s words must be at least 10 characters long.', name: 'A reviewer’s name must be at most 60 characters long.' });
    expect(reviewProblems({ quote: '', name: 'Anna', source: '' })).toEqual({ quote: 'A review’s words must be at least 10 characters long.' });
    expect(yearProblem(bad.year_founded)).toBe('year_founded cannot be in the future.');
    const request = toWizardRequest(bad, undefined);
    expect(request.reviews).toEqual([{ quote: 'Our spaniel came home calm and fluffy.', name: 'Anna K.', source: 'Google' }]);
    expect(request).not.toHaveProperty('year_founded');
    expect(request).not.toHaveProperty('areas_served');
    expect(request.payment_methods).toEqual(['Cash', 'Card']);
  });

  it('sum the reviews up in a line for the summary', () => {
    expect(reviewsSummary(facts.reviews)).toBe('“Our spaniel came home calm and fluffy.” — Anna K., Google · “Gentle with a nervous rescue dog.”');
  });
});
