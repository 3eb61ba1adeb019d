import { html } from '../../html.ts';
import type { SafeHtml } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { figurePrice, heroEyebrow, longTitleClass } from './hero-parts.ts';
import { offersForOneLine } from './offer-line.ts';

/**
 * The title in up to three stacked lines: plain, highlighted, outlined. It is split after punctuation, else by words;
 * a long second part of two is split again, so the outlined line is there whenever the title has words enough.
 */
function stackedTitle(title: string): SafeHtml {
  const parts = title.split(/(?<=[.,!?:;–—])\s+/u).filter(Boolean);
  const [head, tail] = parts;
  const tailWords = tail?.split(/\s+/u) ?? [];
  const lines =
    parts.length === 2 && head && tailWords.length >= 4
      ? [head, tailWords.slice(0, Math.ceil(tailWords.length / 2)).join(' '), tailWords.slice(Math.ceil(tailWords.length / 2)).join(' ')]
      : parts.length >= 2
        ? parts
        : splitWords(title);
  const [first, second, ...rest] = lines;
  return html`<span class="hero_peaks_line">${first}</span>${second ? html` <span class="hero_peaks_line hero_peaks_hl">${second}</span>` : ''}${
    rest.length > 0 ? html` <span class="hero_peaks_line hero_peaks_outline">${rest.join(' ')}</span>` : ''
  }`;
}

function splitWords(title: string): string[] {
  const words = title.split(/\s+/u);
  if (words.length < 3) return [title];
  const third = Math.ceil(words.length / 3);
  return [words.slice(0, third), words.slice(third, third * 2), words.slice(third * 2)].map((part) => part.join(' ')).filter(Boolean);
}

/**
 * Template 16's first screen: an uppercase poster title in three lines (white, highlighted, outlined) on coal, a
 * lighter diagonal panel with geometric peaks, one of them holding the business's picture, figures of its priced
 * offers under the actions, and an angled ticker band of its offers across the bottom.
 */
export const peaksHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const { offers } = context;
    const priced = offersForOneLine(offers.filter((offer) => figurePrice(offer)).slice(0, 3), 40);
    const ticker = offersForOneLine(offers, 64);
    return html`<section class="hero_peaks"><div class="ui_wrap hero_peaks_grid"><div class="hero_peaks_text">${heroEyebrow(data, 'hero_peaks_eyebrow')}<h1${data.title.length > 30 ? html` class="hero_peaks_long"` : longTitleClass(data.title, 'hero_peaks')}>${stackedTitle(data.title)}</h1><p class="hero_peaks_lead">${data.lead}</p>${actionButtons(data.actions)}${
      priced.length > 0 ? html`<ul class="hero_peaks_figures">${priced.map((offer) => html`<li><strong>${figurePrice(offer)}</strong><span>${offer.title}</span></li>`)}</ul>` : ''
    }</div><div class="hero_peaks_art"><svg class="hero_peaks_svg" viewBox="0 0 440 360" aria-hidden="true" focusable="false"><path class="hero_peaks_ghost" d="M60 330 200 60 340 330"/><path class="hero_peaks_left" d="M0 330 120 140 250 330Z"/><path class="hero_peaks_dash" d="M110 20h70M95 42h70"/><circle class="hero_peaks_dot" cx="150" cy="95" r="7"/><circle class="hero_peaks_dot" cx="185" cy="125" r="4.5"/><circle class="hero_peaks_dot" cx="420" cy="80" r="5.5"/></svg><div class="hero_peaks_peak">${picture(
      data.image,
      context,
      'hero_peaks_img',
    )}</div></div></div>${
      ticker.length > 1 ? html`<div class="hero_peaks_ticker"><ul class="hero_peaks_items">${ticker.map((offer) => html`<li>${offer.title}</li>`)}</ul></div>` : ''
    }</section>`;
  },
  css: `section.hero_peaks { position: relative; isolation: isolate; overflow: hidden; padding-top: clamp(2.5rem, 5vw, 4rem); background: linear-gradient(112deg, transparent 0 58%, var(--surface) 58%), var(--bg); }
.hero_peaks_grid { display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr); gap: 2.5rem; align-items: center; padding-bottom: clamp(2.5rem, 5vw, 3.5rem); }
.hero_peaks_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_peaks_eyebrow { margin: 0 0 1rem; color: var(--primary); font-size: 0.85rem; font-weight: 800; letter-spacing: 0.2em; text-transform: uppercase; }
.hero_peaks h1 { margin-bottom: 0.35em; font-size: clamp(2.8rem, 1rem + 6vw, 6rem); line-height: 0.95; text-transform: uppercase; }
.hero_peaks h1.hero_peaks_long { font-size: clamp(2.2rem, 0.9rem + 3.8vw, 4rem); }
.hero_peaks_line { display: block; }
.hero_peaks_hl { color: var(--primary); }
.hero_peaks_outline { color: transparent; -webkit-text-stroke: 2px var(--text); }
@media (forced-colors: active) { .hero_peaks_outline { color: CanvasText; } }
.hero_peaks_lead { max-width: 36rem; margin: 0; color: var(--muted); font-size: 1.1rem; }
.hero_peaks .ui_btn_ghost { border-color: var(--text); }
.hero_peaks_figures { display: flex; flex-wrap: wrap; gap: 1rem 2rem; margin: 2rem 0 0; padding: 0; list-style: none; }
.hero_peaks_figures li { display: grid; min-width: 0; padding-left: 0.9rem; border-left: 4px solid var(--accent); overflow-wrap: break-word; }
.hero_peaks_figures strong { font: var(--heading-weight) 2rem/1.1 var(--font-heading); }
.hero_peaks_figures span { color: var(--muted); font-size: 0.8rem; letter-spacing: 0.1em; text-transform: uppercase; }
.hero_peaks_art { position: relative; aspect-ratio: 440 / 360; width: 100%; }
.hero_peaks_svg { position: absolute; inset: 0; width: 100%; height: 100%; }
.hero_peaks_ghost { fill: none; stroke: color-mix(in srgb, var(--text) 18%, transparent); stroke-width: 4; }
.hero_peaks_left { fill: var(--accent); }
.hero_peaks_dash { stroke: var(--accent); stroke-width: 6; stroke-linecap: round; }
.hero_peaks_dot { fill: var(--primary); }
.hero_peaks_peak { position: absolute; left: 38%; right: 0; top: 22%; bottom: 8.3%; clip-path: polygon(50% 0, 100% 100%, 0 100%); background: var(--primary); }
.hero_peaks_img { width: 100%; height: 100%; object-fit: cover; clip-path: polygon(50% 8%, 94% 100%, 6% 100%); }
.hero_peaks_ticker { margin: 0 -2rem -1px; padding: 0.9rem 2rem; background: var(--primary); color: var(--on-primary); rotate: -1.6deg; }
.hero_peaks_items { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.4rem 2.4rem; margin: 0; padding: 0; list-style: none; font: var(--heading-weight) clamp(1.1rem, 0.9rem + 0.6vw, 1.5rem)/1.2 var(--font-heading); letter-spacing: 0.04em; text-transform: uppercase; }
.hero_peaks_items li { min-width: 0; overflow-wrap: break-word; }
.hero_peaks_items li::before { content: "▲ " / ""; font-size: 0.7em; vertical-align: 0.15em; }
@media (min-width: 761px) {
.hero_peaks_grid { min-height: min(41rem, calc(100vh - 9rem)); }
}
@media (max-width: 760px) {
section.hero_peaks { background: var(--bg); }
.hero_peaks_grid { grid-template-columns: minmax(0, 1fr); }
.hero_peaks_art { max-width: 22rem; }
.hero_peaks_ticker { rotate: none; margin-inline: 0; padding-inline: 1.25rem; }
}`,
};
