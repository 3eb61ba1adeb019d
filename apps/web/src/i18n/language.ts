import { interfaceLanguages, isInterfaceLanguage, type InterfaceLanguage } from '@sitecraft/shared/i18n';

/** The interface languages; each has a complete catalogue under locales/. */
export const languages = interfaceLanguages;
export type Language = InterfaceLanguage;

/** Where the browser keeps the person's choice. */
export const languageStorageKey = 'language';

export const isLanguage = isInterfaceLanguage;

/** The language a browser asks for on a first visit: Russian for any `ru*` it lists first among ours, else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** The language to start in: the one chosen before in this browser, else the browser's. */
export function initialLanguage(storage: Pick<Storage, 'getItem'>, preferred: readonly string[]): Language {
  const stored = storage.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : browserLanguage(preferred);
}
