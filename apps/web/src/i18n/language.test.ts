import { describe, expect, it } from 'vitest';
import { browserLanguage, initialLanguage, languageStorageKey } from './language.ts';

const storage = (stored: string | null) => ({ getItem: (key: string) => (key === languageStorageKey ? stored : null) });

describe('the interface language of a visit', () => {
  it('on a first visit follows the browser: Russian for ru*, English for anything else', () => {
    expect(browserLanguage(['ru-RU', 'en-US'])).toBe('ru');
    expect(browserLanguage(['RU'])).toBe('ru');
    expect(browserLanguage(['en-GB', 'ru'])).toBe('en');
    expect(browserLanguage(['de-DE', 'ru'])).toBe('ru');
    expect(browserLanguage(['de-DE', 'fr'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('keeps the choice made before in this browser over the browser’s language, and ignores anything else stored', () => {
    expect(initialLanguage(storage('en'), ['ru-RU'])).toBe('en');
    expect(initialLanguage(storage('ru'), ['en-US'])).toBe('ru');
    expect(initialLanguage(storage('de'), ['ru-RU'])).toBe('ru');
    expect(initialLanguage(storage(null), ['en-US'])).toBe('en');
  });
});
