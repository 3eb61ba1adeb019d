import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client.ts';
import type { BuilderTexts } from './builder-texts.ts';

export interface LanguageSupport {
  code: string;
  name: string;
  native: string;
  interface: boolean;
  fullTexts: boolean;
}

interface LanguagesAnswer {
  writer: string;
  languages: LanguageSupport[];
}

/** What a site in each language will contain under the server's configuration (GET /api/v1/generator/languages). */
export function useLanguageSupport() {
  return useQuery({
    queryKey: ['generator-languages'],
    queryFn: ({ signal }) => apiRequest<LanguagesAnswer>('/generator/languages', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One sentence on what the pages of a language will contain, or undefined while the server has not said. */
export function contentNote(texts: BuilderTexts, languages: readonly LanguageSupport[] | undefined, name: string): string | undefined {
  const entry = languages?.find((language) => language.name === name);
  return entry && texts.contentNote(entry);
}

/** The notes of the languages chosen, one per language. */
export function contentNotes(texts: BuilderTexts, languages: readonly LanguageSupport[] | undefined, names: readonly string[]): string[] {
  return names.filter(Boolean).flatMap((name) => contentNote(texts, languages, name) ?? []);
}
