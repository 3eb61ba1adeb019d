import { businessJsonLd } from '../seo/json-ld.ts';
import type { Edition, PageParts, SiteBuild } from '../site/build-types.ts';
import { pageHref } from '../site/links.ts';
import { html } from './html.ts';
import { pageHead } from './parts.ts';

type Body = Omit<PageParts, 'title' | 'description'>;

/** Fills {brand} and {domain} in the frame's texts. */
export function siteWords(build: SiteBuild, text: string): string {
  return text.replace(/\{brand\}/g, build.site.brand).replace(/\{domain\}/g, build.site.host);
}

/** The privacy policy. */
export function privacyPage(build: SiteBuild, edition: Edition): Body {
  const { privacy } = edition.ui;
  const main = html`${pageHead(privacy.title, siteWords(build, privacy.intro))}
<section class="ui_section"><div class="ui_wrap ui_prose">${privacy.sections.map((section) => html`<h2>${section.heading}</h2><p>${siteWords(build, section.text)}</p>`)}
<p><a href="${pageHref(build, 'contact')}">${edition.ui.nav.contact}</a></p></div></section>`;
  return { key: 'privacy', main, jsonLd: [businessJsonLd(build, edition)], ogType: 'website' };
}

/** The page served for addresses that do not exist. */
export function notFoundPage(build: SiteBuild, edition: Edition): Body {
  const { notFound, nav } = edition.ui;
  const main = html`<section class="ui_center"><div class="ui_wrap">${build.plan.stopWords.has('404') ? '' : html`<p class="ui_bignum" aria-hidden="true">404</p>`}<h1>${notFound.title}</h1><p class="ui_lead">${notFound.text}</p>
<div class="ui_actions"><a class="ui_btn" href="${pageHref(build, 'home')}">${notFound.action}</a><a class="ui_btn ui_btn_ghost" href="${pageHref(build, 'products')}">${nav.products}</a><a class="ui_btn ui_btn_ghost" href="${pageHref(build, 'contact')}">${nav.contact}</a></div></div></section>`;
  return { key: 'notFound', main, jsonLd: [businessJsonLd(build, edition)], ogType: 'website', noindex: true };
}
