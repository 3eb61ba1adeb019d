/*
 * The owner's words inside a text the writer wrote: the business's name, keywords, offers, theme, country, style and
 * the like. The checks of the fault catalogue read a text with these masked, so a name is never taken for a slip and a
 * text is never skipped for holding one ("Crumb & Crust and." is still a sentence cut after "and").
 */

export interface Span {
  start: number;
  end: number;
}

export interface MaskedText {
  /** The text as written. */
  text: string;
  /** The text with each owner's word replaced by a neutral token of letters and digits ("K0"). */
  masked: string;
  /** Where the owner's words stand in `text`. */
  spans: readonly Span[];
}

// Scripts written without spaces: a word of the owner is found anywhere in them, there being no word edges.
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const wordCharacter = /[\p{L}\p{N}\p{M}]/u;

/** Where `text` holds `phrase`, ignoring case, as whole words (anywhere, for a phrase in a script without spaces). */
export function phraseSpans(text: string, phrase: string): Span[] {
  const needle = phrase.trim().toLocaleLowerCase();
  if (needle.length < 2) return [];
  const haystack = text.toLocaleLowerCase();
  // Lower-casing keeps the length of almost every text; where it does not, positions would drift: find nothing.
  if (haystack.length !== text.length) return [];
  const edges = !unspaced.test(needle);
  const spans: Span[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    if (edges && (wordCharacter.test(haystack.charAt(at - 1)) || wordCharacter.test(haystack.charAt(end)))) continue;
    spans.push({ start: at, end });
  }
  return spans;
}

/** The text with the owner's words masked: longer words first, so a keyword inside the name is the name's. */
export function maskText(text: string, protectedWords: readonly string[]): MaskedText {
  const spans: Span[] = [];
  for (const phrase of [...new Set(protectedWords)].sort((a, b) => b.length - a.length)) {
    for (const span of phraseSpans(text, phrase)) if (!spans.some((taken) => span.start < taken.end && taken.start < span.end)) spans.push(span);
  }
  spans.sort((a, b) => a.start - b.start);
  let masked = '';
  let at = 0;
  spans.forEach((span, index) => {
    masked += `${text.slice(at, span.start)}K${index}`;
    at = span.end;
  });
  return { text, masked: masked + text.slice(at), spans };
}

/** Whether a stretch of the text lies inside one of the owner's words. */
export const insideSpan = (spans: readonly Span[], start: number, end: number): boolean => spans.some((span) => start >= span.start && end <= span.end);
