import { escapeHtml } from '../safety/escape.ts';

/** The longest piece of a name a line cannot break (a word, or a part of one up to a hyphen), in characters. */
export function longestNamePiece(name: string): number {
  const pieces = name.split(/\s+/u).flatMap((word) => word.split(/(?<=-)/u));
  return Math.max(0, ...pieces.map((piece) => [...piece].length));
}

// A name whose pieces are all shorter fits a phone's line in every heading size as it is.
const longPiece = 12;

/**
 * The business's name inside the h1–h3 of a section's markup, in a box of its own (`ui_name`) that the stylesheet
 * sizes so that the name's longest word fits a phone's line (`--brand-em`): "The story of Hundesalonbetreuung" keeps
 * its size and only the name gets smaller, rather than being split inside the word. Markup outside headings, tags
 * and attributes are left as they are, and so is a name without a long word.
 */
export function markNameInHeadings(markup: string, name: string): string {
  if (longestNamePiece(name) < longPiece) return markup;
  const escaped = escapeHtml(name);
  return markup.replace(/(<h[1-3]\b[^>]*>)([\s\S]*?)(<\/h[1-3]>)/gu, (_, open: string, inner: string, close: string) => {
    const marked = inner
      .split(/(<[^>]*>)/u)
      .map((part) => (part.startsWith('<') ? part : part.replaceAll(escaped, () => `<span class="ui_name">${escaped}</span>`)))
      .join('');
    return `${open}${marked}${close}`;
  });
}
