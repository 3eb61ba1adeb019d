import type { FooterModel, NavModel } from '../../model/site-model.ts';
import type { SafeHtml } from '../html.ts';

export interface NavRenderer {
  /**
   * The skip link and the site header. `current(key)` writes the aria-current marker of a
   * menu item (plain for HTML pages, a PHP expression in the shared PHP header); `switcher`
   * is the language switch (links with class ui_lang), possibly empty.
   */
  render(nav: NavModel, current: (key: string) => SafeHtml, switcher: SafeHtml, logoHref: string): SafeHtml;
  css: string;
}

export interface FooterRenderer {
  render(footer: FooterModel): SafeHtml;
  css: string;
}
