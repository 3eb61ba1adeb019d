import { html } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { heroEyebrow, highlightedTitle, longTitleClass, offerIcon, placeLine } from './hero-parts.ts';

/**
 * Template 3's first screen: a centred title, lead and actions on a soft wash, the phone in a code chip, and below
 * them a wide app window whose rows are the business's offers with their prices, its picture and hours at the side.
 */
export const windowHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const { business, offers } = context;
    const place = placeLine(context);
    return html`<section class="hero_window"><div class="ui_wrap"><div class="hero_window_text">${heroEyebrow(data, 'hero_window_pill')}<h1${longTitleClass(
      data.title,
      'hero_window',
    )}>${highlightedTitle(data.title, 'hero_window_hl')}</h1><p class="hero_window_lead">${data.lead}</p>${actionButtons(data.actions)}${
      business.phone ? html`<p class="hero_window_call"><code>${business.phone.text}</code></p>` : ''
    }</div><div class="hero_window_app"><div class="hero_window_bar"><span class="hero_window_dots" aria-hidden="true"><span></span><span></span><span></span></span><span class="hero_window_url">${business.name}</span></div><div class="hero_window_body"><div class="hero_window_side">${picture(
      data.image,
      context,
      'hero_window_img',
    )}${business.hours.length > 0 ? html`<ul class="hero_window_hours">${business.hours.map((line) => html`<li>${line}</li>`)}</ul>` : ''}</div><div class="hero_window_main"><p class="hero_window_title">${business.name}${
      place ? html` <span>${place}</span>` : ''
    }</p>${offers.length > 0 ? html`<ul class="hero_window_rows">${offers.slice(0, 5).map(
      (offer) => html`<li>${offerIcon(offer, 'hero_window_icon')}<span class="hero_window_offer">${offer.title}</span>${offer.price ? html`<span class="hero_window_price">${offer.price}</span>` : ''}</li>`,
    )}</ul>` : ''}</div></div></div></div></section>`;
  },
  css: `section.hero_window { position: relative; isolation: isolate; overflow: hidden; padding-block: clamp(2.5rem, 5vw, 3.5rem) 0; background: radial-gradient(40rem 24rem at 10% 0, color-mix(in srgb, var(--primary) 12%, transparent), transparent 70%), radial-gradient(36rem 22rem at 92% 12%, color-mix(in srgb, var(--accent) 14%, transparent), transparent 70%), var(--bg); }
.hero_window_text { max-width: 54rem; margin-inline: auto; text-align: center; overflow-wrap: break-word; container-type: inline-size; }
.hero_window_pill { display: inline-block; margin: 0 0 1.3rem; padding: 0.3rem 0.9rem; border: 1px solid var(--border); border-radius: 999px; background: var(--bg); color: var(--muted); font-size: 0.9rem; }
.hero_window h1 { margin-bottom: 0.4em; font-size: clamp(2.4rem, 1rem + 4vw, 4.2rem); line-height: 1.08; }
.hero_window h1.hero_window_long { font-size: clamp(2rem, 0.9rem + 3vw, 3.4rem); }
.hero_window_hl { color: var(--link); }
.hero_window_lead { max-width: 40rem; margin: 0 auto; color: var(--muted); font-size: 1.2rem; }
.hero_window_text .ui_actions { justify-content: center; }
.hero_window_call { margin: 1.2rem 0 0; }
.hero_window_call code { padding: 0.2rem 0.55rem; border-radius: 6px; background: var(--surface-alt); color: var(--text); font-size: 0.95rem; }
.hero_window_app { max-width: 60rem; margin: clamp(2.5rem, 5vw, 4rem) auto 0; border: 1px solid var(--border); border-bottom: 0; border-radius: 16px 16px 0 0; background: var(--surface); box-shadow: 0 40px 80px -40px rgb(15 23 42 / 0.35); overflow: hidden; }
.hero_window_bar { display: flex; align-items: center; gap: 1rem; padding: 0.7rem 1rem; background: var(--surface-alt); border-bottom: 1px solid var(--border); }
.hero_window_dots { display: flex; gap: 0.4rem; }
.hero_window_dots span { width: 0.7rem; height: 0.7rem; border-radius: 50%; background: var(--accent); }
.hero_window_dots span:first-child { background: var(--primary); }
.hero_window_dots span:last-child { background: var(--border); }
.hero_window_url { flex: 1; max-width: 22rem; margin-inline: auto; padding: 0.1rem 0.8rem; border-radius: 999px; background: var(--bg); color: var(--muted); font-size: 0.8rem; text-align: center; overflow-wrap: break-word; }
.hero_window_body { display: grid; grid-template-columns: minmax(0, 15rem) minmax(0, 1fr); }
.hero_window_side { display: grid; align-content: start; gap: 1rem; padding: 1.2rem; border-right: 1px solid var(--border); }
.hero_window_img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: 10px; }
.hero_window_hours { margin: 0; padding: 0; list-style: none; color: var(--muted); font-size: 0.9rem; }
.hero_window_main { padding: 1.3rem 1.5rem 1.8rem; min-width: 0; }
.hero_window_title { margin: 0 0 1rem; font-weight: 700; font-size: 1.1rem; overflow-wrap: break-word; }
.hero_window_title span { margin-inline-start: 0.5rem; padding: 0.1rem 0.6rem; border-radius: 999px; background: var(--surface-alt); color: var(--text); font-size: 0.8rem; font-weight: 600; }
.hero_window_rows { display: grid; gap: 0.6rem; margin: 0; padding: 0; list-style: none; }
.hero_window_rows li { display: flex; align-items: center; gap: 0.8rem; padding: 0.75rem 1rem; border: 1px solid var(--border); border-radius: 10px; background: var(--bg); }
.hero_window_icon { width: 1.3rem; height: 1.3rem; flex: none; color: var(--link); }
.hero_window_offer { flex: 1; min-width: 0; overflow-wrap: break-word; }
.hero_window_price { flex: none; max-width: 45%; font-weight: 700; text-align: end; }
@media (max-width: 760px) {
.hero_window_body { grid-template-columns: minmax(0, 1fr); }
.hero_window_side { grid-template-columns: minmax(0, 1fr); border-right: 0; border-bottom: 1px solid var(--border); }
.hero_window_main { padding: 1rem; }
.hero_window_rows li { flex-wrap: wrap; }
.hero_window_offer { flex: 1 1 9rem; }
.hero_window_price { max-width: none; text-align: start; }
}`,
};
