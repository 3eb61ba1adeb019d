import type { AiProvider, CopyBrief } from '../ai/provider.ts';
import { isComposerLanguage, type Language } from '../brief/languages.ts';
import { OfflineComposer } from '../compose/composer.ts';
import { GenerationError } from '../errors.ts';
import type { PageModel } from '../model/site-model.ts';
import type { QualityCheck, QualityProblem } from '../quality/check-site.ts';
import type { StopWordFilter } from '../safety/stop-words.ts';
import type { SettledTexts } from '../texts.ts';
import { constructedCandidates, type ConstructedFix } from './construct.ts';
import { ownTowns } from '../content/keyword-phrase.ts';
import { fieldLimits, fieldText, sourceOf, withField, type FieldKey, type WrittenTexts } from './fields.ts';
import { locateProblems, type Failing, type WrittenEdition } from './locate.ts';
import { mendInPlace } from './mend.ts';

export type RepairFix = 'mended' | 'writer' | ConstructedFix | 'English texts';

/** One text of a site that failed a check, and how it was set right: what `result.quality.repairs` lists. */
export interface Repair {
  host: string;
  /** The page language of the text. */
  language: string;
  /** "site.intro.heading", "article2.title"…; "site" or "article2" for a whole answer. */
  field: string;
  check: QualityCheck | 'answer';
  problem: string;
  fix: RepairFix;
  /** The round of asking the writer again (1 or 2), for a text the writer wrote anew. */
  round?: number;
}

export interface SiteCheck {
  problems: QualityProblem[];
  /** The pages of each edition, as checked. */
  pages: PageModel[][];
}

export interface RepairInput {
  ai: AiProvider;
  texts: SettledTexts[][];
  hosts: readonly string[];
  /** The quality stage on the models these texts make, by site. */
  check: (texts: SettledTexts[][]) => SiteCheck[];
  /** A site's brief in a language, in another wording of the offline composer (0 is the run's own). */
  briefFor: (site: number, language: Language, wording: number) => CopyBrief;
  /** The offline composer's English texts for an edition, with its page language's interface. */
  englishTexts: (site: number, edition: number) => Promise<SettledTexts>;
  stopWords: StopWordFilter;
  signal: AbortSignal;
}

export interface Repaired {
  texts: SettledTexts[][];
  repairs: Repair[];
  /** What still fails: nothing, unless a problem lies outside the writer's texts. */
  remaining: QualityProblem[];
  /** How many rounds the writer was asked again (at most four: two for every text, two for the texts nothing else mends). */
  rounds: number;
  /** The writer's field a remaining problem lies in, where it lies in one: what the customer is told. */
  fieldOf: (problem: QualityProblem) => FieldKey | undefined;
}

/** Rounds of asking the writer again; what is still wrong after them gets a text that passes by construction. */
const ROUNDS = 2;
/**
 * Further rounds, each asking only for the texts nothing else can stand in for: one call for a field or two costs far
 * less than a failed run or an edition in English.
 */
const LAST_ROUNDS = 2;
const MAX_PASSES = 16;
const WORDINGS = [0, 1, 2];

type Open = { site: number; edition: number; failing: Failing };

const written = (settled: SettledTexts): WrittenTexts => ({ copy: settled.copy, blogs: settled.blogs });
const writesLanguage = (settled: SettledTexts) => settled.brief.language.code === settled.language.code;

/**
 * Whether a failing text is worth another call to the writer. Where the offline composer writes the language, its
 * text is at hand: the writer gets one round, and is not asked again for an answer it wrote in another language (a
 * call as dear as the answer itself). Elsewhere the writer gets both rounds.
 */
function worthAsking(settled: SettledTexts, failing: Failing, rounds: number): boolean {
  if (!isComposerLanguage(settled.brief.language.code)) return true;
  return rounds === 0 && !failing.checks.includes('language');
}

function ownWords(settled: SettledTexts): Set<FieldKey> {
  return new Set(settled.brief.trade.ownerOffers ? settled.copy.offers.items.map((_, index) => `site.offers.items.${index}.title`) : []);
}

/**
 * The repair stage: every writer's text that fails the quality stage is set right field by field. Sure slips (a
 * doubled word, a broken sentence in a paragraph that has others) are mended in place; the writer is asked again for
 * only the failing texts, with the checks' exact reasons: one call per site and language, at most two rounds, made
 * when a text needs the writer (see worthAsking); a missing keyword rides along in such a call but makes none of its
 * own. Whatever still fails gets a text that passes by construction: the offline composer's, one written to hold the
 * keyword, the text scrubbed or left out. A text none of these can stand in for goes back to the writer alone, for up
 * to two more rounds; only a writer that keeps to its slip through them all (another language, a promise the owner did
 * not make) leaves the edition in the composer's texts: in its language where the composer writes it, else in English.
 * Only problems outside the writer's texts remain.
 */
export async function repairTexts(input: RepairInput): Promise<Repaired> {
  let texts = input.texts;
  const repairs: Repair[] = [];
  const mended = new Set<string>();
  const tried = new Map<string, number>();
  const composed = new Map<string, Promise<WrittenTexts[]>>();
  let rounds = 0;
  let lastRounds = 0;
  const replacedWhole = new Set<string>();

  const settledAt = (site: number, edition: number) => texts[site]?.[edition] as SettledTexts;
  const put = (site: number, edition: number, next: WrittenTexts | SettledTexts) => {
    texts = texts.map((each, index) => (index === site ? each.map((settled, position) => (position === edition ? { ...settled, ...next } : settled)) : each));
  };
  const record = (site: number, edition: number, field: string, failing: Pick<Failing, 'check' | 'reasons'>, fix: RepairFix, round?: number) => {
    // An answer in another language is set right as a whole: one line for it, not one per text.
    const repair: Repair = { host: input.hosts[site] ?? '', language: settledAt(site, edition).language.code, field: failing.check === 'language' ? sourceOf(field) : field, check: failing.check, problem: failing.reasons[0] ?? '', fix, ...(round ? { round } : {}) };
    if (!repairs.some((each) => JSON.stringify(each) === JSON.stringify(repair))) repairs.push(repair);
  };
  const composedFor = (site: number, edition: number): Promise<WrittenTexts[]> => {
    const settled = settledAt(site, edition);
    const id = `${site}:${edition}:${settled.brief.language.code}`;
    if (!isComposerLanguage(settled.brief.language.code)) return Promise.resolve([]);
    const known = composed.get(id) ?? composeWordings(input, site, settled.brief.language);
    composed.set(id, known);
    return known;
  };

  for (let pass = 0; ; pass += 1) {
    const checks = input.check(texts);
    const problems = checks.flatMap((check) => check.problems);
    const located = checks.map((check, site) =>
      locateProblems(check.problems, check.pages, (texts[site] ?? []).map((settled): WrittenEdition => ({ texts: written(settled), textCode: settled.brief.language.code, fixed: ownWords(settled) }))),
    );
    const open: Open[] = located.flatMap((each, site) => each.failing.flatMap((byKey, edition) => [...byKey.values()].map((failing) => ({ site, edition, failing }))));
    const fieldOf = (problem: QualityProblem) =>
      located.flatMap((each) => each.failing[problem.edition] ? [...(each.failing[problem.edition] as Map<FieldKey, Failing>).values()] : []).find((failing) => failing.reasons.includes(problem.detail))?.key;
    if (open.length === 0 || located.some((each) => each.unplaced.length > 0) || pass >= MAX_PASSES) return { texts, repairs, remaining: problems, rounds, fieldOf };

    if (mendAll(open)) continue;
    const askable = open.filter(({ site, edition, failing }) => writesLanguage(settledAt(site, edition)) && worthAsking(settledAt(site, edition), failing, rounds));
    if (rounds < ROUNDS && input.ai.rewriteFields && askable.some(({ failing }) => failing.check !== 'keywords')) {
      rounds += 1;
      await askAgain(askable, rounds);
      continue;
    }
    if (!(await constructAll(open))) return { texts, repairs, remaining: problems, rounds, fieldOf };
  }

  function mendAll(open: readonly Open[]): boolean {
    let changed = false;
    for (const { site, edition, failing } of open) {
      // A text is mended once for each set of problems: one the writer rewrote may need mending again.
      const id = `${site}:${edition}:${failing.key}:${failing.reasons.join('|')}`;
      if (mended.has(id)) continue;
      mended.add(id);
      const settled = settledAt(site, edition);
      const current = fieldText(written(settled), failing.key);
      const fixed = current === undefined ? undefined : mendInPlace(current, failing, input.stopWords);
      const next = fixed === undefined ? undefined : withField(written(settled), failing.key, fixed);
      if (!next) continue;
      put(site, edition, next);
      record(site, edition, failing.key, failing, 'mended');
      changed = true;
    }
    return changed;
  }

  /** One call per site and language that has a text needing the writer; its missing keywords ride along. */
  async function askAgain(askable: readonly Open[], round: number): Promise<void> {
    const groups = new Map<string, Open[]>();
    for (const each of askable) groups.set(`${each.site}:${each.edition}`, [...(groups.get(`${each.site}:${each.edition}`) ?? []), each]);
    const wanted = [...groups.values()].filter((group) => group.some(({ failing }) => failing.check !== 'keywords'));
    const answers = await Promise.all(
      wanted.map(async (group) => {
        const { site, edition } = group[0] as Open;
        const settled = settledAt(site, edition);
        const fields = group.map(({ failing }) => ({ key: failing.key, text: fieldText(written(settled), failing.key) ?? '', reasons: failing.reasons, ...(failing.keyword ? { keyword: failing.keyword } : {}), ...fieldLimits(failing.key) }));
        const answer: Record<string, string> | undefined = await input.ai.rewriteFields?.(settled.brief, fields, input.signal).catch((error: unknown) => {
          // An answer that stays unusable leaves the texts to be built; a writer out of reach ends the run.
          if (error instanceof GenerationError && error.code === 'ai_invalid_output') return {};
          throw error;
        });
        return { group, answer: answer ?? {} };
      }),
    );
    for (const { group, answer } of answers) {
      for (const { site, edition, failing } of group) {
        const value = answer[failing.key];
        const next = value === undefined ? undefined : withField(written(settledAt(site, edition)), failing.key, value.trim());
        if (!next) continue;
        put(site, edition, next);
        record(site, edition, failing.key, failing, 'writer', round);
      }
    }
  }

  async function constructAll(open: readonly Open[]): Promise<boolean> {
    let changed = false;
    const stuck: Open[] = [];
    for (const each of open) {
      const { site, edition, failing } = each;
      const settled = settledAt(site, edition);
      const id = `${site}:${edition}:${failing.key}`;
      const index = tried.get(id) ?? 0;
      const { address, description } = settled.brief;
      const places = { towns: ownTowns(address, description), description };
      const context = { brand: settled.brief.brand, stopWords: input.stopWords, textCode: settled.brief.language.code, composed: await composedFor(site, edition), places };
      const candidate = constructedCandidates(written(settled), failing, context)[index];
      tried.set(id, index + 1);
      if (!candidate) {
        stuck.push(each);
        continue;
      }
      put(site, edition, candidate.texts);
      record(site, edition, candidate.field, failing, candidate.fix);
      changed = true;
    }
    if (stuck.length === 0) return changed;
    // Only the texts nothing else can stand in for go back to the writer, the rest of its texts kept as they are.
    const askable = stuck.filter(({ site, edition }) => writesLanguage(settledAt(site, edition)));
    if (lastRounds < LAST_ROUNDS && input.ai.rewriteFields && askable.some(({ failing }) => failing.check !== 'keywords')) {
      lastRounds += 1;
      rounds += 1;
      await askAgain(askable, rounds);
      for (const { site, edition, failing } of askable) tried.delete(`${site}:${edition}:${failing.key}`);
      return true;
    }
    // A writer that keeps to its slip (another language, a promise the owner did not make) through every round, in a
    // text nothing else can stand in for: the composer's texts for the edition, in its language where it writes that,
    // else in English; once an edition.
    for (const { site, edition, failing } of new Map(stuck.map((each) => [`${each.site}:${each.edition}`, each])).values()) {
      if (replacedWhole.has(`${site}:${edition}`)) continue;
      replacedWhole.add(`${site}:${edition}`);
      const [own] = await composedFor(site, edition);
      if (own) {
        put(site, edition, own);
        record(site, edition, 'site', failing, 'composer');
      } else if (!isComposerLanguage(settledAt(site, edition).brief.language.code)) {
        put(site, edition, await input.englishTexts(site, edition));
        record(site, edition, 'site', failing, 'English texts');
      } else continue;
      changed = true;
    }
    return changed;
  }
}

/** The offline composer's answers for a site in a language it writes, in a few wordings (those it can write). */
async function composeWordings(input: RepairInput, site: number, language: Language): Promise<WrittenTexts[]> {
  const composer = new OfflineComposer();
  const out: WrittenTexts[] = [];
  for (const wording of WORDINGS) {
    const brief = input.briefFor(site, language, wording);
    try {
      const [copy, ...blogs] = await Promise.all([composer.siteCopy(brief), composer.blogPost(brief, 0), composer.blogPost(brief, 1), composer.blogPost(brief, 2)]);
      out.push({ copy, blogs: blogs as WrittenTexts['blogs'] });
    } catch {
      // The customer's stop words rule this wording out; the others may do.
    }
  }
  return out;
}
