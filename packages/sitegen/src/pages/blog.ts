import { articleJsonLd, businessJsonLd } from '../seo/json-ld.ts';
import type { Edition, PageParts, SiteBuild } from '../site/build-types.ts';
import { absoluteUrl, pageHref } from '../site/links.ts';
import type { ImageSlot } from '../site/paths.ts';
import { html } from './html.ts';
import { articleDate, articleKeys, blogSlots, callToAction, formatDate, pageHead, picture, postCards, readingMinutes } from './parts.ts';

type Body = Omit<PageParts, 'title' | 'description'>;

/** The blog index: the three articles as cards. */
export function blogPage(build: SiteBuild, edition: Edition): Body {
  const { copy } = edition;
  const main = html`${pageHead(copy.blogIntro.heading, copy.blogIntro.lead, edition.ui.nav.blog)}
<section class="ui_section"><div class="ui_wrap">${postCards(build, edition, 'h2')}</div></section>`;
  return { key: 'blog', main, jsonLd: [businessJsonLd(build, edition)], ogType: 'website' };
}

/** One article page with its cover, sections and a way back to the blog. */
export function articlePage(build: SiteBuild, edition: Edition, index: 0 | 1 | 2): Body {
  const post = edition.blogs[index];
  const key = articleKeys[index] ?? 'article1';
  const slot = blogSlots[index] as ImageSlot;
  const date = articleDate(build, index);
  const minutes = readingMinutes(post.sections.flatMap((section) => section.paragraphs));
  const main = html`<article>
<section class="ui_pagehead"><div class="ui_wrap ui_prose"><span class="ui_eyebrow">${edition.ui.nav.blog}</span><h1>${post.title}</h1><p>${post.excerpt}</p>
<p class="ui_meta">${edition.ui.publishedOn} <time datetime="${date.toISOString().slice(0, 10)}">${formatDate(date, edition, build)}</time> · ${minutes} ${edition.ui.readingTime}</p></div></section>
<div class="ui_section"><div class="ui_wrap ui_prose">${picture(edition, build, slot, 'ui_cover', false)}
${post.sections.map((section) => html`<h2>${section.heading}</h2>${section.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}`)}
<p><a href="${pageHref(build, 'blog')}">${edition.ui.backToBlog}</a></p></div></div>
</article>
${callToAction(build, edition)}`;
  const url = absoluteUrl(build, edition, key);
  return {
    key,
    main,
    jsonLd: [businessJsonLd(build, edition), articleJsonLd(build, edition, post, url, build.images[slot].file, date.toISOString().slice(0, 10))],
    ogType: 'article',
  };
}
