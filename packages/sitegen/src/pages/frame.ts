import { jsonForScript, phoneText, telHref } from '../safety/escape.ts';
import type { Edition, PageParts, SiteBuild } from '../site/build-types.ts';
import { absoluteFileUrl, absoluteUrl, editionHref, pageHref, rootHref } from '../site/links.ts';
import type { PageKey } from '../site/paths.ts';
import { localCountryName } from '../brief/countries.ts';
import { html, trusted } from './html.ts';
import type { SafeHtml } from './html.ts';

const navKeys: readonly PageKey[] = ['home', 'products', 'services', 'about', 'blog', 'contact'];

/** The tags of <head> that differ from page to page. */
export function pageHeadTags(build: SiteBuild, edition: Edition, parts: PageParts): SafeHtml {
  const canonical = absoluteUrl(build, edition, parts.key);
  const alternates = build.editions.length > 1
    ? [
        ...build.editions.map((other) => html`<link rel="alternate" hreflang="${other.language.code}" href="${absoluteUrl(build, other, parts.key)}">\n`),
        html`<link rel="alternate" hreflang="x-default" href="${absoluteUrl(build, build.editions[0] as Edition, parts.key)}">\n`,
      ]
    : [];
  const image = build.images.hero.file.endsWith('.svg') ? undefined : absoluteFileUrl(build, build.images.hero.file);
  return html`<title>${parts.title}</title>
<meta name="description" content="${parts.description}">
${parts.noindex ? trusted('<meta name="robots" content="noindex">\n') : ''}<link rel="canonical" href="${canonical}">
${alternates}<meta property="og:type" content="${parts.ogType}">
<meta property="og:site_name" content="${build.site.brand}">
<meta property="og:title" content="${parts.title}">
<meta property="og:description" content="${parts.description}">
<meta property="og:url" content="${canonical}">
<meta property="og:locale" content="${edition.language.locale}">
${image ? html`<meta property="og:image" content="${image}">\n` : ''}<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${parts.title}">
<meta name="twitter:description" content="${parts.description}">
${parts.jsonLd.map((data) => html`<script type="application/ld+json">${trusted(jsonForScript(data))}</script>\n`)}`;
}

/** The <head> tags every page shares: charset, viewport, stylesheet and icon. */
export function sharedHeadTags(edition: Edition, build: SiteBuild): SafeHtml {
  return html`<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${rootHref(edition, build.paths.stylesheet)}">
<link rel="icon" href="${rootHref(edition, build.paths.favicon)}" type="image/svg+xml">`;
}

/** The language switch: a link to the same page in each other language. */
export function languageSwitch(build: SiteBuild, edition: Edition, key: PageKey): SafeHtml {
  return html`${build.editions
    .filter((other) => other !== edition)
    .map((other) => {
      const label = [other.language.native, other.language.name].find((name) => !build.plan.stopWords.has(name)) ?? other.language.code.toUpperCase();
      return html`<a class="ui_lang" href="${editionHref(build, edition, other, key)}" hreflang="${other.language.code}" lang="${other.language.code}">${label}</a>`;
    })}`;
}

/**
 * The skip link and the site header. `current` writes the aria-current marker of a menu
 * item (plain for HTML pages, a PHP expression for the shared PHP header).
 */
export function siteHeader(build: SiteBuild, edition: Edition, current: (key: PageKey) => SafeHtml, switcher: SafeHtml): SafeHtml {
  const { ui } = edition;
  return html`<a class="ui_skip" href="#ui_main">${ui.skipLink}</a>
<header class="ui_header">
<div class="ui_wrap ui_bar">
<a class="ui_brand" href="${pageHref(build, 'home')}"><img src="${rootHref(edition, build.paths.favicon)}" alt="" width="34" height="34">${build.site.brand}</a>
<nav class="ui_nav" aria-label="${ui.menuLabel}">
<ul>${navKeys.map((key) => html`<li><a href="${pageHref(build, key)}"${current(key)}>${ui.nav[key as keyof typeof ui.nav]}</a></li>`)}</ul>
</nav>
${switcher}
</div>
</header>`;
}

/** The site footer with the menu, the contact details and the legal line. */
export function siteFooter(build: SiteBuild, edition: Edition): SafeHtml {
  const { ui, copy } = edition;
  const { address, phone } = build.plan.answers;
  const country = build.plan.stopWords.phrase(localCountryName(build.plan.answers.country, edition.language.code));
  const tel = phone ? telHref(phone) : undefined;
  return html`<footer class="ui_footer">
<div class="ui_wrap">
<div class="ui_footer_grid">
<div><p class="ui_brand">${build.site.brand}</p><p>${copy.tagline}</p></div>
<nav aria-labelledby="ui_footer_menu"><h2 id="ui_footer_menu">${ui.footerMenu}</h2><ul>${navKeys.map((key) => html`<li><a href="${pageHref(build, key)}">${ui.nav[key as keyof typeof ui.nav]}</a></li>`)}</ul></nav>
<div><h2>${ui.contactDetails}</h2><ul>
${address ? html`<li>${address}</li>` : ''}${country ? html`<li>${country}</li>` : ''}${phone ? html`<li>${tel ? html`<a href="${tel}">${phoneText(phone)}</a>` : phone}</li>` : ''}
</ul></div>
</div>
<div class="ui_legal"><p>© ${build.now.getUTCFullYear()} ${build.site.brand}. ${ui.rights}</p><a href="${pageHref(build, 'privacy')}">${ui.nav.privacy}</a></div>
</div>
</footer>`;
}

/** A complete HTML document for one page. */
export function htmlDocument(build: SiteBuild, edition: Edition, parts: PageParts): string {
  const current = (key: PageKey) => (key === parts.key ? trusted(' aria-current="page"') : trusted(''));
  const dir = edition.language.rtl ? trusted(' dir="rtl"') : trusted('');
  return html`<!DOCTYPE html>
<html lang="${edition.language.code}"${dir}>
<head>
${sharedHeadTags(edition, build)}
${pageHeadTags(build, edition, parts)}</head>
<body>
${siteHeader(build, edition, current, languageSwitch(build, edition, parts.key))}
<main id="ui_main">
${parts.main}
</main>
${siteFooter(build, edition)}
</body>
</html>
`.value;
}
