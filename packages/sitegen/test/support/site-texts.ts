import type { ComposedSites, GenerationResult } from '../../src/index.ts';
import type { SiteModel } from '../../src/model/site-model.ts';
import type { PageModel } from '../../src/model/site-model.ts';
import { pageTexts } from '../../src/quality/page-texts.ts';
import { catalogue } from '../../src/trades/index.ts';

export const lower = (text: string) => text.toLocaleLowerCase();

/** A generation, or its models alone. */
type Written = GenerationResult | ComposedSites;

function firstModel(result: Written): SiteModel | undefined {
  return 'models' in result ? result.models[0] : result.sites[0]?.model;
}

/** The pages of the first site's edition (0: the first language). */
export function pagesOf(result: Written, edition = 0): PageModel[] {
  return firstModel(result)?.editions[edition]?.pages ?? [];
}

/** Every text a reader sees on a page, its title and description among them. */
export function textsOf(page: PageModel): string[] {
  return [page.title, page.description, ...pageTexts(page).map((text) => text.text)];
}

/** Every text of every page of every edition of the first site. */
export function allTexts(result: Written): string[] {
  return (firstModel(result)?.editions ?? []).flatMap((edition) => edition.pages.flatMap(textsOf));
}

/** Every heading of every page of every edition of the first site (where offers are named as offers), page titles among them. */
export function allHeadings(result: Written): string[] {
  const pages = (firstModel(result)?.editions ?? []).flatMap((edition) => edition.pages);
  return pages.flatMap((page) => [page.title, ...pageTexts(page).filter((text) => text.role === 'heading').map((text) => text.text)]);
}

/** The items of a page's offer list (its services or products section, or the prices page's price list): titles and prices. */
export function offerItems(page: PageModel | undefined): { title: string; detail?: string }[] {
  const section = page?.sections.find((each) => each.kind === 'services' || each.kind === 'products');
  const items = (section?.data as { items?: { title: string; detail?: string }[] } | undefined)?.items ?? [];
  return items.map((item) => ({ title: item.title, ...(item.detail ? { detail: item.detail } : {}) }));
}

/** The rendered file of a page of the first site. */
export function pageFile(result: GenerationResult, page: PageModel | undefined): string {
  return String(result.sites[0]?.files.get(page?.file ?? '') ?? '');
}

/**
 * Offer titles of the catalogue that `texts` name (case-insensitively), among those of `trades` (all by default), but
 * for the titles in `allowed`. Only titles of `minLength` characters or more count.
 */
export function catalogueTitlesIn(texts: readonly string[], options: { trades?: readonly string[]; allowed?: readonly string[]; minLength?: number } = {}): string[] {
  const all = lower(texts.join('\n'));
  const allowed = new Set((options.allowed ?? []).map(lower));
  return catalogue
    .filter((trade) => !options.trades || options.trades.includes(trade.id))
    .flatMap((trade) => [...trade.en.offers, ...trade.ru.offers].map((offer) => lower(offer.title)))
    .filter((title) => title.length >= (options.minLength ?? 0) && !allowed.has(title) && all.includes(title));
}
