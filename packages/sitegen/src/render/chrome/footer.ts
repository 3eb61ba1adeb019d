import type { FooterVariant } from '../../model/sections.ts';
import type { FooterModel } from '../../model/site-model.ts';
import { phoneText } from '../../safety/escape.ts';
import type { ShownBusiness } from '../business.ts';
import { html } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import type { FooterRenderer } from './types.ts';

type ContactLine = { text: string; href?: string };
type FactLine = Extract<FooterModel['contact'][number], { fact: string }>;

/** A fact of the business as footer lines: the opening hours take a line per group of days (and one for the note). */
function factLines({ fact, label }: FactLine, business: ShownBusiness): ContactLine[] {
  switch (fact) {
    case 'phone': return business.phone ? [business.phone] : [];
    case 'address': return business.address ? [{ text: business.address }] : [];
    case 'email': return business.email ? [business.email] : [];
    case 'hours': return business.hours.map((text) => ({ text }));
    case 'areasServed': return business.areasServed ? [{ text: label ? `${label}: ${business.areasServed}` : business.areasServed }] : [];
  }
}

/** The footer's contact details, the business's facts among them as the business holds them (one it lacks is left out). */
function contactLines(footer: FooterModel, business: ShownBusiness): ContactLine[] {
  return footer.contact.flatMap((line) => ('fact' in line ? factLines(line, business) : [line]));
}

/** One contact detail: a link when it has an href (a phone number kept on one line), plain text otherwise. */
function contactLine(line: ContactLine): SafeHtml {
  if (!line.href) return html`${line.text}`;
  return html`<a href="${line.href}">${line.href.startsWith('tel:') ? phoneText(line.text) : line.text}</a>`;
}

/** The footer menu: a nav named by its h2 (the footer is drawn once per page, so the id is unique). */
function menu(footer: FooterModel, headingClass = ''): SafeHtml {
  return html`<nav aria-labelledby="ui_footer_menu"><h2 id="ui_footer_menu"${headingClass ? html` class="${headingClass}"` : ''}>${footer.menuHeading}</h2><ul>${footer.links.map(
    (link) => html`<li><a href="${link.href}">${link.label}</a></li>`,
  )}</ul></nav>`;
}

/** The contact block: its h2 and one list item per detail; nothing when there are none. */
function contact(footer: FooterModel, business: ShownBusiness): SafeHtml {
  const lines = contactLines(footer, business);
  if (lines.length === 0) return html``;
  return html`<div><h2>${footer.contactHeading}</h2><ul>${lines.map((line) => html`<li>${contactLine(line)}</li>`)}</ul></div>`;
}

/** The legal line: the copyright text and the privacy link. */
function legal(footer: FooterModel, className: string): SafeHtml {
  return html`<div class="${className}"><p>${footer.legal}</p><a href="${footer.privacy.href}">${footer.privacy.label}</a></div>`;
}

/**
 * The footer brand's font size: the variant's own `size`, or smaller where the name's longest word (`--brand-em`: its
 * width in em of the heading face) would not fit the `room` the brand has (a CSS length), so no word of it is split.
 */
function brandSize(size: string, room: string): string {
  return `min(${size}, max(0.75rem, calc((${room}) / var(--brand-em, 1))))`;
}

/** A word of the name too long for any line gets a hyphen where the browser can, else is split, rather than widen the page. */
const brandWrap = 'overflow-wrap: break-word; hyphens: auto;';

/** Small uppercase headings and 44 px link targets shared by the column layouts, under prefix `p`. */
function listCss(p: string): string {
  return `.${p} { background: var(--surface); border-top: 1px solid var(--border); color: var(--muted); font-size: 0.95rem; }
.${p} h2 { margin: 0 0 0.6rem; color: var(--text); font: 700 0.78rem/1.4 var(--font-body); letter-spacing: 0.16em; text-transform: uppercase; }
.${p} ul { list-style: none; margin: 0; padding: 0; }
.${p} li { overflow-wrap: anywhere; }
.${p} a { display: inline-flex; align-items: center; min-height: 2.75rem; color: var(--text); text-decoration-color: color-mix(in srgb, currentColor 45%, transparent); }
.${p} nav a { text-decoration: none; }
.${p} a:hover { text-decoration: underline; }
.${p} li:not(:has(a)) { padding-block: 0.55rem; line-height: 1.5; }
.${p}_legal { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0 1.5rem; border-top: 1px solid var(--border); font-size: 0.88rem; }
.${p}_legal p { margin: 0; padding-block: 0.6rem; }
.${p}_legal a { text-decoration: underline; }`;
}

/** The site-wide footer variants: brand and tagline, the menu, the contact details and the legal line. */
export const footerVariants: Record<FooterVariant, FooterRenderer> = {
  columns: {
    render: (footer, business) => html`<footer class="ui_footer footer_columns">
<div class="ui_wrap">
<div class="footer_columns_grid">
<div><p class="footer_columns_brand">${business.name}</p><p class="footer_columns_tagline">${footer.tagline}</p></div>
${menu(footer)}
${contact(footer, business)}
</div>
${legal(footer, 'footer_columns_legal')}
</div>
</footer>`,
    css: `${listCss('footer_columns')}
.footer_columns { padding-block: clamp(3rem, 6vw, 4.5rem) 1rem; }
.footer_columns_grid { display: grid; grid-template-columns: 1.5fr 1fr 1.2fr; gap: 2rem 3rem; margin-bottom: 2.5rem; }
.footer_columns_brand { margin: 0 0 0.75rem; color: var(--text); font: var(--heading-weight) 1.45rem/1.2 var(--font-heading); font-size: ${brandSize('1.45rem', '(min(100vw, 1200px) - 8.5rem) * 0.4')}; letter-spacing: var(--tracking); text-transform: var(--heading-case); ${brandWrap} }
.footer_columns_tagline { max-width: 24rem; margin: 0; }
.footer_columns_legal { padding-top: 0.75rem; }
@media (max-width: 760px) {
  .footer_columns_grid { grid-template-columns: 1fr; }
  .footer_columns_brand { font-size: ${brandSize('1.45rem', '100vw - 2.5rem')}; }
  .footer_columns nav ul { columns: 2; }
}`,
  },
  simple: {
    render: (footer, business) => {
      const lines = contactLines(footer, business);
      return html`<footer class="ui_footer footer_simple">
<div class="ui_wrap footer_simple_inner">
<p class="footer_simple_brand">${business.name}</p>
${menu(footer, 'ui_sr')}
${lines.length > 0
  ? html`<h2 class="ui_sr">${footer.contactHeading}</h2><ul class="footer_simple_contact">${lines.map((line) => html`<li>${contactLine(line)}</li>`)}</ul>`
  : ''}
<p class="footer_simple_legal">${footer.legal} <a href="${footer.privacy.href}">${footer.privacy.label}</a></p>
</div>
</footer>`;
    },
    css: `.footer_simple { background: var(--bg); border-top: 1px solid var(--border); padding-block: 2.75rem 2rem; color: var(--muted); font-size: 0.95rem; text-align: center; }
.footer_simple_brand { margin: 0 0 0.75rem; color: var(--text); font: var(--heading-weight) 1.35rem/1.2 var(--font-heading); font-size: ${brandSize('1.35rem', 'min(100vw, 1200px) - 2.5rem')}; letter-spacing: var(--tracking); text-transform: var(--heading-case); ${brandWrap} }
.footer_simple ul { display: flex; flex-wrap: wrap; justify-content: center; list-style: none; margin: 0; padding: 0; }
.footer_simple nav a { display: inline-flex; align-items: center; min-height: 2.75rem; padding-inline: 0.8rem; color: var(--text); font-weight: 600; text-decoration: none; }
.footer_simple nav a:hover { text-decoration: underline; }
.footer_simple .footer_simple_contact { gap: 0 1.5rem; margin-top: 0.5rem; overflow-wrap: anywhere; }
.footer_simple_contact li { display: flex; align-items: center; min-height: 2.75rem; }
.footer_simple_contact a, .footer_simple_legal a { color: var(--text); }
.footer_simple_legal { margin: 1.25rem auto 0; padding-top: 1rem; border-top: 1px solid var(--border); max-width: 40rem; font-size: 0.85rem; line-height: 2.4; }
@media (max-width: 760px) { .footer_simple_contact { flex-direction: column; } .footer_simple_contact li { justify-content: center; } }`,
  },
  big: {
    render: (footer, business) => html`<footer class="ui_footer footer_big">
<div class="ui_wrap">
<div class="footer_big_statement"><p class="footer_big_brand">${business.name}</p><p class="footer_big_tagline">${footer.tagline}</p></div>
<div class="footer_big_grid">
${menu(footer)}
${contact(footer, business)}
</div>
${legal(footer, 'footer_big_legal')}
</div>
</footer>`,
    css: `${listCss('footer_big')}
.footer_big { padding-block: clamp(3rem, 8vw, 6rem) 1rem; }
.footer_big_statement { display: grid; grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr); align-items: end; gap: 1.5rem 3rem; padding-bottom: clamp(2rem, 5vw, 3.5rem); border-bottom: 1px solid var(--border); }
.footer_big_brand { margin: 0; color: var(--text); font: var(--heading-weight) clamp(2.6rem, 1rem + 6.5vw, 6.5rem)/0.95 var(--font-heading); font-size: ${brandSize('clamp(2.6rem, 1rem + 6.5vw, 6.5rem)', '(min(100vw, 1200px) - 5.5rem) * 0.58')}; letter-spacing: var(--tracking); text-transform: var(--heading-case); ${brandWrap} text-wrap: balance; }
.footer_big_tagline { margin: 0; font-size: clamp(1.1rem, 1rem + 0.5vw, 1.35rem); line-height: 1.5; }
.footer_big_grid { display: grid; grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr); gap: 2rem 3rem; padding-block: 2.5rem; }
.footer_big nav ul { columns: 2; column-gap: 2rem; max-width: 26rem; }
.footer_big_legal { padding-top: 0.75rem; }
@media (max-width: 760px) {
  .footer_big_statement, .footer_big_grid { grid-template-columns: 1fr; }
  .footer_big_brand { font-size: ${brandSize('clamp(2.6rem, 1rem + 6.5vw, 6.5rem)', '100vw - 2.5rem')}; }
}`,
  },
};
