import type { FlatNamespace, TFunction } from 'i18next';
import { use, useMemo, useSyncExternalStore } from 'react';
import { currentLanguage, loadCatalogue, loadedCatalogue, subscribeLanguage, type Catalogue } from './interface-language.ts';
import type { Language } from './language.ts';

const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralForm = (language: Language, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
};

function lookup(texts: Catalogue, key: string): string | undefined {
  let value: string | Catalogue | undefined = texts;
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * One text of a catalogue as i18next writes it, for the catalogues' features the shell uses: nested keys
 * (`features.seo.title`), plural forms by `count` (`_one`, `_few`, `_many`, `_other`, by Intl.PluralRules) and
 * `{{placeholders}}`; an unknown key comes back as itself. shell-texts.test.ts checks every text of the shell's
 * namespaces against i18next's own.
 */
export function translate(language: Language, texts: Catalogue, key: string, options: Record<string, unknown> = {}): string {
  const { count } = options;
  const text = (typeof count === 'number' ? lookup(texts, `${key}_${pluralForm(language, count)}`) : undefined) ?? lookup(texts, key);
  if (text === undefined) return key;
  return text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (placeholder, name: string) => (options[name] === undefined ? placeholder : String(options[name])));
}

/**
 * The texts of the shell (header, landing, loading and error screens) in the interface's language, without i18next,
 * so the landing's first load carries no i18next: `t` is typed as i18next's, from the same catalogues. Suspends until
 * the namespace has arrived (main.tsx loads the first screen's before drawing).
 */
export function useShellTexts<N extends FlatNamespace = 'common'>(namespace?: N): { t: TFunction<N>; language: Language } {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage);
  const name = namespace ?? 'common';
  const texts = loadedCatalogue(language, name) ?? (use(loadCatalogue(language, name)), loadedCatalogue(language, name)!);
  const t = useMemo(() => ((key: string, options?: Record<string, unknown>) => translate(language, texts, key, options)) as unknown as TFunction<N>, [language, texts]);
  return { t, language };
}
