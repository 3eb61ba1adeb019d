import type { SectionData } from '../../model/sections.ts';
import { html } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { icon, moreLink, picture, sectionHead } from './parts.ts';
import type { KindRenderers, RenderContext } from './types.ts';

type Product = SectionData<'products'>['items'][number];

/** The item's title, as a link when the product has a page of its own. */
function titleOf(item: Product): SafeHtml {
  return item.href ? html`<a href="${item.href}">${item.title}</a>` : html`${item.title}`;
}

/** Only the first picture of the page's first section loads eagerly. */
function nth(context: RenderContext, index: number): RenderContext {
  return index === 0 ? context : { ...context, first: false };
}

/** The item's picture, or a tile with its icon where it has none. */
function visual(item: Product, context: RenderContext, className: string): SafeHtml {
  return item.image ? picture(item.image, context, className) : html`<span class="${className}">${icon(item.icon)}</span>`;
}

/** What the business sells: dishes, goods or a price list. */
export const productsVariants: KindRenderers<'products'> = {
  cards: {
    render: (data, context) => html`<section class="ui_section ui_alt products_cards"><div class="ui_wrap">${sectionHead(data)}<ul class="products_cards_list${
      data.items.length === 4 || data.items.length >= 7 ? ' products_cards_c4' : ''
    }">${data.items.map(
      (item, index) => html`<li class="products_cards_item">${visual(item, nth(context, index), 'products_cards_img')}<div class="products_cards_body"><div class="products_cards_top"><h3>${titleOf(item)}</h3>${
        item.detail ? html`<p class="products_cards_price">${item.detail}</p>` : ''
      }</div><p>${item.text}</p></div></li>`,
    )}</ul>${moreLink(data.more)}</div></section>`,
    css: `.products_cards_list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); gap: 1.5rem; }
@media (min-width: 1000px) { .products_cards_list { grid-template-columns: repeat(3, 1fr); } .products_cards_c4 { grid-template-columns: repeat(4, 1fr); } }
.products_cards_item { position: relative; display: flex; flex-direction: column; overflow: hidden; background: var(--bg); border: 1px solid var(--border); border-radius: var(--radius); overflow-wrap: anywhere; }
.products_cards_img { display: grid; place-items: center; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; background: var(--surface-alt); color: var(--link); }
.products_cards_img .ui_icon { width: 3.5rem; height: 3.5rem; stroke-width: 1.4; }
.products_cards_body { display: flex; flex-direction: column; flex: 1; padding: 1.3rem 1.4rem 1.5rem; }
.products_cards_top { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0.2rem 1rem; margin-bottom: 0.5rem; }
.products_cards_top h3 { overflow-wrap: anywhere; margin: 0; min-width: 0; }
.products_cards_top h3 a { color: inherit; text-decoration: none; }
.products_cards_top h3 a::after { content: ""; position: absolute; inset: 0; }
.products_cards_item:hover h3 a { text-decoration: underline; }
.products_cards_body .products_cards_price { margin: 0; font: 700 1.15rem/1.3 var(--font-heading); color: var(--link); }
.products_cards_body p { margin: 0; color: var(--muted); }`,
  },
  menu: {
    render: (data) => html`<section class="ui_section products_menu"><div class="ui_wrap">${sectionHead(data, { className: 'ui_head products_menu_head' })}<ul class="products_menu_list">${data.items.map(
      (item) => html`<li class="products_menu_item"><div class="products_menu_line"><h3>${titleOf(item)}</h3>${
        item.detail ? html`<span class="products_menu_dots"></span><span class="products_menu_price">${item.detail}</span>` : ''
      }</div><p>${item.text}</p></li>`,
    )}</ul>${moreLink(data.more, 'ui_more products_menu_more')}</div></section>`,
    css: `.products_menu_head { margin-inline: auto; text-align: center; }
.products_menu_head h2::after { content: ""; display: block; width: 5rem; height: 0; margin: 1.1rem auto 0; border-top: 3px double var(--accent); }
.products_menu_list { list-style: none; margin: 0 auto; padding: 0; max-width: 62rem; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr)); gap: 2rem clamp(2rem, 6vw, 5rem); }
.products_menu_item { position: relative; overflow-wrap: anywhere; }
.products_menu_line { display: flex; align-items: baseline; gap: 0.6rem; margin-bottom: 0.35rem; }
.products_menu_line h3 { overflow-wrap: anywhere; margin: 0; min-width: 0; font-size: calc(var(--h3) * 1.05); }
.products_menu_line h3 a { color: inherit; text-decoration: none; }
.products_menu_line h3 a::after { content: ""; position: absolute; inset: 0; }
.products_menu_item:hover h3 a { text-decoration: underline; }
.products_menu_dots { flex: 1 1 1.5rem; min-width: 1.5rem; border-bottom: 2px dotted color-mix(in srgb, var(--muted) 60%, transparent); transform: translateY(-0.3em); }
.products_menu_price { flex: none; max-width: 55%; overflow-wrap: normal; text-align: end; font: 700 calc(var(--h3) * 1.05)/1.25 var(--font-heading); color: var(--link); }
.products_menu_item p { margin: 0; color: var(--muted); max-width: 34rem; }
.products_menu_more { text-align: center; margin-top: 2.8rem; }`,
  },
  showcase: {
    render: (data, context) => {
      const [first, ...rest] = data.items;
      if (!first) return html``;
      return html`<section class="ui_section products_showcase"><div class="ui_wrap">${sectionHead(data)}<div class="products_showcase_grid"><div class="products_showcase_main"><div class="products_showcase_frame">${visual(
        first,
        context,
        'products_showcase_img',
      )}${first.detail ? html`<span class="products_showcase_badge">${first.detail}</span>` : ''}</div><h3>${titleOf(first)}</h3><p>${first.text}</p></div><ul class="products_showcase_list">${rest.map(
        (item) => html`<li class="products_showcase_item">${visual(item, { ...context, first: false }, 'products_showcase_thumb')}<div><div class="products_showcase_top"><h3>${titleOf(item)}</h3>${
          item.detail ? html`<span class="products_showcase_price">${item.detail}</span>` : ''
        }</div><p>${item.text}</p></div></li>`,
      )}</ul></div>${moreLink(data.more)}</div></section>`;
    },
    css: `.products_showcase_grid { display: grid; grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr); gap: clamp(2rem, 5vw, 4.5rem); align-items: start; }
.products_showcase_main { position: relative; overflow-wrap: anywhere; }
.products_showcase_frame { position: relative; margin-bottom: 1.6rem; }
.products_showcase_img { display: grid; place-items: center; width: 100%; aspect-ratio: 5 / 4; object-fit: cover; border-radius: var(--radius); background: var(--surface-alt); color: var(--link); }
.products_showcase_img .ui_icon { width: 5rem; height: 5rem; stroke-width: 1.3; }
.products_showcase_badge { position: absolute; top: 1rem; left: 1rem; padding: 0.45rem 1rem; border-radius: var(--button-radius); background: var(--primary); color: var(--on-primary); font: 700 1.15rem/1.2 var(--font-heading); }
.products_showcase_main h3 { overflow-wrap: anywhere; font-size: calc(var(--h3) * 1.5); margin-bottom: 0.5rem; }
.products_showcase_main p { color: var(--muted); font-size: 1.1rem; margin: 0; }
.products_showcase_list { list-style: none; margin: 0; padding: 0; }
.products_showcase_item { position: relative; display: grid; grid-template-columns: 5.5rem 1fr; gap: 1.2rem; align-items: start; padding-block: 1.3rem; border-bottom: 1px solid var(--border); overflow-wrap: anywhere; }
.products_showcase_item:first-child { padding-top: 0; }
.products_showcase_thumb { display: grid; place-items: center; width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: calc(var(--radius) * 0.6); background: var(--surface-alt); color: var(--link); }
.products_showcase_top { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 1rem; margin-bottom: 0.25rem; }
.products_showcase_top h3 { overflow-wrap: anywhere; margin: 0; min-width: 0; }
.products_showcase_price { font-weight: 700; }
.products_showcase_item p { margin: 0; color: var(--muted); font-size: 0.98rem; }
.products_showcase_grid h3 a { color: inherit; text-decoration: none; }
.products_showcase_grid h3 a::after { content: ""; position: absolute; inset: 0; }
.products_showcase_grid li:hover h3 a, .products_showcase_main:hover h3 a { text-decoration: underline; }
@media (max-width: 760px) { .products_showcase_grid { grid-template-columns: 1fr; } .products_showcase_item { grid-template-columns: 4.5rem 1fr; } }`,
  },
};
