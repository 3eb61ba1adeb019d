import type { SectionData } from '../../model/sections.ts';
import { html } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { icon, sectionHead } from './parts.ts';
import type { KindRenderers } from './types.ts';

type Step = SectionData<'process'>['items'][number];

/** The step's title, as a link when the step is explained further elsewhere. */
function titleOf(item: Step): SafeHtml {
  return item.href ? html`<a href="${item.href}">${item.title}</a>` : html`${item.title}`;
}

/** The step's detail (a duration or a week), when there is one. */
function detailOf(item: Step, className: string): SafeHtml {
  return item.detail ? html`<p class="${className}">${item.detail}</p>` : html``;
}

/** How working with the business goes, step by step; the numbers come from the ordered list. */
export const processVariants: KindRenderers<'process'> = {
  steps: {
    render: (data) => html`<section class="ui_section process_steps"><div class="ui_wrap">${sectionHead(data, { className: 'ui_head process_steps_head' })}<ol class="process_steps_list process_steps_n${data.items.length}">${data.items.map(
      (item) => html`<li class="process_steps_item"><span class="process_steps_num">${icon(item.icon, 'process_steps_icon')}</span><h3>${titleOf(item)}</h3><p>${item.text}</p>${detailOf(item, 'process_steps_detail')}</li>`,
    )}</ol></div></section>`,
    css: `.process_steps_head { margin-inline: auto; text-align: center; }
.process_steps_head h2::after { margin-inline: auto; }
.process_steps_list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr)); gap: 2.2rem 2rem; counter-reset: process_steps; }
.process_steps_item { counter-increment: process_steps; position: relative; text-align: center; overflow-wrap: anywhere; }
.process_steps_num { position: relative; display: grid; place-items: center; width: 4rem; height: 4rem; margin: 0 auto 1.3rem; border-radius: 50%; background: var(--primary); color: var(--on-primary); font: 800 1.35rem/1 var(--font-heading); }
.process_steps_num::before { content: counter(process_steps); }
.process_steps_icon { position: absolute; right: -0.6rem; bottom: -0.4rem; width: 2rem; height: 2rem; padding: 0.35rem; border-radius: 50%; background: var(--bg); border: 1px solid var(--border); color: var(--link); }
.process_steps_item h3 { overflow-wrap: anywhere; margin-bottom: 0.5rem; }
.process_steps_item h3 a { color: inherit; text-decoration-thickness: 2px; text-decoration-color: var(--accent); }
.process_steps_item h3 a:hover { text-decoration-color: currentColor; }
.process_steps_item p { margin: 0 auto; color: var(--muted); max-width: 22rem; }
.process_steps_item .process_steps_detail { margin-top: 0.9rem; color: var(--text); font-size: 0.9rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; }
@media (min-width: 1000px) {
.process_steps_n3 { grid-template-columns: repeat(3, 1fr); } .process_steps_n4 { grid-template-columns: repeat(4, 1fr); } .process_steps_n5 { grid-template-columns: repeat(5, 1fr); }
.process_steps_item:not(:last-child)::before { content: ""; position: absolute; top: 2rem; left: calc(50% + 2.8rem); width: calc(100% - 3.6rem); border-top: 2px dashed var(--border); }
}`,
  },
  timeline: {
    render: (data) => html`<section class="ui_section ui_alt process_timeline"><div class="ui_wrap process_timeline_grid">${sectionHead(data, { className: 'ui_head process_timeline_head' })}<ol class="process_timeline_list">${data.items.map(
      (item) => html`<li class="process_timeline_item">${detailOf(item, 'process_timeline_detail')}<h3>${titleOf(item)}</h3><p>${item.text}</p></li>`,
    )}</ol></div></section>`,
    css: `.process_timeline_grid { display: grid; grid-template-columns: minmax(0, 0.8fr) minmax(0, 1.2fr); gap: clamp(2rem, 6vw, 6rem); align-items: start; }
.process_timeline_head { position: sticky; top: 2rem; margin: 0; }
.process_timeline_list { list-style: none; margin: 0; padding: 0 0 0 2.6rem; position: relative; counter-reset: process_timeline; }
.process_timeline_list::before { content: ""; position: absolute; left: 0.9rem; top: 0.6rem; bottom: 0.6rem; width: 2px; background: linear-gradient(var(--accent), var(--border)); }
.process_timeline_item { counter-increment: process_timeline; position: relative; padding-bottom: 2.4rem; overflow-wrap: anywhere; }
.process_timeline_item:last-child { padding-bottom: 0; }
.process_timeline_item::before { content: counter(process_timeline); position: absolute; left: -2.6rem; top: 0; display: grid; place-items: center; width: 1.9rem; height: 1.9rem; border-radius: 50%; background: var(--primary); color: var(--on-primary); box-shadow: 0 0 0 5px var(--surface); font: 700 0.85rem/1 var(--font-body); }
.process_timeline_item .process_timeline_detail { display: inline-block; margin: 0 0 0.5rem; padding: 0.1rem 0.7rem; border: 1px solid var(--border); border-radius: 999px; background: var(--bg); color: var(--text); font-size: 0.85rem; font-weight: 700; }
.process_timeline_item h3 { overflow-wrap: anywhere; margin-bottom: 0.4rem; }
.process_timeline_item h3 a { color: inherit; text-decoration-thickness: 2px; text-decoration-color: var(--accent); }
.process_timeline_item h3 a:hover { text-decoration-color: currentColor; }
.process_timeline_item p { margin: 0; color: var(--muted); }
@media (max-width: 760px) { .process_timeline_grid { grid-template-columns: minmax(0, 1fr); } .process_timeline_head { position: static; } }`,
  },
  cards: {
    render: (data) => html`<section class="ui_section process_cards"><div class="ui_wrap">${sectionHead(data)}<ol class="process_cards_list process_cards_n${data.items.length}">${data.items.map(
      (item) => html`<li class="process_cards_item"><div class="process_cards_top">${icon(item.icon, 'process_cards_icon')}</div><h3>${titleOf(item)}</h3><p>${item.text}</p>${detailOf(item, 'process_cards_detail')}</li>`,
    )}</ol></div></section>`,
    css: `.process_cards_list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr)); gap: 1.2rem; counter-reset: process_cards; }
@media (min-width: 1000px) { .process_cards_n4 { grid-template-columns: repeat(4, 1fr); } .process_cards_n5 { grid-template-columns: repeat(5, 1fr); } }
.process_cards_item { counter-increment: process_cards; display: flex; flex-direction: column; padding: 1.7rem 1.6rem; background: var(--surface); border: 1px solid var(--border); border-top: 4px solid var(--accent); border-radius: var(--radius); overflow-wrap: anywhere; }
.process_cards_top { display: flex; align-items: center; justify-content: space-between; gap: 1rem; margin-bottom: 1.4rem; }
.process_cards_top::before { content: counter(process_cards, decimal-leading-zero); font: 800 2.6rem/1 var(--font-heading); color: var(--link); }
.process_cards_icon { width: 2.8rem; height: 2.8rem; padding: 0.6rem; border-radius: 50%; background: var(--surface-alt); color: var(--text); }
.process_cards_item h3 { overflow-wrap: anywhere; margin-bottom: 0.5rem; }
.process_cards_item h3 a { color: inherit; text-decoration-thickness: 2px; text-decoration-color: var(--accent); }
.process_cards_item h3 a:hover { text-decoration-color: currentColor; }
.process_cards_item p { margin: 0; color: var(--muted); }
.process_cards_item .process_cards_detail { margin-top: auto; padding-top: 1.2rem; color: var(--text); font-size: 0.92rem; font-weight: 700; }`,
  },
};
