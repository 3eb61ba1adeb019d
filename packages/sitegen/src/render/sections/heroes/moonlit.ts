import { html, trusted } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { heroEyebrow, longTitleClass } from './hero-parts.ts';

/** The night landscape under the title: two ranges of peaks, a tower on the left and the dark ground, in the palette. */
const landscape = `<svg class="hero_moonlit_land" viewBox="0 0 1440 520" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false"><path class="hero_moonlit_far" d="M0 250 50 190 150 270 280 100 420 240 520 180 640 280 760 150 900 260 1040 170 1180 240 1290 160 1440 260V520H0Z"/><path class="hero_moonlit_near" d="M0 330 90 300 220 380 380 290 540 370 700 300 860 390 1000 330 1120 350 1260 320 1440 360V520H0Z"/><path class="hero_moonlit_tower" d="M110 430V230l18-40 18 40V330h40V300h30V430ZM240 430V210l22-50 22 50V430Z"/><path class="hero_moonlit_ground" d="M0 440C300 420 600 436 900 428 1150 422 1300 430 1440 426V520H0Z"/></svg>`;

/**
 * Template 21's first screen: a night sky with a glowing full moon (the business's picture in it) over dark ranges
 * of peaks, and in the middle a ruled eyebrow, a huge engraved title in gold capitals, an italic lead and the actions;
 * the business's offers follow as one small line of capitals.
 */
export const moonlitHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const offers = context.offers.slice(0, 4);
    return html`<section class="hero_moonlit">${trusted(landscape)}<div class="hero_moonlit_moon">${picture(data.image, context, 'hero_moonlit_img')}</div><div class="ui_wrap hero_moonlit_text">${heroEyebrow(
      data,
      'hero_moonlit_eyebrow',
    )}<h1${longTitleClass(data.title, 'hero_moonlit')}>${data.title}</h1><p class="hero_moonlit_lead">${data.lead}</p>${actionButtons(data.actions)}${
      offers.length > 1 ? html`<ul class="hero_moonlit_offers">${offers.map((offer) => html`<li>${offer.title}</li>`)}</ul>` : ''
    }</div></section>`;
  },
  css: `section.hero_moonlit { position: relative; isolation: isolate; overflow: hidden; display: grid; align-items: center; min-height: clamp(36rem, 86vh, 50rem); padding-block: clamp(4rem, 10vw, 8rem) clamp(7rem, 12vw, 10rem); background: radial-gradient(1.5px 1.5px at 12% 18%, var(--text), transparent), radial-gradient(1.5px 1.5px at 34% 8%, var(--text), transparent), radial-gradient(1px 1px at 58% 14%, var(--text), transparent), radial-gradient(1.5px 1.5px at 88% 30%, var(--text), transparent), radial-gradient(1px 1px at 70% 6%, var(--text), transparent), linear-gradient(to bottom, var(--bg), color-mix(in srgb, var(--accent) 22%, var(--bg)) 75%, var(--bg)); }
.hero_moonlit_land { position: absolute; z-index: -1; left: 0; right: 0; bottom: 0; width: 100%; height: 62%; }
.hero_moonlit_far { fill: color-mix(in srgb, var(--accent) 18%, var(--bg)); }
.hero_moonlit_near { fill: color-mix(in srgb, var(--accent) 10%, var(--bg)); }
.hero_moonlit_tower { fill: color-mix(in srgb, black 40%, var(--bg)); }
.hero_moonlit_ground { fill: color-mix(in srgb, black 35%, var(--bg)); }
.hero_moonlit_moon { position: absolute; z-index: -1; top: clamp(2rem, 7vw, 5rem); right: clamp(1rem, 12vw, 12rem); width: clamp(8rem, 15vw, 13rem); aspect-ratio: 1; border-radius: 50%; overflow: hidden; background: var(--primary); box-shadow: 0 0 0 1.2rem color-mix(in srgb, var(--primary) 14%, transparent), 0 0 120px 40px color-mix(in srgb, var(--primary) 30%, transparent); }
.hero_moonlit_img { width: 100%; height: 100%; object-fit: cover; opacity: 0.85; }
.hero_moonlit_text { text-align: center; overflow-wrap: break-word; container-type: inline-size; }
.hero_moonlit_eyebrow { display: inline-block; margin: 0 0 1.4rem; padding: 0.5rem 1.2rem; border-block: 1px solid var(--primary); background: color-mix(in srgb, var(--bg) 70%, transparent); color: var(--link); font-size: 0.85rem; letter-spacing: 0.2em; text-transform: uppercase; }
.hero_moonlit h1 { max-width: 20ch; margin: 0 auto 0.35em; color: var(--primary); font-size: clamp(2.6rem, 1rem + 5.4vw, 6rem); line-height: 0.98; letter-spacing: 0.06em; }
.hero_moonlit h1.hero_moonlit_long { font-size: clamp(2.1rem, 0.9rem + 3.6vw, 4.2rem); }
.hero_moonlit_lead { max-width: 42rem; margin: 0 auto; font-size: 1.2rem; font-style: italic; }
.hero_moonlit .ui_actions { justify-content: center; }
.hero_moonlit .ui_btn { background: linear-gradient(to bottom, color-mix(in srgb, var(--primary) 75%, white), var(--primary)); }
.hero_moonlit .ui_btn_ghost { background: color-mix(in srgb, var(--bg) 80%, transparent); color: var(--link); border-color: var(--primary); }
.hero_moonlit_offers { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.3rem 0; margin: 2rem 0 0; padding: 0; list-style: none; color: var(--muted); font-size: 0.85rem; letter-spacing: 0.16em; text-transform: uppercase; }
.hero_moonlit_offers li:not(:last-child)::after { content: "◆" / ""; margin-inline: 0.9rem; color: var(--primary); font-size: 0.6rem; vertical-align: 0.2em; }
@media (max-width: 760px) {
section.hero_moonlit { min-height: 0; padding-top: 9rem; }
.hero_moonlit_moon { top: 1.5rem; right: 1.5rem; width: 6.5rem; }
}`,
};
