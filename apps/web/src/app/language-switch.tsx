import { useShellTexts } from '../i18n/shell-texts.ts';
import { languages, type Language } from '../i18n/language.ts';
import { chooseLanguage } from '../i18n/account-language.ts';

/** Each language is named in itself, so a person finds theirs whatever the screen's language. */
const languageNames: Record<Language, string> = { ru: 'Русский', en: 'English' };

/** Two buttons, one per language: pressing the other one switches the whole interface at once, without a reload. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, language: shown } = useShellTexts();
  return (
    <div role="group" aria-label={t('language')} className={`inline-flex rounded-lg border border-slate-300 p-0.5 ${className}`}>
      {languages.map((language) => {
        const current = shown === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={current}
            onClick={() => void chooseLanguage(language)}
            className={`min-h-9 rounded-md px-3 text-sm font-semibold ${current ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {languageNames[language]}
          </button>
        );
      })}
    </div>
  );
}
