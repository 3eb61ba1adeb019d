import type { SectionData } from '../../model/sections.ts';
import { html } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { icon, moreLink, picture, sectionHead } from './parts.ts';
import type { KindRenderers, RenderContext } from './types.ts';

type Service = SectionData<'services'>['items'][number];

/** The item's title, as a link when the service has a page of its own. */
function titleOf(item: Service): SafeHtml {
  return item.href ? html`<a href="${item.href}">${item.title}</a>` : html`${item.title}`;
}

/** A grid class for four columns on desktop where the count fills rows of four better than rows of three. */
function columns(prefix: string, count: number): string {
  return count === 4 || count >= 7 ? ` ${prefix}_c4` : '';
}

/** The detail line (a price or a duration), when there is one. */
function detailOf(item: Service, className: string): SafeHtml {
  return item.detail ? html`<p class="${className}">${item.detail}</p>` : html``;
}

/** Only the first picture of the page's first section loads eagerly. */
function nth(context: RenderContext, index: number): RenderContext {
  return index === 0 ? context : { ...context, first: false };
}

/** What the business does: its services with prices or durations. */
export const servicesVariants: KindRenderers<'services'> = {
  cards: {
    render: (data) => html`<section class="ui_section services_cards"><div class="ui_wrap">${sectionHead(data)}<ul class="services_cards_list${columns('services_cards', data.items.length)}">${data.items.map(
      (item) => html`<li class="services_cards_item">${item.icon ? html`<span class="services_cards_icon">${icon(item.icon)}</span>` : ''}<h3>${titleOf(item)}</h3><p>${item.text}</p>${detailOf(item, 'services_cards_detail')}</li>`,
    )}</ul>${moreLink(data.more)}</div></section>`,
    css: `.services_cards_list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr)); gap: 1.4rem; }
@media (min-width: 1000px) { .services_cards_list { grid-template-columns: repeat(3, 1fr); } .services_cards_c4 { grid-template-columns: repeat(4, 1fr); } }
.services_cards_item { position: relative; display: flex; flex-direction: column; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: clamp(1.5rem, 3vw, 2rem); overflow-wrap: anywhere; transition: border-color 0.2s; }
.services_cards_item:hover { border-color: var(--primary); }
.services_cards_icon { display: grid; place-items: center; width: 3.3rem; height: 3.3rem; margin-bottom: 1.4rem; border-radius: calc(var(--radius) * 0.6 + 6px); background: color-mix(in srgb, var(--link) 12%, var(--surface)); }
.services_cards_item h3 { overflow-wrap: anywhere; margin-bottom: 0.5rem; }
.services_cards_item h3 a { color: inherit; text-decoration: none; }
.services_cards_item h3 a::after { content: ""; position: absolute; inset: 0; }
.services_cards_item h3 a:hover { text-decoration: underline; }
.services_cards_item p { margin: 0; color: var(--muted); }
.services_cards_item .services_cards_detail { margin-top: auto; padding-top: 1.4rem; color: var(--text); font-weight: 700; }
.services_cards_detail::before { content: ""; display: block; width: 2.5rem; height: 2px; background: var(--accent); margin-bottom: 0.9rem; }`,
  },
  list: {
    render: (data) => html`<section class="ui_section ui_alt services_list"><div class="ui_wrap">${sectionHead(data)}<ul class="services_list_items">${data.items.map(
      (item) => html`<li class="services_list_item"><span class="services_list_mark">${icon(item.icon)}</span><div><div class="services_list_top"><h3>${titleOf(item)}</h3>${
        item.detail ? html`<span class="services_list_detail">${item.detail}</span>` : ''
      }</div><p>${item.text}</p></div></li>`,
    )}</ul>${moreLink(data.more)}</div></section>`,
    css: `.services_list_items { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr)); column-gap: clamp(2rem, 6vw, 5rem); border-bottom: 1px solid var(--border); counter-reset: services_list; }
.services_list_item { counter-increment: services_list; position: relative; display: grid; grid-template-columns: auto 1fr; gap: 1.3rem; padding-block: 1.7rem; border-top: 1px solid var(--border); overflow-wrap: anywhere; }
.services_list_mark { display: grid; place-items: center; width: 3.2rem; height: 3.2rem; border-radius: 50%; border: 1px solid var(--border); background: var(--bg); color: var(--link); font: 700 0.95rem/1 var(--font-heading); }
.services_list_mark:empty::before { content: counter(services_list, decimal-leading-zero); }
.services_list_mark .ui_icon { width: 1.4rem; height: 1.4rem; }
.services_list_top { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0.2rem 1.2rem; margin-bottom: 0.4rem; }
.services_list_top h3 { overflow-wrap: anywhere; margin: 0; min-width: 0; }
.services_list_top h3 a { color: inherit; text-decoration: none; }
.services_list_top h3 a::after { content: ""; position: absolute; inset: 0; }
.services_list_item:hover h3 a { text-decoration: underline; }
.services_list_detail { font-weight: 700; }
.services_list_item p { margin: 0; color: var(--muted); }`,
  },
  alternating: {
    render: (data, context) => html`<section class="ui_section services_alternating"><div class="ui_wrap">${sectionHead(data)}<ul class="services_alternating_list">${data.items.map(
      (item, index) => html`<li class="services_alternating_row">${
        item.image ? picture(item.image, nth(context, index), 'services_alternating_img') : html`<span class="services_alternating_tile">${icon(item.icon, 'services_alternating_icon')}</span>`
      }<div class="services_alternating_text">${detailOf(item, 'services_alternating_detail')}<h3>${titleOf(item)}${
        item.href ? icon('arrow-right', 'services_alternating_arrow') : ''
      }</h3><p>${item.text}</p></div></li>`,
    )}</ul>${moreLink(data.more)}</div></section>`,
    css: `.services_alternating_list { list-style: none; margin: 0; padding: 0; display: grid; gap: clamp(2.5rem, 6vw, 5rem); counter-reset: services_alternating; }
.services_alternating_row { counter-increment: services_alternating; position: relative; display: grid; grid-template-columns: 1.1fr 1fr; gap: clamp(2rem, 6vw, 5.5rem); align-items: center; }
.services_alternating_row:nth-child(even) { grid-template-columns: 1fr 1.1fr; }
.services_alternating_row:nth-child(even) > :first-child { order: 2; }
.services_alternating_img, .services_alternating_tile { width: 100%; aspect-ratio: 3 / 2; object-fit: cover; border-radius: var(--radius); }
.services_alternating_tile { display: grid; place-items: center; border: 1px solid var(--border); color: var(--link); font: 700 clamp(4rem, 11vw, 8rem)/1 var(--font-heading); background: radial-gradient(circle at 72% 28%, color-mix(in srgb, var(--accent) 30%, transparent) 0 22%, transparent 22.5%), var(--surface-alt); }
.services_alternating_tile:empty::before { content: counter(services_alternating, decimal-leading-zero); }
.services_alternating_icon { width: clamp(4rem, 9vw, 6.5rem); height: auto; aspect-ratio: 1; stroke-width: 1.25; }
.services_alternating_text { overflow-wrap: anywhere; }
.services_alternating_text .services_alternating_detail { display: inline-block; margin: 0 0 1rem; padding: 0.2rem 0.85rem; border: 1px solid var(--border); border-radius: 999px; color: var(--text); font-size: 0.92rem; font-weight: 700; }
.services_alternating_text h3 { overflow-wrap: anywhere; font-size: calc(var(--h3) * 1.35); }
.services_alternating_text h3 a { color: inherit; text-decoration: none; }
.services_alternating_text h3 a::after { content: ""; position: absolute; inset: 0; }
.services_alternating_row:hover h3 a { text-decoration: underline; }
.services_alternating_arrow { width: 0.8em; height: 0.8em; margin-left: 0.35em; vertical-align: -0.05em; color: var(--link); }
.services_alternating_text p { margin: 0; color: var(--muted); font-size: 1.08rem; max-width: 34rem; }
@media (max-width: 760px) { .services_alternating_row, .services_alternating_row:nth-child(even) { grid-template-columns: 1fr; gap: 1.4rem; } .services_alternating_row:nth-child(even) > :first-child { order: 0; } }`,
  },
  tiles: {
    render: (data) => html`<section class="ui_section services_tiles"><div class="ui_wrap">${sectionHead(data)}<ul class="services_tiles_list${columns('services_tiles', data.items.length)}">${data.items.map(
      (item) => html`<li class="services_tiles_item"><div class="services_tiles_top">${icon(item.icon, 'services_tiles_icon')}</div><h3>${titleOf(item)}</h3><p>${item.text}</p>${detailOf(item, 'services_tiles_detail')}</li>`,
    )}</ul>${moreLink(data.more)}</div></section>`,
    css: `.services_tiles_list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); gap: 0.8rem; counter-reset: services_tiles; }
@media (min-width: 1000px) { .services_tiles_list { grid-template-columns: repeat(3, 1fr); } .services_tiles_c4 { grid-template-columns: repeat(4, 1fr); } }
.services_tiles_item { counter-increment: services_tiles; position: relative; display: flex; flex-direction: column; min-height: clamp(15rem, 24vw, 20rem); padding: clamp(1.5rem, 3vw, 2.2rem); background: var(--surface-alt); border-radius: var(--radius); overflow-wrap: anywhere; }
.services_tiles_item:first-child { background: var(--primary); color: var(--on-primary); }
.services_tiles_item:hover { box-shadow: inset 0 0 0 2px var(--primary); }
.services_tiles_item:first-child:hover { box-shadow: inset 0 0 0 2px var(--on-primary); }
.services_tiles_top { display: flex; justify-content: space-between; align-items: flex-start; gap: 1rem; margin-bottom: auto; padding-bottom: 2.2rem; }
.services_tiles_top::before { content: counter(services_tiles, decimal-leading-zero); font: 800 clamp(3rem, 5vw, 4.4rem)/0.85 var(--font-heading); letter-spacing: -0.03em; color: var(--link); }
.services_tiles_icon { width: 2.4rem; height: 2.4rem; color: var(--text); }
.services_tiles_item:first-child .services_tiles_top::before, .services_tiles_item:first-child .services_tiles_icon, .services_tiles_item:first-child p { color: var(--on-primary); }
.services_tiles_item h3 { overflow-wrap: anywhere; font-size: calc(var(--h3) * 1.15); margin-bottom: 0.5rem; }
.services_tiles_item h3 a { color: inherit; text-decoration: none; }
.services_tiles_item h3 a::after { content: ""; position: absolute; inset: 0; }
.services_tiles_item:first-child a:focus-visible { outline-color: var(--on-primary); }
.services_tiles_item p { margin: 0; color: var(--muted); }
.services_tiles_item .services_tiles_detail { margin-top: 1.3rem; padding-top: 0.9rem; border-top: 2px solid var(--accent); font-weight: 700; color: inherit; }`,
  },
};
