import type { FlatNamespace } from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogueResources, catalogues, catalogueT } from './catalogue-files.ts';
import type { Catalogue } from './interface-language.ts';
import { languages } from './language.ts';
import { translate } from './shell-texts.ts';

/** The namespaces the shell draws without i18next: the header's, the loading and error screens', the landing's. */
const shellNamespaces = ['common', 'landing'] as const satisfies readonly FlatNamespace[];

describe('the shell’s texts', () => {
  it('read every text of the shell’s namespaces exactly as i18next does, in both languages: plural forms and placeholders filled', () => {
    for (const language of languages) {
      for (const namespace of shellNamespaces) {
        const texts = catalogueResources(language)[namespace] as Catalogue;
        const t = catalogueT(language, namespace) as unknown as (key: string, options?: Record<string, unknown>) => string;
        const keys = new Set([...catalogues[language].keys()].filter((key) => key.startsWith(`${namespace}:`)).map((key) => key.slice(namespace.length + 1).replace(/_(zero|one|two|few|many|other)$/, '')));
        expect(keys.size).toBeGreaterThan(0);
        for (const key of keys) {
          for (const options of [{}, { count: 1 }, { count: 3 }, { count: 5 }, { count: 21 }, { count: 0 }, { path: '/nope' }]) {
            expect(translate(language, texts, key, options), `${language} ${namespace}:${key} ${JSON.stringify(options)}`).toBe(t(key, options));
          }
        }
      }
    }
  });

  it('give an unknown key back as itself, as i18next does', () => {
    expect(translate('en', { a: 'A' }, 'missing.key')).toBe('missing.key');
  });
});
