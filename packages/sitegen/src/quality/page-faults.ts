import type { Asset, EditionModel, PageModel } from '../model/site-model.ts';
import { sentencesOf } from '../content/sentences.ts';
import { repeatedSentences, textFaults } from './output-faults.ts';
import { everyText, type SpottedText } from './page-texts.ts';
import type { QualityCheck } from './check-site.ts';
import { maskText } from './text-mask.ts';

export interface PageFaultOptions {
  /** The language the writer's texts of this edition are in (the menus and forms are in the page's). */
  textCode: string;
  /** The owner's words, masked before a text is read. */
  protectedWords: readonly string[];
  /** Every word of the owner's answers, in lower case: one of them in another script is theirs (see TextPlace). */
  ownerVocabulary?: ReadonlySet<string>;
  /** A page of the engine's own texts (privacy, 404, thank you): a broken sentence there lost a stop word. */
  fixed: boolean;
}

export interface PageFault {
  check: QualityCheck;
  detail: string;
  /** The text at fault as the page shows it. */
  text: string;
  /** The sentence of it at fault, where the fault lies in one. */
  piece?: string;
}

/** The longest a text of each place reads as written, in the width of Latin letters (a CJK character counts twice). */
const longest = (text: SpottedText): number =>
  text.spot === 'alt' ? 160 : text.spot === 'navigation' || (text.spot === 'footer' && text.role === 'heading') ? 60 : text.spot === 'json-ld' ? 2000 : text.role === 'heading' ? 130 : 1000;

/** A text's width in Latin letters: a Japanese or Chinese character is as wide as two. */
export const textWidth = (text: string) => text.length + (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー、。「」（）：！？]/gu)?.length ?? 0);

// Texts of the page frame, in the page's own language whatever the language of the writer's texts.
const frameText = (text: SpottedText) => text.spot === 'navigation' || text.spot === 'form' || (text.spot === 'footer' && text.role === 'heading');

/**
 * The catalogue of output faults run on every text of a page (title, description, sections, alt texts, share
 * picture, JSON-LD, and the edition's navigation, footer and form answers on its home page), with what only a whole
 * page shows: a title or description the page had to cut with "…", and a sentence said twice in its sections.
 */
export function outputFaults(page: PageModel, edition: EditionModel, assets: readonly Asset[], options: PageFaultOptions): PageFault[] {
  const out: PageFault[] = [];
  for (const text of everyText(page, edition, assets)) {
    const textCode = frameText(text) ? edition.lang : options.textCode;
    for (const fault of textFaults(text.text, { role: text.role, textCode, scriptCodes: [options.textCode, edition.lang], protectedWords: options.protectedWords, ownerVocabulary: options.ownerVocabulary })) {
      // The engine's own pages are in the page's language and checked for it elsewhere.
      if (options.fixed && fault.fault === 'language') continue;
      const broken = options.fixed && fault.fault === 'sentences';
      out.push({
        check: broken ? 'stop_words' : fault.fault,
        detail: `${fault.detail}${broken ? ' where the stop words were taken out' : ''}${text.spot === 'section' ? '' : ` (${text.spot})`}`,
        text: fault.piece,
      });
    }
  }
  for (const text of everyText(page, edition, assets)) {
    const max = longest(text);
    // Title and description are fitted to their length by the page (and a cut one is found below). The owner's own
    // words (a long country or address) count as one short token each: no text can make them shorter.
    if (text.spot !== 'title' && text.spot !== 'description' && textWidth(maskText(text.text, options.protectedWords).masked) > max) out.push({ check: 'too_long', detail: `a text too long for its place (at most ${max}) (${text.spot})`, text: text.text });
  }
  // fitTitle and fitDescription end a text too long for its place with "…": the field is what is too long. The engine's
  // own pages have no field to write again: a long name of the owner's is all that makes them long, and cut is right.
  if (options.fixed) return out;
  if (page.title.endsWith('…')) out.push({ check: 'too_long', detail: `a title too long to show whole (at most 70), cut to “${page.title}” (title)`, text: page.title });
  if (page.description.endsWith('…')) out.push({ check: 'too_long', detail: `a description too long to show whole (at most 300), cut to “${page.description.slice(-80)}” (description)`, text: page.description });
  const prose = everyText(page, edition, assets).filter((text) => text.spot === 'section' && text.role === 'prose' && sentencesOf(text.text).length > 0);
  for (const repeated of repeatedSentences(prose.map((text) => text.text))) {
    out.push({ check: 'repeated_sentences', detail: `a sentence said twice on the page: “${repeated.sentence.slice(0, 100)}”`, text: repeated.text, piece: repeated.sentence });
  }
  return out;
}
