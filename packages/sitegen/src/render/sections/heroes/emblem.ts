import { html } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { factList, heroEyebrow, heroFacts, highlightedTitle, longTitleClass } from './hero-parts.ts';

/**
 * Template 1's first screen: an uppercase poster title on diagonal stripes, the business's picture in a glowing
 * hexagon emblem with dashed rings, and a full-width band of its true figures (prices, hours) or offers under it.
 */
export const emblemHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const facts = heroFacts(context, 4);
    return html`<section class="hero_emblem"><div class="ui_wrap hero_emblem_grid"><div class="hero_emblem_text">${heroEyebrow(data, 'hero_emblem_tag')}<h1${longTitleClass(data.title, 'hero_emblem', 28)}>${highlightedTitle(data.title, 'hero_emblem_hl')}</h1><p class="hero_emblem_lead">${data.lead}</p>${actionButtons(data.actions)}</div><div class="hero_emblem_art"><svg class="hero_emblem_rings" viewBox="0 0 400 400" aria-hidden="true" focusable="false"><circle cx="200" cy="200" r="192"/><circle cx="200" cy="200" r="172"/></svg><div class="hero_emblem_hex">${picture(
      data.image,
      context,
      'hero_emblem_img',
    )}</div></div></div>${facts.length > 1 ? html`<div class="hero_emblem_band"><div class="ui_wrap">${factList(facts, 'hero_emblem_facts')}</div></div>` : ''}</section>`;
  },
  css: `section.hero_emblem { position: relative; isolation: isolate; overflow: hidden; background:
  linear-gradient(115deg, transparent 0 58%, color-mix(in srgb, var(--accent) 30%, transparent) 58% 70%, transparent 70%),
  repeating-linear-gradient(115deg, color-mix(in srgb, var(--text) 5%, transparent) 0 2px, transparent 2px 22px),
  radial-gradient(circle at 78% 40%, color-mix(in srgb, var(--accent) 32%, var(--bg)) 0, transparent 55%), var(--bg); }
.hero_emblem_grid { display: grid; grid-template-columns: minmax(0, 1.3fr) minmax(0, 0.7fr); gap: 2.5rem; align-items: center; padding-block: clamp(2.5rem, 5vw, 3.5rem) clamp(3rem, 6vw, 4.5rem); }
.hero_emblem_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_emblem_tag { display: inline-block; margin: 0 0 1.2rem; padding: 0.25rem 0.75rem; border: 1px solid var(--link); color: var(--link); font-size: 0.8rem; font-weight: 700; letter-spacing: 0.14em; text-transform: uppercase; }
.hero_emblem h1 { margin-bottom: 0.35em; font-size: clamp(2.4rem, 1rem + 4.6vw, 5rem); line-height: 1; text-transform: uppercase; }
.hero_emblem h1.hero_emblem_long { font-size: clamp(1.9rem, 0.9rem + 3.3vw, 4rem); }
.hero_emblem_hl { display: block; color: var(--link); }
.hero_emblem_lead { max-width: 38rem; margin: 0; color: var(--muted); font-size: 1.1rem; }
.hero_emblem_art { position: relative; display: grid; place-items: center; width: 100%; max-width: 27rem; justify-self: center; aspect-ratio: 1; }
.hero_emblem_rings { position: absolute; inset: 0; width: 100%; height: 100%; fill: none; stroke: color-mix(in srgb, var(--accent) 60%, var(--text)); stroke-width: 2; opacity: 0.7; }
.hero_emblem_rings circle:first-child { stroke-dasharray: 4 14; }
.hero_emblem_rings circle:last-child { stroke-dasharray: 60 20; }
.hero_emblem_hex { width: 80%; aspect-ratio: 1; padding: 4px; background: var(--primary); clip-path: polygon(50% 0, 93.3% 25%, 93.3% 75%, 50% 100%, 6.7% 75%, 6.7% 25%); filter: drop-shadow(0 0 40px color-mix(in srgb, var(--accent) 60%, transparent)); }
.hero_emblem_hex { position: relative; }
.hero_emblem_hex::after { content: ""; position: absolute; inset: 4px; clip-path: polygon(50% 0, 93.3% 25%, 93.3% 75%, 50% 100%, 6.7% 75%, 6.7% 25%); background: linear-gradient(135deg, color-mix(in srgb, var(--accent) 60%, transparent), transparent 75%); mix-blend-mode: screen; }
.hero_emblem_img { width: 100%; height: 100%; object-fit: cover; clip-path: polygon(50% 0, 93.3% 25%, 93.3% 75%, 50% 100%, 6.7% 75%, 6.7% 25%); }
/* The template's band is its second colour, with black or white text, whichever reads on it (the page's text where relative colours are unknown). */
.hero_emblem_band { --hero-emblem-band: color-mix(in srgb, var(--accent) 72%, var(--bg)); background: var(--hero-emblem-band); color: var(--text); color: lch(from var(--hero-emblem-band) calc((62 - l) * 100) 0 0); }
.hero_emblem_facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); margin: 0; padding: 1.4rem 0; list-style: none; text-align: center; }
.hero_emblem_facts li { display: grid; justify-items: center; align-content: center; gap: 0.2rem; padding: 0.3rem 1rem; border-inline-start: 1px solid color-mix(in srgb, currentColor 30%, transparent); overflow-wrap: break-word; min-width: 0; }
.hero_emblem_facts li:first-child { border: 0; }
.hero_emblem_facts_value { font: var(--heading-weight) clamp(1.5rem, 1.1rem + 1.2vw, 2.1rem)/1.1 var(--font-heading); text-transform: var(--heading-case); }
.hero_emblem_facts_value.hero_emblem_facts_name { font-size: clamp(1rem, 0.9rem + 0.4vw, 1.2rem); }
.hero_emblem_facts_label { font-size: 0.85rem; letter-spacing: 0.1em; text-transform: uppercase; }
.hero_emblem_facts_icon { width: 1.6rem; height: 1.6rem; }
@media (min-width: 761px) {
/* The template's band sits at the foot of the first screen, even under a short title. */
.hero_emblem_grid { min-height: min(41rem, 100vh - 14rem); }
}
@media (max-width: 760px) {
.hero_emblem_grid { grid-template-columns: minmax(0, 1fr); }
.hero_emblem_art { max-width: 18rem; }
.hero_emblem_facts { grid-template-columns: repeat(2, minmax(0, 1fr)); row-gap: 1rem; }
.hero_emblem_facts li:nth-child(odd) { border: 0; }
}`,
};
