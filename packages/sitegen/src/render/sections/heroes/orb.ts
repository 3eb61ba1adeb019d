import { html } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { figurePrice, heroEyebrow, highlightedTitle, longTitleClass } from './hero-parts.ts';

/**
 * Template 15's first screen: a big bold title with its last phrase as a thin subtitle on deep space, the price of the business's first priced offer set
 * large with the offer's name in a pill, and its picture as a glowing planet crossed by orbit rings with callouts
 * naming its offers; a ruled strip of its offers (and prices) closes the screen.
 */
export const orbHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const { offers } = context;
    const priced = offers.find((offer) => figurePrice(offer));
    const callouts = offers.slice(0, 3);
    const strip = offers.slice(0, 6);
    return html`<section class="hero_orb"><div class="ui_wrap hero_orb_grid"><div class="hero_orb_text">${heroEyebrow(data, 'hero_orb_eyebrow')}<h1${longTitleClass(
      data.title,
      'hero_orb',
    )}>${highlightedTitle(data.title, 'hero_orb_sub')}</h1><p class="hero_orb_lead">${data.lead}</p>${
      priced ? html`<p class="hero_orb_price"><strong>${figurePrice(priced)}</strong> <span>${priced.title}</span></p>` : ''
    }${actionButtons(data.actions)}</div><div class="hero_orb_art"><svg class="hero_orb_rings" viewBox="0 0 500 500" aria-hidden="true" focusable="false"><ellipse cx="250" cy="262" rx="245" ry="70" transform="rotate(-8 250 262)"/><ellipse cx="250" cy="262" rx="200" ry="120" transform="rotate(18 250 262)"/></svg><div class="hero_orb_planet">${picture(
      data.image,
      context,
      'hero_orb_img',
    )}</div>${callouts.length > 0 ? html`<ul class="hero_orb_callouts">${callouts.map((offer) => html`<li>${offer.title}</li>`)}</ul>` : ''}</div></div>${
      strip.length > 1
        ? html`<div class="hero_orb_strip"><ul class="ui_wrap">${strip.map(
            (offer) => html`<li>${figurePrice(offer) ? html`<strong>${figurePrice(offer)}</strong>` : ''}<span>${offer.title}</span></li>`,
          )}</ul></div>`
        : ''
    }</section>`;
  },
  css: `section.hero_orb { position: relative; isolation: isolate; overflow: hidden; background: radial-gradient(50rem 36rem at 72% 40%, color-mix(in srgb, var(--accent) 30%, transparent), transparent 70%), var(--bg); }
.hero_orb_grid { display: grid; grid-template-columns: minmax(0, 0.95fr) minmax(0, 1.05fr); gap: 2.5rem; align-items: center; padding-block: clamp(2.5rem, 6vw, 4.5rem); }
.hero_orb_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_orb_eyebrow { margin: 0 0 1rem; color: var(--primary); font-size: 0.85rem; font-weight: 700; letter-spacing: 0.22em; text-transform: uppercase; }
.hero_orb h1 { margin-bottom: 0.5em; font-size: clamp(2.4rem, 1rem + 3.6vw, 4.2rem); font-weight: 800; line-height: 1.04; }
.hero_orb h1.hero_orb_long { font-size: clamp(2rem, 0.9rem + 2.6vw, 3.4rem); }
/* The title's last phrase as the template's thin subtitle under its short bold name. */
.hero_orb_sub { display: block; margin-top: 0.15em; color: var(--muted); font-size: 0.62em; font-weight: 300; line-height: 1.15; }
.hero_orb_lead { max-width: 34rem; margin: 0; color: var(--muted); font-size: 1.1rem; }
.hero_orb_price { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin: 1.6rem 0 0; }
.hero_orb_price strong { font: 800 clamp(2rem, 1.4rem + 1.6vw, 2.8rem)/1 var(--font-heading); }
.hero_orb_price span { padding: 0.25rem 0.8rem; border-radius: 999px; background: var(--link); color: var(--bg); font-size: 0.9rem; font-weight: 700; overflow-wrap: break-word; min-width: 0; }
.hero_orb_art { position: relative; display: grid; place-items: center; aspect-ratio: 1; max-width: 34rem; width: 100%; justify-self: center; }
.hero_orb_planet { width: 82%; aspect-ratio: 1; border-radius: 50%; overflow: hidden; background: var(--accent); box-shadow: 0 0 90px 10px color-mix(in srgb, var(--accent) 55%, transparent), inset 0 0 60px rgb(0 0 0 / 0.4); }
.hero_orb_img { width: 100%; height: 100%; object-fit: cover; opacity: 0.9; }
.hero_orb_rings { position: absolute; inset: 0; z-index: 1; width: 100%; height: 100%; fill: none; stroke-width: 1.5; pointer-events: none; }
.hero_orb_rings ellipse:first-child { stroke: color-mix(in srgb, var(--link) 70%, transparent); }
.hero_orb_rings ellipse:last-child { stroke: var(--primary); stroke-dasharray: 5 7; }
.hero_orb_callouts { position: absolute; inset: 0; z-index: 2; margin: 0; padding: 0; list-style: none; pointer-events: none; }
.hero_orb_callouts li { position: absolute; display: flex; align-items: center; gap: 0.45rem; max-width: 13rem; padding: 0.3rem 0.8rem; border: 1px solid var(--border); border-radius: 999px; background: color-mix(in srgb, var(--bg) 85%, transparent); color: var(--text); font-size: 0.85rem; font-weight: 700; line-height: 1.3; overflow-wrap: break-word; }
.hero_orb_callouts li::before { content: ""; flex: none; width: 0.5rem; height: 0.5rem; border-radius: 50%; background: var(--primary); }
.hero_orb_callouts li:nth-child(1) { top: 14%; right: 2%; }
.hero_orb_callouts li:nth-child(2) { top: 46%; left: -2%; }
.hero_orb_callouts li:nth-child(3) { bottom: 12%; right: 8%; }
.hero_orb_strip { border-top: 1px solid var(--border); background: var(--surface); }
.hero_orb_strip ul { display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); margin-block: 0; padding: 0; list-style: none; }
.hero_orb_strip li { display: grid; align-content: start; gap: 0.2rem; min-width: 0; padding: 1.5rem 1.2rem; border-inline-start: 1px solid var(--border); overflow-wrap: break-word; }
.hero_orb_strip strong { font: 800 1.8rem/1.1 var(--font-heading); }
.hero_orb_strip span { color: var(--muted); font-size: 0.95rem; }
.hero_orb_strip span:only-child { color: var(--text); font: 700 1.1rem/1.3 var(--font-heading); }
@media (max-width: 760px) {
.hero_orb_grid { grid-template-columns: minmax(0, 1fr); }
.hero_orb_art { max-width: 22rem; }
.hero_orb_callouts { position: static; display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem; margin-top: 1rem; }
.hero_orb_callouts li { position: static; }
.hero_orb_art { aspect-ratio: auto; }
.hero_orb_rings { display: none; }
.hero_orb_strip ul { grid-template-columns: repeat(2, minmax(0, 1fr)); }
.hero_orb_strip li { padding: 1.1rem 0.8rem; }
.hero_orb_strip strong { font-size: 1.35rem; }
}`,
};
