/** A language of step 5: `name` (English) is what the request carries, `native` helps people find it. */
export interface WizardLanguage {
  readonly name: string;
  readonly native: string;
}

/** The 48 website languages of step 5 (spec section 9); the engine resolves each English name. */
export const websiteLanguages: readonly WizardLanguage[] = [
  { name: 'English', native: 'English' },
  { name: 'Russian', native: 'Русский' },
  { name: 'Ukrainian', native: 'Українська' },
  { name: 'Belarusian', native: 'Беларуская' },
  { name: 'Kazakh', native: 'Қазақ тілі' },
  { name: 'Uzbek', native: 'Oʻzbekcha' },
  { name: 'German', native: 'Deutsch' },
  { name: 'French', native: 'Français' },
  { name: 'Spanish', native: 'Español' },
  { name: 'Italian', native: 'Italiano' },
  { name: 'Portuguese', native: 'Português' },
  { name: 'Dutch', native: 'Nederlands' },
  { name: 'Polish', native: 'Polski' },
  { name: 'Czech', native: 'Čeština' },
  { name: 'Slovak', native: 'Slovenčina' },
  { name: 'Slovenian', native: 'Slovenščina' },
  { name: 'Croatian', native: 'Hrvatski' },
  { name: 'Serbian', native: 'Српски' },
  { name: 'Bulgarian', native: 'Български' },
  { name: 'Romanian', native: 'Română' },
  { name: 'Hungarian', native: 'Magyar' },
  { name: 'Greek', native: 'Ελληνικά' },
  { name: 'Turkish', native: 'Türkçe' },
  { name: 'Azerbaijani', native: 'Azərbaycanca' },
  { name: 'Georgian', native: 'ქართული' },
  { name: 'Armenian', native: 'Հայերեն' },
  { name: 'Hebrew', native: 'עברית' },
  { name: 'Arabic', native: 'العربية' },
  { name: 'Persian', native: 'فارسی' },
  { name: 'Urdu', native: 'اردو' },
  { name: 'Hindi', native: 'हिन्दी' },
  { name: 'Bengali', native: 'বাংলা' },
  { name: 'Tamil', native: 'தமிழ்' },
  { name: 'Thai', native: 'ไทย' },
  { name: 'Vietnamese', native: 'Tiếng Việt' },
  { name: 'Indonesian', native: 'Bahasa Indonesia' },
  { name: 'Malay', native: 'Bahasa Melayu' },
  { name: 'Filipino', native: 'Filipino' },
  { name: 'Chinese', native: '中文' },
  { name: 'Japanese', native: '日本語' },
  { name: 'Korean', native: '한국어' },
  { name: 'Swedish', native: 'Svenska' },
  { name: 'Norwegian', native: 'Norsk' },
  { name: 'Danish', native: 'Dansk' },
  { name: 'Finnish', native: 'Suomi' },
  { name: 'Estonian', native: 'Eesti' },
  { name: 'Latvian', native: 'Latviešu' },
  { name: 'Lithuanian', native: 'Lietuvių' },
];

export function languageLabel(language: WizardLanguage): string {
  return language.name === language.native ? language.name : `${language.name} (${language.native})`;
}
