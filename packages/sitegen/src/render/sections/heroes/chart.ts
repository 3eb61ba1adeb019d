import { html } from '../../html.ts';
import type { SafeHtml } from '../../html.ts';
import type { ShownOffer } from '../../shown-offers.ts';
import { actionButtons, picture } from '../parts.ts';
import type { RenderContext, VariantRenderer } from '../types.ts';
import { factList, figurePrice, heroEyebrow, heroFacts, highlightedTitle, longTitleClass, offerIcon, placeLine } from './hero-parts.ts';

/** The amount a price names ("£1,250", "1 800 ₽", "from $40/h"): its first figure, thousands marks left out. */
function priceAmount(price: string): number | undefined {
  const figure = /\d[\d\s.,']*/u.exec(price)?.[0].trim();
  if (!figure) return undefined;
  const decimals = /[.,](\d{1,2})$/u.exec(figure);
  const whole = (decimals ? figure.slice(0, -decimals[0].length) : figure).replace(/\D/gu, '');
  const amount = Number(`${whole}${decimals ? `.${decimals[1]}` : ''}`);
  return Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

/** The offers as a bar chart of their prices (each bar as long as its price against the dearest), when two or more have one. */
function priceChart(offers: readonly ShownOffer[]): SafeHtml | undefined {
  const priced = offers.flatMap((offer) => {
    const price = figurePrice(offer);
    const amount = price ? priceAmount(price) : undefined;
    return price && amount ? [{ title: offer.title, price, amount }] : [];
  });
  if (priced.length < 2) return undefined;
  const most = Math.max(...priced.map((offer) => offer.amount));
  return html`<ul class="hero_chart_bars">${priced.slice(0, 6).map(
    (offer) =>
      html`<li><span class="hero_chart_offer">${offer.title}</span><svg class="hero_chart_bar" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect width="100" height="6"/><rect class="hero_chart_fill" width="${Math.max(
        3,
        Math.round((offer.amount / most) * 100),
      )}" height="6"/></svg><span class="hero_chart_price">${offer.price}</span></li>`,
  )}</ul>`;
}

/** Without prices to chart: the offers as ruled rows, each with its icon. */
function offerRows(context: RenderContext): SafeHtml {
  return html`<ul class="hero_chart_rows">${context.offers.slice(0, 5).map((offer) => html`<li>${offerIcon(offer, 'hero_chart_icon')}<span>${offer.title}</span></li>`)}</ul>`;
}

/**
 * Template 4's first screen: a navy band with a serif title (its last phrase in gold italics) beside a chart card of
 * the business's prices (bars as long as each price, nothing invented) or, without prices, its offers as ruled rows;
 * then a light row of its true figures.
 */
export const chartHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const facts = heroFacts(context, 4, { names: false });
    const place = placeLine(context);
    return html`<section class="hero_chart"><div class="hero_chart_band"><div class="ui_wrap hero_chart_grid"><div class="hero_chart_text">${heroEyebrow(
      data,
      'hero_chart_eyebrow',
    )}<h1${longTitleClass(data.title, 'hero_chart')}>${highlightedTitle(data.title, 'hero_chart_hl')}</h1><p class="hero_chart_lead">${data.lead}</p>${actionButtons(
      data.actions,
    )}</div><figure class="hero_chart_card"><figcaption class="hero_chart_caption">${picture(data.image, context, 'hero_chart_img')}<span class="hero_chart_name">${context.business.name}</span>${
      place ? html`<span class="hero_chart_place">${place}</span>` : ''
    }</figcaption>${priceChart(context.offers) ?? offerRows(context)}</figure></div></div>${
      facts.length > 1 ? html`<div class="ui_wrap">${factList(facts, 'hero_chart_facts')}</div>` : ''
    }</section>`;
  },
  css: `.hero_chart_band { background: var(--primary); color: var(--on-primary); padding-block: clamp(2.5rem, 6vw, 5rem); }
.hero_chart_grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 2.5rem clamp(2.5rem, 6vw, 5rem); align-items: center; }
.hero_chart_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_chart_eyebrow { margin: 0 0 1.4rem; font-size: 0.85rem; letter-spacing: 0.22em; text-transform: uppercase; }
.hero_chart h1 { background: none; color: var(--on-primary); margin-bottom: 0.45em; font-size: clamp(2.4rem, 1rem + 3.6vw, 4rem); line-height: 1.12; }
.hero_chart h1.hero_chart_long { font-size: clamp(2rem, 0.9rem + 2.8vw, 3.3rem); }
.hero_chart_hl { font-style: italic; }
.hero_chart_lead { max-width: 34rem; margin: 0; font-size: 1.15rem; opacity: 0.92; }
.hero_chart .ui_btn { background: var(--on-primary); border-color: var(--on-primary); color: var(--primary); }
.hero_chart .ui_btn_ghost { background: transparent; border-color: var(--accent); color: var(--on-primary); }
.hero_chart_card { margin: 0; padding: 1.6rem; border: 1px solid color-mix(in srgb, var(--on-primary) 25%, transparent); background: color-mix(in srgb, var(--on-primary) 6%, var(--primary)); min-width: 0; }
.hero_chart_caption { display: grid; grid-template-columns: 5rem minmax(0, 1fr); align-items: center; gap: 0.2rem 1rem; margin: 0 0 1.2rem; overflow-wrap: break-word; }
.hero_chart_img { grid-row: span 2; width: 5rem; aspect-ratio: 1; object-fit: cover; }
.hero_chart_name { align-self: end; }
.hero_chart_place { align-self: start; }
.hero_chart_name { font: 400 1.3rem/1.25 var(--font-heading); }
.hero_chart_place { font-size: 0.9rem; opacity: 0.85; }
.hero_chart_bars, .hero_chart_rows { display: grid; margin: 0; padding: 0; list-style: none; }
.hero_chart_bars li { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 0.8fr) minmax(4.5rem, auto); align-items: center; gap: 0.25rem 1rem; padding-block: 0.55rem; border-top: 1px solid color-mix(in srgb, var(--on-primary) 18%, transparent); font-size: 0.95rem; }
.hero_chart_offer { overflow-wrap: break-word; }
.hero_chart_price { font: 400 1.15rem/1.2 var(--font-heading); text-align: end; }
.hero_chart_bar { width: 100%; height: 0.45rem; }
.hero_chart_bar rect { fill: color-mix(in srgb, var(--on-primary) 12%, transparent); }
.hero_chart_bar rect.hero_chart_fill { fill: var(--accent); }
.hero_chart_rows li { display: flex; align-items: center; gap: 0.8rem; padding-block: 0.65rem; border-top: 1px solid color-mix(in srgb, var(--on-primary) 18%, transparent); overflow-wrap: break-word; min-width: 0; }
.hero_chart_icon { width: 1.3rem; height: 1.3rem; flex: none; color: var(--accent); }
.hero_chart_facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); margin: 0; padding: 0; list-style: none; }
.hero_chart_facts li { display: grid; align-content: start; gap: 0.3rem; padding: 1.8rem 1.5rem 1.6rem; border-inline-start: 1px solid var(--border); overflow-wrap: break-word; min-width: 0; }
.hero_chart_facts li:first-child { border: 0; padding-inline-start: 0; }
.hero_chart_facts_value { font: 400 clamp(1.6rem, 1.1rem + 1.4vw, 2.4rem)/1.1 var(--font-heading); color: var(--text); }
.hero_chart_facts_value.hero_chart_facts_name { font-size: 1.3rem; }
.hero_chart_facts_label { color: var(--muted); font-size: 0.95rem; }
.hero_chart_facts_icon { width: 1.5rem; height: 1.5rem; color: var(--link); }
@media (min-width: 761px) {
/* The navy band fills the first screen down to the row of figures, even under a short title. */
.hero_chart_band { min-height: min(40rem, 100vh - 12rem); display: grid; align-items: center; }
}
@media (max-width: 760px) {
.hero_chart_grid { grid-template-columns: minmax(0, 1fr); }
.hero_chart_card { padding: 1rem; }
.hero_chart_caption { grid-template-columns: 3rem minmax(0, 1fr); gap: 0.2rem 0.75rem; }
.hero_chart_img { width: 3rem; }
.hero_chart_name { font-size: 1.05rem; }
.hero_chart_bars li { grid-template-columns: minmax(0, 1fr) auto; }
.hero_chart_bar { grid-column: 1 / -1; grid-row: 2; }
.hero_chart_facts { grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr)); }
.hero_chart_facts_value.hero_chart_facts_name { font-size: 1.1rem; }
.hero_chart_facts li:nth-child(n) { padding: 1.1rem 0; border: 0; border-top: 1px solid var(--border); }
.hero_chart_facts li:first-child { border: 0; }
}`,
};
