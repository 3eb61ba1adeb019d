import { townOf } from '../../../brief/town.ts';
import { html } from '../../html.ts';
import type { SafeHtml } from '../../html.ts';
import { actionButtons, icon, picture } from '../parts.ts';
import type { RenderContext, VariantRenderer } from '../types.ts';
import { figurePrice, heroEyebrow, highlightedTitle, longTitleClass } from './hero-parts.ts';

interface Fact {
  icon: string;
  text: string;
  detail?: string;
  href?: string;
}

/** The strip's cards: the business's hours, address, phone and first priced offer, as far as the owner gave them. */
function strip(context: RenderContext): Fact[] {
  const { business, offers } = context;
  const facts: Fact[] = [];
  const [hours, moreHours] = business.hours;
  if (hours) facts.push({ icon: 'clock', text: hours, ...(moreHours ? { detail: moreHours } : {}) });
  if (business.address) {
    const town = townOf(business.address);
    const street = business.address.split(',')[0]?.trim() ?? business.address;
    facts.push({ icon: 'map-pin', text: street, ...(town && town !== street ? { detail: town } : {}) });
  }
  if (business.phone) facts.push({ icon: 'phone', text: business.phone.text, ...(business.phone.href ? { href: business.phone.href } : {}) });
  for (const offer of offers) {
    if (facts.length >= 4) break;
    const price = figurePrice(offer);
    facts.push({ icon: offer.icon ?? 'sparkles', text: offer.title, ...(price ? { detail: price } : {}) });
  }
  return facts.slice(0, 4);
}

function factCard(fact: Fact): SafeHtml {
  const text = fact.href ? html`<a href="${fact.href}">${fact.text}</a>` : html`${fact.text}`;
  return html`<li>${icon(fact.icon, 'hero_mascot_icon')}<span><strong>${text}</strong>${fact.detail ? html`<span>${fact.detail}</span>` : ''}</span></li>`;
}

/**
 * Template 13's first screen: a mint field with a large soft circle, a friendly title with its last word marked in
 * yellow, the offers as ticked pills; the business's picture in a white bubble with two floating note cards (its
 * first offers and their prices), and a raised white strip of fact cards (hours, address, phone) across the fold.
 */
export const mascotHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const notes = context.offers.slice(0, 2);
    const ticks = context.offers.slice(2, 5);
    const facts = strip(context);
    return html`<section class="hero_mascot"><div class="ui_wrap hero_mascot_grid"><div class="hero_mascot_text">${heroEyebrow(data, 'hero_mascot_pill')}<h1${longTitleClass(
      data.title,
      'hero_mascot',
    )}>${highlightedTitle(data.title, 'hero_mascot_hl', 'last word')}</h1><p class="hero_mascot_lead">${data.lead}</p>${actionButtons(data.actions)}${
      ticks.length > 0 ? html`<ul class="hero_mascot_ticks">${ticks.map((offer) => html`<li>${offer.title}</li>`)}</ul>` : ''
    }</div><div class="hero_mascot_art"><div class="hero_mascot_bubble">${picture(data.image, context, 'hero_mascot_img')}</div>${
      notes.length > 0
        ? html`<ul class="hero_mascot_notes">${notes.map(
            (offer) => html`<li><strong>${offer.title}</strong>${figurePrice(offer) ? html`<span>${figurePrice(offer)}</span>` : ''}</li>`,
          )}</ul>`
        : ''
    }</div></div>${facts.length > 0 ? html`<div class="ui_wrap"><ul class="hero_mascot_strip">${facts.map(factCard)}</ul></div>` : ''}</section>`;
  },
  css: `section.hero_mascot { position: relative; isolation: isolate; overflow: hidden; padding-top: clamp(2.5rem, 5vw, 3.5rem); background: linear-gradient(to bottom, var(--surface-alt) calc(100% - 6rem), var(--bg) calc(100% - 6rem)); }
.hero_mascot::before { content: ""; position: absolute; z-index: -1; top: -9rem; right: -7rem; width: min(38rem, 70vw); aspect-ratio: 1; border-radius: 50%; background: color-mix(in srgb, var(--primary) 16%, var(--surface-alt)); }
.hero_mascot_grid { display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr); gap: 2.5rem; align-items: center; }
.hero_mascot_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_mascot_pill { display: inline-block; margin: 0 0 1.2rem; padding: 0.4rem 1rem; border-radius: 999px; background: var(--bg); color: var(--text); font-size: 0.9rem; font-weight: 700; box-shadow: 0 6px 18px -10px rgb(0 0 0 / 0.35); }
.hero_mascot h1 { margin-bottom: 0.4em; color: var(--link); font-size: clamp(2.5rem, 1rem + 4.4vw, 4.4rem); line-height: 1.08; }
.hero_mascot h1.hero_mascot_long { font-size: clamp(2.1rem, 0.9rem + 3.2vw, 3.5rem); }
.hero_mascot_hl { background: linear-gradient(to top, var(--accent) 0 40%, transparent 40%); padding-inline: 0.08em; }
.hero_mascot_lead { max-width: 36rem; margin: 0; color: var(--muted); font-size: 1.15rem; }
.hero_mascot .ui_actions { margin-top: 1.6rem; }
.hero_mascot .ui_btn_ghost { background: var(--accent); border-color: var(--accent); color: var(--text); }
.hero_mascot_ticks { display: flex; flex-wrap: wrap; gap: 0.5rem 1.4rem; margin: 1.4rem 0 0; padding: 0; list-style: none; color: var(--link); font-weight: 700; font-size: 0.95rem; }
.hero_mascot_ticks li { display: flex; align-items: center; gap: 0.5rem; min-width: 0; }
.hero_mascot_ticks li::before { content: ""; flex: none; width: 0.6rem; height: 0.6rem; border-radius: 50%; background: var(--primary); box-shadow: 0 0 0 0.25rem color-mix(in srgb, var(--primary) 20%, transparent); }
.hero_mascot_art { position: relative; display: grid; justify-items: center; padding-block: 1rem 2rem; }
.hero_mascot_bubble { width: min(100%, 26rem); aspect-ratio: 1; border-radius: 50%; overflow: hidden; background: var(--bg); border: 0.9rem solid var(--bg); box-shadow: 0 30px 60px -30px rgb(0 0 0 / 0.3); }
.hero_mascot_img { width: 100%; height: 100%; object-fit: cover; border-radius: 50%; }
.hero_mascot_notes { display: contents; list-style: none; }
.hero_mascot_notes li { position: absolute; display: grid; gap: 0.15rem; max-width: 14rem; padding: 0.8rem 1.1rem; border-radius: 16px; background: var(--bg); box-shadow: 0 14px 30px -14px rgb(0 0 0 / 0.35); font-size: 0.95rem; line-height: 1.35; overflow-wrap: break-word; }
.hero_mascot_notes li:first-child { top: 14%; left: -4%; }
.hero_mascot_notes li:nth-child(2) { bottom: 8%; right: -3%; }
.hero_mascot_notes strong { color: var(--link); }
.hero_mascot_strip { position: relative; display: grid; grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr)); gap: 1rem 1.5rem; margin: 1rem 0 2.5rem; padding: 1.5rem 1.8rem; list-style: none; border-radius: var(--radius); background: var(--bg); box-shadow: 0 20px 50px -24px rgb(0 0 0 / 0.3); }
.hero_mascot_strip li { display: flex; align-items: center; gap: 0.9rem; min-width: 0; line-height: 1.35; overflow-wrap: break-word; }
.hero_mascot_strip li > span { display: grid; min-width: 0; }
.hero_mascot_strip strong { color: var(--link); }
.hero_mascot_strip strong a { color: inherit; text-decoration: none; }
.hero_mascot_strip span span { color: var(--muted); font-size: 0.9rem; }
.hero_mascot_icon { flex: none; width: 2.6rem; height: 2.6rem; padding: 0.55rem; border-radius: 50%; background: var(--surface-alt); color: var(--link); }
@media (max-width: 760px) {
.hero_mascot_grid { grid-template-columns: minmax(0, 1fr); }
.hero_mascot_bubble { width: min(100%, 17rem); }
.hero_mascot_notes li { position: static; margin-top: 0.6rem; max-width: none; width: 100%; }
.hero_mascot_notes { display: grid; width: 100%; margin: 0; padding: 0; }
}`,
};
