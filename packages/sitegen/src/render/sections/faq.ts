import type { SectionData } from '../../model/sections.ts';
import { html } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { sectionHead } from './parts.ts';
import type { KindRenderers } from './types.ts';

type Faq = SectionData<'faq'>;

/** The questions as `<details>` disclosures, the first one open; classes start with `prefix`. */
function disclosures(data: Faq, prefix: string): SafeHtml {
  return html`<div class="${prefix}_list">${data.items.map(
    (item, index) => html`<details class="${prefix}_item"${index === 0 ? html` open` : ''}><summary><span>${item.question}</span></summary><p>${item.answer}</p></details>`,
  )}</div>`;
}

/** The questions of the site, answered. */
export const faqVariants: KindRenderers<'faq'> = {
  accordion: {
    render: (data) => html`<section class="ui_section faq_accordion"><div class="ui_wrap faq_accordion_inner">${sectionHead(data, { className: 'ui_head faq_accordion_head' })}${disclosures(data, 'faq_accordion')}</div></section>`,
    css: `.faq_accordion_inner { max-width: 52rem; overflow-wrap: anywhere; }
.faq_accordion_head { text-align: center; margin-inline: auto; }
.faq_accordion_list { border-top: 1px solid var(--border); }
.faq_accordion_item { border-bottom: 1px solid var(--border); }
.faq_accordion_item summary { display: flex; align-items: center; justify-content: space-between; gap: 1.5rem; min-height: 3rem; padding: 1.25rem 0; cursor: pointer; list-style: none; font: var(--heading-weight) clamp(1.08rem, 1rem + 0.4vw, 1.3rem)/1.35 var(--font-heading); }
.faq_accordion_item summary::-webkit-details-marker { display: none; }
.faq_accordion_item summary > span { min-width: 0; overflow-wrap: break-word; hyphens: auto; }
.faq_accordion_item summary::after { content: ""; flex: none; width: 2.2rem; height: 2.2rem; border: 1px solid var(--border); border-radius: 50%; color: var(--link); background: linear-gradient(currentColor 0 0) center / 0.8rem 2px no-repeat, linear-gradient(currentColor 0 0) center / 2px 0.8rem no-repeat; transition: transform 0.2s; }
.faq_accordion_item[open] summary::after { transform: rotate(45deg); border-color: var(--accent); }
.faq_accordion_item summary:hover { color: var(--link); }
.faq_accordion_item p { color: var(--muted); margin: -0.3rem 0 0; padding: 0 3.5rem 1.6rem 0; max-width: 44rem; }
@media (max-width: 760px) { .faq_accordion_item p { padding-right: 0; } }
@media (prefers-reduced-motion: reduce) { .faq_accordion_item summary::after { transition: none; } }`,
  },
  columns: {
    render: (data) => html`<section class="ui_section faq_columns"><div class="ui_wrap">${sectionHead(data)}<ul class="faq_columns_list">${data.items.map(
      (item) => html`<li><h3>${item.question}</h3><p>${item.answer}</p></li>`,
    )}</ul></div></section>`,
    css: `.faq_columns_list { overflow-wrap: anywhere; list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 2.6rem 4rem; }
.faq_columns_list li { position: relative; padding-top: 1.4rem; border-top: 1px solid var(--border); }
.faq_columns_list li::before { content: ""; position: absolute; top: -2px; left: 0; width: 3rem; height: 3px; background: var(--accent); }
.faq_columns_list h3 { font-size: calc(var(--h3) * 0.95); margin-bottom: 0.6rem; }
.faq_columns_list p { color: var(--muted); margin: 0; }
@media (max-width: 760px) { .faq_columns_list { grid-template-columns: minmax(0, 1fr); gap: 2rem; } }`,
  },
  aside: {
    render: (data) => html`<section class="ui_section ui_alt faq_aside"><div class="ui_wrap faq_aside_inner">${sectionHead(data, { className: 'ui_head faq_aside_head' })}${disclosures(data, 'faq_aside')}</div></section>`,
    css: `.faq_aside_inner { display: grid; grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); gap: 2rem clamp(2rem, 6vw, 6rem); align-items: start; }
.faq_aside_head { position: sticky; top: 2rem; margin: 0; }
.faq_aside_list { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.8rem; overflow-wrap: anywhere; }
.faq_aside_item { background: var(--bg); border: 1px solid var(--border); border-radius: var(--radius); }
.faq_aside_item[open] { border-color: color-mix(in srgb, var(--link) 45%, var(--border)); }
.faq_aside_item summary { display: flex; align-items: center; justify-content: space-between; gap: 1rem; min-height: 3rem; padding: 1rem 1.3rem; cursor: pointer; list-style: none; font-weight: 700; }
.faq_aside_item summary::-webkit-details-marker { display: none; }
.faq_aside_item summary > span { min-width: 0; overflow-wrap: break-word; hyphens: auto; }
.faq_aside_item summary::after { content: ""; flex: none; width: 0.6rem; height: 0.6rem; margin-top: -0.3rem; border: solid var(--link); border-width: 0 2px 2px 0; transform: rotate(45deg); }
.faq_aside_item[open] summary::after { transform: rotate(225deg); margin-top: 0.3rem; }
.faq_aside_item p { color: var(--muted); margin: 0; padding: 0 1.3rem 1.2rem; }
@media (max-width: 760px) { .faq_aside_inner { grid-template-columns: minmax(0, 1fr); } .faq_aside_head { position: static; } }`,
  },
};
