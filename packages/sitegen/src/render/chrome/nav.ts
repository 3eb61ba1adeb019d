import type { NavVariant } from '../../model/sections.ts';
import type { NavModel } from '../../model/site-model.ts';
import { html, trusted } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import type { NavRenderer } from './types.ts';

type Current = (key: string) => SafeHtml;

/** The skip link every header starts with; the base CSS styles `.ui_skip`. */
function skipLink(nav: NavModel): SafeHtml {
  return html`<a class="ui_skip" href="#ui_main">${nav.skipLink}</a>`;
}

const LOGO_HEIGHT = 34;

/**
 * The brand link: the site's icon (or uploaded logo, as wide as its shape) and the business's name, leading home. The
 * name has its own box, which may grow narrower than its longest word: a word too long for the whole line is split
 * there as a last resort, where the link itself would push the page wider.
 */
function brand(nav: NavModel, name: string, logoHref: string, prefix: string): SafeHtml {
  const width = nav.logoSize ? Math.round((LOGO_HEIGHT * nav.logoSize.width) / nav.logoSize.height) : LOGO_HEIGHT;
  return html`<a class="${prefix}_brand" href="${nav.homeHref}"><img src="${logoHref}" alt="" width="${width}" height="${LOGO_HEIGHT}"><span>${name}</span></a>`;
}

/** The main menu: one list of links, the current page marked by `current`. */
function menu(nav: NavModel, current: Current, prefix: string): SafeHtml {
  return html`<nav class="${prefix}_menu" aria-label="${nav.menuLabel}"><ul>${nav.links.map(
    (link) => html`<li><a href="${link.href}"${current(link.key)}>${link.label}</a></li>`,
  )}</ul></nav>`;
}

/**
 * A variant's CSS under its prefix `p`: the shared rules (brand, menu links with 44 px
 * targets and the current page underlined, the language switch), then its own `layout`,
 * then on phones the menu across the screen and `phone`. On phones the menu wraps onto as
 * many rows as it needs: a row that scrolled sideways hid its last items at the edge.
 * The brand's name wraps between its words, never inside one: the link is at least as wide
 * as its longest word (so what shares its row moves to the next one instead), and the name's
 * size keeps that word within the line (`--brand-em`, the word's width in em of the face).
 */
function variantCss(p: string, layout: string, phone: string): string {
  return `.${p} { background: var(--bg); }
.${p}_brand { display: inline-flex; align-items: center; gap: 0.65rem; min-height: 2.75rem; max-width: min(100%, 22em); color: var(--text); text-decoration: none; font: var(--heading-weight) 1.25rem/1.15 var(--font-heading); letter-spacing: var(--tracking); text-transform: var(--heading-case); }
.${p}_brand span { min-width: 0; font-size: min(1em, max(0.75rem, calc((min(100vw, 1200px) - 5.5rem) / var(--brand-em, 1)))); overflow-wrap: break-word; hyphens: auto; }
.${p}_brand img { width: auto; height: 2.125rem; max-width: 9rem; object-fit: contain; flex: none; }
.${p}_menu ul { display: flex; flex-wrap: wrap; list-style: none; margin: 0; padding: 0; }
.${p}_menu a { display: flex; align-items: center; min-height: 2.75rem; padding-inline: 0.75rem; color: var(--muted); font-weight: 600; font-size: 0.95rem; text-decoration: none; white-space: nowrap; text-underline-offset: 0.45em; }
.${p}_menu a:hover, .${p}_menu a[aria-current="page"] { color: var(--text); text-decoration: underline 2px var(--primary); }
.${p}_menu a:focus-visible { outline-offset: -3px; }
.${p} .ui_lang { display: inline-flex; align-items: center; min-height: 2.75rem; padding-inline: 0.85rem; border: 1px solid var(--border); border-radius: var(--button-radius); color: var(--text); font-size: 0.85rem; font-weight: 700; text-decoration: none; }
.${p} .ui_lang:hover { border-color: var(--text); }
${layout}
@media (max-width: 760px) {
  .${p}_brand { font-size: clamp(0.95rem, 0.6rem + 1.6vw, 1.1rem); letter-spacing: normal; }
  .${p}_menu { flex: 0 0 calc(100% + 2.5rem); min-width: 0; margin-inline: -1.25rem; }
  .${p}_menu ul { flex-wrap: wrap; justify-content: flex-start; width: auto; padding-inline: 0.65rem; }
  .${p}_menu a { padding-inline: 0.6rem; }
${phone}
}`;
}

/** The bar's layout under `p` (shared by bar and cta): one sticky row on `--bg`; on phones the menu wraps under the brand. */
function barCss(p: string, layout = '', phone = ''): string {
  return variantCss(
    p,
    `.${p} { position: sticky; top: 0; z-index: 5; border-bottom: 1px solid var(--border); }
html { scroll-padding-top: 5.5rem; }
.${p}_inner { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 1rem; min-height: 4.5rem; padding-block: 0.6rem; }
.${p}_menu { flex: 1 1 0; min-width: 12rem; }
.${p}_menu ul { justify-content: flex-end; }
${layout}`,
    `  .${p} { position: static; }
  html { scroll-padding-top: 0; }
  .${p}_inner { padding-block: 0.5rem 0; gap: 0.25rem 0.75rem; }
  .${p}_brand { flex: 1 1 0; }
  .${p}_menu { order: 5; border-top: 1px solid var(--border); }
${phone}`,
  );
}

/** The header of `p` as a bar: brand, menu, switcher (and an action) in one row. */
function barMarkup(nav: NavModel, name: string, current: Current, switcher: SafeHtml, logoHref: string, p: string, action: SafeHtml): SafeHtml {
  return html`${skipLink(nav)}
<header class="ui_header ${p}">
<div class="ui_wrap ${p}_inner">
${brand(nav, name, logoHref, p)}
${menu(nav, current, p)}
${switcher}${action}
</div>
</header>`;
}

/** The links of the menu in two halves, for a header that sets its brand between them. */
function splitMenu(nav: NavModel, current: Current, prefix: string): SafeHtml {
  const half = Math.ceil(nav.links.length / 2);
  const list = (links: NavModel['links'], side: string) =>
    html`<ul class="${prefix}_${side}">${links.map((link) => html`<li><a href="${link.href}"${current(link.key)}>${link.label}</a></li>`)}</ul>`;
  return html`<nav class="${prefix}_menu" aria-label="${nav.menuLabel}">${list(nav.links.slice(0, half), 'start')}${nav.links.length > half ? list(nav.links.slice(half), 'end') : ''}</nav>`;
}

/**
 * The rules that set a part of a header on another ground (the primary colour, or the text colour for a reversed
 * bar) with its words in the colour made to read on it: its brand, links and language switch.
 */
function groundCss(p: string, part: string, ground: string, ink: string): string {
  return `${part} { background: var(${ground}); color: var(${ink}); }
${part} .${p}_brand { color: var(${ink}); }
${part} .${p}_menu a { color: color-mix(in srgb, var(${ink}) 82%, var(${ground})); }
${part} .${p}_menu a:hover, ${part} .${p}_menu a[aria-current="page"] { color: var(${ink}); text-decoration-color: currentColor; }
${part} .ui_lang { border-color: color-mix(in srgb, var(${ink}) 45%, var(${ground})); color: var(${ink}); }
${part} :focus-visible { outline-color: var(${ink}); }`;
}

/** A strip on the primary colour (the header's note and the language switch) over a bar with the action, light or reversed. */
function stripNav(p: string, reversed: boolean): NavRenderer {
  return {
    render: (nav, name, current, switcher, logoHref) => html`${skipLink(nav)}
<header class="ui_header ${p}">
${nav.note || switcher.value ? html`<div class="${p}_top"><div class="ui_wrap ${p}_top_inner">${nav.note ? html`<p>${nav.note}</p>` : ''}${switcher}</div></div>` : ''}
<div class="ui_wrap ${p}_inner">
${brand(nav, name, logoHref, p)}
${menu(nav, current, p)}
${nav.action ? html`<a class="ui_btn ${p}_btn" href="${nav.action.href}">${nav.action.label}</a>` : ''}
</div>
</header>`,
    css: variantCss(
      p,
      `.${p} { border-bottom: 1px solid var(--border); }
${reversed ? groundCss(p, `.${p}`, '--text', '--bg') : ''}
${groundCss(p, `.${p}_top`, '--primary', '--on-primary')}
.${p}_top_inner { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0 1rem; min-height: 2rem; }
.${p}_top p { min-width: 0; margin: 0; padding-block: 0.3rem; font-size: 0.82rem; font-weight: 600; line-height: 1.35; overflow-wrap: break-word; }
.${p}_top .ui_lang { margin-inline-start: auto; border-block: 0; border-radius: 0; font-size: 0.8rem; }
.${p}_inner { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 1rem; min-height: 4.5rem; padding-block: 0.6rem; }
.${p}_menu { flex: 1 1 0; min-width: 12rem; }
.${p}_menu ul { justify-content: flex-end; }
.${p}_btn { min-height: 2.75rem; padding: 0.5rem 1.35rem; font-size: 0.95rem; white-space: nowrap; }`,
      `  .${p}_inner { min-height: 0; padding-block: 0.5rem 0; gap: 0.25rem 0.75rem; }
  .${p}_brand { flex: 1 1 0; }
  .${p}_btn { flex: none; padding-inline: 1.1rem; font-size: 0.9rem; }
  .${p}_menu { order: 5; border-top: 1px solid ${reversed ? 'color-mix(in srgb, var(--bg) 25%, var(--text))' : 'var(--border)'}; }`,
    ),
  };
}

/** The site-wide header variants: a skip link, then the header with brand, menu and language switch. */
export const navVariants: Record<NavVariant, NavRenderer> = {
  bar: {
    render: (nav, name, current, switcher, logoHref) => barMarkup(nav, name, current, switcher, logoHref, 'nav_bar', trusted('')),
    css: barCss('nav_bar'),
  },
  centered: {
    render: (nav, name, current, switcher, logoHref) => html`${skipLink(nav)}
<header class="ui_header nav_centered">
<div class="ui_wrap nav_centered_inner">
${brand(nav, name, logoHref, 'nav_centered')}
${nav.note ? html`<p class="nav_centered_note">${nav.note}</p>` : ''}
${switcher}
${menu(nav, current, 'nav_centered')}
</div>
</header>`,
    css: variantCss(
      'nav_centered',
      `.nav_centered { border-bottom: 1px solid var(--border); }
.nav_centered_inner { display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr); justify-items: center; padding-top: 1.75rem; }
.nav_centered_brand { grid-area: 1 / 2; flex-direction: column; gap: 0.6rem; text-align: center; font-size: clamp(1.5rem, 1.1rem + 1.3vw, 2.2rem); }
.nav_centered_note { grid-area: 2 / 2; margin: 0.5rem 0 0; color: var(--muted); font-size: 0.75rem; letter-spacing: 0.22em; text-transform: uppercase; text-align: center; }
.nav_centered .ui_lang { grid-area: 1 / 3; justify-self: end; align-self: start; }
.nav_centered_menu { grid-column: 1 / -1; justify-self: stretch; margin-top: 1.25rem; border-top: 1px solid var(--border); }
.nav_centered_menu ul { justify-content: center; gap: 0 1.25rem; width: max-content; max-width: 100%; margin-inline: auto; padding-block: 0.35rem; }
.nav_centered_menu a { font-size: 0.8rem; letter-spacing: 0.16em; text-transform: uppercase; }`,
      `  .nav_centered_inner { grid-template-columns: minmax(0, 1fr); padding-top: 0.75rem; }
  .nav_centered .ui_lang { grid-area: 1 / 1; }
  .nav_centered_brand { grid-area: 1 / 1; gap: 0.6rem; font-size: 1.45rem; }
  .nav_centered_note { grid-area: 2 / 1; }
  .nav_centered_menu { grid-area: 3 / 1; margin-top: 0.9rem; }
  .nav_centered_menu ul { justify-content: center; max-width: none; padding-block: 0; gap: 0; }
  .nav_centered_menu a { letter-spacing: 0.12em; }`,
    ),
  },
  cta: {
    render: (nav, name, current, switcher, logoHref) => {
      const action = nav.action ? html`<a class="ui_btn nav_cta_btn" href="${nav.action.href}">${nav.action.label}</a>` : trusted('');
      return barMarkup(nav, name, current, switcher, logoHref, 'nav_cta', action);
    },
    css: barCss(
      'nav_cta',
      '.nav_cta_btn { min-height: 2.75rem; padding: 0.5rem 1.35rem; font-size: 0.95rem; white-space: nowrap; }',
      `  .nav_cta_btn { flex: none; padding-inline: 1.1rem; font-size: 0.9rem; }
  .nav_cta_inner:has(.nav_cta_btn) > .ui_lang { order: -2; margin-top: -0.5rem; margin-inline: auto -0.85rem; border: 0; font-size: 0.8rem; }
  .nav_cta_inner:has(.nav_cta_btn):has(.ui_lang)::before { content: ""; order: -1; flex-basis: 100%; }`,
    ),
  },
  // Template 5: a strip on the primary colour (the tagline and town, the language switch) over a light bar with the action.
  strip: stripNav('nav_strip', false),
  // Template 18: the same strip over a dark bar (the page's colours reversed).
  reversed: stripNav('nav_reversed', true),
  // Template 19: one bar on the primary colour, the brand in its middle between the two halves of the menu.
  split: {
    render: (nav, name, current, switcher, logoHref) => html`${skipLink(nav)}
<header class="ui_header nav_split">
<div class="ui_wrap nav_split_inner">
${brand(nav, name, logoHref, 'nav_split')}
${splitMenu(nav, current, 'nav_split')}
${switcher}
</div>
</header>`,
    css: variantCss(
      'nav_split',
      `${groundCss('nav_split', '.nav_split', '--primary', '--on-primary')}
.nav_split_inner { display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr) auto; align-items: center; column-gap: 1rem; min-height: 5rem; padding-block: 0.6rem; }
.nav_split_brand { position: relative; z-index: 1; grid-area: 1 / 2; justify-self: center; text-align: center; }
.nav_split_brand img { padding: 0.2rem; border-radius: min(var(--radius), 0.5rem); background: var(--bg); }
.nav_split_menu { grid-area: 1 / 1 / 2 / 4; display: grid; grid-template-columns: subgrid; align-items: center; }
.nav_split_menu ul { grid-row: 1; }
.nav_split_start { grid-column: 1; }
.nav_split_end { grid-column: 3; justify-content: flex-end; }
.nav_split_menu a { font-size: 0.78rem; letter-spacing: 0.16em; text-transform: uppercase; }
.nav_split .ui_lang { grid-area: 1 / 4; }`,
      `  .nav_split_inner { grid-template-columns: minmax(0, 1fr) auto; min-height: 0; padding-block: 0.5rem 0; }
  .nav_split_brand { grid-area: 1 / 1; justify-self: start; text-align: start; }
  .nav_split .ui_lang { grid-area: 1 / 2; }
  .nav_split_menu { grid-area: 2 / 1 / 3 / -1; display: flex; flex-wrap: wrap; border-top: 1px solid color-mix(in srgb, var(--on-primary) 25%, var(--primary)); }
  .nav_split_menu a { letter-spacing: 0.08em; }`,
    ),
  },
  editorial: {
    render: (nav, name, current, switcher, logoHref) => html`${skipLink(nav)}
<header class="ui_header nav_editorial">
${nav.note ? html`<div class="nav_editorial_strip"><div class="ui_wrap nav_editorial_strip_inner"><p>${nav.note}</p>${switcher}</div></div>` : ''}
<div class="ui_wrap nav_editorial_inner">
${brand(nav, name, logoHref, 'nav_editorial')}
${menu(nav, current, 'nav_editorial')}
${nav.note ? '' : switcher}
</div>
</header>`,
    css: variantCss(
      'nav_editorial',
      `.nav_editorial { border-bottom: 1px solid var(--text); }
.nav_editorial_strip { border-bottom: 1px solid var(--border); }
.nav_editorial_strip_inner { display: flex; align-items: center; justify-content: space-between; gap: 1rem; min-height: 2.75rem; }
.nav_editorial_strip p { margin: 0; padding-block: 0.4rem; color: var(--muted); font-size: 0.72rem; font-weight: 600; letter-spacing: 0.2em; text-transform: uppercase; line-height: 1.4; }
.nav_editorial_strip .ui_lang { min-height: 2.75rem; border: 0; border-inline-start: 1px solid var(--border); border-radius: 0; font-size: 0.72rem; letter-spacing: 0.14em; text-transform: uppercase; }
.nav_editorial_inner { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.5rem; min-height: 5.25rem; padding-block: 0.75rem; }
.nav_editorial_brand { font-size: 1.55rem; }
.nav_editorial_menu { flex: 1 1 0; min-width: 12rem; }
.nav_editorial_menu ul { justify-content: flex-end; }
.nav_editorial_menu li + li { border-inline-start: 1px solid var(--border); }
.nav_editorial_menu a { color: var(--text); font-weight: 500; padding-inline: 1.1rem; }
.nav_editorial_menu li:last-child a { padding-inline-end: 0; }`,
      `  .nav_editorial_inner { min-height: 0; padding-block: 0.6rem 0; gap: 0.25rem 0.75rem; }
  .nav_editorial_brand { font-size: 1.3rem; flex: 1 1 0; }
  .nav_editorial_menu { order: 5; border-top: 1px solid var(--border); }
  .nav_editorial_menu a, .nav_editorial_menu li:last-child a { padding-inline: 0.6rem; }`,
    ),
  },
};
