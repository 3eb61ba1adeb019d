import fs from 'node:fs';
import path from 'node:path';
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
