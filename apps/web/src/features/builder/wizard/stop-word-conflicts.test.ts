import { describe, expect, it } from 'vitest';
import { stepBlocker } from './step-rules.ts';
import { wizardDefaults, type WizardValues } from './wizard-values.ts';

const values = (answers: Partial<WizardValues>): WizardValues => ({ ...wizardDefaults, site_language: 'English', domain_name: 'crumb-and-crust.com', ...answers });

describe('a stop word inside the owner’s own answers, in the wizard', () => {
  it('keeps steps 7 and 8 from going on, in the server’s words naming both answers', () => {
    const conflicting = values({ business_name: 'Crumb & Crust', stop_words: 'cheap, Crust' });
    const words = 'The stop word “Crust” is part of the business name “Crumb & Crust”. Remove it from the stop words or change the name.';
    expect(stepBlocker(7, conflicting)).toBe(words);
    expect(stepBlocker(8, conflicting)).toBe(words);
  });

  it('names an offer and a keyword too, and lets a stop word that is only part of a longer word pass', () => {
    expect(stepBlocker(7, values({ offers: 'Sourdough loaf – €4.50\nCrust pizza', stop_words: 'crust' }))).toBe(
      'The stop word “crust” is part of the offer “Crust pizza”. Remove it from the stop words or change the offer.',
    );
    expect(stepBlocker(8, values({ key_words: 'cheap bread', stop_words: 'cheap' }))).toMatch(/part of the keyword “cheap bread”/);
    expect(stepBlocker(7, values({ business_name: 'Crusty Loaves', offers: 'Crusts', stop_words: 'crust' }))).toBeUndefined();
  });
});
