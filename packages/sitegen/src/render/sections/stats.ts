import type { SectionData } from '../../model/sections.ts';
import { html } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { sectionHead } from './parts.ts';
import type { KindRenderers } from './types.ts';

type Stats = SectionData<'stats'>;

/** The figures as a list: each a big value over its small label. */
function figures(data: Stats, prefix: string): SafeHtml {
  return html`<ul class="${prefix}_list ${prefix}_n${data.items.length}">${data.items.map(
    (item) => html`<li class="${prefix}_item"><strong class="${prefix}_value">${item.value}</strong> <span class="${prefix}_label">${item.label}</span></li>`,
  )}</ul>`;
}

/** Two to four figures that prove the business's experience: years, customers, ratings. */
export const statsVariants: KindRenderers<'stats'> = {
  band: {
    render: (data) => html`<section class="stats_band">${sectionHead(data, { hidden: true })}<div class="ui_wrap">${figures(data, 'stats_band')}</div></section>`,
    css: `section.stats_band { background: var(--primary); color: var(--on-primary); padding-block: clamp(1.8rem, 4vw, 2.8rem); border: 0; }
.stats_band_list { list-style: none; margin: 0; padding: 0; display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); }
.stats_band_item { display: flex; flex-direction: column; align-items: center; gap: 0.35rem; padding-inline: 1rem; text-align: center; border-left: 1px solid color-mix(in srgb, var(--on-primary) 30%, transparent); overflow-wrap: anywhere; }
.stats_band_item:first-child { border-left: 0; }
.stats_band_value { font: 800 clamp(1.9rem, 1.3rem + 2.2vw, 3rem)/1.05 var(--font-heading); letter-spacing: -0.01em; }
.stats_band_label { font-size: 0.8rem; font-weight: 600; line-height: 1.35; letter-spacing: 0.12em; text-transform: uppercase; }
@media (max-width: 760px) {
.stats_band_list { grid-auto-flow: row; grid-template-columns: repeat(2, minmax(0, 1fr)); row-gap: 1.6rem; }
.stats_band_item:nth-child(odd) { border-left: 0; }
.stats_band_n3 .stats_band_item:last-child { grid-column: 1 / -1; }
}`,
  },
  inline: {
    render: (data) => html`<section class="ui_section stats_inline"><div class="ui_wrap stats_inline_grid">${sectionHead(data, { className: 'ui_head stats_inline_head' })}${figures(data, 'stats_inline')}</div></section>`,
    css: `.stats_inline_grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.25fr); gap: 2.5rem clamp(2.5rem, 7vw, 6rem); align-items: center; }
.stats_inline_head { margin: 0; }
.stats_inline_list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 2.2rem clamp(1.5rem, 4vw, 3rem); }
.stats_inline_n3 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.stats_inline_item { display: flex; flex-direction: column; gap: 0.4rem; padding-left: 1.2rem; border-left: 3px solid var(--accent); overflow-wrap: anywhere; }
.stats_inline_value { font: 800 clamp(2.3rem, 1.5rem + 2.6vw, 3.6rem)/1 var(--font-heading); letter-spacing: -0.02em; }
.stats_inline_label { color: var(--muted); font-size: 0.95rem; line-height: 1.4; }
@media (max-width: 760px) { .stats_inline_grid, .stats_inline_n3 { grid-template-columns: minmax(0, 1fr); } .stats_inline_n4 { grid-template-columns: repeat(2, minmax(0, 1fr)); } }`,
  },
  cards: {
    render: (data) => html`<section class="ui_section stats_cards"><div class="ui_wrap">${sectionHead(data, { className: 'ui_head stats_cards_head' })}${figures(data, 'stats_cards')}</div></section>`,
    css: `.stats_cards_head { margin-inline: auto; text-align: center; }
.stats_cards_head h2::after { margin-inline: auto; }
.stats_cards_list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr)); gap: 1.2rem; }
@media (min-width: 1000px) { .stats_cards_n4 { grid-template-columns: repeat(4, 1fr); } }
.stats_cards_item { display: flex; flex-direction: column; align-items: center; gap: 0.8rem; padding: clamp(1.8rem, 4vw, 2.6rem) 1.4rem; text-align: center; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); overflow-wrap: anywhere; }
.ui_alt .stats_cards_item { background: var(--bg); }
.stats_cards_value { font: 800 clamp(2.4rem, 1.6rem + 2.6vw, 3.8rem)/1 var(--font-heading); letter-spacing: -0.02em; color: var(--link); }
.stats_cards_value::after { content: ""; display: block; width: 2.4rem; height: 3px; margin: 1rem auto 0; background: var(--accent); }
.stats_cards_label { color: var(--muted); font-weight: 600; line-height: 1.4; }
@media (max-width: 760px) { .stats_cards_list { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.8rem; } .stats_cards_n3 .stats_cards_item:last-child { grid-column: 1 / -1; } }`,
  },
};
