/**
 * A language of step 5: `name` (English) is what the request carries, `code` names it in the interface's language
 * (Intl), `native` helps people find it.
 */
export interface WizardLanguage {
  readonly name: string;
  readonly code: string;
  readonly native: string;
}

/** The 48 website languages of step 5 (spec section 9); the engine resolves each English name. */
export const websiteLanguages: readonly WizardLanguage[] = [
  { name: 'English', code: 'en', native: 'English' },
  { name: 'Russian', code: 'ru', native: 'Русский' },
  { name: 'Ukrainian', code: 'uk', native: 'Українська' },
  { name: 'Belarusian', code: 'be', native: 'Беларуская' },
  { name: 'Kazakh', code: 'kk', native: 'Қазақ тілі' },
  { name: 'Uzbek', code: 'uz', native: 'Oʻzbekcha' },
  { name: 'German', code: 'de', native: 'Deutsch' },
  { name: 'French', code: 'fr', native: 'Français' },
  { name: 'Spanish', code: 'es', native: 'Español' },
  { name: 'Italian', code: 'it', native: 'Italiano' },
  { name: 'Portuguese', code: 'pt', native: 'Português' },
  { name: 'Dutch', code: 'nl', native: 'Nederlands' },
  { name: 'Polish', code: 'pl', native: 'Polski' },
  { name: 'Czech', code: 'cs', native: 'Čeština' },
  { name: 'Slovak', code: 'sk', native: 'Slovenčina' },
  { name: 'Slovenian', code: 'sl', native: 'Slovenščina' },
  { name: 'Croatian', code: 'hr', native: 'Hrvatski' },
  { name: 'Serbian', code: 'sr', native: 'Српски' },
  { name: 'Bulgarian', code: 'bg', native: 'Български' },
  { name: 'Romanian', code: 'ro', native: 'Română' },
  { name: 'Hungarian', code: 'hu', native: 'Magyar' },
  { name: 'Greek', code: 'el', native: 'Ελληνικά' },
  { name: 'Turkish', code: 'tr', native: 'Türkçe' },
  { name: 'Azerbaijani', code: 'az', native: 'Azərbaycanca' },
  { name: 'Georgian', code: 'ka', native: 'ქართული' },
  { name: 'Armenian', code: 'hy', native: 'Հայերեն' },
  { name: 'Hebrew', code: 'he', native: 'עברית' },
  { name: 'Arabic', code: 'ar', native: 'العربية' },
  { name: 'Persian', code: 'fa', native: 'فارسی' },
  { name: 'Urdu', code: 'ur', native: 'اردو' },
  { name: 'Hindi', code: 'hi', native: 'हिन्दी' },
  { name: 'Bengali', code: 'bn', native: 'বাংলা' },
  { name: 'Tamil', code: 'ta', native: 'தமிழ்' },
  { name: 'Thai', code: 'th', native: 'ไทย' },
  { name: 'Vietnamese', code: 'vi', native: 'Tiếng Việt' },
  { name: 'Indonesian', code: 'id', native: 'Bahasa Indonesia' },
  { name: 'Malay', code: 'ms', native: 'Bahasa Melayu' },
  { name: 'Filipino', code: 'fil', native: 'Filipino' },
  { name: 'Chinese', code: 'zh', native: '中文' },
  { name: 'Japanese', code: 'ja', native: '日本語' },
  { name: 'Korean', code: 'ko', native: '한국어' },
  { name: 'Swedish', code: 'sv', native: 'Svenska' },
  { name: 'Norwegian', code: 'no', native: 'Norsk' },
  { name: 'Danish', code: 'da', native: 'Dansk' },
  { name: 'Finnish', code: 'fi', native: 'Suomi' },
  { name: 'Estonian', code: 'et', native: 'Eesti' },
  { name: 'Latvian', code: 'lv', native: 'Latviešu' },
  { name: 'Lithuanian', code: 'lt', native: 'Lietuvių' },
];

