import type { SectionData } from '../../model/sections.ts';
import { html } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { templateHeroRenderers } from './heroes/index.ts';
import { actionButtons, picture } from './parts.ts';
import type { KindRenderers } from './types.ts';

type Hero = SectionData<'hero'>;

/** The eyebrow line above the title, when there is one. */
function eyebrowOf(data: Hero): SafeHtml {
  return data.eyebrow ? html`<p class="ui_eyebrow">${data.eyebrow}</p>` : html``;
}

/** The badge (opening hours, a city…) as a small label, when there is one. */
function badgeOf(data: Hero, className: string): SafeHtml {
  return data.badge ? html`<p class="${className}">${data.badge}</p>` : html``;
}

/** Steps the h1 down when a long word (German, a city name in capitals) or a long title would overflow the variant's measure. */
function fitClass(title: string, variant: string): SafeHtml {
  const longest = Math.max(...title.split(/\s+/u).map((word) => word.length));
  return longest >= 10 || title.length > 44 ? html` class="${variant}_long"` : html``;
}

/**
 * The poster's title in two stacked halves, the second in the link colour: split after the
 * last punctuation mark inside the title, else after the first half of its words.
 */
function posterTitle(title: string): SafeHtml {
  const match = /^(.*[.,!?:;–—])\s+(\S.*)$/u.exec(title);
  if (match?.[1] && match[2]) return html`${match[1]} <span class="hero_poster_hl">${match[2]}</span>`;
  const words = title.split(/\s+/u);
  if (words.length < 2) return html`${title}`;
  const cut = Math.ceil(words.length / 2);
  return html`${words.slice(0, cut).join(' ')} <span class="hero_poster_hl">${words.slice(cut).join(' ')}</span>`;
}

/** The top of the home page: the page's one h1, its promise, one or two actions and a picture. */
export const heroVariants: KindRenderers<'hero'> = {
  split: {
    render: (data, context) => html`<section class="hero_split"><div class="ui_wrap hero_split_grid"><div class="hero_split_text">${eyebrowOf(data)}<h1${fitClass(data.title, 'hero_split')}>${data.title}</h1><p class="hero_split_lead">${data.lead}</p>${actionButtons(
      data.actions,
    )}</div><div class="hero_split_media">${picture(data.image, context, 'hero_split_img')}${badgeOf(data, 'hero_split_badge')}</div></div></section>`,
    css: `section.hero_split { padding-block: clamp(2.5rem, 6vw, 5.5rem); }
.hero_split_grid { display: grid; grid-template-columns: minmax(0, 1.05fr) minmax(0, 0.95fr); gap: 2.5rem clamp(2.5rem, 6vw, 5.5rem); align-items: center; }
.hero_split_text { overflow-wrap: break-word; hyphens: auto; container-type: inline-size; }
.hero_split h1 { margin-bottom: 0.45em; }
.hero_split h1.hero_split_long { font-size: clamp(2rem, 1.1rem + 2.8vw, 3.6rem); }
.hero_split_lead { font-size: clamp(1.1rem, 1rem + 0.4vw, 1.3rem); color: var(--muted); max-width: 36rem; margin: 0; }
.hero_split_media { position: relative; isolation: isolate; margin: 0 1.2rem 1.2rem 0; }
.hero_split_media::before { content: ""; position: absolute; z-index: -1; inset: 1.2rem -1.2rem -1.2rem 1.2rem; border-radius: var(--radius); background: color-mix(in srgb, var(--accent) 40%, var(--bg)); }
.hero_split_img { width: 100%; aspect-ratio: 5 / 4; object-fit: cover; border-radius: var(--radius); }
.hero_split_badge { position: absolute; top: -1.6rem; left: -1.6rem; display: grid; place-items: center; width: 7.5rem; aspect-ratio: 1; margin: 0; padding: 0.9rem; border-radius: 50%; background: var(--primary); color: var(--on-primary); font: 700 0.95rem/1.2 var(--font-heading); text-align: center; overflow-wrap: break-word; rotate: -8deg; }
@media (max-width: 760px) {
.hero_split_grid { grid-template-columns: minmax(0, 1fr); }
.hero_split_media { margin: 1rem 0.7rem 0.7rem 0; }
.hero_split_media::before { inset: 0.7rem -0.7rem -0.7rem 0.7rem; }
.hero_split_badge { top: -1.2rem; left: auto; right: -0.4rem; width: auto; max-width: 90%; aspect-ratio: auto; padding: 0.5rem 1.1rem; border-radius: 999px; font-size: 0.9rem; rotate: -4deg; }
}`,
  },
  overlay: {
    render: (data, context) => html`<section class="hero_overlay">${picture(data.image, context, 'hero_overlay_img')}${badgeOf(data, 'hero_overlay_badge')}<div class="ui_wrap"><div class="hero_overlay_panel">${eyebrowOf(
      data,
    )}<h1${fitClass(data.title, 'hero_overlay')}>${data.title}</h1><p class="hero_overlay_lead">${data.lead}</p>${actionButtons(data.actions)}</div></div></section>`,
    css: `section.hero_overlay { position: relative; isolation: isolate; display: grid; align-items: end; min-height: clamp(32rem, 86vh, 48rem); padding-block: clamp(2rem, 6vw, 4.5rem); }
.hero_overlay_img { position: absolute; z-index: -1; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.hero_overlay_panel { position: relative; max-width: 38rem; padding: clamp(1.6rem, 4vw, 3rem); background: var(--bg); color: var(--text); border-radius: var(--radius); border-top: 5px solid var(--accent); box-shadow: 0 28px 60px -28px rgb(0 0 0 / 0.55); overflow-wrap: break-word; hyphens: auto; }
.hero_overlay h1 { margin-bottom: 0.45em; }
.hero_overlay h1.hero_overlay_long { font-size: clamp(1.9rem, 1.1rem + 2.4vw, 3.2rem); }
.hero_overlay_lead { font-size: 1.15rem; color: var(--muted); margin: 0; }
.hero_overlay_badge { position: absolute; top: clamp(1rem, 3vw, 2rem); right: clamp(1.25rem, 3vw, 2rem); max-width: calc(100% - 2.5rem); margin: 0; padding: 0.45rem 1.1rem; border-radius: 999px; background: var(--primary); color: var(--on-primary); font-size: 0.9rem; font-weight: 700; line-height: 1.3; }
@media (max-width: 760px) {
section.hero_overlay { display: block; min-height: 0; padding: 0 0 2.5rem; }
.hero_overlay_img { position: static; height: auto; aspect-ratio: 4 / 3; }
.hero_overlay_panel { margin-top: -3.5rem; }
}`,
  },
  editorial: {
    render: (data, context) => html`<section class="hero_editorial"><div class="ui_wrap"><div class="hero_editorial_top"><h1${fitClass(data.title, 'hero_editorial')}>${data.title}</h1><div class="hero_editorial_aside">${eyebrowOf(
      data,
    )}<p class="hero_editorial_lead">${data.lead}</p>${actionButtons(data.actions)}</div></div><div class="hero_editorial_band">${picture(data.image, context, 'hero_editorial_img')}${badgeOf(
      data,
      'hero_editorial_badge',
    )}</div></div></section>`,
    css: `section.hero_editorial { padding-block: clamp(2.5rem, 6vw, 5rem); }
.hero_editorial_top { display: grid; grid-template-columns: minmax(0, 1fr) minmax(15rem, 20rem); gap: 2rem clamp(2rem, 5vw, 5rem); align-items: end; padding-bottom: clamp(2rem, 4vw, 3rem); margin-bottom: clamp(2rem, 4vw, 3rem); border-bottom: 1px solid var(--text); }
.hero_editorial h1 { margin: 0; font-size: clamp(2.75rem, 1rem + 6.6vw, 7rem); line-height: 0.96; letter-spacing: -0.03em; overflow-wrap: break-word; hyphens: auto; }
.hero_editorial h1.hero_editorial_long { font-size: clamp(2.2rem, 0.9rem + 4.4vw, 5rem); }
.hero_editorial_aside .ui_eyebrow { margin: 0 0 1rem; }
.hero_editorial_lead { margin: 0; color: var(--muted); font-size: 1.1rem; }
.hero_editorial_aside .ui_actions { margin-top: 1.6rem; }
.hero_editorial_band { position: relative; }
.hero_editorial_img { width: 100%; aspect-ratio: 21 / 9; object-fit: cover; border-radius: var(--radius); }
.hero_editorial_badge { position: absolute; top: 0; right: clamp(1rem, 5vw, 4rem); translate: 0 -55%; display: grid; place-items: center; width: 8rem; aspect-ratio: 1; margin: 0; padding: 1rem; border: 1px solid var(--text); border-radius: 50%; background: var(--bg); color: var(--text); font: italic 1rem/1.2 var(--font-heading); text-align: center; overflow-wrap: break-word; }
@media (max-width: 760px) {
.hero_editorial_top { grid-template-columns: minmax(0, 1fr); }
.hero_editorial_img { aspect-ratio: 4 / 3; }
.hero_editorial_badge { width: 6.5rem; font-size: 0.85rem; }
}`,
  },
  card: {
    render: (data, context) => html`<section class="hero_card"><div class="ui_wrap hero_card_grid"><div class="hero_card_media">${picture(data.image, context, 'hero_card_img')}${badgeOf(
      data,
      'hero_card_badge',
    )}</div><div class="hero_card_box">${eyebrowOf(data)}<h1${fitClass(data.title, 'hero_card')}>${data.title}</h1><p class="hero_card_lead">${data.lead}</p>${actionButtons(data.actions)}</div></div></section>`,
    css: `section.hero_card { background: var(--primary); padding-block: clamp(2.5rem, 6vw, 5rem); }
.hero_card_grid { display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); align-items: center; }
.hero_card_media { grid-column: 5 / -1; grid-row: 1; position: relative; }
.hero_card_img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: var(--radius); }
.hero_card_badge { position: absolute; right: 1rem; bottom: 1rem; max-width: calc(100% - 2rem); margin: 0; padding: 0.45rem 1.1rem; border-radius: 999px; background: var(--bg); color: var(--text); font-size: 0.9rem; font-weight: 700; line-height: 1.3; }
.hero_card_box { grid-column: 1 / span 6; grid-row: 1; position: relative; padding: clamp(1.75rem, 4vw, 3.25rem); background: var(--surface); color: var(--text); border-radius: var(--radius); box-shadow: 0 30px 70px -30px rgb(0 0 0 / 0.6); overflow-wrap: break-word; hyphens: auto; }
.hero_card_box h1 { font-size: clamp(2.2rem, 1.2rem + 3.2vw, 4rem); margin-bottom: 0.45em; }
.hero_card_box h1.hero_card_long { font-size: clamp(1.9rem, 1.1rem + 2.4vw, 3.2rem); }
.hero_card_lead { margin: 0; color: var(--muted); font-size: 1.12rem; }
@media (max-width: 760px) {
section.hero_card { padding-block: 1.25rem 2.5rem; }
.hero_card_grid { grid-template-columns: minmax(0, 1fr); }
.hero_card_media, .hero_card_box { grid-column: 1; grid-row: auto; }
.hero_card_badge { top: 0.75rem; bottom: auto; right: 0.75rem; }
.hero_card_box { margin: -3rem 0.75rem 0; }
}`,
  },
  poster: {
    render: (data, context) => html`<section class="hero_poster"><div class="ui_wrap hero_poster_grid"><div class="hero_poster_text">${eyebrowOf(data)}<h1${fitClass(data.title, 'hero_poster')}>${posterTitle(
      data.title,
    )}</h1><p class="hero_poster_lead">${data.lead}</p>${actionButtons(data.actions)}</div><div class="hero_poster_media">${picture(data.image, context, 'hero_poster_img')}${badgeOf(
      data,
      'hero_poster_badge',
    )}</div></div></section>`,
    css: `section.hero_poster { position: relative; isolation: isolate; overflow: hidden; background: var(--surface); padding-block: clamp(2.5rem, 6vw, 5rem) clamp(4.5rem, 10vw, 8rem); clip-path: polygon(0 0, 100% 0, 100% calc(100% - clamp(1.5rem, 5vw, 4.5rem)), 0 100%); }
.hero_poster::before { content: ""; position: absolute; z-index: -1; inset: 0 0 0 52%; background: var(--surface-alt); clip-path: polygon(28% 0, 100% 0, 100% 100%, 0 100%); }
.hero_poster_grid { display: grid; grid-template-columns: minmax(0, 1.25fr) minmax(0, 0.75fr); gap: 2.5rem clamp(2rem, 5vw, 4rem); align-items: center; }
.hero_poster h1 { margin-bottom: 0.4em; font-size: clamp(2.6rem, 0.9rem + 5vw, 5.4rem); font-weight: 900; line-height: 0.92; text-transform: uppercase; overflow-wrap: break-word; hyphens: auto; }
.hero_poster h1.hero_poster_long { font-size: clamp(2rem, 0.8rem + 3.4vw, 4rem); }
.hero_poster_hl { display: block; color: var(--link); }
.hero_poster_lead { max-width: 34rem; margin: 0; color: var(--muted); font-size: 1.15rem; }
.hero_poster_media { position: relative; isolation: isolate; }
.hero_poster_media::before { content: ""; position: absolute; z-index: -1; inset: 1.4rem -1rem -1.4rem 1rem; background: var(--accent); clip-path: polygon(14% 0, 100% 0, 86% 100%, 0 100%); }
.hero_poster_img { width: 100%; aspect-ratio: 4 / 5; object-fit: cover; clip-path: polygon(14% 0, 100% 0, 86% 100%, 0 100%); }
.hero_poster_badge { position: absolute; left: 0; bottom: 10%; max-width: 90%; margin: 0; padding: 0.65rem 1.6rem; background: var(--primary); color: var(--on-primary); font-size: 0.85rem; font-weight: 800; line-height: 1.3; letter-spacing: 0.08em; text-transform: uppercase; clip-path: polygon(0.7rem 0, 100% 0, calc(100% - 0.7rem) 100%, 0 100%); }
@media (max-width: 760px) {
.hero_poster_grid { grid-template-columns: minmax(0, 1fr); }
.hero_poster::before { inset: 55% 0 0 0; clip-path: polygon(0 18%, 100% 0, 100% 100%, 0 100%); }
.hero_poster_media { margin-inline: 1rem 0; }
.hero_poster_img { aspect-ratio: 1; }
}`,
  },
  ...templateHeroRenderers,
};
