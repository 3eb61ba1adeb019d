import { townOf } from '../../../brief/town.ts';
import { html, trusted } from '../../html.ts';
import type { SafeHtml } from '../../html.ts';
import { actionButtons, picture } from '../parts.ts';
import type { VariantRenderer } from '../types.ts';
import { figurePrice, heroEyebrow, highlightedTitle, longTitleClass } from './hero-parts.ts';

/** An opening-hours line split into its days and its times: "Mon–Fri 08:00–18:00" → "Mon–Fri", "08:00–18:00". */
function hoursParts(line: string): { days: string; times?: string } {
  const match = /^(\D+?)[\s:]+(\d.*)$/u.exec(line);
  return match?.[1] && match[2] ? { days: match[1], times: match[2] } : { days: line };
}

/** Hours of the day (0–24) a times text opens and closes at: "08:00–18:00", "8:00 AM – 6:00 PM", "8:00 – 10:00 PM". */
function openSpan(times: string): [number, number] | undefined {
  const found = [...times.matchAll(/(\d{1,2})[:.](\d{2})\s*([AaPp]\.?\s?[Mm]\.?)?/gu)];
  if (found.length < 2) return undefined;
  const marks = found.map((each) => (each[3] ? (each[3].toLowerCase().startsWith('p') ? 'pm' : 'am') : undefined));
  // "8:00 – 10:00 AM": a range within one half of the day names its half once, at its end.
  const shared = marks[1] ?? marks[0];
  const hour = (index: number) => {
    const [, hours, minutes] = found[index] as RegExpExecArray;
    const mark = marks[index] ?? shared;
    const base = mark ? (Number(hours) % 12) + (mark === 'pm' ? 12 : 0) : Number(hours);
    return base + Number(minutes) / 60;
  };
  const [opens, closes] = [hour(0), hour(1)];
  return closes > opens ? [opens, closes] : undefined;
}

/** A ring arc of the 24-hour dial from one hour to another, 0 at the top, clockwise. */
function arc(from: number, to: number, radius: number): string {
  const point = (hour: number) => {
    const angle = (hour / 24) * 2 * Math.PI - Math.PI / 2;
    return `${(120 + radius * Math.cos(angle)).toFixed(1)} ${(120 + radius * Math.sin(angle)).toFixed(1)}`;
  };
  return `M${point(from)}A${radius} ${radius} 0 ${to - from > 12 ? 1 : 0} 1 ${point(to)}`;
}

/** The dial: 24 ticks, the four quarter hours, and the first hours line's opening time as a coloured arc. */
function dialSvg(span: [number, number] | undefined): SafeHtml {
  const ticks = Array.from({ length: 24 }, (_, hour) => {
    const angle = (hour / 24) * 2 * Math.PI - Math.PI / 2;
    const inner = hour % 6 === 0 ? 80 : 86;
    return `M${(120 + inner * Math.cos(angle)).toFixed(1)} ${(120 + inner * Math.sin(angle)).toFixed(1)}L${(120 + 92 * Math.cos(angle)).toFixed(1)} ${(120 + 92 * Math.sin(angle)).toFixed(1)}`;
  }).join('');
  const labels = ['00', '06', '12', '18'].map((text, index) => {
    const angle = (index / 4) * 2 * Math.PI - Math.PI / 2;
    return `<text x="${(120 + 68 * Math.cos(angle)).toFixed(1)}" y="${(124 + 68 * Math.sin(angle)).toFixed(1)}">${text}</text>`;
  });
  const open = span ? `<path class="hero_dial_open" d="${arc(span[0], span[1], 103)}"/><path class="hero_dial_closed" d="${arc(span[1], span[0] + 24, 103)}"/>` : `<circle class="hero_dial_closed" cx="120" cy="120" r="103"/>`;
  return trusted(
    `<svg class="hero_dial_svg" viewBox="0 0 240 240" aria-hidden="true" focusable="false"><circle class="hero_dial_rim" cx="120" cy="120" r="117"/><circle class="hero_dial_face" cx="120" cy="120" r="95"/>${open}<path class="hero_dial_ticks" d="${ticks}"/>${labels.join('')}</svg>`,
  );
}

/**
 * Sentinel SOC's first screen on graph paper: a status pill, a title whose last phrase is in the alert colour, and a
 * 24-hour dial whose coloured arc is the business's opening time (its picture in the hub), beside cards of its hours
 * (or, without hours, its offers); a white strip of its facts (phone, town, priced offers) runs under the screen.
 */
export const dialHero: VariantRenderer<'hero'> = {
  render: (data, context) => {
    const { business, offers } = context;
    const first = business.hours[0] ? hoursParts(business.hours[0]) : undefined;
    const span = first?.times ? openSpan(first.times) : undefined;
    const cards = business.hours.length > 0
      ? business.hours.slice(0, 3).map((line) => hoursParts(line)).map((part) => ({ title: part.days, detail: part.times }))
      : offers.slice(0, 3).map((offer) => ({ title: offer.title, detail: figurePrice(offer) }));
    const town = business.address ? townOf(business.address) : undefined;
    const strip = [
      ...(business.phone ? [{ value: business.phone.text, href: business.phone.href }] : []),
      ...(town ? [{ value: town }] : business.address ? [{ value: business.address }] : []),
      ...offers.filter((offer) => figurePrice(offer)).map((offer) => ({ value: figurePrice(offer) as string, label: offer.title })),
      ...offers.filter((offer) => !figurePrice(offer)).map((offer) => ({ value: offer.title })),
    ].slice(0, 4);
    return html`<section class="hero_dial"><div class="ui_wrap hero_dial_grid"><div class="hero_dial_text">${heroEyebrow(data, 'hero_dial_pill')}<h1${longTitleClass(
      data.title,
      'hero_dial',
    )}>${highlightedTitle(data.title, 'hero_dial_hl')}</h1><p class="hero_dial_lead">${data.lead}</p>${actionButtons(data.actions)}</div><div class="hero_dial_device"><div class="hero_dial_clock">${dialSvg(
      span,
    )}<div class="hero_dial_hub">${picture(data.image, context, 'hero_dial_img')}</div></div>${
      cards.length > 0
        ? html`<ul class="hero_dial_cards">${cards.map((card) => html`<li><strong>${card.title}</strong>${card.detail ? html`<span>${card.detail}</span>` : ''}</li>`)}</ul>`
        : ''
    }</div></div>${
      strip.length > 1
        ? html`<div class="hero_dial_strip"><ul class="ui_wrap">${strip.map(
            (fact) => html`<li><strong>${'href' in fact && fact.href ? html`<a href="${fact.href}">${fact.value}</a>` : fact.value}</strong>${'label' in fact && fact.label ? html`<span>${fact.label}</span>` : ''}</li>`,
          )}</ul></div>`
        : ''
    }</section>`;
  },
  css: `section.hero_dial { background-color: var(--bg); background-image: linear-gradient(color-mix(in srgb, var(--text) 6%, transparent) 1px, transparent 1px), linear-gradient(90deg, color-mix(in srgb, var(--text) 6%, transparent) 1px, transparent 1px); background-size: 2rem 2rem; border-top: 2px solid var(--text); }
.hero_dial_grid { display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); gap: 2.5rem; align-items: center; padding-block: clamp(2.5rem, 5vw, 3rem) clamp(2.5rem, 5vw, 3.5rem); }
.hero_dial_text { overflow-wrap: break-word; container-type: inline-size; }
.hero_dial_pill { display: inline-flex; align-items: center; gap: 0.55rem; margin: 0 0 1.2rem; padding: 0.3rem 0.8rem; border: 1px solid color-mix(in srgb, #16a34a 40%, transparent); border-radius: 999px; background: color-mix(in srgb, #16a34a 10%, var(--bg)); color: color-mix(in srgb, #16a34a 60%, var(--text)); font: 700 0.82rem/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
.hero_dial_pill::before { content: ""; flex: none; width: 0.55rem; height: 0.55rem; border-radius: 50%; background: #16a34a; }
.hero_dial h1 { margin-bottom: 0.4em; font-size: clamp(2.25rem, 4.6vw, 3.6rem); line-height: 1.04; text-wrap: balance; }
.hero_dial h1.hero_dial_long { font-size: clamp(2rem, 0.9rem + 2.6vw, 3.1rem); }
.hero_dial_hl { color: var(--link); }
.hero_dial_lead { max-width: 36rem; margin: 0; color: var(--muted); font-size: 1.1rem; }
.hero_dial .ui_btn_ghost { border-color: var(--text); }
.hero_dial_device { display: grid; grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr); gap: 1.5rem; align-items: center; }
.hero_dial_clock { position: relative; aspect-ratio: 1; }
.hero_dial_svg { width: 100%; height: 100%; }
.hero_dial_rim { fill: var(--surface); stroke: var(--text); stroke-width: 1.5; }
.hero_dial_face { fill: var(--surface); }
.hero_dial_open { fill: none; stroke: var(--primary); stroke-width: 14; }
.hero_dial_closed { fill: none; stroke: color-mix(in srgb, var(--text) 12%, var(--surface)); stroke-width: 14; }
.hero_dial_ticks { stroke: var(--text); stroke-width: 1.5; }
.hero_dial_svg text { fill: var(--text); font: 700 10px ui-monospace, SFMono-Regular, Menlo, monospace; text-anchor: middle; }
.hero_dial_hub { position: absolute; inset: 33%; border-radius: 50%; overflow: hidden; background: var(--text); border: 4px solid var(--text); }
.hero_dial_img { width: 100%; height: 100%; object-fit: cover; }
.hero_dial_cards { display: grid; gap: 0.7rem; margin: 0; padding: 0; list-style: none; }
.hero_dial_cards li { display: grid; gap: 0.1rem; min-width: 0; padding: 0.7rem 0.9rem; border: 1px solid var(--border); border-left: 5px solid var(--primary); border-radius: 8px; background: var(--surface); line-height: 1.35; overflow-wrap: break-word; }
.hero_dial_cards li:nth-child(2) { border-left-color: var(--accent); }
.hero_dial_cards li:nth-child(3) { border-left-color: var(--text); }
.hero_dial_cards span { color: var(--muted); font-size: 0.92rem; }
.hero_dial_strip { border-block: 1px solid var(--border); background: var(--surface); }
.hero_dial_strip ul { display: grid; grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr)); margin-block: 0; padding: 0; list-style: none; }
.hero_dial_strip li { display: grid; align-content: start; gap: 0.2rem; min-width: 0; padding: 1.6rem 1.4rem; border-inline-start: 1px solid var(--border); overflow-wrap: break-word; }
.hero_dial_strip li:first-child { border: 0; padding-inline-start: 0; }
.hero_dial_strip strong { font: 700 clamp(1.25rem, 1rem + 0.7vw, 1.55rem)/1.2 var(--font-heading); }
.hero_dial_strip strong a { color: inherit; text-decoration: none; }
.hero_dial_strip span { color: var(--muted); font-size: 0.92rem; }
@media (max-width: 760px) {
.hero_dial_grid { grid-template-columns: minmax(0, 1fr); }
.hero_dial_device { grid-template-columns: minmax(0, 1fr); justify-items: center; }
.hero_dial_clock { width: min(100%, 16rem); }
.hero_dial_cards { width: 100%; }
.hero_dial_strip li { border: 0; padding: 1rem 0; }
}`,
};
