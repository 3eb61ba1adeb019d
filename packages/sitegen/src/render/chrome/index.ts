import type { EditionModel } from '../../model/site-model.ts';
import { footerVariants } from './footer.ts';
import { navVariants } from './nav.ts';
import type { FooterRenderer, NavRenderer } from './types.ts';

export function navRenderer(edition: EditionModel): NavRenderer {
  return navVariants[edition.nav.variant];
}

export function footerRenderer(edition: EditionModel): FooterRenderer {
  return footerVariants[edition.footer.variant];
}

/** The CSS of the header and footer variants a site uses (the same in every language). */
export function chromeCss(edition: EditionModel): string {
  return `${navRenderer(edition).css}\n${footerRenderer(edition).css}`;
}
