import { languageStorageKey, type Language } from './language.ts';

/** One language's texts of one namespace, as its catalogue file holds them. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/**
 * The one loader of catalogue files, for the shell's texts and for i18next alike: each file is a chunk of its own,
 * fetched the first time a screen needs it, so a visit downloads only its language's texts of the screens it opens.
 */
export async function importCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const module = (await import(`./locales/${language}/${namespace}.json`)) as { default: Catalogue };
  return module.default;
}

/** What else draws texts (i18next, once a page other than the landing has loaded it) and must switch with the shell. */
interface LanguageFollower {
  /** Loads the texts it has in the other language, before anything switches. */
  prepare(language: Language): Promise<unknown>;
  apply(language: Language): void;
}

let language: Language = 'ru';
const catalogues = new Map<string, Catalogue>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
const followers = new Set<LanguageFollower>();
let latestSwitch = 0;

const catalogueKey = (of: Language, namespace: string) => `${of}/${namespace}`;

/**
 * The interface's language: one for the whole app, the shell's texts and i18next's pages alike. The shell (header,
 * landing, loading and error screens) reads its texts without i18next, so the landing's first load carries none.
 */
export const currentLanguage = (): Language => language;

/** A catalogue already loaded, or undefined. */
export const loadedCatalogue = (of: Language, namespace: string): Catalogue | undefined => catalogues.get(catalogueKey(of, namespace));

/** Loads one catalogue (once: the same promise while it is on its way and after, so Suspense can wait on it). */
export function loadCatalogue(of: Language, namespace: string): Promise<void> {
  const key = catalogueKey(of, namespace);
  let pending = loading.get(key);
  if (!pending) {
    pending = importCatalogue(of, namespace).then((texts) => void catalogues.set(key, texts));
    // A failed download may be tried again (the next screen that needs it, a reload of the page's code).
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Loads catalogues of a language. */
export async function loadCatalogues(of: Language, namespaces: readonly string[]): Promise<void> {
  await Promise.all(namespaces.map((namespace) => loadCatalogue(of, namespace)));
}

/** Redraws on every switch of the language. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lets i18next switch together with the shell. */
export function followLanguage(follower: LanguageFollower): void {
  followers.add(follower);
}

function apply(next: Language): void {
  language = next;
  for (const follower of followers) follower.apply(next);
  for (const listener of listeners) listener();
  // Rules that read the language run in unit tests too, where there is no document.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = next;
  const title = loadedCatalogue(next, 'common')?.documentTitle;
  if (typeof title === 'string') document.title = title;
}

/** The landing's texts come with the shell's when a visit starts there (most do), not one round trip after them. */
export const firstNamespaces = (hash: string) => (/^(?:#\/?(?:landing)?(?:[#?].*)?)?$/.test(hash) ? ['common', 'landing'] : ['common']);

/** Starts the interface in a language, with the texts of the first screen loaded. */
export async function startLanguage(first: Language, namespaces: readonly string[]): Promise<void> {
  await loadCatalogues(first, namespaces);
  apply(first);
}

/**
 * Switches the interface at once (no reload: pages keep their state) and remembers the choice in this browser.
 * Everything shown switches together, once the other language's texts of the screens open have arrived.
 */
export async function switchLanguage(next: Language): Promise<void> {
  localStorage.setItem(languageStorageKey, next);
  const request = ++latestSwitch;
  const shown = [...catalogues.keys()].filter((key) => key.startsWith(`${language}/`)).map((key) => key.slice(key.indexOf('/') + 1));
  await Promise.all([loadCatalogues(next, shown), ...[...followers].map((follower) => follower.prepare(next))]);
  // A later choice made while these texts were on their way wins.
  if (request === latestSwitch && next !== language) apply(next);
}
