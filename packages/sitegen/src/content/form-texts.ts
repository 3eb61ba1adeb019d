import { thankYouTexts } from '@sitecraft/shared/forms';

/** How long the endpoint keeps spam, whatever FORM_RETENTION_DAYS says (the server's SPAM_RETENTION_MS). */
const SPAM_DAYS = 30;

/** How long messages are kept when the server does not say (FORM_RETENTION_DAYS' default). */
export const DEFAULT_FORM_RETENTION_DAYS = 365;

const russianDayForms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'день', few: 'дня' };
const russianDays = (days: number) => russianDayForms[new Intl.PluralRules('ru').select(days)] ?? 'дней';

interface SiteFormTexts {
  /** The label of the field that takes an email address or a phone number. */
  contact: string;
  privacyHeading: string;
  privacy(days: number): string;
}

/**
 * The texts of the site's form the interface texts of every language have no place for, in English and Russian. A
 * page of another language shows the English ones marked with their language (see formTextsFor).
 */
const siteFormTexts: Record<'en' | 'ru', SiteFormTexts> = {
  en: {
    contact: 'Your email or phone',
    privacyHeading: 'The contact form',
    privacy: (days) =>
      `When you send the contact form, we keep your name, your email address or phone number, your message and the time it was received for ${days} days, then delete them. Messages taken for spam are deleted after ${SPAM_DAYS} days. Your IP address is not stored with your message.`,
  },
  ru: {
    contact: 'Ваш email или телефон',
    privacyHeading: 'Форма обратной связи',
    privacy: (days) =>
      `Когда вы отправляете форму обратной связи, мы храним ваше имя, email или номер телефона, сообщение и время его получения ${days} ${russianDays(days)}, затем удаляем их. Сообщения, принятые за спам, удаляются через ${SPAM_DAYS} дней. Ваш IP-адрес вместе с сообщением не сохраняется.`,
  },
};

/** The form's own texts for a page language: its own for English and Russian, else English with `lang` "en". */
export function formTextsFor(language: string): { lang?: 'en'; site: SiteFormTexts; thankYou: (typeof thankYouTexts)['en'] } {
  if (language === 'en' || language === 'ru') return { site: siteFormTexts[language], thankYou: thankYouTexts[language] };
  return { lang: 'en', site: siteFormTexts.en, thankYou: thankYouTexts.en };
}
