import { html } from '../html.ts';
import { picture, sectionHead } from './parts.ts';
import type { KindRenderers, RenderContext } from './types.ts';

/** Only the first picture of the page's first section loads eagerly. */
function nth(context: RenderContext, index: number): RenderContext {
  return index === 0 ? context : { ...context, first: false };
}

/** Columns of the even grid: four or three, whichever leaves the fewest gaps in the last row. */
function gridColumns(count: number): number {
  if (count % 4 === 0) return 4;
  if (count % 3 === 0 || count === 5) return 3;
  return 4;
}

/** Pictures of the work, the place or the products. */
export const galleryVariants: KindRenderers<'gallery'> = {
  grid: {
    render: (data, context) => html`<section class="ui_section gallery_grid"><div class="ui_wrap">${sectionHead(data)}<ul class="gallery_grid_list gallery_grid_c${gridColumns(data.images.length)}">${data.images.map(
      (image, index) => html`<li>${picture(image, nth(context, index), 'gallery_grid_img')}</li>`,
    )}</ul></div></section>`,
    css: `.gallery_grid_list { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; justify-content: center; gap: 0.8rem; }
.gallery_grid_list li { flex: 0 0 calc((100% - 0.8rem) / 2); }
@media (min-width: 761px) { .gallery_grid_c3 li { flex-basis: calc((100% - 2 * 0.8rem) / 3); } .gallery_grid_c4 li { flex-basis: calc((100% - 3 * 0.8rem) / 4); } }
.gallery_grid_img { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: var(--radius); background: var(--surface-alt); }`,
  },
  mosaic: {
    render: (data, context) => {
      const rest = data.images.length - 1;
      return html`<section class="ui_section ui_alt gallery_mosaic"><div class="ui_wrap">${sectionHead(data)}<ul class="gallery_mosaic_list gallery_mosaic_c${2 + Math.ceil(rest / 2)}${
        rest % 2 ? ' gallery_mosaic_odd' : ''
      }">${data.images.map((image, index) => html`<li>${picture(image, nth(context, index), 'gallery_mosaic_img')}</li>`)}</ul></div></section>`;
    },
    css: `.gallery_mosaic_list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, 1fr); gap: clamp(0.5rem, 1.5vw, 1rem); }
.gallery_mosaic_img { width: 100%; height: 100%; aspect-ratio: 1; object-fit: cover; border-radius: var(--radius); background: var(--surface-alt); }
.gallery_mosaic_list li:first-child { grid-column: span 2; }
.gallery_mosaic_list li:first-child .gallery_mosaic_img { aspect-ratio: 4 / 3; }
.gallery_mosaic_odd li:last-child { grid-column: span 2; }
.gallery_mosaic_odd li:last-child .gallery_mosaic_img { aspect-ratio: 2 / 1; }
@media (min-width: 761px) {
.gallery_mosaic_list { grid-template-rows: repeat(2, clamp(9rem, 17vw, 14rem)); grid-auto-flow: column; }
.gallery_mosaic_c4 { grid-template-columns: repeat(4, 1fr); } .gallery_mosaic_c5 { grid-template-columns: repeat(5, 1fr); } .gallery_mosaic_c6 { grid-template-columns: repeat(6, 1fr); }
.gallery_mosaic_c3 { grid-template-columns: 2fr 2fr 1.6fr; }
.gallery_mosaic_list li:first-child { grid-row: span 2; }
.gallery_mosaic_odd li:last-child { grid-column: auto; grid-row: span 2; }
.gallery_mosaic_list .gallery_mosaic_img { aspect-ratio: auto; }
}`,
  },
  strip: {
    render: (data, context) => html`<section class="ui_section gallery_strip"><div class="ui_wrap">${sectionHead(data)}<section class="gallery_strip_scroller" tabindex="0" aria-label="${data.heading}"><ul class="gallery_strip_list">${data.images.map(
      (image, index) => html`<li>${picture(image, nth(context, index), 'gallery_strip_img')}</li>`,
    )}</ul></section></div></section>`,
    css: `.gallery_strip_scroller { overflow-x: auto; scroll-snap-type: x mandatory; overscroll-behavior-x: contain; padding-bottom: 1rem; scrollbar-width: thin; scrollbar-color: var(--accent) transparent; border-radius: var(--radius); }
.gallery_strip_list { list-style: none; margin: 0; padding: 0; display: flex; gap: clamp(0.6rem, 1.5vw, 1rem); width: max-content; }
.gallery_strip_list li { flex: none; scroll-snap-align: start; }
.gallery_strip_img { width: auto; height: clamp(15rem, 30vw, 25rem); max-width: min(80vw, 40rem); object-fit: cover; border-radius: var(--radius); background: var(--surface-alt); }`,
  },
};
