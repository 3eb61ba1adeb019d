import { formLanguageOf, formTexts, type ThankYouTexts } from '@sitecraft/shared/forms';

/** How long the endpoint keeps spam, whatever FORM_RETENTION_DAYS says (the server's SPAM_RETENTION_MS). */
const SPAM_DAYS = 30;

/** How long messages are kept when the server does not say (FORM_RETENTION_DAYS' default). */
export const DEFAULT_FORM_RETENTION_DAYS = 365;

interface SiteFormTexts {
  /** The label of the field that takes an email address or a phone number. */
  contact: string;
  privacyHeading: string;
  privacy(days: number): string;
}

/**
 * The form's own texts for a page language, from the UI pack of every language of step 5 (packages/shared's form
 * packs); a language the product does not carry gets the English ones, marked with `lang` "en".
 */
export function formTextsFor(language: string): { lang?: 'en'; site: SiteFormTexts; thankYou: ThankYouTexts } {
  const code = formLanguageOf(language);
  const texts = formTexts[code];
  const site = { contact: texts.contactLabel, privacyHeading: texts.privacyHeading, privacy: (days: number) => texts.privacy(days, SPAM_DAYS) };
  const carried = code !== 'en' || language.toLowerCase().startsWith('en');
  return { ...(carried ? {} : { lang: 'en' as const }), site, thankYou: texts.thankYou };
}
