import { keywordsIn } from '../quality/keyword-headings.ts';
import type { SiteCopy } from './schema.ts';

function has(text: string, keyword: string): boolean {
  return text.toLocaleLowerCase().includes(keyword.toLocaleLowerCase());
}

/**
 * Makes sure the first keyword leads the home page's title, whatever the writer gave
 * ("keyword | title" reads right whatever the keyword's form). A title that names another
 * keyword keeps only its last part (the business's name, as titles end): one keyword to a title.
 */
export function ensureKeywords(copy: SiteCopy, keywords: readonly string[]): SiteCopy {
  const [first] = keywords;
  if (!first || has(copy.seo.home.title, first)) return copy;
  const out: SiteCopy = structuredClone(copy);
  const title = out.seo.home.title;
  const rest = keywordsIn(title, keywords).length > 0 ? (title.split(' | ').at(-1) ?? title) : title;
  out.seo.home.title = `${first.charAt(0).toLocaleUpperCase()}${first.slice(1)} | ${rest}`;
  return out;
}
