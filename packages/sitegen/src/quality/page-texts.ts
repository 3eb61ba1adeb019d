import { shownSections, type PageModel } from '../model/site-model.ts';

export interface PageText {
  role: 'heading' | 'prose';
  text: string;
}

// Keys whose strings are not words for the reader: addresses, files, ids and machine values; and the contact form,
// whose labels are interface texts in the page's language (like the menus) where the page's texts may be in English.
const skipped = new Set(['href', 'file', 'src', 'alt', 'date', 'icon', 'variant', 'kind', 'action', 'fields', 'form', 'fact', 'language', 'code', 'postLevel', 'width', 'height', 'value', 'price', 'detail', 'dateText', 'readingTime', 'publishedLabel']);
const headings = new Set(['heading', 'title', 'question', 'name', 'eyebrow']);

function walk(value: unknown, key: string, out: PageText[]): void {
  if (skipped.has(key)) return;
  if (typeof value === 'string') {
    if (value.trim()) out.push({ role: headings.has(key) ? 'heading' : 'prose', text: value });
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) walk(item, key, out);
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [child, item] of Object.entries(value)) walk(item, child, out);
  }
}

/** Every text a reader sees in a page's shown sections, as headings and prose. */
export function pageTexts(page: PageModel): PageText[] {
  const out: PageText[] = [];
  for (const section of shownSections(page)) walk(section.data, '', out);
  return out;
}
