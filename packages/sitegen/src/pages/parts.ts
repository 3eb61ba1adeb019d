import type { Edition, SiteBuild } from '../site/build-types.ts';
import { pageHref, rootHref } from '../site/links.ts';
import type { ImageSlot, PageKey } from '../site/paths.ts';
import { html } from './html.ts';
import type { SafeHtml } from './html.ts';

/** An <img> of one of the site's pictures with its alt text in the edition's language. */
export function picture(edition: Edition, build: SiteBuild, slot: ImageSlot, className: string, lazy = true): SafeHtml {
  const image = build.images[slot];
  return html`<img class="${className}" src="${rootHref(edition, image.file)}" alt="${edition.alt[slot]}" width="${image.width}" height="${image.height}"${lazy ? html` loading="lazy"` : ''} decoding="async">`;
}

/** A section heading with an optional eyebrow and lead paragraph. */
export function sectionHead(heading: string, lead?: string, eyebrow?: string, level: 'h1' | 'h2' = 'h2'): SafeHtml {
  const title = level === 'h1' ? html`<h1>${heading}</h1>` : html`<h2>${heading}</h2>`;
  return html`<div class="ui_head">${eyebrow ? html`<span class="ui_eyebrow">${eyebrow}</span>` : ''}${title}${lead ? html`<p>${lead}</p>` : ''}</div>`;
}

export interface Card {
  title: string;
  text: string;
  detail?: string;
}

/** A grid of cards with numbered badges. */
export function cardGrid(cards: readonly Card[], level: 'h2' | 'h3' = 'h3', wide = false): SafeHtml {
  return html`<ul class="ui_grid${wide ? ' ui_grid_two' : ''}">${cards.map(
    (card, index) => html`<li class="ui_card"><span class="ui_badge" aria-hidden="true">${String(index + 1).padStart(2, '0')}</span>${
      level === 'h2' ? html`<h2>${card.title}</h2>` : html`<h3>${card.title}</h3>`
    }<p>${card.text}</p>${card.detail ? html`<span class="ui_detail">${card.detail}</span>` : ''}</li>`,
  )}</ul>`;
}

/** The inner page header: the page's h1 and its lead. */
export function pageHead(title: string, lead: string, eyebrow?: string): SafeHtml {
  return html`<section class="ui_pagehead"><div class="ui_wrap">${eyebrow ? html`<span class="ui_eyebrow">${eyebrow}</span>` : ''}<h1>${title}</h1><p>${lead}</p></div></section>`;
}

/** The closing call to action that leads to the contact page. */
export function callToAction(build: SiteBuild, edition: Edition): SafeHtml {
  const { cta } = edition.copy;
  return html`<section class="ui_section"><div class="ui_wrap"><div class="ui_cta"><h2>${cta.heading}</h2><p>${cta.text}</p><div class="ui_actions"><a class="ui_btn" href="${pageHref(build, 'contact')}">${cta.action}</a></div></div></div></section>`;
}

/** The date an article carries: spread over the weeks before the generation. */
export function articleDate(build: SiteBuild, index: number): Date {
  return new Date(Date.UTC(build.now.getUTCFullYear(), build.now.getUTCMonth(), build.now.getUTCDate() - 4 - index * 9));
}

/** A date in the page's language; in digits when the month's name is a stop word. */
export function formatDate(date: Date, edition: Edition, build: SiteBuild): string {
  const long = new Intl.DateTimeFormat(edition.language.code, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
  if (!build.plan.stopWords.has(long)) return long;
  return new Intl.DateTimeFormat(edition.language.code, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(date);
}

export function readingMinutes(paragraphs: readonly string[]): number {
  const words = paragraphs.join(' ').split(/\s+/).length;
  return Math.max(2, Math.round(words / 200));
}

export const articleKeys: readonly PageKey[] = ['article1', 'article2', 'article3'];
export const blogSlots: readonly ImageSlot[] = ['blog1', 'blog2', 'blog3'];

/** The three article cards of the blog index and the home page. */
export function postCards(build: SiteBuild, edition: Edition, level: 'h2' | 'h3'): SafeHtml {
  return html`<ul class="ui_grid">${edition.blogs.map((post, index) => {
    const key = articleKeys[index] as PageKey;
    const date = articleDate(build, index);
    const title = level === 'h2' ? html`<h2>${post.title}</h2>` : html`<h3>${post.title}</h3>`;
    return html`<li class="ui_post">${picture(edition, build, blogSlots[index] as ImageSlot, 'ui_post_img')}<div class="ui_post_body"><p class="ui_meta"><time datetime="${date.toISOString().slice(0, 10)}">${formatDate(date, edition, build)}</time></p>${title}<p>${post.excerpt}</p><a href="${pageHref(build, key)}">${edition.ui.readMore}<span class="ui_sr"> — ${post.title}</span></a></div></li>`;
  })}</ul>`;
}
