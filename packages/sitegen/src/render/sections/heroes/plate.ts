import { html } from '../../html.ts';
import type { SafeHtml } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { RenderContext, VariantRenderer } from '../types.ts';
import { factList, heroFacts, highlightedTitle, longTitleClass } from './hero-parts.ts';

/** The round badge on the plate's rim: the first opening hours line (days over times), else nothing. */
function hoursBadge(context: RenderContext): SafeHtml {
  const line = context.business.hours[0];
  if (!line) return html``;
  const split = /^(\D+?)\s+(\d.*)$/u.exec(line);
  return split?.[1] && split[2]
    ? html`<p class="hero_plate_badge"><span>${split[1]}</span> <strong>${split[2]}</strong></p>`
    : html`<p class="hero_plate_badge"><strong>${line}</strong></p>`;
}

/**
 * Template 8's first screen: a heavy slab-serif title with its last word underlined in colour, beside the business's
 * picture on a plate set on an organic blob with a round hours badge; a wave opens onto a dark band of its offers.
 */
export const plateHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const facts = heroFacts(context, 3);
    return html`<section class="hero_plate"><div class="ui_wrap hero_plate_grid"><div class="hero_plate_text">${
      data.eyebrow ? html`<p class="hero_plate_pill">${data.eyebrow}</p>` : ''
    }<h1${longTitleClass(data.title, 'hero_plate')}>${highlightedTitle(data.title, 'hero_plate_hl', 'last word')}</h1><p class="hero_plate_lead">${data.lead}</p>${actionButtons(
      data.actions,
    )}</div><div class="hero_plate_scene"><div class="hero_plate_dish">${picture(data.image, context, 'hero_plate_img')}</div>${hoursBadge(context)}</div></div>${
      facts.length > 1
        ? html`<div class="hero_plate_band"><svg class="hero_plate_wave" viewBox="0 0 1440 60" preserveAspectRatio="none" aria-hidden="true" focusable="false"><path d="M0 30C240 0 480 8 720 22S1200 40 1440 0V60H0Z"/></svg><div class="ui_wrap">${factList(
            facts,
            'hero_plate_facts',
          )}</div></div>`
        : ''
    }</section>`;
  },
  css: `section.hero_plate { overflow: hidden; padding-top: clamp(2rem, 4vw, 3rem); }
.hero_plate_grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 2.5rem clamp(2rem, 5vw, 4rem); align-items: center; padding-bottom: clamp(2.5rem, 7vw, 6rem); }
.hero_plate_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_plate_pill { display: inline-block; margin: 0 0 1.1rem; padding: 0.3rem 0.9rem; border-radius: 999px; background: color-mix(in srgb, var(--primary) 22%, var(--bg)); color: var(--text); font-size: 0.92rem; font-weight: 700; }
.hero_plate h1 { margin-bottom: 0.4em; font-size: clamp(2.6rem, 1rem + 5vw, 5.2rem); line-height: 1; }
.hero_plate h1.hero_plate_long { font-size: clamp(2.1rem, 0.9rem + 3.4vw, 3.9rem); }
.hero_plate_hl { color: var(--link); text-decoration: underline; text-decoration-color: color-mix(in srgb, var(--accent) 45%, var(--bg)); text-decoration-thickness: 0.14em; text-underline-offset: 0.08em; }
.hero_plate_lead { max-width: 31rem; margin: 0; color: var(--muted); font-size: 1.15rem; }
.hero_plate .ui_btn { border-radius: 999px; }
.hero_plate_scene { position: relative; width: min(100%, 34rem); justify-self: center; }
.hero_plate_dish { aspect-ratio: 1.05; padding: 8% 9%; border-radius: 44% 56% 52% 48% / 50% 42% 58% 50%; background: color-mix(in srgb, var(--primary) 30%, var(--bg)); }
.hero_plate_img { width: 100%; height: 100%; object-fit: cover; border-radius: 50%; border: clamp(0.8rem, 2.4vw, 1.7rem) solid var(--surface); box-shadow: 0 16px 40px -18px rgb(0 0 0 / 0.4); }
.hero_plate_badge { position: absolute; top: -0.5rem; right: -0.5rem; display: grid; place-content: center; width: 8rem; aspect-ratio: 1; margin: 0; padding: 0.8rem; border-radius: 50%; background: var(--primary); color: var(--on-primary); font: 700 0.95rem/1.2 var(--font-heading); text-align: center; rotate: 8deg; overflow-wrap: break-word; box-shadow: 4px 6px 0 color-mix(in srgb, var(--primary) 40%, transparent); }
.hero_plate_badge strong { display: block; font-size: 1.05rem; }
.hero_plate_band { position: relative; background: var(--primary); color: var(--on-primary); }
.hero_plate_wave { position: absolute; left: 0; bottom: calc(100% - 1px); width: 100%; height: clamp(1.5rem, 4vw, 3.5rem); fill: var(--primary); }
.hero_plate_facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 1.5rem 2.5rem; margin: 0; padding: 2.4rem 0 3.4rem; list-style: none; }
.hero_plate_facts li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.3rem 0.9rem; min-width: 0; overflow-wrap: break-word; }
.hero_plate_facts_icon { width: 3rem; height: 3rem; padding: 0.7rem; border-radius: 50%; background: color-mix(in srgb, var(--on-primary) 14%, var(--primary)); }
.hero_plate_facts_value { font: 700 1.3rem/1.2 var(--font-heading); }
.hero_plate_facts_value.hero_plate_facts_name { font-size: 1.15rem; }
.hero_plate_facts_label { flex-basis: 100%; font-size: 0.95rem; }
@media (min-width: 761px) {
/* The wave and its band open at the foot of the first screen, even under a short title. */
.hero_plate_grid { min-height: min(38rem, 100vh - 10rem); }
}
@media (max-width: 760px) {
.hero_plate_grid { grid-template-columns: minmax(0, 1fr); }
.hero_plate_scene { width: min(100%, 21rem); }
.hero_plate_badge { width: 6.5rem; top: -1rem; right: -0.25rem; font-size: 0.85rem; }
}`,
};
