import { ensureKeywords } from '../content/keywords.ts';
import { holdsKeyword, keywordForms, keywordPhrase } from '../content/keyword-phrase.ts';
import { keywordSpans } from '../quality/keyword-headings.ts';
import type { StopWordFilter } from '../safety/stop-words.ts';
import { fieldText, withField, withoutItem, type FieldKey, type WrittenTexts } from './fields.ts';
import { keywordBefore, keywordText } from './keyword-frames.ts';
import type { Failing } from './locate.ts';
import { scrubbed } from './scrub.ts';
import { titleLimits } from '../seo/meta.ts';

export type ConstructedFix = 'composer' | 'keyword sentence' | 'left out' | 'stop word taken out' | 'scrubbed';

export interface Candidate {
  texts: WrittenTexts;
  fix: ConstructedFix;
  /** The text changed, when it is not the failing one (a keyword's sentence goes in a paragraph of the article). */
  field: FieldKey;
}

export interface ConstructContext {
  brand: string;
  stopWords: StopWordFilter;
  /** The language the texts are written in. */
  textCode: string;
  /** The offline composer's answers for this site and language, in the wordings it has, when it writes the language. */
  composed: readonly WrittenTexts[];
  /** The business's towns and description, as the quality stage has them: where a keyword may name its town with "in". */
  places: { towns: readonly string[]; description: string };
}

const holds = (text: string, keyword: string, context: ConstructContext) =>
  holdsKeyword(text, keywordForms(keyword, context.textCode, context.places.towns, context.places.description)) || keywordSpans(text, keyword).length > 0;

/** Where a missing keyword is written in: the place the writer was asked to put it, or a paragraph near it. */
function keywordCandidates(texts: WrittenTexts, failing: Failing, keyword: string, context: ConstructContext): Candidate[] {
  const { key } = failing;
  const out: Candidate[] = [];
  const put = (field: FieldKey, value: string | undefined) => {
    const next = value === undefined ? undefined : withField(texts, field, value);
    if (next) out.push({ texts: next, fix: 'keyword sentence', field });
  };
  const current = fieldText(texts, key) ?? '';
  const phrase = keywordPhrase(keyword, context.textCode, context.places.towns, context.places.description);
  const article = /^(article[123])\.title$/.exec(key)?.[1];
  if (key === 'site.seo.home.title') {
    put(key, ensureKeywords(texts.copy, [keyword]).seo.home.title);
  } else if (key === 'site.intro.heading') {
    put(key, keyword.toLocaleLowerCase().includes(context.brand.toLocaleLowerCase()) ? keyword : keywordText('heading', context.textCode, phrase, context.brand));
    put(key, keywordBefore(current, keyword));
  } else if (key === 'site.hero.lead') {
    const sentence = keywordText('sentence', context.textCode, phrase, context.brand);
    if (sentence) put(key, `${current} ${sentence}`);
    put(key, keywordBefore(current, keyword));
  } else if (article) {
    const sentence = keywordText('article', context.textCode, phrase, context.brand);
    const index = Number(article.slice(-1)) - 1;
    const sections = texts.blogs[index]?.sections ?? [];
    const last = sections.length - 1;
    const paragraphs = [`${article}.sections.${last}.paragraphs.${(sections[last]?.paragraphs.length ?? 1) - 1}`, `${article}.sections.0.paragraphs.0`];
    if (sentence) for (const field of paragraphs) put(field, `${fieldText(texts, field) ?? ''} ${sentence}`);
    put(`${article}.excerpt`, keywordBefore(texts.blogs[index]?.excerpt ?? '', keyword));
  }
  return out;
}

/**
 * Texts that pass by construction for a text the writer did not mend, best first: the offline composer's own text for
 * the field (holding the keyword where one is missing), a sentence written to hold a missing keyword, the text without
 * its stop word, or, for an item of a list longer than it must be, no item at all.
 */
export function constructedCandidates(texts: WrittenTexts, failing: Failing, context: ConstructContext): Candidate[] {
  const current = fieldText(texts, failing.key);
  const out: Candidate[] = [];
  for (const composed of context.composed) {
    const theirs = fieldText(composed, failing.key);
    if (theirs === undefined || theirs === current || (failing.keyword && !holds(theirs, failing.keyword, context))) continue;
    const next = withField(texts, failing.key, theirs);
    if (next) out.push({ texts: next, fix: 'composer', field: failing.key });
  }
  if (failing.keyword) out.push(...keywordCandidates(texts, failing, failing.keyword, context));
  // The length the check gave: a title the page shows whole is at most 70 characters (fitTitle), a description 300.
  const limits = failing.reasons.map((reason) => Number(/\(at most (\d+)\)/u.exec(reason)?.[1])).filter((limit) => limit > 0);
  const maxLength = limits.length > 0 ? Math.min(...limits) : titleLimits.max;
  const clean = current === undefined ? undefined : scrubbed(current, failing.checks, failing.pieces, context.textCode, maxLength);
  const cleaned = clean === undefined ? undefined : withField(texts, failing.key, clean);
  if (cleaned) out.push({ texts: cleaned, fix: 'scrubbed', field: failing.key });
  const without = failing.check === 'stop_words' && current !== undefined ? withField(texts, failing.key, context.stopWords.phrase(current)) : undefined;
  if (without) out.push({ texts: without, fix: 'stop word taken out', field: failing.key });
  // The offers and plans are the brief's, one by one, with their prices: none is left out.
  const shorter = failing.keyword || /^site\.(?:offers|plans)\./.test(failing.key) ? undefined : withoutItem(texts, failing.key);
  if (shorter) out.push({ texts: shorter, fix: 'left out', field: failing.key });
  return out;
}
