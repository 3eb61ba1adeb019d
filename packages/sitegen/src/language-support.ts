import type { AiProvider } from './ai/provider.ts';
import { languages } from './brief/languages.ts';
import { hasInterfaceTexts } from './content/ui/index.ts';

export interface LanguageSupport {
  code: string;
  name: string;
  native: string;
  /** Menus, buttons, forms, footer, 404 and privacy page in this language. */
  interface: boolean;
  /** The page texts too; without, they are written in English. */
  fullTexts: boolean;
}

/** What a site in each language of step 5 contains with this writer: the answer of the languages endpoint. */
export function languageSupport(ai: AiProvider): LanguageSupport[] {
  return languages.map((language) => ({
    code: language.code,
    name: language.name,
    native: language.native,
    interface: hasInterfaceTexts(language.code),
    fullTexts: ai.writes(language),
  }));
}
