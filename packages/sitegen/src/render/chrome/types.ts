import type { FooterModel, NavModel } from '../../model/site-model.ts';
import type { ShownBusiness } from '../business.ts';
import type { SafeHtml } from '../html.ts';

export interface NavRenderer {
  /**
   * The skip link and the site header, with the business's name. `current(key)` writes the aria-current marker of a
   * menu item (plain for HTML pages, a PHP expression in the shared PHP header); `switcher`
   * is the language switch (links with class ui_lang), possibly empty.
   */
  render(nav: NavModel, brand: string, current: (key: string) => SafeHtml, switcher: SafeHtml, logoHref: string): SafeHtml;
  css: string;
}

export interface FooterRenderer {
  /** The footer, with the business's name and, among its contact details, its facts. */
  render(footer: FooterModel, business: ShownBusiness): SafeHtml;
  css: string;
}
