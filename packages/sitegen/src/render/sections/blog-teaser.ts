import type { SectionData } from '../../model/sections.ts';
import { html, trusted } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { moreLink, picture, sectionHead } from './parts.ts';
import type { KindRenderers, RenderContext } from './types.ts';

type Blog = SectionData<'blogTeaser'>;
type Post = Blog['posts'][number];

/** The section's h2, unless the posts themselves are the page's h2s (the blog index). */
function head(data: Blog): SafeHtml {
  return data.postLevel === 'h2' ? trusted('') : sectionHead(data);
}

/** A post's title, linked, at the level the page needs. */
function title(data: Blog, post: Post, className: string): SafeHtml {
  const link = html`<a href="${post.href}">${post.title}</a>`;
  return data.postLevel === 'h2' ? html`<h2 class="${className}">${link}</h2>` : html`<h3 class="${className}">${link}</h3>`;
}

/** The post's date as a `<time>`. */
function date(post: Post, className: string): SafeHtml {
  return html`<time class="${className}" datetime="${post.date}">${post.dateText}</time>`;
}

/** "Read more", named after its post for screen readers (several links share the text). */
function readMore(data: Blog, post: Post, className: string): SafeHtml {
  return html`<a class="${className}" href="${post.href}">${data.readMore}<span class="ui_sr"> — ${post.title}</span><span aria-hidden="true">\u00a0→</span></a>`;
}

/** The section's wrapper around its content. */
function section(className: string, inner: SafeHtml): SafeHtml {
  return html`<section class="ui_section ${className}"><div class="ui_wrap">${inner}</div></section>`;
}

/** The post's cover picture (1200×630), cropped by the variant's CSS. */
function cover(post: Post, context: RenderContext, className: string): SafeHtml {
  return picture(post.image, context, className);
}

/** Teasers of the latest blog posts (or the blog index itself). */
export const blogTeaserVariants: KindRenderers<'blogTeaser'> = {
  cards: {
    render: (data, context) => section(
      'blogTeaser_cards',
      html`${head(data)}<ul class="blogTeaser_cards_list">${data.posts.map(
        (post) => html`<li class="blogTeaser_cards_card">${cover(post, context, 'blogTeaser_cards_img')}<div class="blogTeaser_cards_body">${date(post, 'ui_meta')}${title(data, post, 'blogTeaser_cards_title')}<p>${post.excerpt}</p>${readMore(data, post, 'blogTeaser_cards_more')}</div></li>`,
      )}</ul>${moreLink(data.more)}`,
    ),
    css: `.blogTeaser_cards_list { overflow-wrap: anywhere; list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr)); gap: 1.6rem; }
.blogTeaser_cards_card { display: flex; flex-direction: column; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); overflow: hidden; }
.blogTeaser_cards_img { width: 100%; aspect-ratio: 1200 / 630; object-fit: cover; }
.blogTeaser_cards_body { display: flex; flex-direction: column; flex: 1; padding: 1.5rem 1.6rem 1.7rem; }
.blogTeaser_cards_title { font-size: var(--h3); margin: 0.4rem 0 0.7rem; }
.blogTeaser_cards_title a { color: var(--text); text-decoration: none; }
.blogTeaser_cards_title a:hover { color: var(--link); text-decoration: underline; }
.blogTeaser_cards_body p { color: var(--muted); margin: 0 0 1.4rem; }
.blogTeaser_cards_more { margin-top: auto; align-self: flex-start; display: inline-flex; align-items: center; min-height: 2.75rem; font-weight: 700; }`,
  },
  list: {
    render: (data, context) => section(
      'blogTeaser_list',
      html`<div class="blogTeaser_list_top">${head(data)}${moreLink(data.more, 'ui_more blogTeaser_list_all')}</div><ul class="blogTeaser_list_posts">${data.posts.map(
        (post) => html`<li>${date(post, 'blogTeaser_list_date')}<div>${title(data, post, 'blogTeaser_list_title')}<p>${post.excerpt}</p>${readMore(data, post, 'blogTeaser_list_more')}</div>${cover(post, context, 'blogTeaser_list_img')}</li>`,
      )}</ul>`,
    ),
    css: `.blogTeaser_list_top { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: 0 2rem; }
.blogTeaser_list_top .ui_head { margin-bottom: 2.2rem; }
.blogTeaser_list_all { margin: 0 0 2.4rem; }
.blogTeaser_list_posts { overflow-wrap: anywhere; list-style: none; margin: 0; padding: 0; border-top: 2px solid var(--text); }
.blogTeaser_list_posts li { display: grid; grid-template-columns: 10rem minmax(0, 1fr) 15rem; gap: 1rem 2.5rem; padding-block: 2rem; border-bottom: 1px solid var(--border); align-items: start; }
.blogTeaser_list_date { font-size: 0.85rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); padding-top: 0.35rem; }
.blogTeaser_list_title { font-size: clamp(1.3rem, 1.1rem + 0.8vw, 1.75rem); margin-bottom: 0.6rem; }
.blogTeaser_list_title a { color: var(--text); text-decoration: none; }
.blogTeaser_list_title a:hover { color: var(--link); text-decoration: underline; }
.blogTeaser_list_posts p { color: var(--muted); margin: 0 0 0.6rem; max-width: 40rem; }
.blogTeaser_list_more { display: inline-flex; align-items: center; min-height: 2.75rem; font-weight: 700; }
.blogTeaser_list_img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: var(--radius); }
@media (max-width: 760px) { .blogTeaser_list_posts li { grid-template-columns: minmax(0, 1fr); gap: 0.5rem; } .blogTeaser_list_img { display: none; } }`,
  },
  featured: {
    render: (data, context) => {
      const [lead, ...rest] = data.posts;
      if (!lead) return trusted('');
      return section(
        'blogTeaser_featured',
        html`${head(data)}<ul class="blogTeaser_featured_grid${rest.length ? '' : ' blogTeaser_featured_solo'}"><li class="blogTeaser_featured_main">${cover(lead, context, 'blogTeaser_featured_cover')}<div class="blogTeaser_featured_panel">${date(lead, 'ui_meta')}${title(data, lead, 'blogTeaser_featured_big')}<p>${lead.excerpt}</p>${readMore(data, lead, 'blogTeaser_featured_more')}</div></li>${rest.map(
          (post) => html`<li class="blogTeaser_featured_side">${cover(post, context, 'blogTeaser_featured_thumb')}<div>${date(post, 'ui_meta')}${title(data, post, 'blogTeaser_featured_small')}<p>${post.excerpt}</p>${readMore(data, post, 'blogTeaser_featured_more')}</div></li>`,
        )}</ul>${moreLink(data.more)}`,
      );
    },
    css: `.blogTeaser_featured_grid { overflow-wrap: anywhere; list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 7fr) minmax(0, 5fr); grid-auto-rows: auto; gap: 1.6rem 3rem; }
.blogTeaser_featured_main { grid-row: span 2; }
.blogTeaser_featured_solo { grid-template-columns: minmax(0, 1fr); }
.blogTeaser_featured_solo .blogTeaser_featured_main { display: grid; grid-template-columns: minmax(0, 7fr) minmax(0, 5fr); gap: 1rem 3rem; align-items: center; }
.blogTeaser_featured_solo .blogTeaser_featured_panel { margin: 0; padding: 0; }
.blogTeaser_featured_cover { width: 100%; aspect-ratio: 1200 / 630; object-fit: cover; border-radius: var(--radius); }
.blogTeaser_featured_panel { position: relative; background: var(--bg); margin: -3.5rem 2rem 0 0; padding: 1.6rem 1.8rem 0 0; border-top-right-radius: var(--radius); }
.blogTeaser_featured_big { font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.2rem); margin: 0.4rem 0 0.8rem; }
.blogTeaser_featured_small { font-size: 1.2rem; margin: 0.2rem 0 0.5rem; }
.blogTeaser_featured_grid h2 a, .blogTeaser_featured_grid h3 a { color: var(--text); text-decoration: none; }
.blogTeaser_featured_grid h2 a:hover, .blogTeaser_featured_grid h3 a:hover { color: var(--link); text-decoration: underline; }
.blogTeaser_featured_grid p { color: var(--muted); margin: 0 0 0.5rem; }
.blogTeaser_featured_side { display: grid; grid-template-columns: 9rem minmax(0, 1fr); gap: 1.3rem; align-items: start; padding-bottom: 1.6rem; border-bottom: 1px solid var(--border); }
.blogTeaser_featured_side:last-child { border-bottom: 0; }
.blogTeaser_featured_side p { font-size: 0.95rem; }
.blogTeaser_featured_thumb { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: var(--radius); }
.blogTeaser_featured_more { display: inline-flex; align-items: center; min-height: 2.75rem; font-weight: 700; }
@media (max-width: 760px) { .blogTeaser_featured_grid { grid-template-columns: minmax(0, 1fr); } .blogTeaser_featured_main { grid-row: auto; padding-bottom: 1.2rem; border-bottom: 1px solid var(--border); } .blogTeaser_featured_solo .blogTeaser_featured_main { grid-template-columns: minmax(0, 1fr); border: 0; } .blogTeaser_featured_panel { margin: 0; padding: 1.2rem 0 0; } .blogTeaser_featured_side { grid-template-columns: 6rem minmax(0, 1fr); } }`,
  },
};
