import type { PageModel } from '../model/site-model.ts';
import type { QualityCheck, QualityProblem } from '../quality/check-site.ts';
import { languageProblem } from '../quality/check-site.ts';
import { pageTexts } from '../quality/page-texts.ts';
import { fieldsOf, sourceOf, sources, type Field, type FieldKey, type WrittenTexts } from './fields.ts';

/** A writer's text that failed a check, and why. */
export interface Failing {
  key: FieldKey;
  /** The first check it failed (what the repair is recorded under); `checks` has them all. */
  check: QualityCheck;
  checks: QualityCheck[];
  /** The checks' own words for what is wrong: what the writer is told. */
  reasons: string[];
  /** The heading or sentences at fault, where the problem lies in one. */
  pieces: string[];
  /** The keyword this text was chosen to carry, when it is missing from its page. */
  keyword?: string;
}

export interface WrittenEdition {
  texts: WrittenTexts;
  /** The language the texts are written in. */
  textCode: string;
  /** Texts that are the owner's own words (their offers' names): never rewritten. */
  fixed: ReadonlySet<FieldKey>;
}

export interface Located {
  /** By edition: the failing texts by key. */
  failing: Map<FieldKey, Failing>[];
  /** Problems in no text of the writer: the engine's own texts, the owner's words, links. */
  unplaced: QualityProblem[];
}

/** The field a missing keyword goes in, as the writer was asked: by the check's words. */
const keywordTargets: readonly [RegExp, (page: PageModel) => FieldKey][] = [
  [/is not in the title/, () => 'site.seo.home.title'],
  [/is in no heading/, () => 'site.intro.heading'],
  [/is in no paragraph/, () => 'site.hero.lead'],
  [/is not in the article/, (page) => `${page.key}.title`],
];

// A page shows a text with its runs of white space as one space (a title the writer broke over two lines).
const spaced = (text: string) => text.replace(/\s+/gu, ' ').trim();
const cjk = '[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}]';
// The pieces a text the engine put together is made of: its sentences, the parts of a title around "|", words of
// Japanese or Chinese set apart by a space.
const joints = new RegExp(`(?<=[.!?。！？])\\s+|(?<=[。！？])|\\s+\\|\\s+|(?<=${cjk})\\s+|\\s+(?=${cjk})`, 'u');

function keysHolding(all: readonly Field[], shown: string): FieldKey[] {
  const fields = all.map((field) => ({ key: field.key, text: spaced(field.text) }));
  const text = spaced(shown);
  // A title or description the page cut with "…" (see fitTitle) is the start of the writer's text.
  const stem = /…$/u.test(text) ? text.slice(0, -1).trim() : undefined;
  if (stem && stem.length >= 8) {
    const starting = fields.filter((field) => field.text.startsWith(stem));
    if (starting.length > 0) return starting.map((field) => field.key);
    const holding = fields.filter((field) => field.text.includes(stem));
    if (holding.length > 0) return holding.map((field) => field.key);
  }
  const exact = fields.filter((field) => field.text === text);
  if (exact.length > 0) return exact.map((field) => field.key);
  const within = fields.filter((field) => field.text.includes(text));
  if (within.length > 0) return within.map((field) => field.key);
  // A page title is the writer's title with the business's name after it.
  const around = fields.filter((field) => field.text.length >= 8 && text.includes(field.text)).sort((a, b) => b.text.length - a.text.length);
  if (around.length > 0) return around.slice(0, 1).map((field) => field.key);
  // A text the engine put together from part of a field and words of its own (a description that lost a sentence
  // holding a stop word, filled up with the business's description): the fields holding its first piece found.
  for (const piece of text.split(joints).map((each) => each.trim()).filter((each) => each.length >= 6)) {
    const holding = fields.filter((field) => field.text.includes(piece));
    if (holding.length > 0) return holding.map((field) => field.key);
  }
  return [];
}

/** The answers whose texts a page shows and that read as another language than the edition's. */
function wrongLanguage(page: PageModel, edition: WrittenEdition): FieldKey[] {
  const shown = new Set([page.title, page.description, ...pageTexts(page).map((text) => text.text)]);
  const all = fieldsOf(edition.texts);
  const onPage = sources.filter((source) => all.some((field) => sourceOf(field.key) === source && shown.has(field.text)));
  const foreign = onPage.filter((source) => languageProblem(fieldsOf(edition.texts, source).map((field) => field.text).join(' '), edition.textCode));
  return (foreign.length > 0 ? foreign : onPage).flatMap((source) => fieldsOf(edition.texts, source).map((field) => field.key));
}

/** Which texts of the writer each problem of one site's check lies in. */
export function locateProblems(problems: readonly QualityProblem[], pages: readonly (readonly PageModel[])[], editions: readonly WrittenEdition[]): Located {
  const failing = editions.map(() => new Map<FieldKey, Failing>());
  const unplaced: QualityProblem[] = [];
  for (const problem of problems) {
    const edition = editions[problem.edition];
    const page = pages[problem.edition]?.find((each) => each.file === problem.page);
    if (!edition || !page) {
      unplaced.push(problem);
      continue;
    }
    let keys: FieldKey[] = [];
    let keyword: string | undefined;
    if (problem.text !== undefined) keys = keysHolding(fieldsOf(edition.texts), problem.text);
    else if (problem.check === 'language') keys = wrongLanguage(page, edition);
    else if (problem.check === 'keywords') {
      const target = keywordTargets.find(([pattern]) => pattern.test(problem.detail));
      keyword = /“(.+)”/u.exec(problem.detail)?.[1];
      if (target && keyword) keys = [target[1](page)];
    }
    keys = keys.filter((key) => !edition.fixed.has(key));
    // A sentence said twice is mended in one of its texts: the later one, the one the check quoted.
    if (problem.check === 'repeated_sentences') keys = keys.slice(-1);
    if (keys.length === 0) {
      unplaced.push(problem);
      continue;
    }
    const found = failing[problem.edition] as Map<FieldKey, Failing>;
    for (const key of keys) {
      const entry = found.get(key) ?? { key, check: problem.check, checks: [], reasons: [], pieces: [] };
      if (!entry.checks.includes(problem.check)) entry.checks.push(problem.check);
      if (!entry.reasons.includes(problem.detail)) entry.reasons.push(problem.detail);
      const piece = problem.piece ?? problem.text;
      if (piece !== undefined && !entry.pieces.includes(piece)) entry.pieces.push(piece);
      if (keyword) entry.keyword = keyword;
      found.set(key, entry);
    }
  }
  return { failing, unplaced };
}
