import type { Offer } from '@sitecraft/shared/generation';
import { iconForText } from '../assets/theme-icons.ts';
import { uiFor } from '../content/ui/index.ts';
import type { Section, SectionData } from '../model/sections.ts';
import type { EditionModel, PageModel, SiteModel } from '../model/site-model.ts';
import { StopWordFilter } from '../safety/stop-words.ts';
import { withBrand } from '../trades/brief.ts';
import { offerTextWriter } from '../trades/owner-offers.ts';
import { pluralLabel } from '../write/context.ts';

type OfferItem = SectionData<'services'>['items'][number];
type OffersSection = Extract<Section, { kind: 'services' | 'products' }>;

const isOffers = (section: Section): section is OffersSection => section.kind === 'services' || section.kind === 'products';
const key = (title: string) => title.trim().toLocaleLowerCase();

/** As many offers as generation shows on the home page; the offers page shows them all. */
const homeLimit = 6;

/**
 * The items of the owner's offers in one edition: an offer the site already lists keeps its text, icon and picture
 * (and any wording the owner gave it); a new one gets a text written for it in the edition's text language (a general
 * line of the page's language where the engine writes none) and an icon fitted to its name. Each shows the owner's
 * price, or none.
 */
function offerItems(model: SiteModel, edition: EditionModel, offers: readonly Offer[], kind: 'services' | 'products'): OfferItem[] {
  const known = new Map<string, OfferItem>();
  for (const section of edition.pages.flatMap((page) => page.sections).filter(isOffers)) {
    for (const item of section.data.items) if (!known.has(key(item.title))) known.set(key(item.title), item);
  }
  const textLang = edition.textLang ?? edition.lang;
  const stopWords = new StopWordFilter(model.stopWords);
  const names = offers.map((offer) => offer.name);
  const write = textLang === 'en' || textLang === 'ru' ? offerTextWriter(kind, textLang, stopWords, names, true) : undefined;
  const fallback = uiFor(edition.lang).sections.offerDetails;
  const used = new Set([...known.values()].flatMap((item) => item.icon ?? []));
  return offers.map((offer, position) => {
    const kept: OfferItem = { ...(known.get(key(offer.name)) ?? { title: offer.name, text: withBrand(write?.(offer.name, position) ?? fallback, model.business.name) }) };
    delete kept.detail;
    const icon = kept.icon ?? iconForText(offer.name, 'general', used);
    used.add(icon);
    return { ...kept, title: offer.name, icon, ...(offer.price ? { detail: offer.price } : {}) };
  });
}

/** The prices page's list: the offers the owner priced, where there are any, in place of the plans or the list it had. */
function setPriceList(page: PageModel, items: readonly OfferItem[], heading: string): void {
  const priced = items.filter((item) => item.detail);
  const isPrices = (section: Section): boolean => section.kind === 'pricing' || isOffers(section);
  const at = page.sections.findIndex(isPrices);
  const list: Section = { kind: 'products', variant: 'menu', data: { heading, items: priced.map(({ title, text, detail }) => ({ title, text, ...(detail ? { detail } : {}) })) } };
  const kept: Section[] = page.sections.filter((section) => !isPrices(section));
  if (priced.length > 0) kept.splice(at === -1 ? Math.min(1, kept.length) : at, 0, list);
  page.sections = kept;
}

/** The count of the offers in a home page's numbers, where it shows one (its first figure). */
function recount(page: PageModel, count: number, lang: string): void {
  const labels = uiFor(lang).sections.stats;
  for (const section of page.sections) {
    const first = section.kind === 'stats' ? section.data.items[0] : undefined;
    if (!first) continue;
    first.value = String(count);
    first.label = pluralLabel(labels.offers, count, lang);
  }
}

/**
 * Sets the owner's own offers: every list of offers of every language shows exactly these, in the owner's order and
 * with the owner's prices (the home page the first six), the prices page lists those with a price in place of any
 * plans, and the home page's count follows. The other texts of the site keep their words.
 */
export function setOffers(model: SiteModel, offers: readonly Offer[]): string {
  const given = offers.map((offer) => ({ name: offer.name, ...(offer.price ? { price: offer.price } : {}) }));
  for (const edition of model.editions) {
    const sections = edition.pages.flatMap((page) => page.sections).filter(isOffers);
    const kind = sections[0]?.kind ?? 'services';
    const items = offerItems(model, edition, given, kind);
    for (const page of edition.pages) {
      if (page.key === 'prices') {
        setPriceList(page, items, uiFor(edition.lang).sections.priceList);
        continue;
      }
      for (const section of page.sections.filter(isOffers)) section.data.items = page.key === 'home' ? items.slice(0, homeLimit) : [...items];
      if (page.key === 'home') recount(page, items.length, edition.lang);
    }
  }
  model.business.offers = given;
  return `set the offers (${given.length}) on every page`;
}
