/** The interface languages: one per person at a time, Russian (the spec's) and English. */
export const interfaceLanguages = ['ru', 'en'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

/** A text the API answers with, in each interface language; the Russian of a text the spec quotes is exact. */
export type LocalizedText = Readonly<Record<InterfaceLanguage, string>>;

export const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  typeof value === 'string' && (interfaceLanguages as readonly string[]).includes(value);
