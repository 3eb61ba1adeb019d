import { wholeWordPattern } from '@sitecraft/shared/generation';

// Scripts written without spaces: a keyword in them is found anywhere, as there are no word edges to look for.
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
// A colon that ends a label ("Keyword: …"), not one between digits ("08:30").
const colons = /:(?!\d)|：/gu;

type Span = { start: number; end: number };

/** Where a text holds a keyword as whole words (anywhere, in scripts written without spaces). */
export function keywordSpans(text: string, keyword: string): Span[] {
  if (!unspaced.test(keyword)) return [...text.matchAll(wholeWordPattern(keyword))].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  const spans: Span[] = [];
  const [haystack, needle] = [text.toLocaleLowerCase(), keyword.toLocaleLowerCase()];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) spans.push({ start: at, end: at + needle.length });
  return spans;
}

/**
 * The keywords a text holds, each once. A keyword inside a longer one found there ("pizza" in "pizza delivery") and
 * one inside the business's name are not counted.
 */
export function keywordsIn(text: string, keywords: readonly string[], brand = ''): string[] {
  const claimed: Span[] = brand.trim() ? keywordSpans(text, brand) : [];
  const found: string[] = [];
  for (const keyword of [...new Set(keywords.filter((each) => each.trim()))].sort((a, b) => b.length - a.length)) {
    const free = keywordSpans(text, keyword).filter((span) => !claimed.some((taken) => span.start < taken.end && taken.start < span.end));
    if (free.length === 0) continue;
    found.push(keyword);
    claimed.push(...free);
  }
  return found;
}

/**
 * What makes a heading (or a page title) read as keywords stacked for a search engine rather than written by a
 * person: two keywords in it, two colons, or a keyword as a "Keyword: …" label in front. Undefined when none does.
 */
export function keywordHeadingProblem(heading: string, keywords: readonly string[], brand = ''): string | undefined {
  const quoted = `“${heading.slice(0, 100)}”`;
  const held = keywordsIn(heading, keywords, brand);
  if (held.length >= 2) return `the heading ${quoted} holds two keywords, “${held[0]}” and “${held[1]}”: a heading carries one`;
  if ((heading.match(colons)?.length ?? 0) >= 2) return `the heading ${quoted} has two colons`;
  const label = held.find((keyword) => keywordSpans(heading, keyword).some((span) => span.start === heading.search(/\S/u) && /^\s*[:：]/u.test(heading.slice(span.end))));
  if (label) return `the heading ${quoted} puts the keyword “${label}” in front as a label with a colon`;
  return undefined;
}
