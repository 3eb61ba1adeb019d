import { leadingSentences } from '../content/sentences.ts';
import type { CopyBrief } from '../ai/provider.ts';
import type { BlogPost } from '../content/schema.ts';
import type { Article } from '../trades/types.ts';
import type { Frames } from './frames.ts';
import { listCount, recounted } from './article-counts.ts';
import { briefKeyword, keywordSentence } from './keyword-offers.ts';
import { capitalise, type Chooser } from './choose.ts';
import { holdsKeyword, type KeywordPhrase } from '../content/keyword-phrase.ts';
import { keywordHeadingProblem, keywordsIn } from '../quality/keyword-headings.ts';

/** The keyword an article carries: the second, third and fourth keywords; the first when it is the only one. */
export function articleKeyword(keywords: readonly string[], index: number): string | undefined {
  return keywords[index + 1] ?? (index === 0 ? keywords[0] : undefined);
}

/** A text long enough to describe a page (40 characters). */
function long(text: string | undefined): string | undefined {
  return text && text.length >= 40 ? text : undefined;
}

/** The first sentences (at least 40 characters, at most `max`) of the first paragraph that has them. */
function opening(paragraphs: readonly string[], max: number): string | undefined {
  return paragraphs.map((paragraph) => leadingSentences(paragraph, max)).find((text) => text.length >= 40);
}

/**
 * The closing section of an article whose title does not hold its keyword: the keyword as its heading, the topic it
 * names, over `sentence` (which names it beside the offers); none where either is too short for the article's parts.
 */
function keywordSection(sentence: string, phrase: KeywordPhrase, brief: CopyBrief): BlogPost['sections'][number] | undefined {
  const heading = capitalise(phrase.text);
  return sentence.length >= 40 && heading.length >= 4 && !keywordHeadingProblem(heading, brief.keywords, brief.brand) ? { heading, paragraphs: [sentence] } : undefined;
}

/**
 * One blog article from the trade's own: a title without stop words (where it does not hold its keyword, a closing
 * section names it in its heading and beside the business's offers) and sections that lose whole sentences, or the
 * whole section, where a stop word stands.
 */
export function composeBlog(brief: CopyBrief, article: Article, index: number, frames: Frames, choose: Chooser): BlogPost {
  const keyword = articleKeyword(brief.keywords, index);
  const sections = article.sections.flatMap((section) => {
    const heading = choose.fill(section.heading);
    // A paragraph left too short by the sentences it lost (a stop word's, a claim's) is no paragraph.
    const paragraphs = section.paragraphs.flatMap((paragraph) => choose.prose(paragraph) ?? []).filter((paragraph) => paragraph.length >= 40);
    return heading && paragraphs.length > 0 ? [{ heading, paragraphs }] : [];
  });
  // A title that counts the article's list ("Five questions…") counts the sections shown.
  const counted = (text: string) => recounted(text, sections.length, brief.trade.factsLanguage);
  const titles = article.titles.flatMap((each) => counted(each) ?? []);
  // Where both titles hold a stop word, the article is named by its first section's heading, a whole phrase of its own.
  // A title that reads as stacked keywords ("Keyword: …", two of them) gives way to the other, and so does one naming another article's keyword.
  const unstacked = titles.filter((each) => !keywordHeadingProblem(each, brief.keywords, brief.brand));
  const ownKeyword = unstacked.filter((each) => keywordsIn(each, brief.keywords, brief.brand).every((held) => held === keyword));
  const title = choose.first([...ownKeyword, ...unstacked, ...titles]) ?? sections.find((section) => section.heading.length >= 10)?.heading ?? titles[1] ?? article.titles[1];
  const phrase = keyword === undefined ? undefined : briefKeyword(brief, keyword);
  const held = phrase !== undefined && (keywordsIn(title, [phrase.keyword]).length > 0 || holdsKeyword(title, [phrase.text]));
  const paragraphs = sections.flatMap((section) => section.paragraphs);
  // A keyword is never tacked onto a title ("…, with a word on {kw}"): a closing section names it, in its heading and
  // in a sentence beside the business's offers (or, without a heading for it, the last paragraph ends with the sentence).
  const sentence = phrase && !held ? keywordSentence(phrase, brief.trade.offers, frames, choose) : undefined;
  // A title that counts its list ("Five questions…") keeps counting only the list: the sentence then ends the last paragraph.
  const counts = listCount(title, brief.trade.factsLanguage) !== undefined;
  const closing = phrase && sentence && !counts ? keywordSection(sentence, phrase, brief) : undefined;
  const last = sections.at(-1);
  if (sentence && !closing && last) last.paragraphs[last.paragraphs.length - 1] = `${last.paragraphs.at(-1) ?? ''} ${sentence}`.trim();
  return {
    title,
    description: long(choose.prose(counted(article.description) ?? '')) ?? long(choose.prose(counted(article.excerpt) ?? '')) ?? opening(paragraphs, 300) ?? title,
    excerpt: long(choose.prose(counted(article.excerpt) ?? '')) ?? opening(paragraphs, 400) ?? title,
    sections: closing ? [...sections, closing] : sections,
  };
}
