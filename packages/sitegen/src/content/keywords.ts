import type { SiteCopy } from './schema.ts';

function has(text: string, keyword: string): boolean {
  return text.toLocaleLowerCase().includes(keyword.toLocaleLowerCase());
}

/**
 * Makes sure the first keyword leads the home page's title, whatever the writer gave
 * ("keyword | title" reads right whatever the keyword's form).
 */
export function ensureKeywords(copy: SiteCopy, keywords: readonly string[]): SiteCopy {
  const [first] = keywords;
  if (!first || has(copy.seo.home.title, first)) return copy;
  const out: SiteCopy = structuredClone(copy);
  out.seo.home.title = `${first.charAt(0).toLocaleUpperCase()}${first.slice(1)} | ${out.seo.home.title}`;
  return out;
}
