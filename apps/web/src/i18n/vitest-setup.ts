import { catalogueResources } from './catalogue-files.ts';
import { i18n } from './i18n.ts';

// Rules outside components (the wizard's checks, the editor's model) read the interface's current language from the
// app's i18next instance, which the app starts before it draws. Unit tests start it in English, from the files.
if (!i18n.isInitialized) {
  await i18n.init({ lng: 'en', resources: { en: catalogueResources('en') }, fallbackLng: false, initAsync: false, interpolation: { escapeValue: false } });
}
