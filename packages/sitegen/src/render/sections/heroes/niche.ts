import { townOf } from '../../../brief/town.ts';
import { html } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { figurePrice, heroEyebrow, highlightedTitle, longTitleClass } from './hero-parts.ts';

/**
 * Template 12's first screen: a navy info bar (town, hours, phone), a serif title whose last words are set in
 * italics beside the business's picture in an arched niche with its address as the caption, and a navy band of
 * its offers numbered in roman figures, where the template shows its firm's figures.
 */
export const nicheHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const { business, offers } = context;
    const town = business.address ? townOf(business.address) : undefined;
    const where = [town ?? business.areasServed, business.hours[0]].filter(Boolean).join(' · ');
    const bar =
      where || business.phone
        ? html`<div class="hero_niche_bar"><div class="ui_wrap hero_niche_bar_row">${where ? html`<p>${where}</p>` : ''}${
            business.phone ? html`<p class="hero_niche_call">${business.phone.href ? html`<a href="${business.phone.href}">${business.phone.text}</a>` : business.phone.text}</p>` : ''
          }</div></div>`
        : '';
    const band = offers.slice(0, 4);
    return html`<section class="hero_niche">${bar}<div class="ui_wrap hero_niche_grid"><div class="hero_niche_text">${heroEyebrow(data, 'hero_niche_eyebrow')}<h1${longTitleClass(
      data.title,
      'hero_niche',
    )}>${highlightedTitle(data.title, 'hero_niche_hl')}</h1><p class="hero_niche_lead">${data.lead}</p>${actionButtons(data.actions)}</div><figure class="hero_niche_card"><div class="hero_niche_arch">${picture(
      data.image,
      context,
      'hero_niche_img',
    )}</div>${business.address ? html`<figcaption class="hero_niche_caption">${business.address}</figcaption>` : ''}</figure></div>${
      band.length > 1
        ? html`<div class="hero_niche_band"><ol class="ui_wrap hero_niche_offers">${band.map(
            (offer) => html`<li><span class="hero_niche_offer">${offer.title}</span>${
              figurePrice(offer) ? html`<span class="hero_niche_price">${figurePrice(offer)}</span>` : ''
            }</li>`,
          )}</ol></div>`
        : ''
    }</section>`;
  },
  css: `section.hero_niche { background: var(--bg); }
.hero_niche_bar { background: var(--primary); color: var(--on-primary); font-size: 0.9rem; }
.hero_niche_bar_row { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.2rem 2rem; padding-block: 0.45rem; }
.hero_niche_bar p { margin: 0; }
.hero_niche_bar a { color: inherit; }
.hero_niche_call { white-space: nowrap; }
.hero_niche_grid { display: grid; grid-template-columns: minmax(0, 1.25fr) minmax(0, 0.75fr); gap: 2.5rem clamp(2.5rem, 8vw, 7rem); align-items: center; padding-block: clamp(2.5rem, 5vw, 4rem) clamp(2.5rem, 6vw, 5.5rem); }
.hero_niche_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_niche_eyebrow { margin: 0 0 1rem; color: var(--link); font-size: 0.85rem; letter-spacing: 0.2em; text-transform: uppercase; }
.hero_niche h1 { margin-bottom: 0.45em; font-size: clamp(2.5rem, 1rem + 4.6vw, 4.6rem); line-height: 1.08; }
.hero_niche h1.hero_niche_long { font-size: clamp(2.1rem, 0.9rem + 3.4vw, 3.6rem); }
.hero_niche_hl { font-style: italic; color: var(--link); }
.hero_niche_lead { max-width: 38rem; margin: 0; color: var(--muted); font-size: 1.15rem; }
.hero_niche_card { margin: 0; padding: 1.1rem 1.1rem 1rem; border: 1px solid var(--border); border-radius: 999px 999px 6px 6px; background: var(--surface); box-shadow: 0 30px 50px -30px rgb(0 0 0 / 0.35); }
.hero_niche_arch { overflow: hidden; border-radius: 999px 999px 0 0; background: var(--surface-alt); }
.hero_niche_img { width: 100%; aspect-ratio: 4 / 4.2; object-fit: cover; }
.hero_niche_caption { margin-top: 0.8rem; color: var(--muted); font-size: 0.95rem; font-style: italic; text-align: center; overflow-wrap: break-word; }
.hero_niche_band { background: var(--primary); color: var(--on-primary); }
.hero_niche_offers { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); margin-block: 0; padding: 1.6rem 0; list-style: none; counter-reset: hero_niche; }
.hero_niche_offers li { display: grid; align-content: start; gap: 0.25rem; min-width: 0; padding: 0.2rem 1.4rem; border-inline-start: 1px solid color-mix(in srgb, var(--on-primary) 30%, transparent); overflow-wrap: break-word; counter-increment: hero_niche; }
.hero_niche_offers li::before { content: counter(hero_niche, upper-roman) / ""; color: var(--accent); font: italic 1.5rem/1 var(--font-heading); }
.hero_niche_offer { font: 400 1.15rem/1.3 var(--font-heading); }
.hero_niche_price { font-size: 0.9rem; opacity: 0.85; }
@media (max-width: 760px) {
.hero_niche_grid { grid-template-columns: minmax(0, 1fr); }
.hero_niche_card { max-width: 20rem; }
.hero_niche_offers { grid-template-columns: repeat(2, minmax(0, 1fr)); row-gap: 1rem; }
.hero_niche_offers li { padding-inline: 0.9rem; }
}`,
};
