import { describe, expect, it } from 'vitest';
import { trackId } from '../generation-client/fake-deps.ts';
import { initialWizard, toWizardRequest, valuesFromRequest, wizardDefaults, type WizardValues } from './wizard-values.ts';

const answers: WizardValues = {
  ...wizardDefaults,
  site_theme: 'Bakery',
  design_style: 'Luxury',
  site_language: 'English',
  contact_country: 'Germany',
  contact_address: '12 Bäckerstraße, Berlin',
  contact_phone: '+49 30 1234567',
  key_words: 'sourdough bread',
  stop_words: 'cheap',
  domain_name: 'golden-crust.com, sweet-oven.de',
  site_count: '2',
};

describe('the request of the wizard', () => {
  it('is an HTML site with the home page index by default (spec section 9)', () => {
    expect(toWizardRequest(answers, undefined)).toMatchObject({ file_extension: 'HTML', rename_index: 'index', site_count: '2' });
  });

  it('sends PHP and the home page name given for it', () => {
    expect(toWizardRequest({ ...answers, file_extension: 'PHP', rename_index: ' home ' }, undefined)).toMatchObject({ file_extension: 'PHP', rename_index: 'home' });
    expect(toWizardRequest({ ...answers, file_extension: 'PHP', rename_index: '' }, undefined)).toMatchObject({ file_extension: 'PHP', rename_index: 'index' });
  });

  it('an HTML site keeps index even when a PHP name was typed before switching back', () => {
    expect(toWizardRequest({ ...answers, file_extension: 'HTML', rename_index: 'home' }, undefined)).toMatchObject({ file_extension: 'HTML', rename_index: 'index' });
  });

  it('gives back the answers it was made from', () => {
    const php: WizardValues = { ...answers, file_extension: 'PHP', rename_index: 'start' };
    expect(valuesFromRequest(toWizardRequest(php, '1.html'))).toEqual({ values: php, baseTemplate: '1.html' });
    expect(valuesFromRequest(toWizardRequest(answers, undefined))).toEqual({ values: answers, baseTemplate: undefined });
  });
});

describe('where the wizard opens', () => {
  const stored = { trackId, request: toWizardRequest(answers, undefined), seen: false };

  it('on the confirmation step with the answers of a stored generation', () => {
    expect(initialWizard(null, stored)).toEqual({ values: answers, baseTemplate: undefined, step: 8 });
  });

  it('empty on step 1 without one, or when a gallery template was just chosen', () => {
    expect(initialWizard(null, undefined)).toEqual({ values: wizardDefaults, baseTemplate: undefined, step: 1 });
    expect(initialWizard({ baseTemplate: '1.html' }, stored)).toEqual({ values: wizardDefaults, baseTemplate: '1.html', step: 1 });
  });
});
