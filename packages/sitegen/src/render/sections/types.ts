import type { SectionData, SectionKind, VariantOf } from '../../model/sections.ts';
import type { ShownBusiness } from '../business.ts';
import type { ShownOffer } from '../shown-offers.ts';
import type { SafeHtml } from '../html.ts';

/** What a section needs from the page it is drawn on. */
export interface RenderContext {
  /** The relative href from the current page to a file given from the site's root. */
  asset(file: string): string;
  /** True for the first section of the page: its picture loads eagerly (it is the LCP). */
  first: boolean;
  /** The business's name, phone and address, which a section shows but does not hold. */
  business: ShownBusiness;
  /** The offers the site lists, with the owner's prices: what a hero's device (a terminal, a dashboard…) shows. */
  offers: readonly ShownOffer[];
}

/** One variant of a section kind: its markup and the CSS it needs (shipped only on pages that use it). */
export interface VariantRenderer<K extends SectionKind> {
  render(data: SectionData<K>, context: RenderContext): SafeHtml;
  css: string;
}

/** Every variant of one kind. */
export type KindRenderers<K extends SectionKind> = { [V in VariantOf<K>]: VariantRenderer<K> };
