import { describe, expect, it } from 'vitest';
import { idleState } from '../generation-client/index.ts';
import { toWizardRequest, wizardDefaults, type WizardValues } from '../wizard/wizard-values.ts';
import { regenerateQuestion } from './regenerate-question.ts';

const answers: WizardValues = {
  ...wizardDefaults,
  site_theme: 'Bakery',
  site_language: 'English',
  contact_country: 'Germany',
  contact_address: '12 Bäckerstraße, Berlin',
  contact_phone: '+49 30 1234567',
  domain_name: 'golden-crust.com',
};
const sent = toWizardRequest(answers, undefined);
const finished = { phase: 'completed', accepted: true, request: sent } as const;

describe('asking before a finished site is generated again', () => {
  it('asks to spend again for the same answers, naming the credits', () => {
    expect(regenerateQuestion(finished, toWizardRequest(answers, undefined))).toBe('You already generated this site. Generate it again for 1 credit?');
  });

  it('asks too when answers changed, saying a new site is made', () => {
    const changed = toWizardRequest({ ...answers, contact_phone: '+49 30 7654321' }, undefined);
    expect(regenerateQuestion(finished, changed)).toBe('Your last website is ready above. Generate a new one from the changed answers for 1 credit?');
  });

  it('counts a credit per website', () => {
    const two = { ...answers, domain_name: 'golden-crust.com, sweet-oven.de', site_count: '2' };
    const lastTwo = { ...finished, request: toWizardRequest(two, undefined) };
    expect(regenerateQuestion(lastTwo, toWizardRequest(two, undefined))).toBe('You already generated these sites. Generate them again for 2 credits?');
  });

  it('a stored request of an older wizard, its fields in another order, is the same site', () => {
    const reordered = Object.fromEntries(Object.entries(sent).reverse()) as typeof sent;
    expect(regenerateQuestion({ ...finished, request: reordered }, toWizardRequest(answers, undefined))).toMatch(/^You already generated this site\./);
  });

  it('asks nothing without a finished generation: none yet, one refused or failed (its credits came back), one under way', () => {
    expect(regenerateQuestion(idleState, sent)).toBeUndefined();
    expect(regenerateQuestion({ phase: 'failed', accepted: true, request: sent }, sent)).toBeUndefined();
    expect(regenerateQuestion({ phase: 'completed', accepted: false, request: sent }, sent)).toBeUndefined();
    expect(regenerateQuestion({ phase: 'running', accepted: true, request: sent }, sent)).toBeUndefined();
  });
});
