import type { ComposedSites, GenerationResult } from '../../src/index.ts';
import type { SiteModel } from '../../src/model/site-model.ts';
import { decode } from './page-checks.ts';
import { renderedPages } from './site-pages.ts';

/** A sum of money as a page would write it: "£45", "45 €", "2 400 ₽", "$1,200", "300 руб.". */
const currencyAmount = /[£$€₽¥₹₺₴₸]\s?\d|\d[\d\s\u00a0.,]*\s?(?:[£$€₽¥₹₺₴₸]|руб\.?(?![\p{L}]))/u;

/** Words the engine once wrapped around the owner's description or a keyword: "In our own words: …", "…, with a word on {kw}". */
const tackedOn = /in our own words|how we describe ourselves|своими словами:|коротко о нас:|with a word on|and a note on|a word on |и при чём здесь|немного о теме/iu;

const visibleText = (html: string) => decode((html.split('<body>')[1] ?? html).replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
const headings = (html: string) => [...html.matchAll(/<(h[1-6]|title)[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => decode((match[2] ?? '').replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim());

type Written = GenerationResult | ComposedSites;

const modelsOf = (result: Written): SiteModel[] => ('models' in result ? result.models : result.sites.map((site) => site.model));

/** How often `name` stands in `text`, whatever the case (CSS may shout it). */
function occurrences(text: string, name: string): number {
  return text.toLocaleLowerCase().split(name.toLocaleLowerCase()).length - 1;
}

/** Every sum of money a page of the result shows (its text or its JSON-LD), as "page: text around it". */
export function pricesShown(result: Written): string[] {
  return renderedPages(result).flatMap((page) => {
    const text = visibleText(page.html);
    const found = currencyAmount.exec(text);
    const marked = jsonLd(page.html).filter((data) => /"(?:price|priceCurrency|offers)"/.test(data));
    return [...(found ? [`${page.path}: …${text.slice(Math.max(0, found.index - 40), found.index + 20)}…`] : []), ...marked.map((data) => `${page.path}: JSON-LD ${data.slice(0, 80)}`)];
  });
}

/** What a page of the result shows as words a customer said: reviews sections, quotes and schema.org Reviews. */
export function reviewsShown(result: Written): string[] {
  const sections = modelsOf(result).flatMap((model) => model.editions.flatMap((edition) => edition.pages.flatMap((page) => page.sections.filter((section) => section.kind === 'testimonials').map(() => `${page.file}: a reviews section`))));
  const rendered = renderedPages(result).flatMap((page) => [
    ...(/<blockquote/.test(page.html) ? [`${page.path}: a quote`] : []),
    ...jsonLd(page.html).filter((data) => data.includes('"Review"')).map(() => `${page.path}: JSON-LD Review`),
  ]);
  return [...sections, ...rendered];
}

/**
 * Headings (and page titles) that name the business twice, and hero eyebrows that name it at all (the title and the
 * header say it already): "WELCOME TO SPOKE & CHAIN" over "Spoke & Chain…".
 */
export function nameRepeated(result: Written): string[] {
  return modelsOf(result).flatMap((model) => {
    const { name } = model.business;
    const inHeadings = renderedPages({ models: [model], notes: [], quality: { checks: [], repairs: [], rounds: 0 } }).flatMap((page) => headings(page.html).filter((text) => occurrences(text, name) > 1).map((text) => `${page.path}: ${text}`));
    const inHeroes = model.editions.flatMap((edition) => [
      ...(edition.nav.note && occurrences(edition.nav.note, name) > 0 ? [`header note: ${edition.nav.note}`] : []),
      ...edition.pages.flatMap((page) => page.sections.flatMap((section) => (section.kind === 'hero' && section.data.eyebrow && occurrences(section.data.eyebrow, name) > 0 ? [`${page.file}: eyebrow ${section.data.eyebrow}`] : []))),
    ]);
    return [...inHeadings, ...inHeroes];
  });
}

/** Texts that paste the owner's description in ("In our own words: …") or tack a keyword onto a title ("…, with a word on …"). */
export function tackedOnTexts(result: Written): string[] {
  return renderedPages(result).flatMap((page) => {
    const found = tackedOn.exec(visibleText(page.html));
    return found ? [`${page.path}: ${found[0]}`] : [];
  });
}
