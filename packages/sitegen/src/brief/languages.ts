export interface Language {
  /** BCP 47 code for lang and hreflang attributes. */
  code: string;
  /** English name, used in prompts and notes. */
  name: string;
  /** The language's own name, shown in the language switch. */
  native: string;
  /** Open Graph locale. */
  locale: string;
  rtl?: boolean;
}

/** The languages the offline composer writes fully; any other needs an AI provider. */
export const composerLanguages = ['en', 'ru'] as const;
export type ComposerLanguage = (typeof composerLanguages)[number];

// [code, English name, native name, og locale, rtl]
const table: readonly (readonly [string, string, string, string, boolean?])[] = [
  ['en', 'English', 'English', 'en_US'], ['ru', 'Russian', 'Русский', 'ru_RU'], ['uk', 'Ukrainian', 'Українська', 'uk_UA'],
  ['be', 'Belarusian', 'Беларуская', 'be_BY'], ['kk', 'Kazakh', 'Қазақ тілі', 'kk_KZ'], ['uz', 'Uzbek', 'Oʻzbekcha', 'uz_UZ'],
  ['de', 'German', 'Deutsch', 'de_DE'], ['fr', 'French', 'Français', 'fr_FR'], ['es', 'Spanish', 'Español', 'es_ES'],
  ['it', 'Italian', 'Italiano', 'it_IT'], ['pt', 'Portuguese', 'Português', 'pt_PT'], ['nl', 'Dutch', 'Nederlands', 'nl_NL'],
  ['pl', 'Polish', 'Polski', 'pl_PL'], ['cs', 'Czech', 'Čeština', 'cs_CZ'], ['sk', 'Slovak', 'Slovenčina', 'sk_SK'],
  ['sl', 'Slovenian', 'Slovenščina', 'sl_SI'], ['hr', 'Croatian', 'Hrvatski', 'hr_HR'], ['sr', 'Serbian', 'Српски', 'sr_RS'],
  ['bg', 'Bulgarian', 'Български', 'bg_BG'], ['ro', 'Romanian', 'Română', 'ro_RO'], ['hu', 'Hungarian', 'Magyar', 'hu_HU'],
  ['el', 'Greek', 'Ελληνικά', 'el_GR'], ['tr', 'Turkish', 'Türkçe', 'tr_TR'], ['az', 'Azerbaijani', 'Azərbaycanca', 'az_AZ'],
  ['ka', 'Georgian', 'ქართული', 'ka_GE'], ['hy', 'Armenian', 'Հայերեն', 'hy_AM'], ['he', 'Hebrew', 'עברית', 'he_IL', true],
  ['ar', 'Arabic', 'العربية', 'ar_AR', true], ['fa', 'Persian', 'فارسی', 'fa_IR', true], ['ur', 'Urdu', 'اردو', 'ur_PK', true],
  ['hi', 'Hindi', 'हिन्दी', 'hi_IN'], ['bn', 'Bengali', 'বাংলা', 'bn_BD'], ['ta', 'Tamil', 'தமிழ்', 'ta_IN'],
  ['th', 'Thai', 'ไทย', 'th_TH'], ['vi', 'Vietnamese', 'Tiếng Việt', 'vi_VN'], ['id', 'Indonesian', 'Bahasa Indonesia', 'id_ID'],
  ['ms', 'Malay', 'Bahasa Melayu', 'ms_MY'], ['tl', 'Filipino', 'Filipino', 'tl_PH'], ['zh', 'Chinese', '中文', 'zh_CN'],
  ['ja', 'Japanese', '日本語', 'ja_JP'], ['ko', 'Korean', '한국어', 'ko_KR'], ['sv', 'Swedish', 'Svenska', 'sv_SE'],
  ['no', 'Norwegian', 'Norsk', 'nb_NO'], ['da', 'Danish', 'Dansk', 'da_DK'], ['fi', 'Finnish', 'Suomi', 'fi_FI'],
  ['et', 'Estonian', 'Eesti', 'et_EE'], ['lv', 'Latvian', 'Latviešu', 'lv_LV'], ['lt', 'Lithuanian', 'Lietuvių', 'lt_LT'],
  ['sw', 'Swahili', 'Kiswahili', 'sw_KE'], ['af', 'Afrikaans', 'Afrikaans', 'af_ZA'], ['ca', 'Catalan', 'Català', 'ca_ES'],
];

export const languages: readonly Language[] = table.map(([code, name, native, locale, rtl]) => ({
  code,
  name,
  native,
  locale,
  ...(rtl ? { rtl } : {}),
}));

const english = languages[0] as Language;

function normalise(value: string): string {
  return value.toLowerCase().replace(/\(.*?\)/g, '').replace(/[^\p{L}\s-]/gu, '').trim();
}

/**
 * The language an answer names: by code ("ru", "pt-BR"), English name ("Russian") or own
 * name ("Русский"), ignoring case, flags and notes in brackets. Undefined when unknown.
 */
export function findLanguage(answer: string | undefined): Language | undefined {
  if (!answer || answer.trim() === '') return undefined;
  const wanted = normalise(answer);
  const code = wanted.split(/[-_\s]/)[0] ?? '';
  return (
    languages.find((language) => language.code === wanted || normalise(language.name) === wanted || normalise(language.native) === wanted) ??
    languages.find((language) => language.code === code && wanted.length <= 5)
  );
}

/**
 * The site language: the answer's language, English when the answer is blank, and English
 * with `known: false` when the answer names no language of the table.
 */
export function resolveLanguage(answer: string | undefined): { language: Language; known: boolean } {
  if (!answer || answer.trim() === '') return { language: english, known: true };
  const language = findLanguage(answer);
  return language ? { language, known: true } : { language: english, known: false };
}

export function isComposerLanguage(code: string): code is ComposerLanguage {
  return (composerLanguages as readonly string[]).includes(code);
}

export const englishLanguage = english;
