import { catalogues } from '../../apps/web/src/i18n/catalogue-files.ts';
import type { Language } from '../../apps/web/src/i18n/language.ts';

/**
 * A text of the SPA's catalogue of one language, by `namespace:key` (e.g. `common:userLogin`), with its
 * `{{placeholders}}` filled in and, given a `count`, the plural form the language uses for it; as the screens show it.
 */
export function catalogueText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const plural = typeof values.count === 'number' ? `${key}_${new Intl.PluralRules(language).select(values.count)}` : key;
  const text = catalogues[language].get(plural) ?? catalogues[language].get(key);
  if (text === undefined) throw new Error(`no ${language} text ${key} in the catalogue`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The Russian screens' texts: browser tests run in a Russian browser unless they ask for another locale. */
export const ru = (key: string, values?: Record<string, string | number>) => catalogueText('ru', key, values);
/** The English screens' texts, for tests whose browser asks for English. */
export const en = (key: string, values?: Record<string, string | number>) => catalogueText('en', key, values);

/** A text as a regular expression that matches it literally, to build patterns from catalogue texts. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A language or a country as the interface names it in `language` (Intl, capitalised as a list shows it). */
export function intlName(language: Language, type: 'language' | 'region', code: string): string {
  const name = new Intl.DisplayNames([language], { type }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
