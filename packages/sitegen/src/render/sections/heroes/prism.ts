import { html } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { factList, heroEyebrow, heroFacts, highlightedTitle, longTitleClass } from './hero-parts.ts';

/** The spectrum's colours, each tinted with the site's accent so that the fan belongs to the palette. */
const spectrum = ['#ff5f6d', '#ffb347', '#f9f871', '#4ade80', '#38bdf8', '#818cf8', '#c084fc'];

/** A white beam into a glass prism and the fan of colours leaving it. */
const stage = html`<svg class="hero_prism_light" viewBox="0 0 600 400" preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false"><defs><linearGradient id="hero_prism_fan" x1="0" y1="0" x2="0" y2="1">${spectrum.map(
  (_, index) => html`<stop class="hero_prism_s${index}" offset="${(index / (spectrum.length - 1)).toFixed(2)}"/>`,
)}</linearGradient><linearGradient id="hero_prism_glass" x1="0" y1="0" x2="1" y2="1"><stop class="hero_prism_glass" offset="0" stop-opacity=".22"/><stop class="hero_prism_glass" offset="1" stop-opacity=".04"/></linearGradient></defs><path class="hero_prism_fan" d="M352 186L600 70V330L352 222Z" fill="url(#hero_prism_fan)"/><path class="hero_prism_beam" d="M0 236L300 200"/><path class="hero_prism_body" d="M250 80L372 90L368 350L256 336Z" fill="url(#hero_prism_glass)"/><path class="hero_prism_edge" d="M250 80L274 60L390 70L372 90"/><ellipse class="hero_prism_pool" cx="312" cy="372" rx="150" ry="14"/></svg>`;

/**
 * Template 7's first screen: a light-weight title with one bold phrase on a dark stage, beside a beam of light
 * through a glass prism fanning out onto the business's picture; a hairline row of its true figures under it.
 */
export const prismHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const facts = heroFacts(context, 4);
    return html`<section class="hero_prism"><div class="ui_wrap hero_prism_grid"><div class="hero_prism_text">${heroEyebrow(data, 'hero_prism_eyebrow')}<h1${longTitleClass(
      data.title,
      'hero_prism',
    )}>${highlightedTitle(data.title, 'hero_prism_hl')}</h1><p class="hero_prism_lead">${data.lead}</p>${actionButtons(data.actions)}</div><div class="hero_prism_stage">${stage}<div class="hero_prism_object">${picture(
      data.image,
      context,
      'hero_prism_img',
    )}</div></div></div>${facts.length > 1 ? html`<div class="hero_prism_band"><div class="ui_wrap">${factList(facts, 'hero_prism_facts')}</div></div>` : ''}</section>`;
  },
  css: `section.hero_prism { overflow: hidden; background: radial-gradient(50rem 30rem at 70% 40%, color-mix(in srgb, var(--accent) 12%, var(--bg)), var(--bg) 70%); }
.hero_prism_grid { display: grid; grid-template-columns: minmax(0, 0.8fr) minmax(0, 1.2fr); gap: 2.5rem; align-items: center; padding-block: clamp(2.5rem, 5vw, 4rem) clamp(2.5rem, 5vw, 4.5rem); }
.hero_prism_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_prism_eyebrow { margin: 0 0 1.2rem; color: var(--link); font-size: 0.8rem; letter-spacing: 0.35em; text-transform: uppercase; }
.hero_prism h1 { margin-bottom: 0.35em; font-size: clamp(2.6rem, 1rem + 4.6vw, 5.2rem); font-weight: 300; line-height: 1.02; }
.hero_prism h1.hero_prism_long { font-size: clamp(2.1rem, 0.9rem + 3.2vw, 3.8rem); }
.hero_prism_hl { font-weight: 700; }
.hero_prism_lead { max-width: 28rem; margin: 0; color: var(--muted); font-size: 1.15rem; }
.hero_prism .ui_btn { border-radius: 999px; }
.hero_prism_stage { position: relative; margin-inline-end: calc(-1 * max(1.25rem, (100vw - 1160px) / 2)); }
.hero_prism_light { display: block; width: 100%; height: auto; overflow: visible; }
.hero_prism_beam { fill: none; stroke: var(--text); stroke-width: 3; filter: drop-shadow(0 0 6px var(--text)); }
.hero_prism_body { stroke: color-mix(in srgb, var(--text) 45%, transparent); stroke-width: 1.5; }
.hero_prism_edge { fill: color-mix(in srgb, var(--text) 30%, transparent); stroke: color-mix(in srgb, var(--text) 45%, transparent); stroke-width: 1.5; }
.hero_prism_pool { fill: color-mix(in srgb, var(--accent) 35%, transparent); filter: blur(8px); }
.hero_prism_fan { opacity: 0.85; }
.hero_prism_glass { stop-color: var(--text); }
${spectrum.map((colour, index) => `.hero_prism_s${index} { stop-color: color-mix(in srgb, ${colour} 78%, var(--accent)); }`).join('\n')}
.hero_prism_object { position: absolute; top: 50%; right: 1%; width: 24%; aspect-ratio: 1; translate: 0 -50%; border-radius: 50%; overflow: hidden; border: 2px solid color-mix(in srgb, var(--text) 60%, transparent); box-shadow: 0 0 50px color-mix(in srgb, var(--accent) 55%, transparent); }
.hero_prism_img { width: 100%; height: 100%; object-fit: cover; }
.hero_prism_band { border-block: 1px solid var(--border); }
.hero_prism_facts { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.8rem 2rem; margin: 0; padding: 1.4rem 0; list-style: none; }
.hero_prism_facts li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.2rem 0.5rem; min-width: 0; overflow-wrap: break-word; }
.hero_prism_facts_value { font-weight: 700; }
.hero_prism_facts_value.hero_prism_facts_name { font-weight: 400; color: var(--muted); }
.hero_prism_facts_label { color: var(--muted); }
.hero_prism_facts_icon { width: 1.2rem; height: 1.2rem; color: var(--link); }
@media (max-width: 760px) {
.hero_prism_grid { grid-template-columns: minmax(0, 1fr); }
.hero_prism_stage { margin-inline-end: -1.25rem; }
.hero_prism_facts { flex-direction: column; }
}`,
};
