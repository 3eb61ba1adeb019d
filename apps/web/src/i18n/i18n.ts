import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { initialLanguage, languageStorageKey, languages, type Language } from './language.ts';

/**
 * The interface's one i18next instance. Catalogues are split by language and feature namespace and imported on
 * demand, so a visit downloads only its language's texts of the screens it opens. There is no fallback language:
 * each catalogue is complete (checked by catalogues.test.ts), and a fallback would fetch the other language too.
 */
export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  // Rules that read the language run in unit tests too, where there is no document.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.title = i18n.t('common:documentTitle');
});

/** The landing's texts come with the shell's when a visit starts there (most do), not one round trip after them. */
const firstNamespaces = (hash: string) => (/^(?:#\/?(?:landing)?(?:[#?].*)?)?$/.test(hash) ? ['common', 'landing'] : ['common']);

/** Starts i18next in the remembered or the browser's language, with the texts of the first screen loaded. */
export function initI18n(): Promise<unknown> {
  return i18n
    .use(initReactI18next)
    .use(resourcesToBackend((language: string, namespace: string) => import(`./locales/${language}/${namespace}.json`)))
    .init({
      lng: initialLanguage(localStorage, navigator.languages),
      supportedLngs: languages,
      fallbackLng: false,
      ns: firstNamespaces(window.location.hash),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
}

/** Switches the interface at once (no reload: pages keep their state) and remembers the choice in this browser. */
export async function switchLanguage(language: Language): Promise<void> {
  localStorage.setItem(languageStorageKey, language);
  await i18n.changeLanguage(language);
}

/** The language the interface is in now. */
export const currentLanguage = (): Language => (i18n.resolvedLanguage === 'en' ? 'en' : 'ru');
