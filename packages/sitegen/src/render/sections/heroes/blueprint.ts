import { html } from '../../html.ts';
import { actionButtons, icon, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { figurePrice, heroEyebrow, longTitleClass } from './hero-parts.ts';

/**
 * Template 18's first screen: a condensed uppercase title with its facts (hours, phone, town) in a ruled row under
 * the actions, beside a navy blueprint sheet: the business's picture as the drawing, held by dimension lines, a
 * title block with its name and a spec box listing its offers with their prices.
 */
export const blueprintHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const { business, offers } = context;
    const specs = offers.slice(0, 4);
    const facts = [
      ...(business.hours[0] ? [{ icon: 'clock', text: business.hours[0] }] : []),
      ...(business.phone ? [{ icon: 'phone', text: business.phone.text }] : []),
      ...(business.address ? [{ icon: 'map-pin', text: business.address }] : []),
    ].slice(0, 3);
    return html`<section class="hero_blueprint"><div class="ui_wrap hero_blueprint_grid"><div class="hero_blueprint_text">${heroEyebrow(data, 'hero_blueprint_eyebrow')}<h1${longTitleClass(
      data.title,
      'hero_blueprint',
    )}>${data.title}</h1><p class="hero_blueprint_lead">${data.lead}</p>${actionButtons(data.actions)}${
      facts.length > 0 ? html`<ul class="hero_blueprint_facts">${facts.map((fact) => html`<li>${icon(fact.icon, 'hero_blueprint_icon')}<span>${fact.text}</span></li>`)}</ul>` : ''
    }</div><div class="hero_blueprint_sheet"><p class="hero_blueprint_block">${business.name}</p><div class="hero_blueprint_drawing"><svg class="hero_blueprint_dims" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false"><path d="M4 96H96M4 93v6M96 93v6M99 4V88M96 4h6M96 88h6"/></svg>${picture(
      data.image,
      context,
      'hero_blueprint_img',
    )}</div>${
      specs.length > 0
        ? html`<ul class="hero_blueprint_specs">${specs.map((offer) => html`<li><span>${offer.title}</span>${figurePrice(offer) ? html`<strong>${figurePrice(offer)}</strong>` : ''}</li>`)}</ul>`
        : ''
    }</div></div></section>`;
  },
  css: `section.hero_blueprint { padding-block: clamp(2.5rem, 5vw, 4rem); border-bottom: 1px solid var(--border); background: linear-gradient(100deg, var(--bg) 55%, var(--surface)); }
.hero_blueprint_grid { display: grid; grid-template-columns: minmax(0, 0.95fr) minmax(0, 1.05fr); gap: 2.5rem clamp(2rem, 4vw, 3.5rem); align-items: center; }
.hero_blueprint_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_blueprint_eyebrow { display: flex; align-items: center; gap: 0.7rem; margin: 0 0 1rem; color: var(--link); font: 700 0.85rem/1.3 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; letter-spacing: 0.1em; text-transform: uppercase; }
.hero_blueprint_eyebrow::before { content: ""; flex: none; width: 1.6rem; height: 3px; background: var(--primary); }
.hero_blueprint h1 { margin-bottom: 0.4em; font-size: clamp(2.4rem, 1rem + 4vw, 4.2rem); line-height: 1.02; }
.hero_blueprint h1.hero_blueprint_long { font-size: clamp(2rem, 0.9rem + 3vw, 3.3rem); }
.hero_blueprint_lead { max-width: 36rem; margin: 0; color: var(--muted); font-size: 1.1rem; }
.hero_blueprint .ui_btn { background: var(--text); border-color: var(--text); color: var(--bg); }
.hero_blueprint .ui_btn_ghost { background: transparent; color: var(--text); }
.hero_blueprint_facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 0.8rem 1.5rem; margin: 2rem 0 0; padding: 1.2rem 0 0; border-top: 1px solid var(--border); list-style: none; }
.hero_blueprint_facts li { display: flex; gap: 0.6rem; min-width: 0; font-size: 0.95rem; font-weight: 700; line-height: 1.35; overflow-wrap: break-word; }
.hero_blueprint_icon { flex: none; width: 1.2rem; height: 1.2rem; color: var(--link); }
.hero_blueprint_sheet { position: relative; display: grid; gap: 1rem; padding: 1.2rem; border-radius: var(--radius); background-color: var(--accent); background-image: linear-gradient(color-mix(in srgb, var(--bg) 14%, transparent) 1px, transparent 1px), linear-gradient(90deg, color-mix(in srgb, var(--bg) 14%, transparent) 1px, transparent 1px), linear-gradient(color-mix(in srgb, var(--bg) 6%, transparent) 1px, transparent 1px), linear-gradient(90deg, color-mix(in srgb, var(--bg) 6%, transparent) 1px, transparent 1px); background-size: 5rem 5rem, 5rem 5rem, 1rem 1rem, 1rem 1rem; color: var(--bg); box-shadow: 0 30px 60px -30px rgb(0 0 0 / 0.5); font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.hero_blueprint_block { justify-self: start; max-width: 100%; margin: 0; padding: 0.4rem 0.7rem; border: 1px solid color-mix(in srgb, var(--bg) 50%, transparent); font-size: 0.8rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; overflow-wrap: break-word; }
.hero_blueprint_drawing { position: relative; padding: 0 1.6rem 1.6rem 0; }
.hero_blueprint_dims { position: absolute; inset: 0; width: 100%; height: 100%; fill: none; stroke: color-mix(in srgb, var(--bg) 60%, transparent); stroke-width: 1; stroke-dasharray: 3 3; vector-effect: non-scaling-stroke; }
.hero_blueprint_dims path { vector-effect: non-scaling-stroke; }
.hero_blueprint_img { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border: 1px solid color-mix(in srgb, var(--bg) 55%, transparent); filter: grayscale(1) invert(1) contrast(1.2); mix-blend-mode: screen; }
.hero_blueprint_specs { justify-self: end; display: grid; gap: 0.2rem; max-width: 100%; margin: 0; padding: 0.6rem 0.8rem; border: 1px solid color-mix(in srgb, var(--bg) 50%, transparent); list-style: none; font-size: 0.8rem; font-weight: 700; text-transform: uppercase; }
.hero_blueprint_specs li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 1.2rem; min-width: 0; overflow-wrap: break-word; }
.hero_blueprint_specs strong { color: var(--primary); }
@media (max-width: 760px) {
.hero_blueprint_grid { grid-template-columns: minmax(0, 1fr); }
.hero_blueprint_drawing { padding: 0 1rem 1rem 0; }
}`,
};
