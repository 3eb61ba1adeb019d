/** What the offline composer knows about a kind of business, in one language. */
export interface ThemeWords {
  /** The business described in a noun phrase: "a neighbourhood restaurant" / "ресторан авторской кухни". */
  descriptor: string;
  /** Short noun for the kind of business: "restaurant" / "ресторан". */
  noun: string;
  /** Who it serves, in the forms the sentences need (Russian: nominative, dative, genitive plural). */
  audience: { nom: string; dat: string; gen: string };
  products: readonly string[];
  services: readonly string[];
  /** Noun phrases for what makes the work good, usable after a colon or a dash. */
  qualities: readonly string[];
}

export interface ThemeEntry {
  id: string;
  /** Word stems (English and Russian) that point to this theme in the answers. */
  stems: readonly string[];
  en: ThemeWords;
  ru: ThemeWords;
}
