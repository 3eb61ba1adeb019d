import { sentencesOf } from '../content/sentences.ts';
import type { TradeBrief } from './brief.ts';
import { generalTrade } from './general.ts';
import { tradeById } from './index.ts';
import { OfferWords } from './offer-words.ts';
import type { Article } from './types.ts';

/** Whether an article is about an offer the site does not show: its title, summary or a heading names one, or more than two of its sentences do. */
function speaksOf(article: Article, absent: OfferWords): boolean {
  const heads = [...article.titles, article.description, article.excerpt, ...article.sections.map((section) => section.heading)];
  if (heads.some((text) => absent.mentions(text))) return true;
  const sentences = article.sections.flatMap((section) => section.paragraphs.flatMap(sentencesOf));
  return sentences.filter((sentence) => absent.mentions(sentence)).length > 2;
}

/**
 * The three articles a site publishes: the trade's own, each one about an offer the site does not show replaced by
 * a general article that is not (a passing sentence about one is dropped when the article is written). Where every
 * article of the trade is about such offers (a nail bar among a hair salon's articles), the general articles that
 * touch on one in passing come last in reserve rather than not at all.
 */
export function siteArticles(brief: TradeBrief): [Article, Article, Article] {
  const absent = new OfferWords(brief.absent);
  const general = generalTrade[brief.factsLanguage].articles;
  const reserve = [...general.filter((article) => !speaksOf(article, absent)), ...general.filter((article) => speaksOf(article, absent))];
  const [first, second, third] = tradeById(brief.id)[brief.factsLanguage].articles.map((article) => (speaksOf(article, absent) ? (reserve.shift() ?? article) : article));
  return [first, second, third] as [Article, Article, Article];
}
