import { townOf } from '../../../brief/town.ts';
import { html } from '../../html.ts';
import { actionButtons, icon, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { figurePrice, heroEyebrow, longTitleClass } from './hero-parts.ts';

/**
 * Template 20's first screen: a dark sidebar listing the business's offers numbered 01, 02… over a card with its
 * phone and hours, beside a serif title and a network diagram whose nodes are its offers around its picture; a ruled
 * row of its facts (hours, town, founding year, phone) closes the screen where the template shows its figures.
 */
export const networkHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const { business, offers } = context;
    const listed = offers.slice(0, 6);
    const nodes = offers.slice(0, 4);
    const town = business.address ? townOf(business.address) : undefined;
    const facts = [
      ...(business.hours[0] ? [{ icon: 'clock', text: business.hours[0] }] : []),
      ...(town ? [{ icon: 'map-pin', text: town }] : []),
      ...(business.yearFounded ? [{ icon: 'calendar', text: business.yearFounded }] : []),
      ...(business.phone ? [{ icon: 'phone', text: business.phone.text }] : []),
    ];
    return html`<section class="hero_network"><div class="hero_network_side">${
      listed.length > 0
        ? html`<ol class="hero_network_list">${listed.map((offer) => html`<li><span>${offer.title}</span>${figurePrice(offer) ? html` <small>${figurePrice(offer)}</small>` : ''}</li>`)}</ol>`
        : ''
    }${
      business.phone || business.hours.length > 0
        ? html`<div class="hero_network_note">${business.hours.slice(0, 2).map((line) => html`<p>${line}</p>`)}${
            business.phone ? html`<p>${business.phone.href ? html`<a href="${business.phone.href}">${business.phone.text}</a>` : business.phone.text}</p>` : ''
          }</div>`
        : ''
    }</div><div class="hero_network_main"><div class="hero_network_grid"><div class="hero_network_text">${heroEyebrow(data, 'hero_network_pill')}<h1${longTitleClass(
      data.title,
      'hero_network',
    )}>${data.title}</h1><p class="hero_network_lead">${data.lead}</p>${actionButtons(data.actions)}</div><div class="hero_network_diagram"><svg class="hero_network_links" viewBox="0 0 300 300" preserveAspectRatio="none" aria-hidden="true" focusable="false"><path d="M50 50C110 60 110 150 150 150M250 55C200 60 190 150 150 150M50 250C100 240 110 150 150 150M250 245C190 250 200 150 150 150"/><path class="hero_network_faint" d="M50 50C30 130 30 170 50 250M250 55C270 130 270 170 250 245"/></svg><div class="hero_network_core">${picture(
      data.image,
      context,
      'hero_network_img',
    )}</div>${nodes.length > 0 ? html`<ul class="hero_network_nodes">${nodes.map((offer) => html`<li>${offer.title}</li>`)}</ul>` : ''}</div></div>${
      facts.length > 0 ? html`<ul class="hero_network_facts">${facts.slice(0, 4).map((fact) => html`<li>${icon(fact.icon, 'hero_network_icon')}<span>${fact.text}</span></li>`)}</ul>` : ''
    }</div></section>`;
  },
  css: `section.hero_network { display: grid; grid-template-columns: minmax(13rem, 17rem) minmax(0, 1fr); background: linear-gradient(120deg, var(--bg) 55%, color-mix(in srgb, var(--primary) 8%, var(--bg))); }
.hero_network_side { display: flex; flex-direction: column; justify-content: space-between; gap: 2rem; padding: 2rem 1.5rem; background: var(--text); color: var(--bg); }
.hero_network_list { display: grid; gap: 0.9rem; margin: 0; padding: 0; list-style: none; counter-reset: hero_network; }
.hero_network_list li { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 0.7rem; min-width: 0; counter-increment: hero_network; font-size: 1.02rem; line-height: 1.35; overflow-wrap: break-word; }
.hero_network_list li::before { content: counter(hero_network, decimal-leading-zero); flex: none; color: color-mix(in srgb, var(--primary) 45%, var(--bg)); font: 700 0.75rem/1 ui-monospace, SFMono-Regular, Menlo, monospace; }
.hero_network_list small { color: color-mix(in srgb, var(--bg) 75%, var(--text)); font-size: 0.85rem; }
.hero_network_note { padding: 1rem 1.1rem; border: 1px solid color-mix(in srgb, var(--bg) 25%, transparent); border-radius: var(--radius); background: color-mix(in srgb, var(--primary) 25%, var(--text)); font-size: 0.92rem; line-height: 1.5; overflow-wrap: break-word; }
.hero_network_note p { margin: 0; }
.hero_network_note p + p { margin-top: 0.3rem; }
.hero_network_note a { color: var(--bg); font-weight: 700; }
.hero_network_main { min-width: 0; padding: clamp(2rem, 4vw, 3.5rem) clamp(1.25rem, 4vw, 4rem); }
.hero_network_grid { display: grid; grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr); gap: 2rem clamp(1.5rem, 4vw, 3.5rem); align-items: center; }
.hero_network_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_network_pill { display: inline-block; margin: 0 0 1.1rem; padding: 0.3rem 0.8rem; border-radius: 999px; background: color-mix(in srgb, var(--accent) 14%, var(--bg)); color: var(--text); font: 700 0.78rem/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; letter-spacing: 0.1em; text-transform: uppercase; }
.hero_network h1 { margin-bottom: 0.4em; font-size: clamp(2.3rem, 1rem + 3.4vw, 3.8rem); line-height: 1.06; }
.hero_network h1.hero_network_long { font-size: clamp(2rem, 0.9rem + 2.6vw, 3.1rem); }
.hero_network_lead { max-width: 34rem; margin: 0; color: var(--muted); font-size: 1.1rem; }
.hero_network_diagram { position: relative; display: grid; grid-template: repeat(3, minmax(0, 1fr)) / repeat(3, minmax(0, 1fr)); aspect-ratio: 1; max-width: 24rem; width: 100%; justify-self: center; }
.hero_network_links { position: absolute; inset: 0; width: 100%; height: 100%; fill: none; stroke: color-mix(in srgb, var(--primary) 65%, var(--bg)); stroke-width: 3; vector-effect: non-scaling-stroke; }
.hero_network_links path { vector-effect: non-scaling-stroke; }
.hero_network_links .hero_network_faint { stroke: color-mix(in srgb, var(--primary) 30%, var(--bg)); stroke-width: 2; }
.hero_network_core { position: relative; grid-area: 2 / 2; place-self: center; width: 115%; aspect-ratio: 1; border: 0.4rem solid var(--text); border-radius: 50%; overflow: hidden; background: var(--text); }
.hero_network_img { width: 100%; height: 100%; object-fit: cover; }
.hero_network_nodes { display: contents; list-style: none; }
.hero_network_nodes li { position: relative; display: grid; justify-items: center; align-content: center; gap: 0.4rem; min-width: 0; font-size: 0.82rem; font-weight: 700; line-height: 1.25; text-align: center; overflow-wrap: break-word; }
.hero_network_nodes li::before { content: ""; width: 1.7rem; height: 1.7rem; border-radius: 50%; background: var(--primary); box-shadow: 0 0 0 0.35rem color-mix(in srgb, var(--primary) 18%, transparent); }
.hero_network_nodes li:nth-child(2n)::before { background: var(--accent); box-shadow: 0 0 0 0.35rem color-mix(in srgb, var(--accent) 18%, transparent); }
.hero_network_nodes li:nth-child(1) { grid-area: 1 / 1; }
.hero_network_nodes li:nth-child(2) { grid-area: 1 / 3; }
.hero_network_nodes li:nth-child(3) { grid-area: 3 / 1; }
.hero_network_nodes li:nth-child(4) { grid-area: 3 / 3; }
.hero_network_facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); gap: 1rem 1.5rem; margin: clamp(2rem, 4vw, 3rem) 0 0; padding: 1.4rem 0 0; border-top: 1px solid var(--border); list-style: none; }
.hero_network_facts li { display: flex; gap: 0.6rem; min-width: 0; font: 700 1.05rem/1.35 var(--font-heading); overflow-wrap: break-word; }
.hero_network_icon { flex: none; width: 1.2rem; height: 1.2rem; margin-top: 0.1rem; color: var(--primary); }
@media (max-width: 900px) {
section.hero_network { grid-template-columns: minmax(0, 1fr); }
.hero_network_side { order: 2; }
.hero_network_grid { grid-template-columns: minmax(0, 1fr); }
}
@media (max-width: 560px) {
.hero_network_diagram { grid-template: auto / repeat(2, minmax(0, 1fr)); gap: 1.2rem 1rem; aspect-ratio: auto; }
.hero_network_links { display: none; }
.hero_network_core { grid-area: 1 / 1 / 2 / 3; width: 9rem; }
.hero_network_nodes li:nth-child(n) { grid-area: auto; }
}`,
};
