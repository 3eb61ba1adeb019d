import { shownSections, type SiteModel } from '../model/site-model.ts';
import type { StopWordFilter } from '../safety/stop-words.ts';
import { articleKeyword } from '../compose/blog.ts';
import { generalTrade } from '../trades/general.ts';
import type { Trade } from '../trades/types.ts';
import { sentencesOf } from './fragments.ts';
import type { OutputFault } from './output-faults.ts';
import { outputFaults } from './page-faults.ts';
import { keywordHeadingProblem } from './keyword-headings.ts';
import { keywordSentenceProblem } from './keyword-sentences.ts';
import { holdsKeyword, keywordForms } from '../content/keyword-phrase.ts';
import { claimProblems, siteClaims } from './claim-check.ts';
import { pageTexts, type PageText } from './page-texts.ts';
import { languageProblem } from './language.ts';

export { languageProblem };

export type QualityCheck = 'stop_words' | 'keywords' | 'keyword_headings' | 'keyword_sentences' | 'trade' | 'claims' | 'links' | OutputFault | 'repeated_sentences';

export const qualityChecks: readonly QualityCheck[] = [
  'stop_words', 'keywords', 'keyword_headings', 'keyword_sentences', 'language', 'trade', 'sentences', 'claims', 'links',
  'placeholders', 'filler', 'doubled_words', 'markup', 'model_words', 'too_long', 'repeated_sentences',
];

export interface QualityProblem {
  check: QualityCheck;
  /** The page's file, e.g. "ru/about.html". */
  page: string;
  detail: string;
  /** The position of the language among the site's editions (0 or 1), for a rewrite. */
  edition: number;
  /** The text found wanting (a whole text, a heading or one sentence of a paragraph), where the problem lies in one. */
  text?: string;
  /** The sentence of `text` at fault, when it is not the whole of it (a sentence said twice on the page). */
  piece?: string;
}

export interface QualityInput {
  keywords: readonly string[];
  stopWords: StopWordFilter;
  /** The language each edition's texts are written in (e.g. "en" for German pages without an AI provider). */
  textLanguages: readonly string[];
  trade: Trade;
  catalogue: readonly Trade[];
  /** The customer's own answers (name, address, description…): a text quoting them is theirs to word, not the writer's. */
  customerTexts: readonly string[];
  /**
   * The business's towns (ownTowns) and its description: a keyword that ends in its town is held as typed or as a
   * sentence writes it ("dog grooming in Bristol" for "dog grooming Bristol", see keywordPhrase). None: as typed only.
   */
  places?: { towns: readonly string[]; description: string };
}

const lower = (text: string) => text.toLocaleLowerCase();

/** Offer names of trades of other families: a site that names them borrows another trade's offers (unless the owner named them). */
function foreignOffers(input: QualityInput): string[] {
  const customers = input.customerTexts.map(lower);
  return input.catalogue
    .filter((trade) => trade.icons !== input.trade.icons)
    .flatMap((trade) => [...trade.en.offers, ...trade.ru.offers].map((offer) => lower(offer.title)))
    .filter((title) => title.length >= 12 && !input.trade.en.offers.some((own) => lower(own.title) === title) && !input.trade.ru.offers.some((own) => lower(own.title) === title) && !customers.some((text) => text.includes(title)));
}

const packTexts = new WeakMap<readonly Trade[], Set<string>>();

/**
 * Every text of the trade packs, lower-cased: their headings were written by people, and a keyword that happens to be
 * the topic one names ("Piano: the whole picture") is no keyword pushed in front of it.
 */
function writtenByPacks(catalogue: readonly Trade[]): Set<string> {
  const known = packTexts.get(catalogue);
  if (known) return known;
  const texts = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.add(lower(value));
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  for (const trade of [...catalogue, generalTrade]) walk([trade.en, trade.ru]);
  packTexts.set(catalogue, texts);
  return texts;
}

/**
 * The quality stage: checks every page of a site's model for stop words, the keywords in
 * their places (and no heading stacked with them, no sentence made only to hold one), the texts' language, offers borrowed from
 * other trades, broken headings and sentences, promises, figures and reviews the owner's facts do not give, and links to
 * pages that do not exist.
 */
export function checkSite(model: SiteModel, input: QualityInput): QualityProblem[] {
  const problems: QualityProblem[] = [];
  const files = new Set(model.editions.flatMap((edition) => edition.pages.map((page) => page.file)));
  const foreign = foreignOffers(input);
  // A heading that is one of the customer's own answers (an offer's name), or a trade pack's, is as a person worded it.
  const answered = new Set(input.customerTexts.filter((text) => !input.keywords.includes(text)).map((text) => lower(text.trim())));
  const packs = writtenByPacks(input.catalogue);
  // A sentence the owner wrote (their description, quoted in the intro) is theirs, keyword or not.
  const ownWords = input.customerTexts.filter((text) => !input.keywords.includes(text));
  const worded = (heading: string) =>
    answered.has(lower(heading.trim())) || [heading, heading.replace(/\s*\|[^|]*$/u, '')].some((text) => packs.has(lower(text.replaceAll(model.business.name, '{brand}'))));
  // The owner's words, spelled as they chose ("{{7*7}}", "the the band"): masked before the output faults are looked for.
  // A "{brand}" the owner typed is filled in by the engine like its own, and a keyword is shown without the stops and
  // dashes around it: the owner's words are known in each spelling.
  const ownerWords = [...input.keywords, ...input.customerTexts].flatMap((text) => [text, text.replace(/^[\s.,;:!?–—-]+|[\s.,;:!?–—-]+$/gu, '')]);
  const ownerVocabulary = new Set(input.customerTexts.flatMap((text) => text.toLocaleLowerCase().match(/\p{L}+/gu) ?? []));
  // Braces the owner typed ("{kw0}") are theirs wherever the engine puts their words.
  const ownerBraces = ownerWords.flatMap((text) => text.match(/\{[^{}\s]{1,40}\}/gu) ?? []);
  const protectedWords = [...ownerWords, ...ownerWords.filter((text) => text.includes('{brand}')).map((text) => text.replaceAll('{brand}', model.business.name)), ...ownerBraces, model.business.name];
  model.editions.forEach((edition, index) => {
    const textCode = input.textLanguages[index] ?? edition.lang;
    const claims = siteClaims(model.business, input.customerTexts, textCode, model.generatedAt);
    // An article's closing section named after its keyword is no item of the list its title counts.
    const keywordHeading = (heading: string) =>
      input.keywords.some((keyword) => holdsKeyword(heading, input.places ? keywordForms(keyword, textCode, input.places.towns, input.places.description) : [keyword]));
    for (const page of edition.pages) {
      const add = (check: QualityCheck, detail: string, text?: string, piece?: string) =>
        problems.push({ check, page: page.file, detail, edition: index, ...(text === undefined ? {} : { text }), ...(piece === undefined || piece === text ? {} : { piece }) });
      const texts = pageTexts(page);
      const all = [page.title, page.description, ...texts.map((text) => text.text)];
      for (const text of all) for (const word of input.stopWords.find(text)) add('stop_words', `the stop word “${word}” in “${text.slice(0, 80)}”`, text);
      const quoted = ownWords.map((answer) => answer.trim().slice(0, 60)).filter((answer) => answer.length >= 3);
      // The privacy policy, the 404 and thank-you pages are the engine's own texts: one of them broken lost a stop word every sentence held.
      const fixed = page.key === 'privacy' || page.key === 'notFound' || page.key === 'thankYou';
      for (const problem of outputFaults(page, edition, model.assets, { textCode, protectedWords, ownerVocabulary, fixed })) add(problem.check, problem.detail, problem.text, problem.piece);
      const shown: PageText[] = [{ role: 'heading', text: page.title }, { role: 'prose', text: page.description }, ...texts];
      const written = shown.filter((text) => !quoted.some((answer) => text.text.includes(answer)));
      for (const problem of fixed || !claims ? [] : claimProblems(page, written, claims, textCode, keywordHeading)) add('claims', problem.detail, problem.text);
      for (const sentence of fixed ? [] : texts.filter((text) => text.role === 'prose').flatMap((text) => sentencesOf(text.text))) {
        const problem = ownWords.some((answer) => answer.includes(sentence)) ? undefined : keywordSentenceProblem(sentence, input.keywords, model.business.name, textCode);
        if (problem) add('keyword_sentences', problem, sentence);
      }
      // A paragraph or description opened with a keyword as a label ("Sourdough bread Berlin: Rye is dense…") reads as one pushed in.
      for (const text of [page.description, ...texts.filter((each) => each.role === 'prose').map((each) => each.text)]) {
        const label = input.keywords.find((keyword) => keyword.trim() && text.trimStart().toLocaleLowerCase().startsWith(keyword.trim().toLocaleLowerCase()) && /^\s*[:：]/u.test(text.trimStart().slice(keyword.trim().length)));
        if (label) add('keyword_headings', `the text “${text.slice(0, 100)}” puts the keyword “${label}” in front as a label with a colon`, text);
      }
      for (const heading of [page.title, ...texts.filter((text) => text.role === 'heading').map((text) => text.text)]) {
        const problem = worded(heading) ? undefined : keywordHeadingProblem(heading, input.keywords, model.business.name);
        if (problem) add('keyword_headings', problem, heading);
      }
      const prose = texts.filter((text) => text.role === 'prose').map((text) => text.text).join(' ');
      const language = fixed ? undefined : languageProblem(prose, textCode);
      if (language) add('language', language);
      const titles = new Set(texts.filter((text) => text.role === 'heading').map((text) => lower(text.text)));
      const borrowed = foreign.find((title) => titles.has(title));
      if (borrowed) add('trade', `“${borrowed}” belongs to another trade`, texts.find((text) => text.role === 'heading' && lower(text.text) === borrowed)?.text);
      for (const section of shownSections(page)) {
        for (const href of JSON.stringify(section.data).match(/"href":"([^"]+)"/g) ?? []) {
          const target = href.slice(8, -1);
          if (/^(?:[a-z]+:|#|\/\/)/i.test(target) || !/\.(?:html|php)$/.test(target)) continue;
          if (!files.has(`${edition.dir}${target}`) && !files.has(target.replace(/^\.\.\//, ''))) add('links', `a link to ${target}, which is not a page of the site`);
        }
      }
    }
    const home = edition.pages.find((page) => page.key === 'home');
    const [first] = input.keywords;
    const formsOf = (keyword: string) => (input.places ? keywordForms(keyword, textCode, input.places.towns, input.places.description) : [keyword]);
    if (home && first) {
      const texts = pageTexts(home);
      const forms = formsOf(first);
      const has = (text: string) => holdsKeyword(text, forms);
      if (!has(home.title)) problems.push({ check: 'keywords', page: home.file, detail: `the keyword “${first}” is not in the title`, edition: index });
      const headings = edition.pages.flatMap((page) => pageTexts(page).filter((text) => text.role === 'heading'));
      if (!headings.some((text) => has(text.text))) problems.push({ check: 'keywords', page: home.file, detail: `the keyword “${first}” is in no heading`, edition: index });
      if (!texts.some((text) => text.role === 'prose' && has(text.text))) problems.push({ check: 'keywords', page: home.file, detail: `the keyword “${first}” is in no paragraph`, edition: index });
    }
    edition.pages.filter((page) => page.key.startsWith('article')).forEach((page, article) => {
      const keyword = articleKeyword(input.keywords, article);
      if (keyword && !holdsKeyword(pageTexts(page).map((text) => text.text).join(' '), formsOf(keyword))) {
        problems.push({ check: 'keywords', page: page.file, detail: `the keyword “${keyword}” is not in the article`, edition: index });
      }
    });
  });
  return problems;
}
