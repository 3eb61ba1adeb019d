import { html } from '../html.ts';
import type { KindRenderers } from './types.ts';

/** The closing call to action that leads to the contact page. */
export const ctaVariants: KindRenderers<'cta'> = {
  band: {
    render: (data) => html`<section class="cta_band"><div class="ui_wrap cta_band_inner"><h2>${data.heading}</h2><p>${data.text}</p><a class="cta_band_btn" href="${data.action.href}">${data.action.label}</a></div></section>`,
    css: `.cta_band { background: var(--primary); color: var(--on-primary); padding-block: calc(var(--space) * 0.8); text-align: center; }
.cta_band_inner { max-width: 46rem; }
.cta_band h2 { color: var(--on-primary); }
.cta_band p { font-size: 1.15rem; margin-bottom: 2rem; }
.cta_band_btn { display: inline-flex; align-items: center; min-height: 3rem; padding: 0.75rem 1.8rem; border: 2px solid var(--on-primary); color: var(--on-primary); border-radius: var(--button-radius); font-weight: 700; text-decoration: none; }
.cta_band_btn:hover { background: var(--on-primary); color: var(--primary); }
.cta_band_btn:focus-visible { outline-color: var(--on-primary); }`,
  },
  card: {
    render: (data) => html`<section class="ui_section"><div class="ui_wrap"><div class="cta_card"><h2>${data.heading}</h2><p>${data.text}</p><div class="ui_actions"><a class="ui_btn" href="${data.action.href}">${data.action.label}</a></div></div></div></section>`,
    css: `.cta_card { background: var(--surface-alt); border: 1px solid var(--border); border-radius: var(--radius); padding: clamp(2rem, 5vw, 4rem); text-align: center; }
.cta_card p { color: var(--muted); max-width: 40rem; margin-inline: auto; font-size: 1.1rem; }
.cta_card .ui_actions { justify-content: center; }`,
  },
  split: {
    render: (data) => html`<section class="ui_section cta_split"><div class="ui_wrap cta_split_inner"><div><h2>${data.heading}</h2><p>${data.text}</p></div><a class="ui_btn" href="${data.action.href}">${data.action.label}</a></div></section>`,
    css: `.cta_split { border-top: 1px solid var(--border); }
.cta_split_inner { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1.5rem 3rem; }
.cta_split_inner > div { max-width: 42rem; }
.cta_split p { color: var(--muted); margin: 0; }`,
  },
};
