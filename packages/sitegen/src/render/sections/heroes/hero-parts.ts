import { hasIcon } from '../../../assets/icons.ts';
import type { SectionData } from '../../../model/sections.ts';
import { html } from '../../html.ts';
import type { SafeHtml } from '../../html.ts';
import type { ShownOffer } from '../../shown-offers.ts';
import { icon } from '../parts.ts';
import type { RenderContext } from '../types.ts';

type Hero = SectionData<'hero'>;

/** The eyebrow line above the title in the variant's own class, when there is one. */
export function heroEyebrow(data: Hero, className: string): SafeHtml {
  return data.eyebrow ? html`<p class="${className}">${data.eyebrow}</p>` : html``;
}

/**
 * ` class="<variant>_long"` when a long word (German, a city in capitals) or a title longer than `limit` characters
 * would overflow the variant's measure.
 */
export function longTitleClass(title: string, variant: string, limit = 44): SafeHtml {
  const longest = Math.max(...title.split(/\s+/u).map((word) => [...word].length));
  return longest >= 10 || title.length > limit ? html` class="${variant}_long"` : html``;
}

/**
 * The title in two parts, the second drawn in the variant's highlight: split after the last punctuation mark inside
 * it, else before its last third of words (or only its last word). A one-word title has no second part.
 */
export function highlightedTitle(title: string, className: string, tail: 'phrase' | 'last word' = 'phrase'): SafeHtml {
  const words = title.split(/\s+/u);
  if (tail === 'last word') return words.length < 2 ? html`${title}` : html`${words.slice(0, -1).join(' ')} <span class="${className}">${words.at(-1)}</span>`;
  const match = /^(.*[.,!?:;–—])\s+(\S.*)$/u.exec(title);
  if (match?.[1] && match[2]) return html`${match[1]} <span class="${className}">${match[2]}</span>`;
  if (words.length < 2) return html`${title}`;
  const cut = Math.max(1, Math.ceil((words.length * 2) / 3) - (words.length > 3 ? 1 : 0));
  return html`${words.slice(0, cut).join(' ')} <span class="${className}">${words.slice(cut).join(' ')}</span>`;
}

/** An offer's price when the owner gave one with a figure in it (not a "price on request"). */
export function figurePrice(offer: ShownOffer): string | undefined {
  return offer.price && /\d/u.test(offer.price) ? offer.price : undefined;
}

/** The offer's icon, when it has one the icon set draws. */
export function offerIcon(offer: ShownOffer, className: string): SafeHtml {
  return offer.icon && hasIcon(offer.icon) ? icon(offer.icon, className) : html``;
}

/** One true fact for a band of figures: a big value (a price, opening times, an offer) and what it is. */
export interface HeroFact {
  value: string;
  label?: string;
  icon?: string;
}

/**
 * The facts a device may show as figures, only what the owner gave: the first opening hours line (times big, days
 * small), the priced offers (price big, name small), then, unless the device lists the offers already (`names`
 * false), the other offers by name with their icons, and last the phone and where the business is. At most `count`;
 * with fewer than two facts besides the offers' names, the names after all.
 */
export function heroFacts(context: RenderContext, count: number, options: { names: boolean } = { names: true }): HeroFact[] {
  const facts: HeroFact[] = [];
  const hours = context.business.hours[0];
  const split = hours ? /^(\D+?)\s+(\d.*)$/u.exec(hours) : null;
  if (split?.[1] && split[2]) facts.push({ value: split[2], label: split[1] });
  for (const offer of context.offers) {
    const price = figurePrice(offer);
    if (price) facts.push({ value: price, label: offer.title });
    else if (options.names) facts.push({ value: offer.title, ...(offer.icon && hasIcon(offer.icon) ? { icon: offer.icon } : {}) });
  }
  if (context.business.phone) facts.push({ value: context.business.phone.text, icon: 'phone' });
  const place = placeLine(context);
  if (place) facts.push({ value: place, icon: 'map-pin' });
  return facts.length < 2 && !options.names ? heroFacts(context, count) : facts.slice(0, count);
}

/** A list of facts, each a value over its label, in the variant's classes `<prefix>_value` and `<prefix>_label`. */
export function factList(facts: readonly HeroFact[], prefix: string): SafeHtml {
  return html`<ul class="${prefix}">${facts.map(
    (fact) =>
      html`<li>${fact.icon ? icon(fact.icon, `${prefix}_icon`) : ''}<span class="${prefix}_value${fact.label ? '' : ` ${prefix}_name`}">${fact.value}</span>${
        fact.label ? html`<span class="${prefix}_label">${fact.label}</span>` : ''
      }</li>`,
  )}</ul>`;
}

/** Where the business works as the owner gave it: the areas it serves, else its address. */
export function placeLine(context: RenderContext): string | undefined {
  return context.business.areasServed ?? context.business.address;
}
