import { Random } from '../brief/random.ts';
import { Chooser } from '../compose/choose.ts';
import { factQuestionsOf, type Question } from '../compose/fact-questions.ts';
import { englishFrames, russianFrames, type Frames } from '../compose/frames.ts';
import { offerList } from '../compose/keyword-offers.ts';
import type { FactQuestionKey, Section, SectionData } from '../model/sections.ts';
import type { Business, EditionModel, SiteModel } from '../model/site-model.ts';
import { ClaimFilter } from '../quality/claims.ts';
import { fragmentProblem } from '../quality/fragments.ts';
import { StopWordFilter } from '../safety/stop-words.ts';

/**
 * Texts the engine built from the owner's facts (the FAQ's answers from the facts, the contact lead that names the
 * address, the keyword sentence that lists the offers) are built anew when a fact is edited, in the language of each
 * edition's texts. A text the owner rewrote is theirs and keeps its words: only a text that still reads as the engine
 * built it from the facts before the edit is rebuilt.
 */

type FaqItem = SectionData<'faq'>['items'][number];
type Language = 'en' | 'ru';

const framesOf: Readonly<Record<Language, Frames>> = { en: englishFrames, ru: russianFrames };
/** As many questions from the facts as generation puts in an FAQ (before the trade's and the invitation to ask). */
const factsShown = 3;
const faqMost = 8;

/** The language the engine wrote an edition's texts in, where it builds texts from facts in it. */
function composedIn(edition: EditionModel): Language | undefined {
  const lang = edition.textLang ?? edition.lang;
  return lang === 'en' || lang === 'ru' ? lang : undefined;
}

function chooserFor(model: SiteModel, business: Business, language: Language): Chooser {
  const { name } = business;
  return new Chooser(new StopWordFilter(model.stopWords), new Random(model.host), { brand: name, Brand: name }, undefined, new ClaimFilter(language, business));
}

const questionsOf = (model: SiteModel, business: Business, language: Language) => factQuestionsOf(business, model.stopWords, language);

/** A contact lead one of the frames wrote: the `index` of the frame in its pair (with the address, and without). */
interface LeadFrame {
  edition: number;
  data: { lead?: string };
  index: number;
}

const contactAddress = (business: Business) => (business.address && !fragmentProblem(business.address, 'xx') ? business.address : undefined);

/** The contact leads the frames write for these facts: with the address where there is one, else (or where a stop word rules that out) without. */
function leadsOf(model: SiteModel, business: Business, language: Language): { withAddress: (string | undefined)[]; without: (string | undefined)[] } {
  const frames = framesOf[language];
  const choose = chooserFor(model, business, language);
  const address = contactAddress(business);
  return {
    withAddress: frames.contactLeadsWithAddress.map((template) => (address ? choose.fill(template, { address }) : undefined)),
    without: frames.contactLeads.map((template) => choose.fill(template)),
  };
}

/** The names of the offers an edition lists: its offers page's list, which shows them all (else the home page's). */
function offerNamesOf(edition: EditionModel): string[] {
  const pages = [...edition.pages].sort((a, b) => Number(b.key === 'offers') - Number(a.key === 'offers'));
  for (const page of pages) {
    const list = page.sections.find((section) => section.kind === 'services' || section.kind === 'products');
    if (list) return list.data.items.map((item) => item.title);
  }
  return [];
}

const sectionsOf = (edition: EditionModel): Section[] => edition.pages.flatMap((page) => page.sections);

/** What the engine built from the facts as they are, as each edition shows it now: taken before an edit of a fact. */
export interface FactTexts {
  business: Business;
  /** The FAQ questions that read as built from the facts, in every edition. */
  questions: Set<FaqItem>;
  leads: LeadFrame[];
  offerNames: string[][];
}

/** The texts of a model that read as the engine built them from its business's facts, to rebuild after an edit of them. */
export function factTextsOf(model: SiteModel): FactTexts {
  const business = structuredClone(model.business);
  const out: FactTexts = { business, questions: new Set(), leads: [], offerNames: model.editions.map(offerNamesOf) };
  model.editions.forEach((edition, at) => {
    const language = composedIn(edition);
    if (!language) return;
    const built = questionsOf(model, business, language);
    const leads = leadsOf(model, business, language);
    const frameOf = (lead: string) => Math.max(leads.withAddress.indexOf(lead), leads.without.indexOf(lead));
    for (const section of sectionsOf(edition)) {
      if (section.kind === 'faq') {
        for (const item of section.data.items) {
          // A site saved before questions were marked has its questions from the facts found by their words.
          const fact = item.fact ?? [...built].find(([, question]) => question.question === item.question && question.answer === item.answer)?.[0];
          const engine = fact ? built.get(fact) : undefined;
          if (!fact || !engine || engine.question !== item.question || engine.answer !== item.answer) continue;
          item.fact = fact;
          out.questions.add(item);
        }
      }
      if (section.kind === 'contact' || section.kind === 'pageHeader') {
        const index = section.data.lead ? frameOf(section.data.lead) : -1;
        if (index !== -1) out.leads.push({ edition: at, data: section.data, index });
      }
    }
  });
  return out;
}

/** Where a question from the facts goes: after those asked before it in generation's order, else first. */
function placeFor(items: readonly FaqItem[], fact: FactQuestionKey, order: readonly FactQuestionKey[]): number {
  const earlier = new Set(order.slice(0, order.indexOf(fact)));
  const last = items.findLastIndex((item) => item.fact !== undefined && earlier.has(item.fact));
  return last + 1;
}

/**
 * An FAQ's questions with the facts as they are now: each the engine built is built anew (and goes when its fact has
 * gone), and a fact newly given gets its question, up to as many as generation asks; the owner's own stay as written.
 */
function rebuiltFaq(items: readonly FaqItem[], built: ReadonlySet<FaqItem>, now: ReadonlyMap<FactQuestionKey, Question>): FaqItem[] {
  const kept = items.flatMap((item): FaqItem[] => {
    if (!item.fact || !built.has(item)) return [item];
    const question = now.get(item.fact);
    return question ? [{ ...question }] : [];
  });
  const order = [...now.keys()];
  const asked = new Set(kept.flatMap((item) => item.fact ?? []));
  for (const [fact, question] of now) {
    const facts = kept.filter((item) => item.fact && item.fact !== 'contact').length;
    if (fact === 'contact' || asked.has(fact) || facts >= factsShown || kept.length >= faqMost) continue;
    kept.splice(placeFor(kept, fact, order), 0, { ...question });
  }
  return kept.length > 0 ? kept : [...items];
}

/** A list of offer names as a keyword sentence wrote it, and the same list with the offers as they are now. */
function offerListChanges(before: readonly string[], after: readonly string[], join: Frames['offerList']): [RegExp, string][] {
  const key = (name: string) => name.trim().toLocaleLowerCase();
  const pairs: [string[], string[]][] = [[[...before], [...after]]];
  // Where the keyword names one of the offers, the sentence lists the others.
  for (const name of before) pairs.push([before.filter((each) => each !== name), after.filter((each) => key(each) !== key(name))]);
  // A single name is no list: it may stand anywhere in the texts for other reasons.
  return pairs
    .filter(([from, to]) => from.length >= 2 && to.length > 0)
    .map(([from, to]) => [offerList(from, join), offerList(to, join)] as const)
    .filter(([from, to]) => from !== to)
    .map(([from, to]) => [new RegExp(`(?<![\\p{L}\\p{N}])${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u'), to]);
}

/** Every string of `value` but those under `skipped` keys through `change`, in place. */
function rewrite(value: unknown, change: (text: string) => string, skipped: ReadonlySet<string>): void {
  if (typeof value !== 'object' || value === null) return;
  const node = value as Record<string, unknown>;
  for (const [key, each] of Object.entries(node)) {
    if (typeof each === 'string') {
      if (!skipped.has(key)) node[key] = change(each);
    } else rewrite(each, change, skipped);
  }
}

/**
 * Builds anew, after an edit of the business's facts, the texts `before` found built from the facts as they were:
 * the FAQ's questions from the facts, the contact leads (with the address, or without once it is gone) and the lists
 * of offers in keyword sentences. `machineKeys` name the strings that are not words.
 */
export function rebuildFactTexts(model: SiteModel, before: FactTexts, machineKeys: ReadonlySet<string>): void {
  const { business } = model;
  model.editions.forEach((edition, at) => {
    const language = composedIn(edition);
    if (!language) return;
    const now = questionsOf(model, business, language);
    for (const section of sectionsOf(edition)) if (section.kind === 'faq') section.data.items = rebuiltFaq(section.data.items, before.questions, now);
    const leads = leadsOf(model, business, language);
    for (const lead of before.leads.filter((each) => each.edition === at)) {
      const text = leads.withAddress[lead.index] ?? leads.without[lead.index];
      if (text) lead.data.lead = text;
    }
    const changes = offerListChanges(before.offerNames[at] ?? [], offerNamesOf(edition), framesOf[language].offerList);
    if (changes.length === 0) return;
    const requote = (text: string) => {
      const found = changes.find(([from]) => from.test(text));
      return found ? text.replace(found[0], () => found[1]) : text;
    };
    rewrite(edition.pages, requote, machineKeys);
  });
}
