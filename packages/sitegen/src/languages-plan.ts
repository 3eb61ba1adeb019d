import type { GenerationRequest } from '@sitecraft/shared/generation';
import type { AiProvider } from './ai/provider.ts';
import { composerLanguages, englishLanguage, findLanguage, languages } from './brief/languages.ts';
import type { Language } from './brief/languages.ts';

export interface LanguagePlan {
  /** The languages the texts are written in, first the site language; each with its folder. */
  editions: { language: Language; dir: string }[];
  /** Notes for the customer (progress message and README), in English. */
  notes: string[];
}

const composerNames = composerLanguages.map((code) => languages.find((language) => language.code === code)?.name ?? code).join(' and ');

function written(answer: string, ai: AiProvider, notes: string[]): Language | undefined {
  const language = findLanguage(answer);
  if (!language) {
    const shown = answer.replace(/[^\p{L}\p{N}\s()-]/gu, '').trim().slice(0, 60);
    notes.push(`The language “${shown}” is not one the engine knows, so those pages were written in English.`);
    return englishLanguage;
  }
  if (ai.writes(language)) return language;
  notes.push(
    `The ${ai.name} writes ${composerNames}; ${language.name} needs an AI provider (set AI_BASE_URL, AI_API_KEY and AI_MODEL), so the ${language.name} pages were written in English.`,
  );
  return englishLanguage;
}

/** Which languages a run writes, falling back to English (with a note) where it must. */
export function planLanguages(request: GenerationRequest, ai: AiProvider): LanguagePlan {
  const notes: string[] = [];
  const primary = request.site_language?.trim() ? (written(request.site_language, ai, notes) ?? englishLanguage) : englishLanguage;
  const editions = [{ language: primary, dir: '' }];
  const second = request.second_site_language?.trim();
  if (second) {
    const language = written(second, ai, notes);
    if (language && language.code !== primary.code) {
      editions.push({ language, dir: `${language.code}/` });
    } else {
      notes.push('The second language is the same as the first one, so each site has one language.');
    }
  }
  return { editions, notes };
}
