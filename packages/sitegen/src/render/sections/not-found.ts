import { html } from '../html.ts';
import { actionButtons } from './parts.ts';
import type { KindRenderers } from './types.ts';

/** The page shown for a missing address: a big code, the title, a word and the ways back. */
export const notFoundVariants: KindRenderers<'notFound'> = {
  standard: {
    render: (data) => html`<section class="ui_section notFound_standard"><div class="ui_wrap notFound_standard_inner">${
      data.code ? html`<p class="notFound_standard_code" aria-hidden="true">${data.code}</p>` : ''
    }<h1>${data.title}</h1><p class="ui_lead notFound_standard_text">${data.text}</p>${actionButtons(data.actions, 'ui_actions notFound_standard_actions')}</div></section>`,
    css: `.notFound_standard { display: grid; align-items: center; min-height: min(70vh, 44rem); }
.notFound_standard_inner { max-width: 50rem; text-align: center; overflow-wrap: break-word; }
.notFound_standard_code { position: relative; margin: 0 0 1.5rem; font: var(--heading-weight) clamp(5rem, 3rem + 12vw, 10rem)/1 var(--font-heading); letter-spacing: -0.02em; color: var(--link); }
.notFound_standard_code::after { content: ""; display: block; width: 5rem; height: 4px; border-radius: 2px; background: var(--accent); margin: 1.5rem auto 0; }
.notFound_standard_text { margin-inline: auto; }
.notFound_standard_actions { justify-content: center; }`,
  },
};
