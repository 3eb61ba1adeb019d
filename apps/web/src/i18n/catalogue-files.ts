import fs from 'node:fs';
import path from 'node:path';
import i18next, { type FlatNamespace, type KeyPrefix, type TFunction } from 'i18next';
import { languages, type Language } from './language.ts';

const localesDir = path.join(import.meta.dirname, 'locales');

/** Every message of one language's catalogue, by `namespace:key.path` (tests only: reads the files from disk). */
export function readCatalogue(language: Language): Map<string, string> {
  const messages = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') messages.set(prefix, value);
    else if (typeof value === 'object' && value !== null) for (const [key, inner] of Object.entries(value)) walk(`${prefix}${prefix.endsWith(':') ? '' : '.'}${key}`, inner);
  };
  for (const file of fs.readdirSync(path.join(localesDir, language)).sort()) {
    walk(`${path.basename(file, '.json')}:`, JSON.parse(fs.readFileSync(path.join(localesDir, language, file), 'utf8')));
  }
  return messages;
}

export const catalogues = Object.fromEntries(languages.map((language) => [language, readCatalogue(language)])) as Record<Language, Map<string, string>>;

/** One language's catalogue files as i18next resources, by namespace (tests only). */
export function catalogueResources(language: Language): Record<string, object> {
  return Object.fromEntries(
    fs.readdirSync(path.join(localesDir, language)).map((file) => [path.basename(file, '.json'), JSON.parse(fs.readFileSync(path.join(localesDir, language, file), 'utf8')) as object]),
  );
}

/**
 * A `t` of one language's catalogue read from disk (tests only), so a test reads the texts of a language as a
 * screen shows them, plurals and placeholders filled in by i18next itself.
 */
export function catalogueT<N extends FlatNamespace, P extends KeyPrefix<N> = undefined>(language: Language, namespace: N, keyPrefix?: P): TFunction<N, P> {
  const instance = i18next.createInstance();
  void instance.init({ lng: language, resources: { [language]: catalogueResources(language) }, initAsync: false, interpolation: { escapeValue: false } });
  return instance.getFixedT(language, namespace, keyPrefix);
}
