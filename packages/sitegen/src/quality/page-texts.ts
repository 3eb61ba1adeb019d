import { shownSections, type Asset, type EditionModel, type PageModel } from '../model/site-model.ts';

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

/** Where a text shows: the body's sections, or one of the texts around them. */
export type TextSpot = 'section' | 'title' | 'description' | 'alt' | 'share picture' | 'json-ld' | 'navigation' | 'footer' | 'form';

export interface SpottedText extends PageText {
  spot: TextSpot;
}

// The JSON-LD values written in words (the rest are addresses, dates, ids and codes).
const jsonLdWords = new Set(['name', 'description', 'headline', 'alternateName', 'slogan', 'text', 'reviewBody']);

function collect(value: unknown, keep: (key: string) => boolean, key: string, out: string[]): void {
  if (typeof value === 'string') {
    if (keep(key) && value.trim()) out.push(value);
  } else if (Array.isArray(value)) value.forEach((item) => collect(item, keep, key, out));
  else if (value !== null && typeof value === 'object') for (const [child, item] of Object.entries(value)) collect(item, keep, child, out);
}

const strings = (value: unknown, keep: (key: string) => boolean = () => true): string[] => {
  const out: string[] = [];
  collect(value, keep, '', out);
  return out;
};

/**
 * Every text a page shows or hands to search engines and share previews: its title and meta description, the body's
 * sections, the pictures' alt texts, the share picture's title, the JSON-LD's words and, on the edition's home page,
 * the navigation, footer and form answers (one edition shows them on every page: they are read once).
 */
export function everyText(page: PageModel, edition: EditionModel, assets: readonly Asset[]): SpottedText[] {
  const spotted = (spot: TextSpot, role: PageText['role']) => (text: string): SpottedText => ({ role, text, spot });
  const out: SpottedText[] = [
    { role: 'heading', text: page.title, spot: 'title' },
    { role: 'prose', text: page.description, spot: 'description' },
    ...pageTexts(page).map((text): SpottedText => ({ ...text, spot: 'section' })),
    ...strings(shownSections(page).map((section) => section.data), (key) => key === 'alt').map(spotted('alt', 'heading')),
    ...strings(page.jsonLd, (key) => jsonLdWords.has(key)).map(spotted('json-ld', 'prose')),
    ...assets.flatMap((asset) => (asset.kind === 'og' && asset.file === page.ogImage ? [asset.title] : [])).map(spotted('share picture', 'heading')),
  ];
  if (page.key !== 'home') return out;
  const { nav, footer } = edition;
  return [
    ...out,
    ...[nav.skipLink, nav.menuLabel, nav.note ?? '', ...nav.links.map((link) => link.label), nav.action?.label ?? ''].filter(Boolean).map(spotted('navigation', 'heading')),
    ...[footer.menuHeading, footer.contactHeading, footer.privacy.label, ...footer.links.map((link) => link.label), ...footer.contact.flatMap((line) => ('text' in line ? [line.text] : line.label ? [line.label] : []))].map(spotted('footer', 'heading')),
    ...[footer.tagline, footer.legal].map(spotted('footer', 'prose')),
    ...strings(edition.formTexts).map(spotted('form', 'prose')),
  ];
}
