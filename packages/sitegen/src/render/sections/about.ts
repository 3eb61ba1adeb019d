import { html } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { moreLink, picture, sectionHead } from './parts.ts';
import type { KindRenderers } from './types.ts';

/** Paragraphs as markup. */
function paragraphs(texts: readonly string[]): SafeHtml {
  return html`${texts.map((text) => html`<p>${text}</p>`)}`;
}

/** The business's story: who runs it, since when and what they care about. */
export const aboutVariants: KindRenderers<'about'> = {
  split: {
    render: (data, context) => html`<section class="ui_section about_split"><div class="ui_wrap about_split_grid${data.image ? '' : ' about_split_solo'}">${
      data.image ? html`<div class="about_split_media">${picture(data.image, context, 'about_split_img')}</div>` : ''
    }<div class="about_split_text">${sectionHead(data)}<div class="about_split_prose">${paragraphs(data.paragraphs)}</div>${moreLink(data.more)}</div></div></section>`,
    css: `.about_split_grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr); gap: 2.5rem clamp(2.5rem, 7vw, 6rem); align-items: center; }
.about_split_solo { grid-template-columns: minmax(0, 46rem); }
.about_split_media { position: relative; isolation: isolate; margin: 0 0 1.2rem 1.2rem; }
.about_split_media::before { content: ""; position: absolute; z-index: -1; inset: 1.2rem 1.2rem -1.2rem -1.2rem; border: 2px solid var(--accent); border-radius: var(--radius); }
.about_split_img { width: 100%; aspect-ratio: 4 / 5; max-height: 40rem; object-fit: cover; border-radius: var(--radius); }
.about_split_text { overflow-wrap: break-word; }
.about_split_text .ui_head { margin-bottom: 1.8rem; }
.about_split_prose > p:last-child { margin-bottom: 0; }
.about_split .ui_more { margin-top: 1.2rem; }
.about_split .ui_more a { display: inline-flex; align-items: center; min-height: 2.75rem; }
@media (max-width: 760px) { .about_split_grid { grid-template-columns: minmax(0, 1fr); } .about_split_img { aspect-ratio: 4 / 3; } }`,
  },
  quote: {
    render: (data, context) => {
      const [first = '', ...rest] = data.paragraphs;
      const hasBody = rest.length > 0 || data.image !== undefined;
      return html`<section class="ui_section about_quote"><div class="ui_wrap">${sectionHead(data)}<p class="about_quote_pull">${first}</p>${
        hasBody
          ? html`<div class="about_quote_body${data.image ? '' : ' about_quote_solo'}">${
              rest.length > 0 ? html`<div class="about_quote_text">${paragraphs(rest)}</div>` : ''
            }${data.image ? picture(data.image, context, 'about_quote_img') : ''}</div>`
          : ''
      }${moreLink(data.more)}</div></section>`;
    },
    css: `.about_quote_pull { position: relative; max-width: 56rem; margin: 0 0 clamp(2.5rem, 5vw, 4rem); padding-left: clamp(1.3rem, 3vw, 2.4rem); border-left: 4px solid var(--accent); font: 400 clamp(1.45rem, 1.05rem + 1.5vw, 2.3rem)/1.35 var(--font-heading); letter-spacing: -0.01em; text-wrap: pretty; overflow-wrap: break-word; }
.about_quote_body { display: grid; grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr); gap: 2rem clamp(2rem, 6vw, 5rem); align-items: start; padding-left: clamp(1.3rem, 3vw, 2.4rem); }
.about_quote_solo { grid-template-columns: minmax(0, 1fr); }
.about_quote_solo .about_quote_text { columns: 2 20rem; column-gap: clamp(2rem, 5vw, 4rem); }
.about_quote_text { color: var(--muted); overflow-wrap: break-word; }
.about_quote_text > p:last-child { margin-bottom: 0; }
.about_quote_img { width: 100%; aspect-ratio: 3 / 2; object-fit: cover; border-radius: var(--radius); }
.about_quote .ui_more { margin-top: 1.2rem; padding-left: clamp(1.3rem, 3vw, 2.4rem); }
.about_quote .ui_more a { display: inline-flex; align-items: center; min-height: 2.75rem; }
@media (max-width: 760px) { .about_quote_body { grid-template-columns: minmax(0, 1fr); padding-left: 0; } .about_quote .ui_more { padding-left: 0; } }`,
  },
  columns: {
    render: (data, context) => html`<section class="ui_section about_columns"><div class="ui_wrap about_columns_grid">${sectionHead(data, { className: 'about_columns_head' })}<div class="about_columns_text">${paragraphs(
      data.paragraphs,
    )}${moreLink(data.more)}</div>${data.image ? picture(data.image, context, 'about_columns_img') : ''}</div></section>`,
    css: `.about_columns_grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); grid-template-areas: "head text" "img text"; grid-template-rows: auto 1fr; gap: 2rem clamp(2rem, 6vw, 5rem); padding-top: clamp(1.8rem, 3vw, 2.5rem); border-top: 1px solid var(--text); }
.about_columns_head { grid-area: head; overflow-wrap: break-word; }
.about_columns_head h2 { margin: 0; }
.about_columns_head p { margin: 1.2rem 0 0; color: var(--muted); }
.about_columns_text { grid-area: text; max-width: 44rem; overflow-wrap: break-word; }
.about_columns_text > p:first-child { font-size: clamp(1.2rem, 1rem + 0.8vw, 1.5rem); line-height: 1.5; }
.about_columns_text > p:not(:first-child) { color: var(--muted); }
.about_columns_text > p:last-child { margin-bottom: 0; }
.about_columns .ui_more { margin-top: 1.2rem; color: inherit; }
.about_columns .ui_more a { display: inline-flex; align-items: center; min-height: 2.75rem; }
.about_columns_img { grid-area: img; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: var(--radius); }
@media (max-width: 760px) { .about_columns_grid { grid-template-columns: minmax(0, 1fr); grid-template-areas: "head" "text" "img"; grid-template-rows: auto; } .about_columns_img { aspect-ratio: 3 / 2; } }`,
  },
};
