import { localCountryName } from '../brief/countries.ts';
import { townOf } from '../brief/town.ts';
import type { FooterModel, NavModel } from '../model/site-model.ts';
import type { PageKey } from '../site/paths.ts';
import type { EditionContext } from './context.ts';
import { pageLabels } from './pages.ts';
import { pageLink } from './context.ts';
import { heroEyebrow } from './section-content.ts';

const menuKeys: readonly PageKey[] = ['home', 'offers', 'prices', 'about', 'blog', 'contact'];

function menu(context: EditionContext) {
  const { nav } = context.texts.ui;
  const labels = pageLabels(context);
  const label = (key: PageKey) => (key === 'offers' ? labels.offers : key === 'prices' ? labels.prices : nav[key as 'home' | 'about' | 'blog' | 'contact']);
  return menuKeys.filter((key) => context.paths.keys.includes(key)).map((key) => ({ key, ...pageLink(context, key, label(key)) }));
}

/** The header of every page of one language: menu and the recipe's navigation variant (the business's name is the model's). */
export function navModel(context: EditionContext): NavModel {
  const { ui } = context.texts;
  // The town of the address where one can be told (townOf leaves out house numbers and postcodes), else the country.
  const place = context.plan.stopWords.phrase(townOf(context.plan.answers.address) ?? localCountryName(context.plan.answers.country, context.texts.language.code));
  const note = [heroEyebrow(context), place].filter(Boolean).join(' · ');
  return {
    variant: context.recipe.nav,
    homeHref: context.paths.pages.home,
    logo: context.paths.favicon,
    skipLink: ui.skipLink,
    menuLabel: ui.menuLabel,
    links: menu(context),
    action: pageLink(context, 'contact', ui.actions.contact),
    ...(note ? { note } : {}),
  };
}

/** The footer of every page of one language: the business's name, address, phone, email, opening hours and areas served are the model's. */
export function footerModel(context: EditionContext): FooterModel {
  const { ui, copy, language } = context.texts;
  const { address, phone, email, hours, areasServed } = context.business;
  const country = context.plan.stopWords.phrase(localCountryName(context.plan.answers.country, language.code));
  const contact: FooterModel['contact'] = [
    ...(address ? [{ fact: 'address' as const }] : []),
    ...(country ? [{ text: country }] : []),
    ...(phone ? [{ fact: 'phone' as const }] : []),
    ...(email ? [{ fact: 'email' as const }] : []),
    ...(hours ? [{ fact: 'hours' as const }] : []),
    ...(areasServed ? [{ fact: 'areasServed' as const, label: ui.areasServed }] : []),
  ];
  return {
    variant: context.recipe.footer,
    tagline: copy.tagline,
    menuHeading: ui.footerMenu,
    links: menu(context).map(({ label, href }) => ({ label, href })),
    contactHeading: ui.contactDetails,
    contact,
    legal: `© ${context.now.getUTCFullYear()} ${context.site.brand}. ${ui.rights}`,
    privacy: pageLink(context, 'privacy', ui.nav.privacy),
  };
}
