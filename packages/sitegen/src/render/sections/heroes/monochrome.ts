import { html } from '../../html.ts';
import type { SafeHtml } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { factList, heroEyebrow, heroFacts, longTitleClass, placeLine } from './hero-parts.ts';

/** The title in two staggered lines: up to its last punctuation mark (else its first half), then the rest indented in italics. */
function staggeredTitle(title: string): SafeHtml {
  const match = /^(.*[.,!?:;–—])\s+(\S.*)$/u.exec(title);
  const words = title.split(/\s+/u);
  const cut = Math.ceil(words.length / 2);
  const [first, second] = match?.[1] && match[2] ? [match[1], match[2]] : [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
  return second ? html`<span class="hero_monochrome_line">${first}</span> <span class="hero_monochrome_line hero_monochrome_step">${second}</span>` : html`${title}`;
}

/**
 * Template 10's first screen: a very large serif title in two staggered lines, the second in italics, a single ruled
 * row of the business's true figures under an outlined button, beside its picture in black and white in a tall frame
 * with a caption of its name and place.
 */
export const monochromeHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const facts = heroFacts(context, 3, { names: false });
    const place = placeLine(context);
    return html`<section class="hero_monochrome"><div class="ui_wrap hero_monochrome_grid"><div class="hero_monochrome_text">${heroEyebrow(data, 'hero_monochrome_eyebrow')}<h1${longTitleClass(
      data.title,
      'hero_monochrome',
    )}>${staggeredTitle(data.title)}</h1><p class="hero_monochrome_lead">${data.lead}</p>${actionButtons(data.actions)}${
      facts.length > 1
        ? factList(facts, 'hero_monochrome_facts')
        : ''
    }</div><figure class="hero_monochrome_print"><div class="hero_monochrome_frame">${picture(data.image, context, 'hero_monochrome_img')}</div><figcaption><strong>${context.business.name}</strong>${place ? html` — ${place}` : ''}</figcaption></figure></div></section>`;
  },
  css: `section.hero_monochrome { padding-block: clamp(2.5rem, 5vw, 3.5rem) clamp(3rem, 6vw, 5rem); }
.hero_monochrome_grid { display: grid; grid-template-columns: minmax(0, 1.35fr) minmax(0, 0.9fr); gap: 2.5rem clamp(2rem, 3vw, 3rem); align-items: start; }
.hero_monochrome_text { padding-top: clamp(0rem, 2vw, 1.5rem); overflow-wrap: break-word; container-type: inline-size; }
.hero_monochrome_eyebrow { margin: 0 0 1.5rem; color: var(--muted); font-size: 0.8rem; font-weight: 700; letter-spacing: 0.24em; text-transform: uppercase; }
.hero_monochrome h1 { margin-bottom: 0.5em; font-size: clamp(2.8rem, 0.8rem + 6.4vw, 7.4rem); line-height: 1; letter-spacing: -0.035em; text-wrap: wrap; }
.hero_monochrome h1.hero_monochrome_long { font-size: clamp(2.2rem, 0.8rem + 4vw, 4.8rem); }
.hero_monochrome_line { display: block; }
.hero_monochrome_step { padding-inline-start: 15%; font-style: italic; }
.hero_monochrome_lead { max-width: 34rem; margin: 0; color: var(--text); font-size: 1.15rem; }
.hero_monochrome .ui_btn { background: transparent; color: var(--text); border: 1px solid var(--text); }
.hero_monochrome .ui_btn_ghost { border-color: var(--border); }
.hero_monochrome_facts { display: flex; flex-wrap: wrap; gap: 1rem 2.5rem; max-width: 34rem; margin: 2.2rem 0 0; padding: 1rem 0 0; border-top: 1px solid var(--text); list-style: none; }
.hero_monochrome_facts li { display: grid; gap: 0.25rem; min-width: 0; max-width: 14rem; overflow-wrap: break-word; }
.hero_monochrome_facts_icon { width: 1.2rem; height: 1.2rem; }
.hero_monochrome_facts_value.hero_monochrome_facts_name { font-size: 1.1rem; }
.hero_monochrome_facts_label { order: -1; color: var(--muted); font-size: 0.75rem; font-weight: 700; letter-spacing: 0.18em; text-transform: uppercase; }
.hero_monochrome_facts_value { font: 400 1.45rem/1.2 var(--font-heading); }
.hero_monochrome_print { margin: 0; min-width: 0; }
.hero_monochrome_frame { position: relative; border: 1px solid var(--text); }
.hero_monochrome_frame::after { content: ""; position: absolute; inset: 0; background: linear-gradient(90deg, rgb(0 0 0 / 0.82), rgb(0 0 0 / 0.1) 38%, transparent 62%, rgb(0 0 0 / 0.45)), linear-gradient(to top, rgb(0 0 0 / 0.55), transparent 40%); }
.hero_monochrome_img { width: 100%; aspect-ratio: 4 / 5.2; object-fit: cover; filter: grayscale(1) contrast(1.2); }
.hero_monochrome_print figcaption { margin-top: 0.7rem; color: var(--muted); font-size: 0.85rem; overflow-wrap: break-word; }
.hero_monochrome_print strong { color: var(--text); }
@media (max-width: 760px) {
.hero_monochrome_grid { grid-template-columns: minmax(0, 1fr); }
.hero_monochrome_step { padding-inline-start: 8%; }
.hero_monochrome_img { aspect-ratio: 4 / 3; }
}`,
};
