import { shownSections, type EditionModel, type PageModel, type SiteModel } from '../model/site-model.ts';
import { jsonForScript } from '../safety/escape.ts';
import { fromRoot } from '../site/paths.ts';
import { shownOffers } from './shown-offers.ts';
import { shownBusiness, withBusinessFacts } from './business.ts';
import { footerRenderer, navRenderer } from './chrome/index.ts';
import { html, trusted } from './html.ts';
import type { SafeHtml } from './html.ts';
import { renderSection, sectionsCss } from './sections/index.ts';

/** The relative href from a page of `edition` to a file given from the site's root. */
export function rootHref(edition: EditionModel, file: string): string {
  return fromRoot(edition.dir, file);
}

function iconFiles(model: SiteModel): { png32?: string; touch?: string } {
  const png = model.assets.filter((asset) => asset.kind === 'icon' && asset.format === 'png');
  return { png32: png.find((asset) => asset.width === 32)?.file, touch: png.find((asset) => asset.width === 180)?.file };
}

/** The tags of <head> every page shares: charset, viewport, stylesheet and icons. */
export function sharedHeadTags(model: SiteModel, edition: EditionModel): SafeHtml {
  const icons = iconFiles(model);
  return html`<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${rootHref(edition, model.stylesheet)}">
<link rel="icon" href="${rootHref(edition, model.favicon)}" type="image/svg+xml">
${icons.png32 ? html`<link rel="icon" href="${rootHref(edition, icons.png32)}" sizes="32x32" type="image/png">\n` : ''}${icons.touch ? html`<link rel="apple-touch-icon" href="${rootHref(edition, icons.touch)}">` : ''}`;
}

/**
 * Whether the page's form posts to the forms endpoint: the page then sends its address along (the endpoint sends the
 * visitor back to the thank-you page beside it), even to a cross-origin endpoint.
 */
function postsToEndpoint(page: PageModel): boolean {
  return shownSections(page).some((section) => section.kind === 'contact' && section.data.form?.fields === 'endpoint');
}

/** The tags of <head> that differ from page to page, the CSS of its sections included. */
export function pageHeadTags(model: SiteModel, edition: EditionModel, page: PageModel): SafeHtml {
  const image = `https://${model.asciiHost}/${page.ogImage}`;
  return html`<title>${page.title}</title>
<meta name="description" content="${page.description}">
${page.noindex ? trusted('<meta name="robots" content="noindex">\n') : ''}${postsToEndpoint(page) ? trusted('<meta name="referrer" content="no-referrer-when-downgrade">\n') : ''}<link rel="canonical" href="${page.canonical}">
${page.alternates.map((alternate) => html`<link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}">\n`)}<meta property="og:type" content="${page.ogType}">
<meta property="og:site_name" content="${model.business.name}">
<meta property="og:title" content="${page.title}">
<meta property="og:description" content="${page.description}">
<meta property="og:url" content="${page.canonical}">
<meta property="og:locale" content="${edition.locale}">
<meta property="og:image" content="${image}">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${page.title}">
<meta name="twitter:description" content="${page.description}">
<style>${trusted(sectionsCss(shownSections(page)))}</style>
${page.jsonLd.map((data) => html`<script type="application/ld+json">${trusted(jsonForScript(withBusinessFacts(data, model.business, { withReviews: showsReviews(page) })))}</script>\n`)}`;
}

/** Whether the page shows the owner's reviews: only such a page marks them up. */
function showsReviews(page: PageModel): boolean {
  return shownSections(page).some((section) => section.kind === 'testimonials');
}

/** The language switch of a page: links to the same page in the other languages. */
export function languageSwitch(page: PageModel): SafeHtml {
  return html`${page.switcher.map((link) => html`<a class="ui_lang" href="${link.href}" hreflang="${link.lang}" lang="${link.lang}">${link.label}</a>`)}`;
}

/** The page's sections, the first one drawn as the page's opening (eager pictures). */
export function pageMain(model: SiteModel, edition: EditionModel, page: PageModel): SafeHtml {
  const asset = (file: string) => rootHref(edition, file);
  const business = shownBusiness(model, edition);
  const offers = shownOffers(edition);
  const sections = html`${shownSections(page).map((section, index) => html`${renderSection(section, { asset, first: index === 0, business, offers })}\n`)}`;
  // English texts on the pages of another language (no AI writer) are marked so screen readers read them right.
  return edition.textLang ? html`<main id="ui_main" lang="${edition.textLang}">\n${sections}</main>` : html`<main id="ui_main">\n${sections}</main>`;
}

export function siteHeader(model: SiteModel, edition: EditionModel, current: (key: string) => SafeHtml, switcher: SafeHtml): SafeHtml {
  return navRenderer(edition).render(edition.nav, model.business.name, current, switcher, rootHref(edition, edition.nav.logo));
}

export function siteFooter(model: SiteModel, edition: EditionModel): SafeHtml {
  return footerRenderer(edition).render(edition.footer, shownBusiness(model, edition));
}

/** A complete HTML document for one page. */
export function htmlDocument(model: SiteModel, edition: EditionModel, page: PageModel): string {
  const current = (key: string) => (key === page.key ? trusted(' aria-current="page"') : trusted(''));
  const dir = edition.rtl ? trusted(' dir="rtl"') : trusted('');
  return html`<!DOCTYPE html>
<html lang="${edition.lang}"${dir}>
<head>
${sharedHeadTags(model, edition)}
${pageHeadTags(model, edition, page)}</head>
<body>
${siteHeader(model, edition, current, languageSwitch(page))}
${pageMain(model, edition, page)}
${siteFooter(model, edition)}
</body>
</html>
`.value;
}
