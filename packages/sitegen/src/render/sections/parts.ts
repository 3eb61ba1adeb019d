import { inlineIconSvg } from '../../assets/icons.ts';
import type { ImageRef, Link } from '../../model/sections.ts';
import { html, trusted } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import type { RenderContext } from './types.ts';

const PICTURE_SIZES = '(min-width: 64rem) 50vw, 100vw';
const srcsetOf = (files: readonly { file: string; width: number }[], context: RenderContext) => files.map((each) => `${context.asset(each.file)} ${each.width}w`).join(', ');

/**
 * An <img> of one of the site's pictures; lazy unless it is in the page's first section. An uploaded photo comes in
 * several widths (the browser picks the smallest that fills the picture's box), and as AVIF first where it has one.
 */
export function picture(image: ImageRef, context: RenderContext, className: string): SafeHtml {
  const widths = image.srcset?.length ? html` srcset="${srcsetOf(image.srcset, context)}" sizes="${PICTURE_SIZES}"` : html``;
  const img = html`<img class="${className}" src="${context.asset(image.file)}"${widths} alt="${image.alt}" width="${image.width}" height="${image.height}"${
    context.first ? html` fetchpriority="high"` : html` loading="lazy"`
  } decoding="async">`;
  if (!image.avif?.length) return img;
  return html`<picture><source type="image/avif" srcset="${srcsetOf(image.avif, context)}" sizes="${PICTURE_SIZES}">${img}</picture>`;
}

/** A decorative icon of the open icon set, in the current text colour. */
export function icon(name: string | undefined, className = 'ui_icon'): SafeHtml {
  return name ? trusted(inlineIconSvg(name, className)) : trusted('');
}

export interface HeadText {
  heading: string;
  lead?: string | undefined;
  eyebrow?: string | undefined;
}

/**
 * A section's heading block: eyebrow, h2 and lead. Every section but the hero has one h2
 * (visually hidden where the variant shows no heading) so the outline never skips a level.
 */
export function sectionHead(head: HeadText, options: { className?: string; hidden?: boolean } = {}): SafeHtml {
  if (options.hidden) return html`<h2 class="ui_sr">${head.heading}</h2>`;
  return html`<div class="${options.className ?? 'ui_head'}">${head.eyebrow ? html`<span class="ui_eyebrow">${head.eyebrow}</span>` : ''}<h2>${head.heading}</h2>${
    head.lead ? html`<p>${head.lead}</p>` : ''
  }</div>`;
}

/** Call-to-action links: the first as the primary button, the rest as ghost buttons. */
export function actionButtons(links: readonly Link[], className = 'ui_actions'): SafeHtml {
  return html`<div class="${className}">${links.map(
    (link, index) => html`<a class="ui_btn${index > 0 ? ' ui_btn_ghost' : ''}" href="${link.href}">${link.label}</a>`,
  )}</div>`;
}

/** A plain text link with an arrow, e.g. "All services →". */
export function moreLink(link: Link | undefined, className = 'ui_more'): SafeHtml {
  return link ? html`<p class="${className}"><a href="${link.href}">${link.label}<span aria-hidden="true"> →</span></a></p>` : trusted('');
}
