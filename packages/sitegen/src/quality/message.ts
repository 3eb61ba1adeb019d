import type { StopWordFilter } from '../safety/stop-words.ts';
import type { QualityProblem } from './check-site.ts';
import { failureWords, type FailureWords, type OwnerAnswer } from './failure-words.ts';

export interface FailureContext {
  /** The site's language: the customer is told in it (in English where its words are not written). */
  language: string;
  stopWords: StopWordFilter;
  /** The owner's answers, with the field each was given in. */
  answers: readonly { answer: OwnerAnswer; text: string }[];
  /** The writer's field ("site.faq.2.answer", "article2.title") a problem lies in, where it lies in one. */
  fieldOf?: (problem: QualityProblem) => string | undefined;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/gu, (_, name: string) => values[name] ?? '');

/** The customer's name for a writer's field: "the tagline", "a blog article", "the questions and answers". */
function fieldName(key: string, words: FailureWords): string {
  const [source = '', part = ''] = key.split('.');
  if (source.startsWith('article')) return words.fields.article ?? key;
  return words.fields[part] ?? key;
}

/**
 * Why a run failed the quality stage, in the customer's language: the owner's own answer when it is the cause (a stop
 * word inside their business name or address, which no text can leave out), else the fault and the field it lies in,
 * with the cause put where it is, on our side.
 */
export function qualityMessage(problems: readonly QualityProblem[], context: FailureContext): string {
  // A problem in no field of the writer is what stopped the repair: the others were never tried.
  const first = problems.find((problem) => !context.fieldOf?.(problem)) ?? problems[0];
  if (!first) return '';
  const words = failureWords(context.language);
  for (const problem of problems.filter((each) => each.check === 'stop_words')) {
    const shown = problem.text ?? problem.detail;
    for (const word of context.stopWords.find(shown)) {
      // The owner's answer is the cause only where the page shows it as given (their name in a heading), stop word and all.
      const owner = context.answers.find((each) => each.text.trim() && shown.includes(each.text.trim()) && context.stopWords.find(each.text).includes(word));
      if (owner) return `${words.intro}. ${fill(words.stopWordInAnswer, { word, answer: words.answers[owner.answer] })}`;
    }
  }
  const field = context.fieldOf?.(first);
  // A problem in no field of the writer lies in the engine's own texts: the page is all there is to name.
  const place = field ? fill(words.place, { field: fieldName(field, words), page: first.page }) : `${words.fields.page} (${first.page})`;
  const quoted = first.text ? ` ${fill(words.quote, { text: first.text.slice(0, 100) })}` : '';
  return `${words.intro}: ${words.reasons[first.check]}, ${place}${quoted}. ${words.ours}`;
}
