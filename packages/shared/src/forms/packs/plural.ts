/** A count's word forms by CLDR plural category; `other` is used for any category left out. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The form of a word that goes with `count` in `locale`. */
export function plural(locale: string, count: number, forms: PluralForms): string {
  return forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
}
