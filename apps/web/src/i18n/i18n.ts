import i18next, { type FlatNamespace } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, followLanguage, importCatalogue } from './interface-language.ts';
import { languages } from './language.ts';

/**
 * The pages' i18next instance (the shell reads its own texts: shell-texts.ts), downloaded with the first page other
 * than the landing. Catalogues are split by language and feature namespace and imported on demand, so a visit
 * downloads only its language's texts of the screens it opens. There is no fallback language: each catalogue is
 * complete (checked by catalogues.test.ts), and a fallback would fetch the other language too.
 */
export const i18n = i18next.createInstance();

let started: Promise<unknown> | undefined;

/** Starts i18next once, in the interface's language; it switches with the shell from then on. */
function startI18n(): Promise<unknown> {
  started ??= i18n
    .use(initReactI18next)
    .use(resourcesToBackend(importCatalogue))
    .init({
      lng: currentLanguage(),
      supportedLngs: languages,
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  return started;
}

// Once started, i18next switches with the shell: its namespaces in the other language arrive first (through the same
// loader), then both switch in one go. Not started yet, it will start in the language chosen by then.
followLanguage({
  async prepare(language) {
    if (!started) return;
    await started;
    const namespaces = [i18n.options.ns ?? []].flat();
    await Promise.all(
      namespaces.map(async (namespace) => {
        if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, await importCatalogue(language, namespace));
      }),
    );
  },
  apply(language) {
    void started?.then(() => i18n.changeLanguage(language));
  },
});

/** A page's catalogue namespaces, loaded (with i18next started) before the page draws. */
export async function loadPageTexts(namespaces: readonly FlatNamespace[]): Promise<void> {
  await startI18n();
  if (namespaces.length > 0) await i18n.loadNamespaces([...namespaces]);
}
