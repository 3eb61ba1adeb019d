import type { SectionData } from '../../model/sections.ts';
import type { ShownBusiness } from '../business.ts';
import { html } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { icon, sectionHead } from './parts.ts';
import type { KindRenderers, RenderContext } from './types.ts';

type Quote = ShownBusiness['reviews'][number];

/** The first letter of the name, for a decorative monogram. */
function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '';
}

/** Who said it, as the reviewer allows (an anonymous review has no name), and where it was given; nothing when neither is known. */
function caption(item: Quote, prefix: string, monogram: boolean): SafeHtml {
  if (!item.name && !item.source) return html``;
  const by = item.name ? html`<strong>${item.name}</strong>` : '';
  return html`<figcaption class="${prefix}_by">${monogram && item.name ? html`<span class="${prefix}_mono" aria-hidden="true">${initial(item.name)}</span>` : ''}<span>${by}${
    item.source ? html`<span class="${prefix}_role">${item.source}</span>` : ''
  }</span></figcaption>`;
}

/** One quote as a figure; classes start with `prefix`. */
function figure(item: Quote, prefix: string, monogram: boolean): SafeHtml {
  return html`<figure class="${prefix}_fig"><blockquote class="${prefix}_quote"><p>${item.quote}</p></blockquote>${caption(item, prefix, monogram)}</figure>`;
}

/** The section, or nothing where the business has no reviews (the owner took them off): no review is ever made up. */
function withReviews(render: (data: SectionData<'testimonials'>, reviews: readonly Quote[]) => SafeHtml) {
  return (data: SectionData<'testimonials'>, context: RenderContext): SafeHtml => (context.business.reviews.length > 0 ? render(data, context.business.reviews) : html``);
}

/** What customers said: the owner's reviews. */
export const testimonialsVariants: KindRenderers<'testimonials'> = {
  cards: {
    render: withReviews((data, reviews) => html`<section class="ui_section ui_alt testimonials_cards"><div class="ui_wrap">${sectionHead(data)}<ul class="testimonials_cards_list">${reviews.map(
      (item) => html`<li>${icon('quote', 'testimonials_cards_mark')}${figure(item, 'testimonials_cards', true)}</li>`,
    )}</ul></div></section>`),
    css: `.testimonials_cards_list { overflow-wrap: anywhere; list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 19rem), 1fr)); gap: 1.5rem; }
.testimonials_cards_list li { display: flex; flex-direction: column; background: var(--bg); border: 1px solid var(--border); border-radius: var(--radius); padding: 1.8rem; }
.testimonials_cards_mark { width: 2.2rem; height: 2.2rem; color: var(--accent); margin-bottom: 1rem; }
.testimonials_cards_fig { margin: 0; display: flex; flex-direction: column; flex: 1; }
.testimonials_cards_quote { margin: 0 0 1.6rem; font-size: 1.05rem; }
.testimonials_cards_quote p { margin: 0; }
.testimonials_cards_by { margin-top: auto; display: flex; align-items: center; gap: 0.9rem; padding-top: 1.2rem; border-top: 1px solid var(--border); line-height: 1.35; }
.testimonials_cards_mono { flex: none; display: grid; place-items: center; width: 2.8rem; height: 2.8rem; border-radius: 50%; background: var(--primary); color: var(--on-primary); font: 700 1.1rem/1 var(--font-heading); }
.testimonials_cards_role { display: block; font-size: 0.9rem; color: var(--muted); }`,
  },
  single: {
    render: withReviews((data, reviews) => {
      const [first, ...rest] = reviews;
      return html`<section class="ui_section testimonials_single"><div class="ui_wrap">${sectionHead(data, { className: 'ui_head testimonials_single_head' })}${
        first ? html`<div class="testimonials_single_main">${icon('quote', 'testimonials_single_mark')}${figure(first, 'testimonials_single', false)}</div>` : ''
      }${rest.length ? html`<ul class="testimonials_single_more">${rest.map((item) => html`<li>${figure(item, 'testimonials_single_small', false)}</li>`)}</ul>` : ''}</div></section>`;
    }),
    css: `.testimonials_single_head { text-align: center; margin-inline: auto; }
.testimonials_single_main { overflow-wrap: anywhere; max-width: 52rem; margin: 0 auto; text-align: center; }
.testimonials_single_mark { width: 3.2rem; height: 3.2rem; color: var(--accent); margin: 0 auto 1.2rem; }
.testimonials_single_fig, .testimonials_single_small_fig { margin: 0; }
.testimonials_single_quote { margin: 0 0 1.8rem; font: italic 400 clamp(1.35rem, 1.05rem + 1.3vw, 2.05rem)/1.45 var(--font-heading); text-wrap: balance; }
.testimonials_single_quote p { margin: 0; }
.testimonials_single_by strong { display: block; font-size: 1.05rem; }
.testimonials_single_by::before { content: ""; display: block; width: 3rem; height: 2px; background: var(--accent); margin: 0 auto 1rem; }
.testimonials_single_role, .testimonials_single_small_role { color: var(--muted); font-size: 0.92rem; }
.testimonials_single_small_by strong + .testimonials_single_small_role::before { content: " · "; }
.testimonials_single_more { overflow-wrap: anywhere; list-style: none; margin: clamp(2.5rem, 6vw, 4rem) auto 0; padding: 2rem 0 0; border-top: 1px solid var(--border); display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); gap: 1.6rem 2.4rem; max-width: 64rem; }
.testimonials_single_small_quote { margin: 0 0 0.8rem; color: var(--muted); }
.testimonials_single_small_quote p { margin: 0; }
.testimonials_single_small_by { font-size: 0.95rem; }`,
  },
  wall: {
    render: withReviews((data, reviews) => html`<section class="ui_section testimonials_wall"><div class="ui_wrap">${sectionHead(data)}<ul class="testimonials_wall_list">${reviews.map(
      (item) => html`<li>${figure(item, 'testimonials_wall', true)}</li>`,
    )}</ul></div></section>`),
    css: `.testimonials_wall_list { overflow-wrap: anywhere; list-style: none; margin: 0; padding: 0; columns: 3 17rem; column-gap: 1.4rem; }
.testimonials_wall_list li { break-inside: avoid; margin-bottom: 1.4rem; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: 1.6rem; }
.testimonials_wall_list li:nth-child(3n + 2) { background: var(--surface-alt); }
.testimonials_wall_list li:nth-child(3n + 1) .testimonials_wall_quote { font: 400 1.22rem/1.5 var(--font-heading); }
.testimonials_wall_fig { margin: 0; }
.testimonials_wall_quote { margin: 0 0 1.3rem; position: relative; }
.testimonials_wall_quote::before { content: ""; display: block; width: 2rem; height: 3px; background: var(--accent); margin-bottom: 1rem; }
.testimonials_wall_quote p { margin: 0; }
.testimonials_wall_by { display: flex; align-items: center; gap: 0.75rem; line-height: 1.35; }
.testimonials_wall_mono { flex: none; display: grid; place-items: center; width: 2.4rem; height: 2.4rem; border-radius: 50%; border: 1px solid var(--border); background: var(--bg); color: var(--text); font: 700 1rem/1 var(--font-heading); }
.testimonials_wall_role { display: block; font-size: 0.88rem; color: var(--muted); }`,
  },
};
