import { html } from '../../html.ts';
import { actionButtons } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { figurePrice, heroEyebrow, highlightedTitle, longTitleClass } from './hero-parts.ts';

/**
 * Template 14's first screen: a monospace title whose second half glows green beside a terminal window that lists
 * the business's offers as output lines with their prices, then its hours and phone, and ends on a blinking-free
 * cursor; the remaining offers sit under the actions as small bordered tags.
 */
export const terminalHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const { business, offers } = context;
    const listed = offers.slice(0, 6);
    const tags = offers.slice(6, 10);
    return html`<section class="hero_terminal"><div class="ui_wrap hero_terminal_grid"><div class="hero_terminal_text">${heroEyebrow(data, 'hero_terminal_comment')}<h1${data.title.length > 24 ? html` class="hero_terminal_long"` : longTitleClass(data.title, 'hero_terminal')}>${highlightedTitle(data.title, 'hero_terminal_hl')}</h1><p class="hero_terminal_lead">${data.lead}</p>${actionButtons(data.actions)}${
      tags.length > 0 ? html`<ul class="hero_terminal_tags">${tags.map((offer) => html`<li>${offer.title}</li>`)}</ul>` : ''
    }</div><div class="hero_terminal_window"><p class="hero_terminal_bar"><span class="hero_terminal_dots" aria-hidden="true"><span></span><span></span><span></span></span><span class="hero_terminal_title">${business.name}</span></p><div class="hero_terminal_screen">${
      listed.length > 0
        ? html`<p class="hero_terminal_cmd" aria-hidden="true">ls ./</p><ul class="hero_terminal_lines">${listed.map(
            (offer) => html`<li><span class="hero_terminal_mark" aria-hidden="true">[*]</span> <span class="hero_terminal_offer">${offer.title}</span>${
              figurePrice(offer) ? html` <span class="hero_terminal_price">${figurePrice(offer)}</span>` : ''
            }</li>`,
          )}</ul>`
        : ''
    }${
      business.hours.length > 0 || business.phone
        ? html`<ul class="hero_terminal_lines">${business.hours.slice(0, 3).map((line) => html`<li><span class="hero_terminal_ok" aria-hidden="true">[✓]</span> ${line}</li>`)}${
            business.phone
              ? html`<li><span class="hero_terminal_ok" aria-hidden="true">[✓]</span> ${business.phone.href ? html`<a href="${business.phone.href}">${business.phone.text}</a>` : business.phone.text}</li>`
              : ''
          }</ul>`
        : ''
    }<p class="hero_terminal_cmd hero_terminal_cursor" aria-hidden="true"></p></div></div></div></section>`;
  },
  css: `section.hero_terminal { position: relative; isolation: isolate; padding-block: clamp(2.5rem, 5vw, 4rem) clamp(3rem, 6vw, 5rem); border-bottom: 1px solid var(--border); font-family: var(--font-body); }
.hero_terminal_grid { display: grid; grid-template-columns: minmax(0, 0.95fr) minmax(0, 1.05fr); gap: 2.5rem clamp(2rem, 4vw, 3rem); align-items: center; }
.hero_terminal_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_terminal_comment { margin: 0 0 1rem; color: var(--muted); font-size: 0.95rem; }
.hero_terminal_comment::before { content: "// " / ""; }
.hero_terminal h1 { margin-bottom: 0.5em; font-size: clamp(2.2rem, 1rem + 3.6vw, 3.8rem); line-height: 1.12; }
/* Monospace sets few letters to a line: a title of more than a few words steps down to keep to two or three lines. */
.hero_terminal h1.hero_terminal_long { font-size: clamp(1.9rem, 0.9rem + 1.9vw, 2.5rem); }
.hero_terminal_hl { color: var(--link); text-shadow: 0 0 22px color-mix(in srgb, var(--link) 55%, transparent); }
.hero_terminal_lead { max-width: 34rem; margin: 0; color: var(--text); font-size: 1.05rem; line-height: 1.75; }
/* The template's small bracketed commands, not the site's usual large buttons. */
.hero_terminal .ui_btn { min-height: 2.75rem; padding: 0.55rem 1.1rem; font-size: 0.95rem; }
.hero_terminal .ui_btn::before { content: "[ " / ""; }
.hero_terminal .ui_btn::after { content: " ]" / ""; }
.hero_terminal .ui_btn_ghost { color: var(--link); border-color: var(--link); }
.hero_terminal_tags { display: flex; flex-wrap: wrap; gap: 0.6rem; margin: 1.8rem 0 0; padding: 0; list-style: none; }
.hero_terminal_tags li { padding: 0.3rem 0.7rem; border: 1px solid var(--border); color: var(--muted); font-size: 0.85rem; }
.hero_terminal_window { position: relative; border: 1px solid var(--border); border-radius: 10px; background: var(--surface); box-shadow: 0 40px 90px -30px color-mix(in srgb, var(--primary) 35%, transparent); overflow: hidden; }
.hero_terminal_bar { display: flex; align-items: center; gap: 1rem; margin: 0; padding: 0.75rem 1rem; border-bottom: 1px solid var(--border); background: var(--surface-alt); color: var(--muted); font-size: 0.85rem; }
.hero_terminal_title { min-width: 0; overflow-wrap: break-word; }
.hero_terminal_dots { display: flex; flex: none; gap: 0.45rem; }
.hero_terminal_dots span { width: 0.75rem; height: 0.75rem; border-radius: 50%; background: var(--accent); }
.hero_terminal_dots span:first-child { background: color-mix(in srgb, #ef4444 70%, var(--accent)); }
.hero_terminal_dots span:last-child { background: var(--primary); }
.hero_terminal_screen { min-height: 21rem; padding: 1.2rem 1.3rem 1.4rem; font-size: 0.95rem; line-height: 1.75; overflow-wrap: break-word; }
.hero_terminal_cmd { margin: 0; color: var(--text); }
.hero_terminal_cmd::before { content: "$ " / ""; color: var(--primary); }
.hero_terminal_lines { margin: 0 0 0.4rem; padding: 0; list-style: none; }
.hero_terminal_lines li { min-width: 0; }
.hero_terminal_mark { color: var(--link); }
.hero_terminal_ok { color: var(--link); }
.hero_terminal_price { color: var(--text); font-weight: 700; }
.hero_terminal_price::before { content: "··· " / ""; color: var(--accent); }
.hero_terminal_lines a { color: var(--link); }
.hero_terminal_cursor::after { content: ""; display: inline-block; width: 0.6em; height: 1.1em; vertical-align: -0.2em; background: var(--primary); }
@media (max-width: 760px) {
.hero_terminal_grid { grid-template-columns: minmax(0, 1fr); }
.hero_terminal_screen { min-height: 0; padding: 1rem; font-size: 0.88rem; }
}`,
};
