import { html } from '../html.ts';
import type { KindRenderers } from './types.ts';

/** The paragraphs of a text, split at its line breaks. */
function paragraphs(text: string): string[] {
  return text.split(/\n+/).map((line) => line.trim()).filter(Boolean);
}

/** A legal page (privacy policy): title, lead and numbered sections. */
export const proseVariants: KindRenderers<'prose'> = {
  standard: {
    render: (data) => html`<section class="ui_section prose_standard"><div class="ui_wrap prose_standard_inner"><h1>${data.title}</h1><p class="ui_lead prose_standard_lead">${data.lead}</p><ol class="prose_standard_list">${data.sections.map(
      (section) => html`<li${section.lang ? html` lang="${section.lang}"` : ''}><h2>${section.heading}</h2>${paragraphs(section.text).map((paragraph) => html`<p>${paragraph}</p>`)}</li>`,
    )}</ol>${data.back ? html`<p class="prose_standard_back"><a href="${data.back.href}"><span aria-hidden="true">←\u00a0</span>${data.back.label}</a></p>` : ''}</div></section>`,
    css: `.prose_standard_inner { max-width: 46rem; overflow-wrap: break-word; }
.prose_standard_lead { margin-bottom: 2.8rem; padding-bottom: 2.2rem; border-bottom: 1px solid var(--border); max-width: none; }
.prose_standard_list { list-style: none; margin: 0; padding: 0; counter-reset: prose; }
.prose_standard_list li { counter-increment: prose; position: relative; padding-left: 3.2rem; margin-bottom: 2.4rem; }
.prose_standard_list li::before { content: counter(prose, decimal-leading-zero); position: absolute; left: 0; top: 0.3rem; font: 700 0.85rem/1.6 var(--font-body); letter-spacing: 0.08em; color: var(--link); border-top: 2px solid var(--accent); padding-top: 0.2rem; }
.prose_standard_list h2 { font-size: clamp(1.3rem, 1.1rem + 0.7vw, 1.6rem); margin-bottom: 0.6rem; }
.prose_standard_list p { color: var(--text); margin: 0 0 0.9em; }
.prose_standard_back { margin: 3rem 0 0; font-weight: 700; }
.prose_standard_back a { display: inline-flex; align-items: center; min-height: 2.75rem; }
@media (max-width: 760px) { .prose_standard_list li { padding-left: 0; } .prose_standard_list li::before { position: static; display: inline-block; margin-bottom: 0.6rem; } }`,
  },
};
