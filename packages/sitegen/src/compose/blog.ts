import { leadingSentences } from '../content/sentences.ts';
import type { CopyBrief } from '../ai/provider.ts';
import type { BlogPost } from '../content/schema.ts';
import type { Article } from '../trades/types.ts';
import { capitalise } from './choose.ts';
import type { Chooser } from './choose.ts';
import type { Frames } from './frames.ts';

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

/** A title continued after a colon starts in lower case, unless its first word is an abbreviation ("SEO", "IT"). */
function afterColon(title: string): string {
  const [first = '', second = ''] = title;
  return second === second.toLocaleUpperCase() && /\p{L}/u.test(second) ? title : `${first.toLocaleLowerCase()}${title.slice(1)}`;
}

/**
 * One blog article from the trade's own: a title without stop words (its keyword in front
 * where it fits, else in a sentence of the first paragraph) and sections that lose whole
 * sentences, or the whole section, where a stop word stands.
 */
export function composeBlog(brief: CopyBrief, article: Article, index: number, frames: Frames, choose: Chooser): BlogPost {
  const keyword = articleKeyword(brief.keywords, index);
  const sections = article.sections.flatMap((section) => {
    const heading = choose.fill(section.heading);
    const paragraphs = section.paragraphs.flatMap((paragraph) => choose.prose(paragraph) ?? []);
    return heading && paragraphs.length > 0 ? [{ heading, paragraphs }] : [];
  });
  // Where both titles hold a stop word, the article is named by its first section's heading, a whole phrase of its own.
  const title = choose.first(article.titles) ?? sections.find((section) => section.heading.length >= 10)?.heading ?? article.titles[1];
  const keywordTitle = keyword ? choose.first(frames.keywordArticleTitles, { title, sub: afterColon(title), kw: keyword, Kw: capitalise(keyword) }) : undefined;
  const fits = keywordTitle !== undefined && keywordTitle.length <= 110;
  const first = sections[0];
  const paragraphs = sections.flatMap((section) => section.paragraphs);
  if (keyword && !fits && first) {
    const lead = choose.one(frames.keywordArticleLeads, { kw: keyword, Kw: capitalise(keyword) });
    if (lead) first.paragraphs[0] = `${lead} ${first.paragraphs[0] ?? ''}`.trim();
  }
  return {
    title: fits ? keywordTitle : title,
    description: long(choose.prose(article.description)) ?? long(choose.prose(article.excerpt)) ?? opening(paragraphs, 300) ?? title,
    excerpt: long(choose.prose(article.excerpt)) ?? opening(paragraphs, 400) ?? title,
    sections,
  };
}
