import { generationRequestSchema } from '@sitecraft/shared/generation';
import { describe, expect, it } from 'vitest';
import { trackId } from '../generation-client/fake-deps.ts';
import { factsRequest, fullWeek, hasNameOrOffers, hoursProblem, hoursSummary, offersSummary } from './business-facts-values.ts';
import { toWizardRequest, valuesFromRequest, wizardDefaults, type WizardValues } from './wizard-values.ts';

const answers: WizardValues = { ...wizardDefaults, site_theme: 'Dog grooming', domain_name: 'paws.example' };
const weekdaysNineToFive = fullWeek(Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [day, { open: true, opens: '09:00', closes: '17:00' }])));
const facts: WizardValues = {
  ...answers,
  business_name: '  Happy Paws  ',
  offers: 'Full groom – £45\n\nNail clipping: £10\nPuppy intro\n',
  contact_email: ' hello@happy-paws.example ',
  opening_days: { ...weekdaysNineToFive, sat: { open: true, opens: '10:00', closes: '14:00' } },
  opening_note: 'Closed on public holidays',
};

describe('the owner’s facts in the request of the wizard', () => {
  it('are left out altogether when none is given', () => {
    const request = toWizardRequest(answers, undefined);
    for (const field of ['business_name', 'offers', 'contact_email', 'opening_hours']) expect(request).not.toHaveProperty(field);
  });

  it('carry the name, the offers read line by line, the email and the open days with the note', () => {
    expect(toWizardRequest(facts, undefined)).toMatchObject({
      business_name: 'Happy Paws',
      offers: [{ name: 'Full groom', price: '£45' }, { name: 'Nail clipping', price: '£10' }, { name: 'Puppy intro' }],
      contact_email: 'hello@happy-paws.example',
      opening_hours: {
        days: [
          { day: 'mon', opens: '09:00', closes: '17:00' },
          { day: 'tue', opens: '09:00', closes: '17:00' },
          { day: 'wed', opens: '09:00', closes: '17:00' },
          { day: 'thu', opens: '09:00', closes: '17:00' },
          { day: 'fri', opens: '09:00', closes: '17:00' },
          { day: 'sat', opens: '10:00', closes: '14:00' },
        ],
        note: 'Closed on public holidays',
      },
    });
  });

  it('is a request the server accepts', () => {
    expect(generationRequestSchema.safeParse({ ...toWizardRequest(facts, undefined), track_id: trackId }).success).toBe(true);
  });

  it('send a note alone, or days alone, as the opening hours', () => {
    expect(factsRequest({ ...answers, opening_note: ' By appointment ' })).toEqual({ opening_hours: { note: 'By appointment' } });
    expect(factsRequest({ ...answers, opening_days: fullWeek({ sun: { open: true, opens: '08:30', closes: '12:00' } }) })).toEqual({
      opening_hours: { days: [{ day: 'sun', opens: '08:30', closes: '12:00' }] },
    });
  });

  it('leave out what the form shows a problem for: a bad email, a day closing before it opens, too many offers', () => {
    const bad: WizardValues = {
      ...facts,
      contact_email: 'hello@',
      opening_days: { ...facts.opening_days, tue: { open: true, opens: '17:00', closes: '09:00' }, wed: { open: true, opens: '09:00', closes: '' } },
      offers: Array.from({ length: 31 }, (_, index) => `Offer ${index + 1}`).join('\n'),
    };
    const request = factsRequest(bad);
    expect(request).not.toHaveProperty('contact_email');
    expect(request).not.toHaveProperty('offers');
    expect(request.opening_hours?.days?.map((day) => day.day)).toEqual(['mon', 'thu', 'fri', 'sat']);
    expect(hoursProblem(bad)).toBe('Tuesday: The closing time must come after the opening time. Wednesday: Enter both the opening and the closing time.');
    expect(request.business_name).toBe('Happy Paws');
  });

  it('come back from a request as the form held them', () => {
    const trimmed: WizardValues = { ...facts, business_name: 'Happy Paws', offers: 'Full groom – £45\nNail clipping – £10\nPuppy intro', contact_email: 'hello@happy-paws.example' };
    expect(valuesFromRequest(toWizardRequest(facts, undefined)).values).toEqual(trimmed);
  });
});

describe('the facts as the wizard shows them', () => {
  it('lists the offers in one line, as they are read', () => {
    expect(offersSummary(facts.offers)).toBe('Full groom – £45 · Nail clipping – £10 · Puppy intro');
  });

  it('sums the hours up, days with the same hours in a row joined', () => {
    expect(hoursSummary(facts)).toBe('Mon–Fri 09:00–17:00 · Sat 10:00–14:00 · Closed on public holidays');
    const split = fullWeek({ mon: { open: true }, wed: { open: true }, thu: { open: true, closes: '18:00' } });
    expect(hoursSummary({ opening_days: split, opening_note: '' })).toBe('Mon 09:00–17:00 · Wed 09:00–17:00 · Thu 09:00–18:00');
  });

  it('asks for the name and offers on steps 3 to 8 until one of them is given', () => {
    expect(hasNameOrOffers(answers)).toBe(false);
    expect(hasNameOrOffers({ ...answers, offers: '  \n ' })).toBe(false);
    expect(hasNameOrOffers({ ...answers, business_name: 'Happy Paws' })).toBe(true);
    expect(hasNameOrOffers({ ...answers, offers: 'Full groom' })).toBe(true);
  });
});
