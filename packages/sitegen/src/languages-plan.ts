import type { GenerationRequest } from '@sitecraft/shared/generation';
import type { AiProvider } from './ai/provider.ts';
import { englishLanguage, findLanguage } from './brief/languages.ts';
import type { Language } from './brief/languages.ts';

export interface EditionPlan {
  /** The language of the pages: their interface (menus, buttons, forms, legal texts), lang attribute and folder. */
  language: Language;
  /** The language the texts are written in: the page language, or English where the writer lacks it. */
  textLanguage: Language;
  /** "" for the first language, "de/" and the like for the second. */
  dir: string;
}

export interface LanguagePlan {
  editions: EditionPlan[];
  /** Notes for the customer (progress message and README), in English. */
  notes: string[];
}

function edition(answer: string, ai: AiProvider, notes: string[], dir: (language: Language) => string): EditionPlan {
  const language = findLanguage(answer);
  if (!language) {
    const shown = answer.replace(/[^\p{L}\p{N}\s()-]/gu, '').trim().slice(0, 60);
    notes.push(`The language “${shown}” is not one the engine knows, so those pages are in English.`);
    return { language: englishLanguage, textLanguage: englishLanguage, dir: dir(englishLanguage) };
  }
  if (ai.writes(language)) return { language, textLanguage: language, dir: dir(language) };
  notes.push(
    `The ${language.name} pages have ${language.name} menus, buttons, forms and legal texts; their texts are in English, because the ${ai.name} writes English and Russian only (an AI provider writes ${language.name}: set AI_BASE_URL, AI_API_KEY and AI_MODEL).`,
  );
  return { language, textLanguage: englishLanguage, dir: dir(language) };
}

/** Which languages a run's pages are in, and which language their texts are written in. */
export function planLanguages(request: GenerationRequest, ai: AiProvider): LanguagePlan {
  const notes: string[] = [];
  const primary = request.site_language?.trim() ? edition(request.site_language, ai, notes, () => '') : { language: englishLanguage, textLanguage: englishLanguage, dir: '' };
  const editions = [primary];
  const second = request.second_site_language?.trim();
  if (second) {
    const next = edition(second, ai, notes, (language) => `${language.code}/`);
    if (next.language.code !== primary.language.code) editions.push(next);
    else notes.push('The second language is the same as the first one, so each site has one language.');
  }
  return { editions, notes };
}
