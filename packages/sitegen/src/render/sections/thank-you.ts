import { html } from '../html.ts';
import { actionButtons } from './parts.ts';
import type { KindRenderers } from './types.ts';

/**
 * The page the forms endpoint answers with: the thanks, with a way home and one to the contact page to write again
 * (`back` for models made before `again`), and a hidden block per problem (`#problem-<code>`) that CSS `:target` shows
 * in their place, so the page needs no script; on a site that takes bookings, the thanks for a request the same way
 * (`#booking-sent`). One h1 holds every title and shows the one that applies: the page has
 * a single visible h1 either way. The links are in the page's language, the texts in `lang` when given.
 */
export const thankYouVariants: KindRenderers<'thankYou'> = {
  standard: {
    render: (data) => {
      const lang = data.lang ? html` lang="${data.lang}"` : '';
      const { booked } = data;
      const bookedLang = booked?.lang ? html` lang="${booked.lang}"` : '';
      const bookedTitle = booked ? html`<span class="thankYou_standard_bookedTitle"${bookedLang}>${booked.title}</span>` : '';
      const bookedBlock = booked ? html`<div class="thankYou_standard_booked" id="booking-sent"><p class="ui_lead thankYou_standard_text"${bookedLang}>${booked.text}</p>${actionButtons([data.home], 'ui_actions thankYou_standard_actions')}</div>` : '';
      return html`<section class="ui_section thankYou_standard"><div class="ui_wrap thankYou_standard_inner"><h1${lang}><span class="thankYou_standard_title">${data.title}</span>${bookedTitle}<span class="thankYou_standard_problemTitle">${data.problemTitle}</span></h1><div class="thankYou_standard_done"><p class="ui_lead thankYou_standard_text"${lang}>${data.text}</p>${actionButtons([data.home, data.again ?? data.back], 'ui_actions thankYou_standard_actions')}</div>${bookedBlock}${data.problems.map(
        (problem) => html`<div class="thankYou_standard_problem" id="problem-${problem.code}"><p class="ui_lead thankYou_standard_text"${lang}>${problem.text}</p><p class="thankYou_standard_hint"${lang}>${data.hint}</p>${actionButtons([data.back], 'ui_actions thankYou_standard_actions')}</div>`,
      )}</div></section>`;
    },
    // A fragment scrolls its block to the top of the window; the margin keeps the page where it opens, title in view.
    css: `.thankYou_standard { display: grid; align-items: center; min-height: min(60vh, 40rem); }
.thankYou_standard_inner { max-width: 46rem; text-align: center; overflow-wrap: break-word; }
.thankYou_standard_inner h1 { font-size: clamp(2rem, 1.4rem + 2.6vw, 3.2rem); }
.thankYou_standard_inner h1::after { content: ""; display: block; width: 5rem; height: 4px; border-radius: 2px; background: var(--accent); margin: 1.2rem auto 0; }
.thankYou_standard_text { margin-inline: auto; }
.thankYou_standard_hint { color: var(--muted); margin: 1rem auto 0; }
.thankYou_standard_actions { justify-content: center; }
.thankYou_standard_problemTitle, .thankYou_standard_problem { display: none; }
.thankYou_standard_problem { scroll-margin-top: 50vh; }
.thankYou_standard_problem:target { display: block; }
.thankYou_standard_inner:has(.thankYou_standard_problem:target) :is(.thankYou_standard_title, .thankYou_standard_done) { display: none; }
.thankYou_standard_inner:has(.thankYou_standard_problem:target) .thankYou_standard_problemTitle { display: inline; }
.thankYou_standard_bookedTitle, .thankYou_standard_booked { display: none; }
.thankYou_standard_booked { scroll-margin-top: 50vh; }
.thankYou_standard_booked:target { display: block; }
.thankYou_standard_inner:has(.thankYou_standard_booked:target) :is(.thankYou_standard_title, .thankYou_standard_done) { display: none; }
.thankYou_standard_inner:has(.thankYou_standard_booked:target) .thankYou_standard_bookedTitle { display: inline; }`,
  },
};
