import { html, trusted } from '../../html.ts';
import type { SafeHtml } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { RenderContext, VariantRenderer } from '../types.ts';
import { factList, heroFacts, highlightedTitle, longTitleClass } from './hero-parts.ts';

/** Rectangles on a 64×40 grid as one path: a night sky of stars, a stepped sun and stepped hills. */
function pixelPath(cells: readonly (readonly [number, number, number, number])[]): string {
  return cells.map(([x, y, w, h]) => `M${x} ${y}h${w}v${h}h${-w}Z`).join('');
}

const stars = pixelPath([[4, 3, 1, 1], [13, 6, 1, 1], [22, 2, 1, 1], [31, 5, 1, 1], [40, 2, 1, 1], [52, 4, 1, 1], [59, 7, 1, 1], [8, 10, 1, 1], [47, 9, 1, 1], [27, 11, 1, 1]]);
const sun = pixelPath([[47, 10, 6, 1], [45, 11, 10, 1], [44, 12, 12, 2], [43, 14, 14, 3], [44, 17, 12, 2], [45, 19, 10, 1]]);
const farHills = pixelPath([[0, 22, 6, 18], [6, 20, 5, 20], [11, 18, 4, 22], [15, 21, 6, 19], [21, 23, 8, 17], [29, 21, 5, 19], [34, 19, 4, 21], [38, 17, 5, 23], [43, 20, 6, 20], [49, 22, 7, 18], [56, 19, 8, 21]]);
const nearHills = pixelPath([[0, 30, 10, 10], [10, 28, 8, 12], [18, 31, 12, 9], [30, 29, 9, 11], [39, 32, 10, 8], [49, 28, 8, 12], [57, 30, 7, 10]]);

/** The pixel scene behind the picture, drawn in the palette and kept crisp at any size. */
const scene: SafeHtml = trusted(
  `<svg class="hero_pixel_scene" viewBox="0 0 64 40" preserveAspectRatio="xMidYMid slice" shape-rendering="crispEdges" aria-hidden="true" focusable="false"><rect class="hero_pixel_sky" width="64" height="40"/><rect class="hero_pixel_dusk" y="14" width="64" height="10"/><path class="hero_pixel_stars" d="${stars}"/><path class="hero_pixel_sun" d="${sun}"/><path class="hero_pixel_far" d="${farHills}"/><path class="hero_pixel_near" d="${nearHills}"/></svg>`,
);

/** The status line under the screen: the first opening hours line, else the first offer, else nothing. */
function statusLine(context: RenderContext): string | undefined {
  return context.business.hours[0] ?? context.offers[0]?.title;
}

/**
 * Template 9's first screen: an uppercase pixel-type title with a hard shadow, a tag above and a row of the business's
 * true figures below, beside a framed pixel-art window whose screen holds its picture, with its name on the caption bar.
 */
export const pixelHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const facts = heroFacts(context, 3, { names: false });
    const status = statusLine(context);
    return html`<section class="hero_pixel"><div class="ui_wrap hero_pixel_grid"><div class="hero_pixel_text">${
      data.eyebrow ? html`<p class="hero_pixel_tag">${data.eyebrow}</p>` : ''
    }<h1${longTitleClass(data.title, 'hero_pixel')}>${highlightedTitle(data.title, 'hero_pixel_hl')}</h1><p class="hero_pixel_lead">${data.lead}</p>${actionButtons(data.actions)}${
      facts.length > 1
        ? factList(facts, 'hero_pixel_facts')
        : ''
    }</div><figure class="hero_pixel_window"><div class="hero_pixel_screen">${scene}<div class="hero_pixel_sprite">${picture(data.image, context, 'hero_pixel_img')}</div></div><figcaption class="hero_pixel_caption"><span>${
      context.business.name
    }</span>${status ? html`<span class="hero_pixel_status">${status}</span>` : ''}</figcaption></figure></div></section>`;
  },
  css: `section.hero_pixel { padding-block: clamp(2.5rem, 6vw, 4.5rem); border-bottom: 4px solid var(--border); background: linear-gradient(color-mix(in srgb, var(--text) 4%, transparent) 1px, transparent 1px) 0 0 / 8px 8px, linear-gradient(90deg, color-mix(in srgb, var(--text) 4%, transparent) 1px, transparent 1px) 0 0 / 8px 8px, var(--bg); }
.hero_pixel_grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.05fr); gap: 2.5rem clamp(2rem, 5vw, 3.5rem); align-items: center; }
.hero_pixel_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_pixel_tag { display: inline-block; margin: 0 0 1.3rem; padding: 0.3rem 0.7rem; background: var(--primary); color: var(--on-primary); font: 700 0.85rem/1.4 ui-monospace, "Courier New", monospace; letter-spacing: 0.08em; }
.hero_pixel h1 { margin-bottom: 0.6em; font-size: clamp(1.7rem, 0.8rem + 2.6vw, 3rem); line-height: 1.35; text-transform: uppercase; text-shadow: 4px 4px 0 var(--accent); }
.hero_pixel h1.hero_pixel_long { font-size: clamp(1.4rem, 0.7rem + 2vw, 2.4rem); }
.hero_pixel_hl { color: var(--link); }
.hero_pixel_lead { max-width: 32rem; margin: 0; color: var(--muted); font-size: 1.1rem; }
.hero_pixel .ui_btn { box-shadow: 4px 4px 0 var(--accent); }
.hero_pixel_facts { display: flex; flex-wrap: wrap; gap: 0.8rem 2rem; margin: 2rem 0 0; padding: 0; list-style: none; }
.hero_pixel_facts li { display: grid; gap: 0.3rem; min-width: 0; max-width: 14rem; overflow-wrap: break-word; font-family: ui-monospace, "Courier New", monospace; }
.hero_pixel_facts_icon { width: 1.2rem; height: 1.2rem; color: var(--link); }
.hero_pixel_facts_value.hero_pixel_facts_name { font-size: 0.95rem; }
.hero_pixel_facts_label { order: -1; color: var(--muted); font-size: 0.85rem; }
.hero_pixel_facts_value { color: var(--link); font-weight: 700; font-size: 1.2rem; }
.hero_pixel_window { margin: 0; padding: 0.9rem; border: 4px solid var(--border); background: var(--surface); box-shadow: 8px 8px 0 var(--surface-alt); min-width: 0; }
.hero_pixel_screen { position: relative; aspect-ratio: 16 / 11; overflow: hidden; background: var(--surface-alt); }
.hero_pixel_scene { position: absolute; inset: 0; width: 100%; height: 100%; }
.hero_pixel_sky { fill: color-mix(in srgb, var(--surface-alt) 92%, var(--link)); }
.hero_pixel_dusk { fill: color-mix(in srgb, var(--accent) 55%, var(--bg)); }
.hero_pixel_stars { fill: var(--text); }
.hero_pixel_sun { fill: var(--primary); }
.hero_pixel_far { fill: color-mix(in srgb, var(--muted) 45%, var(--bg)); }
.hero_pixel_near { fill: color-mix(in srgb, var(--text) 8%, var(--bg)); }
.hero_pixel_sprite { position: absolute; left: 50%; bottom: 8%; width: 40%; translate: -50% 0; padding: 4px; background: var(--primary); box-shadow: 0 0 0 4px var(--bg), 6px 6px 0 4px var(--bg); }
.hero_pixel_img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; image-rendering: pixelated; }
.hero_pixel_caption { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.3rem 1rem; padding: 0.8rem 0.2rem 0; color: var(--muted); font: 0.9rem/1.4 ui-monospace, "Courier New", monospace; overflow-wrap: break-word; }
.hero_pixel_caption span { min-width: 0; }
.hero_pixel_status { color: var(--link); font-weight: 700; }
@media (max-width: 760px) {
.hero_pixel_grid { grid-template-columns: minmax(0, 1fr); }
.hero_pixel_window { margin-inline-end: 8px; }
}`,
};
