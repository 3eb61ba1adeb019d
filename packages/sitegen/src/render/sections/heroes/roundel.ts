import { html } from '../../html.ts';
import type { SafeHtml } from '../../html.ts';
import { actionButtons, icon, picture } from '../parts.ts';
import type { RenderContext, VariantRenderer } from '../types.ts';
import { factList, heroFacts, highlightedTitle, longTitleClass, offerIcon, placeLine } from './hero-parts.ts';

/** The floating card: the opening hours where the owner gave them, else the phone, else where the business is. */
function floatingCard(context: RenderContext): SafeHtml {
  const { hours, phone } = context.business;
  if (hours.length > 0) return html`<div class="hero_roundel_card">${icon('clock', 'hero_roundel_card_icon')}<ul>${hours.slice(0, 3).map((line) => html`<li>${line}</li>`)}</ul></div>`;
  if (phone) return html`<div class="hero_roundel_card">${icon('phone', 'hero_roundel_card_icon')}<p>${phone.text}</p></div>`;
  const place = placeLine(context);
  return place ? html`<div class="hero_roundel_card">${icon('map-pin', 'hero_roundel_card_icon')}<p>${place}</p></div>` : html``;
}

/**
 * Template 5's first screen: a friendly bold title on a pale wash with a pill above it and a row of true figures
 * under the actions, beside a round scene of the business's picture with a floating card of its opening hours; a row
 * of cards of its offers closes the screen.
 */
export const roundelHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const facts = heroFacts(context, 3).filter((fact) => fact.label);
    return html`<section class="hero_roundel"><div class="ui_wrap hero_roundel_grid"><div class="hero_roundel_text">${
      data.eyebrow ? html`<p class="hero_roundel_pill"><span aria-hidden="true"></span>${data.eyebrow}</p>` : ''
    }<h1${longTitleClass(data.title, 'hero_roundel')}>${highlightedTitle(data.title, 'hero_roundel_hl')}</h1><p class="hero_roundel_lead">${data.lead}</p>${actionButtons(data.actions)}${
      facts.length > 1 ? factList(facts, 'hero_roundel_facts') : ''
    }</div><div class="hero_roundel_scene"><div class="hero_roundel_disc">${picture(data.image, context, 'hero_roundel_img')}</div>${floatingCard(context)}</div>${
      context.offers.length > 0
        ? html`<ul class="hero_roundel_cards">${context.offers.slice(0, 4).map(
            (offer) => html`<li>${offerIcon(offer, 'hero_roundel_cards_icon')}<span class="hero_roundel_cards_title">${offer.title}</span>${offer.price ? html`<span class="hero_roundel_cards_price">${offer.price}</span>` : ''}</li>`,
          )}</ul>`
        : ''
    }</div></section>`;
  },
  css: `section.hero_roundel { padding-block: clamp(2.5rem, 5vw, 3.5rem) clamp(2.5rem, 5vw, 4rem); background: linear-gradient(180deg, color-mix(in srgb, var(--primary) 9%, var(--bg)), var(--bg)); }
.hero_roundel_grid { display: grid; grid-template-columns: minmax(0, 1.05fr) minmax(0, 0.95fr); gap: 2.5rem clamp(2rem, 5vw, 4rem); align-items: center; }
.hero_roundel_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_roundel_pill { display: inline-flex; align-items: center; gap: 0.55rem; margin: 0 0 1.2rem; padding: 0.35rem 1rem; border-radius: 999px; background: var(--bg); color: var(--text); font-size: 0.92rem; box-shadow: 0 2px 10px rgb(0 0 0 / 0.08); }
.hero_roundel_pill span { width: 0.55rem; height: 0.55rem; flex: none; border-radius: 50%; background: var(--primary); }
.hero_roundel h1 { margin-bottom: 0.4em; font-size: clamp(2.4rem, 1rem + 3.8vw, 4rem); line-height: 1.1; }
.hero_roundel h1.hero_roundel_long { font-size: clamp(2rem, 0.9rem + 2.8vw, 3.2rem); }
.hero_roundel_hl { color: var(--link); }
.hero_roundel_lead { max-width: 33rem; margin: 0; color: var(--muted); font-size: 1.15rem; }
.hero_roundel .ui_btn { border-radius: 999px; }
.hero_roundel_facts { display: flex; flex-wrap: wrap; gap: 1rem 2rem; margin: 2rem 0 0; padding: 0; list-style: none; }
.hero_roundel_facts li { display: grid; align-content: start; gap: 0.15rem; min-width: 0; max-width: 12rem; overflow-wrap: break-word; }
.hero_roundel_facts_value { font-weight: 800; font-size: 1.4rem; line-height: 1.2; }
.hero_roundel_facts_value.hero_roundel_facts_name { font-size: 1.05rem; }
.hero_roundel_facts_label { color: var(--muted); font-size: 0.9rem; }
.hero_roundel_facts_icon { width: 1.4rem; height: 1.4rem; color: var(--link); }
.hero_roundel_scene { position: relative; padding: 2.5rem 0 0; }
.hero_roundel_scene::after { content: ""; position: absolute; top: 0.5rem; right: 0; width: 18%; aspect-ratio: 1; border-radius: 50%; background: color-mix(in srgb, var(--accent) 22%, var(--bg)); }
.hero_roundel_disc { width: min(100%, 27rem); aspect-ratio: 1; margin-inline: auto; border-radius: 50%; padding: 6%; background: color-mix(in srgb, var(--primary) 16%, var(--bg)); }
.hero_roundel_img { width: 100%; height: 100%; object-fit: cover; border-radius: 50%; }
.hero_roundel_card { position: absolute; z-index: 1; top: 0; left: 0; display: flex; align-items: flex-start; gap: 0.8rem; width: max-content; max-width: min(22rem, 100%); padding: 1rem 1.3rem; border-radius: 16px; background: var(--bg); color: var(--text); box-shadow: 0 18px 40px -14px rgb(0 0 0 / 0.3); overflow-wrap: break-word; }
.hero_roundel_card p, .hero_roundel_card ul { margin: 0; padding: 0; list-style: none; font-weight: 600; min-width: 0; }
.hero_roundel_card li + li { font-weight: 400; color: var(--muted); }
.hero_roundel_card_icon { width: 1.5rem; height: 1.5rem; flex: none; margin-top: 0.15rem; color: var(--link); }
.hero_roundel_cards { grid-column: 1 / -1; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr)); gap: 1rem; margin: 0; padding: 0; list-style: none; }
.hero_roundel_cards li { display: grid; grid-template-columns: auto minmax(0, 1fr); align-content: start; gap: 0.15rem 0.9rem; padding: 1.1rem 1.2rem; border: 1px solid var(--border); border-radius: 16px; background: var(--bg); overflow-wrap: break-word; }
.hero_roundel_cards_icon { grid-row: span 2; width: 2.6rem; height: 2.6rem; padding: 0.55rem; border-radius: 10px; background: color-mix(in srgb, var(--primary) 12%, var(--bg)); color: var(--link); }
.hero_roundel_cards_title { font-weight: 700; }
.hero_roundel_cards_price { grid-column: 2; color: var(--muted); font-size: 0.95rem; }
@media (min-width: 761px) {
/* The row of offer cards closes the first screen as the template's four cards do, even under a short title. */
.hero_roundel_grid { min-height: min(44rem, 100vh - 8rem); grid-template-rows: minmax(0, 1fr) auto; }
}
@media (max-width: 760px) {
.hero_roundel_grid { grid-template-columns: minmax(0, 1fr); }
.hero_roundel_disc { width: min(100%, 20rem); }
}`,
};
