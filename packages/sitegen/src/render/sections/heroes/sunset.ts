import { townOf } from '../../../brief/town.ts';
import { html, trusted } from '../../html.ts';
import { actionButtons, icon, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { heroEyebrow, highlightedTitle, longTitleClass } from './hero-parts.ts';
import { offersForOneLine } from './offer-line.ts';

/** The landscape behind the card: a sky going down into the sun, far hills, the sea and a dark shore, in the palette. */
const scene = `<svg class="hero_sunset_scene" viewBox="0 0 1440 760" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false"><defs><linearGradient id="hero_sunset_sky" x1="0" y1="0" x2="0" y2="1"><stop class="hero_sunset_s1" offset="0"/><stop class="hero_sunset_s2" offset=".3"/><stop class="hero_sunset_s3" offset=".5"/><stop class="hero_sunset_s4" offset=".58"/></linearGradient></defs><rect width="1440" height="760" fill="url(#hero_sunset_sky)"/><circle class="hero_sunset_sun" cx="1030" cy="430" r="76"/><path class="hero_sunset_hills" d="M0 430 90 400 220 414 360 388 520 420 700 396 860 416 1000 408 1180 390 1320 410 1440 400V470H0Z"/><rect class="hero_sunset_sea" y="460" width="1440" height="300"/><path class="hero_sunset_glint" d="M940 500h180M970 530h120M990 560h80M180 520h140M240 560h90"/><path class="hero_sunset_shore" d="M660 760 760 640 1000 600 1440 570V760Z"/></svg>`;

/**
 * Template 19's first screen: a full-bleed landscape at sunset (sky, sun, hills, sea and a dark shore drawn in the
 * palette) with the business's picture lit on the shore and a dark card over it: the title with its last phrase in
 * gold italics, its offers in spaced capitals, and a contact bar in place of the template's search form: its town,
 * hours and phone, and the way to its offers.
 */
export const sunsetHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const { business } = context;
    const town = business.address ? townOf(business.address) ?? business.address : business.areasServed;
    const offers = offersForOneLine(context.offers, 48);
    return html`<section class="hero_sunset">${trusted(scene)}<div class="ui_wrap"><div class="hero_sunset_card">${heroEyebrow(data, 'hero_sunset_eyebrow')}<h1${longTitleClass(
      data.title,
      'hero_sunset',
    )}>${highlightedTitle(data.title, 'hero_sunset_hl')}</h1><p class="hero_sunset_lead">${data.lead}</p>${
      offers.length > 0 ? html`<ul class="hero_sunset_offers">${offers.map((offer) => html`<li>${offer.title}</li>`)}</ul>` : ''
    }<div class="hero_sunset_bar">${
      town || business.phone || business.hours[0]
        ? html`<ul class="hero_sunset_fields">${town ? html`<li>${icon('map-pin', 'hero_sunset_icon')}<span>${town}</span></li>` : ''}${
            business.hours[0] ? html`<li>${icon('clock', 'hero_sunset_icon')}<span>${business.hours[0]}</span></li>` : ''
          }${
            business.phone
              ? html`<li>${icon('phone', 'hero_sunset_icon')}${business.phone.href ? html`<a href="${business.phone.href}">${business.phone.text}</a>` : html`<span>${business.phone.text}</span>`}</li>`
              : ''
          }</ul>`
        : ''
    }${actionButtons(data.actions.slice(0, 1))}</div>${data.actions[1] ? html`<p class="hero_sunset_more"><a href="${data.actions[1].href}">${data.actions[1].label}</a></p>` : ''}</div>${picture(data.image, context, 'hero_sunset_view')}</div></section>`;
  },
  css: `section.hero_sunset { position: relative; isolation: isolate; overflow: hidden; display: grid; align-items: center; min-height: clamp(34rem, 78vh, 44rem); padding-block: clamp(2.5rem, 6vw, 5rem); background: var(--primary); }
.hero_sunset_scene { position: absolute; z-index: -1; inset: 0; width: 100%; height: 100%; }
.hero_sunset_s1 { stop-color: color-mix(in srgb, var(--primary) 80%, #1c2145); }
.hero_sunset_s2 { stop-color: color-mix(in srgb, var(--primary) 45%, color-mix(in srgb, var(--accent) 40%, #6b4f8a)); }
.hero_sunset_s3 { stop-color: color-mix(in srgb, var(--accent) 70%, #e07a5f); }
.hero_sunset_s4 { stop-color: color-mix(in srgb, var(--accent) 45%, var(--bg)); }
.hero_sunset_sun { fill: color-mix(in srgb, var(--accent) 35%, var(--bg)); }
.hero_sunset_hills { fill: color-mix(in srgb, var(--primary) 60%, var(--accent)); }
.hero_sunset_sea { fill: color-mix(in srgb, var(--primary) 55%, #4a6a8f); }
.hero_sunset_glint { stroke: color-mix(in srgb, var(--accent) 50%, var(--bg)); stroke-width: 3; stroke-linecap: round; opacity: 0.6; }
.hero_sunset_shore { fill: color-mix(in srgb, var(--primary) 75%, black); }
.hero_sunset .ui_wrap { position: relative; }
.hero_sunset_view { position: absolute; right: 0; bottom: -2rem; width: min(30vw, 24rem); aspect-ratio: 4 / 3; object-fit: cover; border: 0.45rem solid color-mix(in srgb, var(--accent) 55%, var(--bg)); box-shadow: 0 0 60px 10px color-mix(in srgb, var(--accent) 45%, transparent); }
.hero_sunset_card { position: relative; z-index: 1; max-width: 44rem; padding: clamp(1.6rem, 4vw, 2.6rem); border-top: 2px solid var(--accent); background: color-mix(in srgb, var(--primary) 90%, transparent); color: var(--on-primary); overflow-wrap: break-word; container-type: inline-size; }
.hero_sunset_eyebrow { margin: 0 0 1.1rem; color: color-mix(in srgb, var(--accent) 55%, var(--on-primary)); font-size: 0.8rem; font-weight: 700; letter-spacing: 0.24em; text-transform: uppercase; }
.hero_sunset h1 { margin-bottom: 0.4em; color: var(--on-primary); font-size: clamp(2.3rem, 1rem + 3.6vw, 3.8rem); line-height: 1.1; }
.hero_sunset h1.hero_sunset_long { font-size: clamp(2rem, 0.9rem + 3vw, 3.3rem); }
.hero_sunset_hl { font-style: italic; color: color-mix(in srgb, var(--accent) 55%, var(--on-primary)); }
.hero_sunset_lead { margin: 0; color: color-mix(in srgb, var(--on-primary) 85%, var(--primary)); font-size: 1rem; }
.hero_sunset_offers { display: flex; flex-wrap: wrap; gap: 0.2rem 0; margin: 1.2rem 0 0; padding: 0; list-style: none; color: color-mix(in srgb, var(--accent) 55%, var(--on-primary)); font-size: 0.78rem; font-weight: 700; letter-spacing: 0.18em; text-transform: uppercase; }
.hero_sunset_offers li:not(:last-child)::after { content: "·" / ""; margin-inline: 0.7rem; }
.hero_sunset_bar { display: flex; flex-wrap: wrap; align-items: stretch; gap: 0.6rem; margin-top: 1.6rem; }
.hero_sunset_fields { display: contents; list-style: none; }
.hero_sunset_fields li { display: flex; flex: 1 1 auto; align-items: center; gap: 0.6rem; min-width: 0; min-height: 3rem; padding: 0.5rem 0.9rem; background: var(--bg); color: var(--text); font-size: 0.95rem; line-height: 1.3; overflow-wrap: break-word; }
.hero_sunset_fields a { color: inherit; text-decoration: none; white-space: nowrap; }
.hero_sunset_icon { flex: none; width: 1.1rem; height: 1.1rem; color: var(--link); }
.hero_sunset_bar .ui_actions { margin: 0; }
.hero_sunset_bar .ui_btn { height: 100%; background: var(--bg); border-color: var(--accent); color: var(--text); }
.hero_sunset_more { margin: 1.1rem 0 0; font-size: 0.9rem; letter-spacing: 0.12em; text-transform: uppercase; }
.hero_sunset_more a { color: var(--on-primary); }
@media (max-width: 760px) {
section.hero_sunset { min-height: 0; padding-block: 12rem 0; }
.hero_sunset .ui_wrap { width: 100%; }
.hero_sunset_card { max-width: none; }
.hero_sunset_view { display: none; }
.hero_sunset_fields li { flex-basis: 100%; }
}`,
};

