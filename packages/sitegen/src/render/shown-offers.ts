import type { EditionModel } from '../model/site-model.ts';
import { shownSections } from '../model/site-model.ts';

/** One offer as the site lists it: its name and, where the owner gave one, its price as written on the page. */
export interface ShownOffer {
  title: string;
  price?: string;
  /** The offer's icon of the open icon set, for a device that draws one beside it. */
  icon?: string;
}

const offerKinds = new Set(['services', 'products']);

/**
 * The offers an edition lists, read from its pages' offer sections (the offers page first, then the home page), so a
 * hero's device (a terminal, a dashboard, a radar…) shows what the site sells, as edited.
 */
export function shownOffers(edition: Pick<EditionModel, 'pages'>): ShownOffer[] {
  const pages = [...edition.pages].sort((a, b) => Number(b.key === 'offers') - Number(a.key === 'offers'));
  for (const page of pages) {
    for (const section of shownSections(page)) {
      if (!offerKinds.has(section.kind)) continue;
      const items = (section.data as { items?: { title: string; detail?: string; icon?: string }[] }).items ?? [];
      if (items.length > 0) return items.map((item) => ({ title: item.title, ...(item.detail ? { price: item.detail } : {}), ...(item.icon ? { icon: item.icon } : {}) }));
    }
  }
  return [];
}
