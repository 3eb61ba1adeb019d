import { townOf } from '../../../brief/town.ts';
import { html } from '../../html.ts';
import { actionButtons } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { heroEyebrow, highlightedTitle, longTitleClass } from './hero-parts.ts';

/**
 * The aurora template's first screen: curtains of light across a dark sky over a receding grid floor, and centred
 * under them a huge thin title whose last part glows in the aurora's gradient, the lead, pill actions, and the
 * business's offers and town as small glass chips.
 */
export const auroraHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const { business, offers } = context;
    const town = business.address ? townOf(business.address) : undefined;
    const chips = [...offers.slice(0, 3).map((offer) => offer.title), ...(town ? [town] : [])];
    return html`<section class="hero_aurora"><div class="hero_aurora_sky" aria-hidden="true"></div><div class="hero_aurora_floor" aria-hidden="true"></div><div class="ui_wrap hero_aurora_text">${heroEyebrow(
      data,
      'hero_aurora_eyebrow',
    )}<h1${longTitleClass(data.title, 'hero_aurora')}>${highlightedTitle(data.title, 'hero_aurora_hl')}</h1><p class="hero_aurora_lead">${data.lead}</p>${actionButtons(data.actions)}${
      chips.length > 1 ? html`<ul class="hero_aurora_chips">${chips.map((chip) => html`<li>${chip}</li>`)}</ul>` : ''
    }</div></section>`;
  },
  css: `section.hero_aurora { position: relative; isolation: isolate; overflow: hidden; display: grid; align-items: end; min-height: clamp(38rem, 92vh, 52rem); padding-block: clamp(14rem, 30vh, 17rem) clamp(3rem, 7vw, 5rem); background: radial-gradient(1px 1px at 8% 12%, var(--text), transparent), radial-gradient(1px 1px at 23% 30%, var(--text), transparent), radial-gradient(1.5px 1.5px at 52% 8%, var(--text), transparent), radial-gradient(1px 1px at 77% 22%, var(--text), transparent), radial-gradient(1.5px 1.5px at 91% 9%, var(--text), transparent), var(--bg); }
.hero_aurora_sky { position: absolute; z-index: -1; top: -6rem; left: -10%; right: -10%; height: 26rem; background: radial-gradient(40% 50% at 22% 55%, color-mix(in srgb, var(--primary) 55%, transparent), transparent 70%), radial-gradient(35% 45% at 55% 40%, color-mix(in srgb, var(--accent) 55%, transparent), transparent 70%), radial-gradient(38% 50% at 85% 60%, color-mix(in srgb, var(--link) 45%, transparent), transparent 70%), repeating-linear-gradient(90deg, color-mix(in srgb, var(--text) 7%, transparent) 0 2px, transparent 2px 14px); filter: blur(6px); mask-image: linear-gradient(to bottom, black 40%, transparent); rotate: -3deg; }
.hero_aurora_floor { position: absolute; z-index: -1; left: -50%; right: -50%; bottom: -10%; height: 55%; background-image: linear-gradient(color-mix(in srgb, var(--link) 22%, transparent) 1px, transparent 1px), linear-gradient(90deg, color-mix(in srgb, var(--link) 22%, transparent) 1px, transparent 1px); background-size: 6rem 3.5rem; transform: perspective(30rem) rotateX(62deg); transform-origin: bottom; mask-image: linear-gradient(to top, black, transparent 85%); }
.hero_aurora_text { text-align: center; overflow-wrap: break-word; container-type: inline-size; }
.hero_aurora_eyebrow { display: inline-flex; align-items: center; gap: 0.6rem; margin: 0 0 1.2rem; color: var(--muted); font-size: 0.85rem; letter-spacing: 0.22em; text-transform: uppercase; }
.hero_aurora_eyebrow::before { content: ""; flex: none; width: 0.5rem; height: 0.5rem; border-radius: 50%; background: var(--primary); box-shadow: 0 0 10px var(--primary); }
.hero_aurora h1 { max-width: 18ch; margin: 0 auto 0.35em; font-size: clamp(2.8rem, 1rem + 6vw, 6.4rem); font-weight: 200; line-height: 1; background: none; color: var(--text); }
.hero_aurora h1.hero_aurora_long { font-size: clamp(2.2rem, 0.9rem + 4vw, 4.6rem); }
.hero_aurora_hl { display: block; font-weight: 700; background: linear-gradient(90deg, var(--primary), var(--link) 50%, var(--accent)); -webkit-background-clip: text; background-clip: text; color: transparent; }
@media (forced-colors: active) { .hero_aurora_hl { color: CanvasText; background: none; } }
.hero_aurora_lead { max-width: 40rem; margin: 0 auto; color: var(--muted); font-size: 1.2rem; }
.hero_aurora .ui_actions { justify-content: center; }
.hero_aurora .ui_btn { background: linear-gradient(90deg, var(--primary), var(--link)); border-color: transparent; }
.hero_aurora .ui_btn_ghost { background: color-mix(in srgb, var(--surface) 70%, transparent); border-color: var(--border); color: var(--text); }
.hero_aurora_chips { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.6rem; margin: 2rem 0 0; padding: 0; list-style: none; }
.hero_aurora_chips li { min-width: 0; padding: 0.35rem 0.9rem; border: 1px solid var(--border); border-radius: 999px; background: color-mix(in srgb, var(--surface) 60%, transparent); color: var(--muted); font-size: 0.88rem; overflow-wrap: break-word; backdrop-filter: blur(8px); }
@media (max-width: 760px) {
section.hero_aurora { min-height: 0; padding-top: 11rem; }
.hero_aurora_sky { height: 18rem; }
}`,
};
