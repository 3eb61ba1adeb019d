import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogue-files.ts';
import type { Language } from './language.ts';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Each key without its plural suffix, with the plural forms it has. */
function keyForms(language: Language): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const key of catalogues[language].keys()) {
    const base = key.replace(pluralSuffix, '');
    forms.set(base, (forms.get(base) ?? new Set()).add(key.match(pluralSuffix)?.[1] ?? ''));
  }
  return forms;
}

// Which values a text shows; a language may name one twice where the other names it once ('German: … in German').
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].sort();

describe('the Russian and English catalogues', () => {
  it('hold the same messages: neither language has a text the other lacks', () => {
    expect([...keyForms('en').keys()].sort()).toEqual([...keyForms('ru').keys()].sort());
  });

  it('give every plural each form its language has (Russian: one, few, many, other; English: one, other)', () => {
    for (const language of ['ru', 'en'] as const) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, forms] of keyForms(language)) {
        if (forms.has('')) continue;
        expect([...forms].sort(), `${language} ${key}`).toEqual([...categories].sort());
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, russian] of catalogues.ru) {
      const english = catalogues.en.get(key) ?? catalogues.en.get(key.replace(/_(few|many)$/, '_other'));
      if (english !== undefined) expect(placeholders(english), key).toEqual(placeholders(russian));
    }
  });

  it('hold no empty text', () => {
    for (const language of ['ru', 'en'] as const) for (const [key, text] of catalogues[language]) expect(text.trim(), `${language} ${key}`).not.toBe('');
  });
});
