import { html } from '../../html.ts';
import type { SafeHtml } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { factList, heroFacts, highlightedTitle, longTitleClass } from './hero-parts.ts';
import type { HeroFact } from './hero-parts.ts';

/** The radar's screen: a dotted rim, three rings, a cross-hair and a sweep, all in the palette. */
const radarScreen = html`<svg class="hero_radar_screen" viewBox="0 0 400 400" aria-hidden="true" focusable="false"><defs><linearGradient id="hero_radar_sweep" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-opacity="0"/><stop offset="1" stop-opacity=".45"/></linearGradient></defs><circle class="hero_radar_rim" cx="200" cy="200" r="196"/><circle cx="200" cy="200" r="180"/><circle cx="200" cy="200" r="134"/><circle cx="200" cy="200" r="88"/><path d="M200 20V380M20 200H380"/><path class="hero_radar_wedge" d="M200 200V20A180 180 0 0 1 380 200Z" fill="url(#hero_radar_sweep)"/></svg>`;

/** The band of figures under the radar, when there are two or more. */
function band(facts: readonly HeroFact[]): SafeHtml {
  return facts.length > 1 ? html`<div class="hero_radar_band"><div class="ui_wrap">${factList(facts, 'hero_radar_facts')}</div></div>` : html``;
}

/**
 * Template 6's first screen: a monospaced title on a dark grid with a status pill above it, beside a radar whose
 * centre is the business's picture and whose blips are its offers, each named; a band of its true figures (prices,
 * hours) or offers under it.
 */
export const radarHero: VariantRenderer<'hero'> = {
  render: (data, context) =>
    html`<section class="hero_radar"><div class="ui_wrap hero_radar_grid"><div class="hero_radar_text">${
      data.eyebrow ? html`<p class="hero_radar_pill"><span aria-hidden="true"></span>${data.eyebrow}</p>` : ''
    }<h1${longTitleClass(data.title, 'hero_radar')}>${highlightedTitle(data.title, 'hero_radar_hl')}</h1><p class="hero_radar_lead">${data.lead}</p>${actionButtons(
      data.actions,
    )}</div><div class="hero_radar_device">${radarScreen}<div class="hero_radar_core">${picture(data.image, context, 'hero_radar_img')}</div>${
      context.offers.length > 0 ? html`<ul class="hero_radar_blips">${context.offers.slice(0, 5).map((offer) => html`<li>${offer.title}</li>`)}</ul>` : ''
    }</div></div>${band(heroFacts(context, 4, { names: false }))}</section>`,
  css: `section.hero_radar { overflow: hidden; padding-top: clamp(2.5rem, 6vw, 4.5rem); background: linear-gradient(color-mix(in srgb, var(--link) 6%, transparent) 1px, transparent 1px) 0 0 / 100% 2.5rem, radial-gradient(circle at 75% 45%, color-mix(in srgb, var(--link) 12%, var(--bg)), var(--bg) 55%); }
.hero_radar_grid { padding-bottom: clamp(2.5rem, 5vw, 3.5rem); display: grid; grid-template-columns: minmax(0, 1.2fr) minmax(0, 0.8fr); gap: 3rem clamp(2rem, 5vw, 4rem); align-items: center; }
.hero_radar_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_radar_pill { display: inline-flex; align-items: center; gap: 0.6rem; margin: 0 0 1.3rem; padding: 0.35rem 0.8rem; border: 1px solid color-mix(in srgb, var(--link) 45%, transparent); border-radius: 4px; background: color-mix(in srgb, var(--link) 10%, var(--bg)); color: var(--text); font: 0.88rem/1.4 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
.hero_radar_pill span { width: 0.5rem; height: 0.5rem; flex: none; border-radius: 50%; background: var(--link); box-shadow: 0 0 8px var(--link); }
.hero_radar h1 { margin-bottom: 0.4em; font-size: clamp(2.3rem, 1rem + 3.6vw, 4rem); line-height: 1.1; }
.hero_radar h1.hero_radar_long { font-size: clamp(1.9rem, 0.9rem + 2.6vw, 3.1rem); }
.hero_radar_hl { color: var(--link); }
.hero_radar_lead { max-width: 38rem; margin: 0; color: var(--muted); font-size: 1.15rem; }
.hero_radar_device { position: relative; width: min(100%, 26rem); aspect-ratio: 1; justify-self: center; }
.hero_radar_screen { position: absolute; inset: 0; width: 100%; height: 100%; fill: none; stroke: color-mix(in srgb, var(--link) 40%, transparent); stroke-width: 1.2; }
.hero_radar_rim { stroke: var(--link); stroke-width: 3; stroke-dasharray: 0.5 8; stroke-linecap: round; }
.hero_radar_wedge { stroke: none; }
.hero_radar_screen stop { stop-color: var(--link); }
.hero_radar_core { position: absolute; inset: 34%; border-radius: 50%; overflow: hidden; border: 2px solid var(--link); box-shadow: 0 0 30px color-mix(in srgb, var(--link) 45%, transparent); }
.hero_radar_img { width: 100%; height: 100%; object-fit: cover; }
.hero_radar_blips { position: absolute; inset: 0; margin: 0; padding: 0; list-style: none; }
.hero_radar_blips li { position: absolute; max-width: min(9.5rem, 34%); padding-inline-start: 1.1rem; color: var(--text); font: clamp(0.7rem, 0.55rem + 0.3vw, 0.8rem)/1.3 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; overflow-wrap: normal; text-shadow: 0 0 4px var(--bg), 0 0 8px var(--bg); }
.hero_radar_blips li::before { content: ""; position: absolute; left: 0; top: 0.15rem; width: 0.7rem; height: 0.7rem; border-radius: 50%; background: var(--link); box-shadow: 0 0 0 4px color-mix(in srgb, var(--link) 25%, transparent); }
.hero_radar_blips li:nth-child(1) { top: 17%; left: 66%; }
.hero_radar_blips li:nth-child(2) { top: 68%; left: 12%; }
.hero_radar_blips li:nth-child(3) { top: 72%; left: 64%; }
.hero_radar_blips li:nth-child(4) { top: 24%; left: 6%; }
.hero_radar_blips li:nth-child(5) { top: 90%; left: 36%; }
.hero_radar_blips li:nth-child(odd)::before { background: var(--accent); box-shadow: 0 0 0 4px color-mix(in srgb, var(--accent) 25%, transparent); }
.hero_radar_band { border-block: 1px solid var(--border); background: color-mix(in srgb, var(--surface) 85%, transparent); }
.hero_radar_facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); margin: 0; padding: 0; list-style: none; }
.hero_radar_facts li { display: grid; align-content: start; gap: 0.3rem; padding: 1.6rem 1.5rem; border-inline-start: 1px solid var(--border); min-width: 0; overflow-wrap: break-word; }
.hero_radar_facts li:first-child { border: 0; }
.hero_radar_facts_value { color: var(--link); font: var(--heading-weight) clamp(1.4rem, 1rem + 1.2vw, 2rem)/1.15 var(--font-heading); }
.hero_radar_facts_value.hero_radar_facts_name { font-size: 1.1rem; }
.hero_radar_facts_label { color: var(--muted); font-size: 0.95rem; }
.hero_radar_facts_icon { width: 1.4rem; height: 1.4rem; color: var(--accent); }
@media (min-width: 761px) {
/* The band of figures sits where the template's does, even under a short title. */
.hero_radar_grid { min-height: min(32rem, 100vh - 16rem); }
}
@media (max-width: 760px) {
.hero_radar_facts li { padding: 1rem 0; border: 0; }
.hero_radar_grid { grid-template-columns: minmax(0, 1fr); }
.hero_radar_device { width: min(100%, 20rem); aspect-ratio: auto; display: grid; gap: 1rem; }
.hero_radar_screen { position: relative; aspect-ratio: 1; height: auto; grid-area: 1 / 1; }
.hero_radar_core { position: relative; inset: auto; grid-area: 1 / 1; width: 32%; aspect-ratio: 1; place-self: center; }
.hero_radar_blips { position: static; display: flex; flex-wrap: wrap; gap: 0.6rem 1.2rem; }
.hero_radar_blips li:nth-child(n) { position: relative; top: auto; left: auto; max-width: 100%; }
}`,
};
