import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client.ts';

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
export function contentNote(languages: readonly LanguageSupport[] | undefined, name: string): string | undefined {
  const entry = languages?.find((language) => language.name === name);
  if (!entry) return undefined;
  if (entry.fullTexts) return `${entry.name}: every text of the site in ${entry.name}.`;
  return `${entry.name}: menus, buttons, forms and legal pages in ${entry.name}; the page texts in English (full ${entry.name} texts need an AI writer on the server).`;
}

/** The notes of the languages chosen, one per language. */
export function contentNotes(languages: readonly LanguageSupport[] | undefined, names: readonly string[]): string[] {
  return names.filter(Boolean).flatMap((name) => contentNote(languages, name) ?? []);
}
