import type { SectionData } from '../../model/sections.ts';
import { html } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { icon, picture, sectionHead } from './parts.ts';
import type { KindRenderers, RenderContext } from './types.ts';

type Highlight = SectionData<'highlights'>['items'][number];

/** The item's title, as a link when the point is explained further elsewhere. */
function titleOf(item: Highlight): SafeHtml {
  return item.href ? html`<a href="${item.href}">${item.title}</a>` : html`${item.title}`;
}

/** The detail line (a figure, a guarantee's length…), when there is one. */
function detailOf(item: Highlight, className: string): SafeHtml {
  return item.detail ? html`<p class="${className}">${item.detail}</p>` : html``;
}

/** Four columns where there are four items, three otherwise. */
function countClass(prefix: string, count: number): string {
  return count === 4 ? ` ${prefix}_c4` : '';
}

/** Only the first picture of the page's first section loads eagerly. */
function nth(context: RenderContext, index: number): RenderContext {
  return index === 0 ? context : { ...context, first: false };
}

/** The card's top: its picture with the icon riding on its edge, or the icon alone. */
function cardTop(item: Highlight, context: RenderContext): SafeHtml {
  const mark = item.icon ? html`<span class="highlights_cards_icon">${icon(item.icon)}</span>` : html``;
  if (!item.image) return mark;
  return html`${picture(item.image, context, 'highlights_cards_img')}${mark}`;
}

/** Three or four reasons to choose the business: short points with an icon. */
export const highlightsVariants: KindRenderers<'highlights'> = {
  cards: {
    render: (data, context) => html`<section class="ui_section highlights_cards"><div class="ui_wrap">${sectionHead(data)}<ul class="highlights_cards_list${countClass(
      'highlights_cards',
      data.items.length,
    )}">${data.items.map(
      (item, index) => html`<li class="highlights_cards_item${item.image ? ' highlights_cards_pic' : ''}">${cardTop(item, nth(context, index))}<h3>${titleOf(item)}</h3><p>${item.text}</p>${detailOf(
        item,
        'highlights_cards_detail',
      )}</li>`,
    )}</ul></div></section>`,
    css: `.highlights_cards_list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr)); gap: 1.4rem; }
@media (min-width: 1000px) { .highlights_cards_list { grid-template-columns: repeat(3, 1fr); } .highlights_cards_c4 { grid-template-columns: repeat(4, 1fr); } }
.highlights_cards_item { position: relative; display: flex; flex-direction: column; align-items: flex-start; padding: 1.7rem; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); overflow: hidden; overflow-wrap: anywhere; }
.ui_alt .highlights_cards_item { background: var(--bg); }
.highlights_cards_img { width: calc(100% + 3.4rem); max-width: none; margin: -1.7rem -1.7rem 1.4rem; aspect-ratio: 16 / 10; object-fit: cover; }
.highlights_cards_icon { display: grid; place-items: center; width: 3.2rem; height: 3.2rem; margin-bottom: 1.2rem; border-radius: 50%; background: color-mix(in srgb, var(--link) 14%, var(--surface)); }
.highlights_cards_pic .highlights_cards_icon { position: relative; margin-top: -3.3rem; border: 4px solid var(--surface); box-sizing: content-box; }
.ui_alt .highlights_cards_pic .highlights_cards_icon { border-color: var(--bg); }
.highlights_cards_item h3 { margin-bottom: 0.5rem; }
.highlights_cards_item h3 a { color: inherit; text-decoration: none; }
.highlights_cards_item h3 a::after { content: ""; position: absolute; inset: 0; }
.highlights_cards_item:hover h3 a { text-decoration: underline; }
.highlights_cards_item p { margin: 0; color: var(--muted); }
.highlights_cards_item .highlights_cards_detail { margin-top: auto; padding-top: 1.2rem; color: var(--text); font-size: 0.88rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; }`,
  },
  strip: {
    render: (data) => html`<section class="highlights_strip">${sectionHead(data, { hidden: true })}<div class="ui_wrap"><ul class="highlights_strip_list">${data.items.map(
      (item) => html`<li class="highlights_strip_item">${icon(item.icon ?? 'check', 'ui_icon highlights_strip_icon')}<div><h3>${titleOf(item)}</h3><p>${item.text}</p></div></li>`,
    )}</ul></div></section>`,
    css: `section.highlights_strip { background: var(--surface); border-block: 1px solid var(--border); padding-block: clamp(1.6rem, 3.5vw, 2.4rem); }
.highlights_strip_list { list-style: none; margin: 0; padding: 0; display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); }
.highlights_strip_item { position: relative; display: flex; gap: 0.9rem; padding: 0.3rem clamp(1rem, 2.5vw, 2rem); border-left: 1px solid var(--border); overflow-wrap: anywhere; }
.highlights_strip_item:first-child { border-left: 0; padding-left: 0; }
.highlights_strip_item:last-child { padding-right: 0; }
.highlights_strip_icon { width: 2rem; height: 2rem; }
.highlights_strip_item h3 { margin: 0.1rem 0 0.25rem; font-size: 1.05rem; }
.highlights_strip_item h3 a { color: inherit; text-decoration-thickness: 2px; text-decoration-color: var(--accent); }
.highlights_strip_item h3 a::after { content: ""; position: absolute; inset: 0; }
.highlights_strip_item:hover h3 a { text-decoration-color: currentColor; }
.highlights_strip_item p { margin: 0; color: var(--muted); font-size: 0.95rem; line-height: 1.5; }
@media (max-width: 860px) {
.highlights_strip_list { grid-auto-flow: row; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1.2rem 2rem; }
.highlights_strip_item, .highlights_strip_item:first-child { padding: 1.2rem 0 0; border-left: 0; border-top: 1px solid var(--border); }
}
@media (max-width: 560px) { .highlights_strip_list { grid-template-columns: minmax(0, 1fr); } .highlights_strip_item:first-child { padding-top: 0; border-top: 0; } }`,
  },
  numbered: {
    render: (data) => html`<section class="ui_section highlights_numbered"><div class="ui_wrap">${sectionHead(data, { className: 'highlights_numbered_head' })}<ol class="highlights_numbered_list${countClass(
      'highlights_numbered',
      data.items.length,
    )}">${data.items.map((item) => html`<li class="highlights_numbered_item"><h3>${titleOf(item)}</h3><p>${item.text}</p>${detailOf(item, 'highlights_numbered_detail')}</li>`)}</ol></div></section>`,
    css: `.highlights_numbered_head { margin-bottom: clamp(2.5rem, 5vw, 4rem); }
.highlights_numbered_head h2 { margin: 0; }
.highlights_numbered_head > p { margin: 1rem 0 0; color: var(--muted); font-size: 1.1rem; }
@media (min-width: 761px) { .highlights_numbered_head { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: clamp(2rem, 6vw, 5rem); align-items: end; } .highlights_numbered_head > p { grid-column: 2; grid-row: 1 / span 2; margin-bottom: 0.4em; } }
.highlights_numbered_list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr)); gap: 2.5rem clamp(1.5rem, 3vw, 2.5rem); counter-reset: highlights_numbered; }
@media (min-width: 1000px) { .highlights_numbered_list { grid-template-columns: repeat(3, 1fr); } .highlights_numbered_c4 { grid-template-columns: repeat(4, 1fr); } }
.highlights_numbered_item { counter-increment: highlights_numbered; position: relative; padding-top: 1.3rem; border-top: 1px solid var(--text); background: linear-gradient(var(--accent) 0 0) 0 0 / 3rem 3px no-repeat; overflow-wrap: anywhere; }
.highlights_numbered_item::before { content: counter(highlights_numbered, decimal-leading-zero); display: block; margin-bottom: 1.1rem; font: 700 clamp(2.8rem, 5vw, 4rem)/1 var(--font-heading); letter-spacing: -0.04em; color: var(--link); }
.highlights_numbered_item h3 { margin-bottom: 0.5rem; }
.highlights_numbered_item h3 a { color: inherit; text-decoration-thickness: 2px; text-decoration-color: var(--accent); }
.highlights_numbered_item h3 a::after { content: ""; position: absolute; inset: 0; }
.highlights_numbered_item p { margin: 0; color: var(--muted); }
.highlights_numbered_item .highlights_numbered_detail { margin-top: 0.9rem; color: var(--text); font-weight: 700; font-size: 0.92rem; }`,
  },
  checklist: {
    render: (data) => html`<section class="ui_section highlights_checklist"><div class="ui_wrap highlights_checklist_grid">${sectionHead(data, {
      className: 'ui_head highlights_checklist_head',
    })}<ul class="highlights_checklist_list">${data.items.map(
      (item) => html`<li class="highlights_checklist_item"><span class="highlights_checklist_mark">${icon('check', 'highlights_checklist_icon')}</span><div><h3>${titleOf(item)}</h3><p>${item.text}</p>${detailOf(
        item,
        'highlights_checklist_detail',
      )}</div></li>`,
    )}</ul></div></section>`,
    css: `.highlights_checklist_grid { display: grid; grid-template-columns: minmax(0, 0.85fr) minmax(0, 1.15fr); gap: 2rem clamp(2.5rem, 7vw, 6rem); align-items: start; }
.highlights_checklist_head { margin: 0; }
@media (min-width: 761px) { .highlights_checklist_head { position: sticky; top: 2rem; } }
.highlights_checklist_list { list-style: none; margin: 0; padding: 0; border-bottom: 1px solid var(--border); }
.highlights_checklist_item { position: relative; display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 1.2rem; padding-block: 1.5rem; border-top: 1px solid var(--border); overflow-wrap: anywhere; }
.highlights_checklist_mark { display: grid; place-items: center; width: 2.2rem; height: 2.2rem; border-radius: 50%; background: var(--primary); color: var(--on-primary); }
.highlights_checklist_icon { width: 1.2rem; height: 1.2rem; stroke-width: 3; }
.highlights_checklist_item h3 { margin: 0.2rem 0 0.35rem; font-size: 1.2rem; }
.highlights_checklist_item h3 a { color: inherit; text-decoration-thickness: 2px; text-decoration-color: var(--accent); }
.highlights_checklist_item h3 a::after { content: ""; position: absolute; inset: 0; }
.highlights_checklist_item:hover h3 a { text-decoration-color: currentColor; }
.highlights_checklist_item p { margin: 0; color: var(--muted); }
.highlights_checklist_item .highlights_checklist_detail { margin-top: 0.6rem; color: var(--text); font-size: 0.9rem; font-weight: 700; }
@media (max-width: 760px) { .highlights_checklist_grid { grid-template-columns: minmax(0, 1fr); } }`,
  },
};
