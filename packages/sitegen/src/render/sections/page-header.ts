import type { SectionData } from '../../model/sections.ts';
import { html } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { picture } from './parts.ts';
import type { KindRenderers } from './types.ts';

type PageHeader = SectionData<'pageHeader'>;

/** Eyebrow, the page's one h1 and its lead. */
function titleBlock(data: PageHeader, prefix: string): SafeHtml {
  return html`${data.eyebrow ? html`<p class="ui_eyebrow">${data.eyebrow}</p>` : ''}<h1>${data.title}</h1><p class="${prefix}_lead">${data.lead}</p>`;
}

/** The top of an inner page: its h1, a lead and, in some variants, its picture. */
export const pageHeaderVariants: KindRenderers<'pageHeader'> = {
  plain: {
    render: (data) => html`<section class="pageHeader_plain"><div class="ui_wrap pageHeader_plain_inner">${titleBlock(data, 'pageHeader_plain')}</div></section>`,
    css: `section.pageHeader_plain { padding-top: clamp(2.5rem, 6vw, 4.5rem); }
.pageHeader_plain_inner { padding-bottom: clamp(2rem, 4vw, 3rem); border-bottom: 1px solid var(--border); overflow-wrap: break-word; hyphens: auto; container-type: inline-size; }
.pageHeader_plain h1 { max-width: 52rem; --measure: 52rem; margin-bottom: 0.4em; }
.pageHeader_plain_lead { max-width: 42rem; margin: 0; color: var(--muted); font-size: clamp(1.1rem, 1rem + 0.4vw, 1.25rem); }`,
  },
  band: {
    render: (data, context) => html`<section class="pageHeader_band${data.image ? ' pageHeader_band_pic' : ''}"><div class="ui_wrap"><div class="pageHeader_band_text">${titleBlock(
      data,
      'pageHeader_band',
    )}</div>${data.image ? picture(data.image, context, 'pageHeader_band_img') : ''}</div></section>`,
    css: `section.pageHeader_band { padding-block: clamp(3.5rem, 9vw, 7rem); background: var(--surface); border-bottom: 1px solid var(--border); }
.pageHeader_band_text { max-width: 50rem; margin-inline: auto; text-align: center; overflow-wrap: break-word; hyphens: auto; container-type: inline-size; }
.pageHeader_band h1 { margin-bottom: 0.4em; }
.pageHeader_band h1::after { content: ""; display: block; width: 3.5rem; height: 3px; margin: 0.45em auto 0; background: var(--accent); }
.pageHeader_band_lead { max-width: 40rem; margin: 0 auto; color: var(--muted); font-size: clamp(1.1rem, 1rem + 0.4vw, 1.25rem); }
section.pageHeader_band_pic { padding-bottom: 0; border-bottom: 0; background: linear-gradient(var(--surface) 0 0) top / 100% calc(100% - clamp(5rem, 14vw, 11rem)) no-repeat, var(--bg); }
.pageHeader_band_img { width: 100%; margin-top: clamp(2.5rem, 5vw, 4rem); aspect-ratio: 21 / 8; object-fit: cover; border-radius: var(--radius); }
@media (max-width: 760px) { .pageHeader_band_img { aspect-ratio: 3 / 2; } }`,
  },
  split: {
    render: (data, context) => html`<section class="pageHeader_split${data.image ? '' : ' pageHeader_split_solo'}"><div class="ui_wrap pageHeader_split_grid"><div class="pageHeader_split_text">${titleBlock(
      data,
      'pageHeader_split',
    )}</div>${data.image ? picture(data.image, context, 'pageHeader_split_img') : ''}</div></section>`,
    css: `section.pageHeader_split { padding-block: clamp(2rem, 5vw, 4rem); border-bottom: 1px solid var(--border); }
.pageHeader_split_grid { display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr); gap: 2rem clamp(2rem, 6vw, 5rem); align-items: center; }
.pageHeader_split_text { overflow-wrap: break-word; hyphens: auto; container-type: inline-size; }
.pageHeader_split h1 { margin-bottom: 0.4em; }
.pageHeader_split_lead { max-width: 38rem; margin: 0; color: var(--muted); font-size: clamp(1.1rem, 1rem + 0.4vw, 1.25rem); }
.pageHeader_split_img { width: 100%; aspect-ratio: 3 / 2; object-fit: cover; border-radius: var(--radius); }
section.pageHeader_split_solo { padding-block: clamp(2.5rem, 6vw, 4.5rem) 0; border-bottom: 0; }
.pageHeader_split_solo .pageHeader_split_grid { grid-template-columns: minmax(0, 52rem); padding-bottom: clamp(2rem, 4vw, 3rem); border-bottom: 1px solid var(--border); }
@media (max-width: 760px) { .pageHeader_split_grid { grid-template-columns: minmax(0, 1fr); } }`,
  },
};
