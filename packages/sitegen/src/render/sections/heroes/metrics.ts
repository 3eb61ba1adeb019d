import { html } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { figurePrice, heroEyebrow, highlightedTitle, longTitleClass, offerIcon, placeLine } from './hero-parts.ts';

/**
 * Template 11's first screen: a centred title on a fine grid with a pill above and a line of the business's place and
 * phone under the actions, over a dark dashboard: a side panel with its name and hours, a row of metric cards that
 * are its offers (the price as the figure where the owner gave one), its picture as the main panel and the further
 * offers listed beside it.
 */
export const metricsHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const { business, offers } = context;
    const line = [placeLine(context), business.phone?.text].filter(Boolean).join(' · ');
    return html`<section class="hero_metrics"><div class="ui_wrap"><div class="hero_metrics_text">${heroEyebrow(data, 'hero_metrics_pill')}<h1${longTitleClass(
      data.title,
      'hero_metrics',
    )}>${highlightedTitle(data.title, 'hero_metrics_hl')}</h1><p class="hero_metrics_lead">${data.lead}</p>${actionButtons(data.actions)}${
      line ? html`<p class="hero_metrics_line">${line}</p>` : ''
    }</div><div class="hero_metrics_board"><div class="hero_metrics_side"><p class="hero_metrics_name">${business.name}</p>${
      business.hours.length > 0 ? html`<ul class="hero_metrics_hours">${business.hours.map((hours) => html`<li>${hours}</li>`)}</ul>` : ''
    }</div><div class="hero_metrics_main">${
      offers.length > 0
        ? html`<ul class="hero_metrics_cards">${offers.slice(0, 4).map((offer) => {
            const price = figurePrice(offer);
            return html`<li>${offerIcon(offer, 'hero_metrics_icon')}<span class="hero_metrics_offer">${offer.title}</span>${price ? html`<span class="hero_metrics_price">${price}</span>` : ''}</li>`;
          })}</ul>`
        : ''
    }<div class="hero_metrics_lower"><div class="hero_metrics_panel">${picture(data.image, context, 'hero_metrics_img')}</div>${
      offers.length > 4 ? html`<ul class="hero_metrics_more">${offers.slice(4, 9).map((offer) => html`<li>${offer.title}${figurePrice(offer) ? html` <span>${figurePrice(offer)}</span>` : ''}</li>`)}</ul>` : ''
    }</div></div></div></div></section>`;
  },
  css: `section.hero_metrics { overflow: hidden; padding-block: clamp(2.5rem, 4vw, 3rem) 0; background: radial-gradient(40rem 20rem at 50% 0, color-mix(in srgb, var(--primary) 10%, transparent), transparent 70%), linear-gradient(color-mix(in srgb, var(--text) 6%, transparent) 1px, transparent 1px) 0 0 / 2.5rem 2.5rem, linear-gradient(90deg, color-mix(in srgb, var(--text) 6%, transparent) 1px, transparent 1px) 0 0 / 2.5rem 2.5rem, var(--bg); }
.hero_metrics_text { max-width: 52rem; margin-inline: auto; text-align: center; overflow-wrap: break-word; container-type: inline-size; }
.hero_metrics_pill { display: inline-block; margin: 0 0 1.2rem; padding: 0.3rem 1rem; border: 1px solid var(--border); border-radius: 999px; background: var(--surface); color: var(--text); font-size: 0.9rem; }
.hero_metrics h1 { margin-bottom: 0.35em; font-size: clamp(2.4rem, 1rem + 4vw, 4.2rem); line-height: 1.08; }
.hero_metrics h1.hero_metrics_long { font-size: clamp(2rem, 0.9rem + 3vw, 3.4rem); }
.hero_metrics_hl { display: block; color: var(--link); }
.hero_metrics_lead { max-width: 42rem; margin: 0 auto; color: var(--muted); font-size: 1.15rem; }
.hero_metrics_text .ui_actions { justify-content: center; margin-top: 1.6rem; }
.hero_metrics_line { margin: 1rem 0 0; color: var(--muted); font-size: 0.92rem; }
.hero_metrics_board { display: grid; grid-template-columns: minmax(0, 14rem) minmax(0, 1fr); gap: 0.9rem; margin-top: clamp(2rem, 4vw, 2.5rem); padding: 0.9rem 0.9rem 0; border-radius: 20px 20px 0 0; background: var(--text); color: var(--bg); box-shadow: 0 40px 80px -30px rgb(15 23 42 / 0.45); }
.hero_metrics_side { container-type: inline-size; padding: 0.9rem 0.8rem; border-radius: 12px; background: color-mix(in srgb, var(--bg) 8%, var(--text)); min-width: 0; }
/* The name's longest word (--brand-em, in em) fits the side panel's line: smaller rather than split. */
.hero_metrics_name { margin: 0 0 1rem; font-weight: 700; font-size: max(0.75rem, min(0.95rem, 100cqi / var(--brand-em, 1))); overflow-wrap: break-word; }
.hero_metrics_hours { margin: 0; padding: 0; list-style: none; font-size: 0.9rem; }
.hero_metrics_hours li { padding: 0.4rem 0.6rem; border-radius: 8px; }
.hero_metrics_hours li:first-child { background: color-mix(in srgb, var(--bg) 16%, var(--text)); }
.hero_metrics_main { display: grid; gap: 0.9rem; min-width: 0; }
.hero_metrics_cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: 0.9rem; margin: 0; padding: 0; list-style: none; }
.hero_metrics_cards li { display: grid; align-content: start; gap: 0.35rem; padding: 1rem; border-radius: 12px; background: color-mix(in srgb, var(--bg) 8%, var(--text)); min-width: 0; overflow-wrap: break-word; }
.hero_metrics_icon { width: 1.4rem; height: 1.4rem; color: var(--bg); }
.hero_metrics_offer { font-size: 0.95rem; }
.hero_metrics_price { font-weight: 700; font-size: 1.6rem; line-height: 1.15; }
.hero_metrics_lower { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); gap: 0.9rem; }
.hero_metrics_panel { border-radius: 12px 12px 0 0; overflow: hidden; background: color-mix(in srgb, var(--bg) 8%, var(--text)); }
.hero_metrics_lower:has(.hero_metrics_more) { grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr); }
.hero_metrics_img { width: 100%; height: 100%; min-height: 12rem; aspect-ratio: 2.4 / 1; object-fit: cover; filter: brightness(0.88); }
.hero_metrics_more { margin: 0; padding: 1rem 1.2rem; border-radius: 12px 12px 0 0; background: color-mix(in srgb, var(--bg) 8%, var(--text)); list-style: none; font-size: 0.92rem; min-width: 0; overflow-wrap: break-word; }
.hero_metrics_more li { position: relative; padding: 0.35rem 0 0.35rem 1.1rem; }
.hero_metrics_more li::before { content: ""; position: absolute; left: 0; top: 0.8rem; width: 0.5rem; height: 0.5rem; border-radius: 2px; background: var(--accent); }
.hero_metrics_more span { float: right; font-weight: 700; }
@media (max-width: 760px) {
.hero_metrics_board { grid-template-columns: minmax(0, 1fr); }
.hero_metrics_cards { grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr)); }
.hero_metrics_lower:has(.hero_metrics_more) { grid-template-columns: minmax(0, 1fr); }
.hero_metrics_img { aspect-ratio: 2 / 1; min-height: 0; }
}`,
};
