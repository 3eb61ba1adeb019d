import { html } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { heroEyebrow, highlightedTitle, longTitleClass, placeLine } from './hero-parts.ts';

/** The length of the longest word of a name, in letters: spaced capitals of a long one must stay on the card. */
const longestWord = (name: string) => Math.max(...name.split(/\s+/u).map((word) => [...word].length));

/**
 * Template 2's first screen: a large editorial serif title whose last word is set in italics, beside a framed poster
 * card: the business's name in spaced capitals over its picture in an arch, on a ground plane, with a caption naming
 * what it offers and where. A hairline closes the screen.
 */
export const archHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const offered = context.offers.slice(0, 3).map((offer) => offer.title).join(' · ');
    const caption = [offered, placeLine(context)].filter(Boolean).join('. ');
    return html`<section class="hero_arch"><div class="ui_wrap hero_arch_grid"><div class="hero_arch_text">${heroEyebrow(data, 'hero_arch_eyebrow')}<h1${longTitleClass(
      data.title,
      'hero_arch',
    )}>${highlightedTitle(data.title, 'hero_arch_hl', 'last word')}</h1><p class="hero_arch_lead">${data.lead}</p>${actionButtons(data.actions)}</div><figure class="hero_arch_card"><div class="hero_arch_poster"><p class="hero_arch_name${longestWord(context.business.name) >= 12 ? ' hero_arch_name_long' : ''}">${context.business.name}</p><div class="hero_arch_frame">${picture(data.image, context, 'hero_arch_img')}</div></div>${caption ? html`<figcaption class="hero_arch_caption">${caption}</figcaption>` : ''}</figure></div></section>`;
  },
  css: `section.hero_arch { padding-block: clamp(2.5rem, 7vw, 6.5rem); border-bottom: 1px solid var(--text); }
.hero_arch_grid { display: grid; grid-template-columns: minmax(0, 1.45fr) minmax(15rem, 0.78fr); gap: 2.5rem clamp(2.5rem, 8vw, 9rem); align-items: center; }
.hero_arch_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_arch_eyebrow { margin: 0 0 1.4rem; color: var(--link); font-size: 0.8rem; font-weight: 700; letter-spacing: 0.22em; text-transform: uppercase; }
.hero_arch h1 { margin-bottom: 0.45em; font-size: clamp(2.7rem, 1rem + 5.4vw, 5.9rem); line-height: 1; letter-spacing: -0.025em; }
.hero_arch h1.hero_arch_long { font-size: clamp(2.2rem, 0.9rem + 5vw, 5.2rem); }
.hero_arch_hl { font-style: italic; color: var(--link); }
.hero_arch_lead { max-width: 33rem; margin: 0; color: var(--muted); font-size: 1.2rem; }
.hero_arch_card { position: relative; margin: 0 1.5rem 0 0; }
.hero_arch_poster { position: relative; isolation: isolate; display: grid; justify-items: center; gap: 1rem; padding: 1.5rem 1.5rem 0; background: linear-gradient(to bottom, transparent 67%, color-mix(in srgb, var(--text) 10%, var(--surface-alt)) 67%), var(--surface-alt); box-shadow: 1.5rem 1.5rem 0 color-mix(in srgb, var(--surface-alt) 60%, var(--bg)); overflow: hidden; }
.hero_arch_poster::before { content: ""; position: absolute; z-index: -1; inset: 1.5rem; border: 1px solid var(--text); }
.hero_arch_poster::after { content: ""; position: absolute; z-index: -1; left: 8%; right: 8%; bottom: 0; height: 33%; background: color-mix(in srgb, var(--text) 14%, var(--surface-alt)); clip-path: polygon(24% 0, 76% 0, 100% 100%, 0 100%); }
.hero_arch_name { max-width: 100%; margin: 0.6rem 0 0; padding-inline: 1rem; font: 400 0.95rem/1.3 var(--font-heading); letter-spacing: 0.28em; text-align: center; text-transform: uppercase; overflow-wrap: break-word; }
.hero_arch_name.hero_arch_name_long { font-size: 0.8rem; letter-spacing: 0.1em; padding-inline: 0.5rem; }
.hero_arch_frame { width: 62%; aspect-ratio: 3 / 4.4; padding: 0.9rem 0.9rem 0; border-radius: 999px 999px 0 0; background: var(--accent); }
.hero_arch_img { width: 100%; height: 100%; object-fit: cover; border-radius: 999px 999px 0 0; }
.hero_arch_caption { margin-top: 1.6rem; color: var(--muted); font-size: 0.95rem; font-style: italic; line-height: 1.6; overflow-wrap: break-word; }
@media (max-width: 760px) {
.hero_arch_grid { grid-template-columns: minmax(0, 1fr); }
.hero_arch_card { max-width: 20rem; margin: 0 1rem 0 0; }
.hero_arch_poster { padding: 1rem 1rem 0; box-shadow: 1rem 1rem 0 color-mix(in srgb, var(--surface-alt) 60%, var(--bg)); }
.hero_arch_poster::before { inset: 1rem; }
}`,
};
