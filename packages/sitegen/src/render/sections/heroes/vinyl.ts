import { html } from '../../html.ts';
import type { SafeHtml } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { figurePrice, heroEyebrow } from './hero-parts.ts';
import { offersForOneLine } from './offer-line.ts';

/** The title stacked in two halves, the second in the label's red: split after punctuation, else after half its words. */
function stackedTitle(title: string): SafeHtml {
  const match = /^(.*[.,!?:;–—])\s+(\S.*)$/u.exec(title);
  const words = title.split(/\s+/u);
  const cut = Math.ceil(words.length / 2);
  const [first, second] = match?.[1] && match[2] ? [match[1], match[2]] : [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
  return second ? html`<span class="hero_vinyl_line">${first}</span> <span class="hero_vinyl_line hero_vinyl_hl">${second}</span>` : html`${title}`;
}

/**
 * The heavy capitals set five or six letters to a line of the text column: a title of more than four short words
 * steps down, and one with a long word (German, Russian) further, so the title keeps to three or four lines.
 */
function titleClass(title: string): SafeHtml {
  const longest = Math.max(...title.split(/\s+/u).map((word) => [...word].length));
  if (longest >= 10 || title.length > 34) return html` class="hero_vinyl_long"`;
  return title.length > 26 ? html` class="hero_vinyl_mid"` : html``;
}

/**
 * Template 17's first screen: a heavy uppercase title stacked in ink and red on newsprint, beside a square record
 * sleeve holding the business's picture (its first offer and price on the sleeve's foot) with the black record
 * sliding out of it; a black ticker band of its offers runs under the fold.
 */
export const vinylHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const { offers } = context;
    const lead = offers[0];
    const ticker = offersForOneLine(offers, 70);
    return html`<section class="hero_vinyl"><div class="ui_wrap hero_vinyl_grid"><div class="hero_vinyl_text">${heroEyebrow(data, 'hero_vinyl_tag')}<h1${titleClass(data.title)}>${stackedTitle(data.title)}</h1><p class="hero_vinyl_lead">${data.lead}</p>${actionButtons(data.actions)}</div><div class="hero_vinyl_art"><div class="hero_vinyl_record" aria-hidden="true"></div><figure class="hero_vinyl_sleeve">${picture(
      data.image,
      context,
      'hero_vinyl_img',
    )}${lead ? html`<figcaption class="hero_vinyl_caption">${lead.title}${figurePrice(lead) ? html` · ${figurePrice(lead)}` : ''}</figcaption>` : ''}</figure></div></div>${
      ticker.length > 1 ? html`<div class="hero_vinyl_ticker"><ul class="hero_vinyl_items">${ticker.map((offer) => html`<li>${offer.title}</li>`)}</ul></div>` : ''
    }</section>`;
  },
  css: `section.hero_vinyl { overflow: hidden; padding-top: clamp(2rem, 4vw, 3rem); }
.hero_vinyl_grid { display: grid; grid-template-columns: minmax(0, 1.05fr) minmax(0, 0.95fr); gap: 2.5rem clamp(2rem, 5vw, 4rem); align-items: center; padding-bottom: clamp(2.5rem, 4vw, 3.2rem); }
.hero_vinyl_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_vinyl_tag { display: inline-block; margin: 0 0 1.2rem; padding: 0.3rem 0.7rem; border: 2px solid var(--text); font-size: 0.8rem; font-weight: 700; letter-spacing: 0.14em; text-transform: uppercase; }
.hero_vinyl h1 { margin-bottom: 0.35em; font-size: clamp(2.6rem, 1rem + 4.6vw, 5.2rem); line-height: 0.92; letter-spacing: -0.03em; text-transform: uppercase; }
.hero_vinyl h1.hero_vinyl_mid { font-size: clamp(2.3rem, 1rem + 3.8vw, 4.4rem); }
.hero_vinyl h1.hero_vinyl_long { font-size: clamp(2rem, 0.8rem + 2.8vw, 3.4rem); }
.hero_vinyl_line { display: block; }
.hero_vinyl_hl { color: var(--primary); }
.hero_vinyl_lead { max-width: 36rem; margin: 0; color: var(--muted); font-size: 1.1rem; }
.hero_vinyl .ui_btn { border: 3px solid var(--text); background: var(--text); color: var(--bg); box-shadow: 5px 5px 0 var(--primary); }
.hero_vinyl .ui_btn_ghost { background: transparent; color: var(--text); box-shadow: none; }
.hero_vinyl_art { position: relative; margin: 0 clamp(3rem, 9vw, 8rem) 0 0; }
.hero_vinyl_record { position: absolute; top: 5%; bottom: 5%; right: calc(-1 * clamp(3rem, 9vw, 8rem)); aspect-ratio: 1; border-radius: 50%; background: radial-gradient(circle, var(--primary) 0 14%, var(--text) 14.5% 16%, transparent 16.5%), repeating-radial-gradient(circle, var(--text) 0 3px, color-mix(in srgb, var(--text) 80%, var(--bg)) 3px 4px); }
.hero_vinyl_sleeve { position: relative; margin: 0; aspect-ratio: 1; display: grid; grid-template-rows: minmax(0, 1fr) auto; border: 3px solid var(--text); background: var(--accent); box-shadow: 10px 10px 0 var(--text); }
.hero_vinyl_img { width: 100%; height: 100%; object-fit: cover; }
.hero_vinyl_caption { padding: 0.7rem 1.2rem; background: var(--text); color: var(--bg); font-size: 0.9rem; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; overflow-wrap: break-word; }
.hero_vinyl_ticker { background: var(--text); color: var(--bg); }
.hero_vinyl_items { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.4rem 0; margin: 0; padding: 0.8rem 1.25rem; list-style: none; font-size: clamp(1rem, 0.9rem + 0.4vw, 1.25rem); font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; }
.hero_vinyl_items li { min-width: 0; overflow-wrap: break-word; }
.hero_vinyl_items li:not(:last-child)::after { content: "✺" / ""; margin-inline: 1.6rem; color: var(--primary); filter: brightness(1.6); }
@media (max-width: 760px) {
.hero_vinyl_grid { grid-template-columns: minmax(0, 1fr); }
.hero_vinyl_art { max-width: 17rem; margin-right: 4.5rem; }
.hero_vinyl_record { right: -4.5rem; }
.hero_vinyl_items li:not(:last-child)::after { margin-inline: 0.8rem; }
}`,
};
