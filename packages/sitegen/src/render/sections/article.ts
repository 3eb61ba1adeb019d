import { html } from '../html.ts';
import { picture } from './parts.ts';
import type { KindRenderers } from './types.ts';

/** A blog article's whole page body: header, cover, sections and the way back to the blog. */
export const articleVariants: KindRenderers<'article'> = {
  standard: {
    render: (data, context) => html`<article class="article_standard"><header class="ui_wrap article_standard_head"><span class="ui_eyebrow">${data.eyebrow}</span><h1>${data.title}</h1><p class="article_standard_excerpt">${data.excerpt}</p><p class="ui_meta article_standard_meta">${data.publishedLabel ? `${data.publishedLabel} ` : ''}<time datetime="${data.date}">${data.dateText}</time>${data.readingTime ? ` · ${data.readingTime}` : ''}</p></header><div class="ui_wrap article_standard_figure">${picture(
      data.cover,
      { ...context, first: true },
      'article_standard_cover',
    )}</div><div class="ui_wrap article_standard_body">${data.sections.map(
      (section) => html`<h2>${section.heading}</h2>${section.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}`,
    )}<p class="article_standard_back"><a href="${data.back.href}"><span aria-hidden="true">←\u00a0</span>${data.back.label}</a></p></div></article>`,
    css: `.article_standard { padding-block: clamp(2.5rem, 6vw, 4.5rem) var(--space); }
.article_standard_head { max-width: 48rem; text-align: center; }
.article_standard_head h1 { margin-bottom: 0.5em; }
.article_standard_excerpt { font-size: clamp(1.15rem, 1rem + 0.5vw, 1.35rem); color: var(--muted); line-height: 1.55; max-width: 40rem; margin: 0 auto 1.4rem; }
.article_standard_meta { display: flex; flex-wrap: wrap; justify-content: center; gap: 0 0.25rem; margin: 0; }
.article_standard_figure { max-width: 64rem; margin-block: clamp(2rem, 5vw, 3.5rem); }
.article_standard_cover { width: 100%; aspect-ratio: 1200 / 630; object-fit: cover; border-radius: var(--radius); }
.article_standard_body { max-width: 44rem; font-size: 1.125rem; line-height: 1.8; overflow-wrap: break-word; }
.article_standard_body h2 { font-size: clamp(1.45rem, 1.2rem + 1vw, 1.9rem); margin: 2.4rem 0 0.8rem; }
.article_standard_body h2:first-child { margin-top: 0; }
.article_standard_body p { margin: 0 0 1.3em; }
.article_standard_body .article_standard_back { margin-top: 3rem; padding-top: 1.6rem; border-top: 1px solid var(--border); font-weight: 700; }
.article_standard_back a { display: inline-flex; align-items: center; min-height: 2.75rem; }`,
  },
};
