import { catalogueResources } from './catalogue-files.ts';
import { i18n } from './i18n.ts';
import { startLanguage } from './interface-language.ts';

// Rules outside components (the wizard's checks, the editor's model) read the interface's current language and the
// pages' i18next instance, which the app starts before a page draws. Unit tests start both in English, from the files.
await startLanguage('en', []);
if (!i18n.isInitialized) {
  await i18n.init({ lng: 'en', resources: { en: catalogueResources('en') }, fallbackLng: false, initAsync: false, interpolation: { escapeValue: false } });
}
