import { adminAnswers } from './answers/admin.ts';
import { authAnswers } from './answers/auth.ts';
import { domainHintAnswers } from './answers/domain-hints.ts';
import { generationRequestAnswers } from './answers/generation-request.ts';
import { generatorAnswers } from './answers/generator.ts';
import { proMessagesAnswers } from './answers/pro-messages.ts';
import { sitesAnswers } from './answers/sites.ts';
import { zodAnswers } from './answers/zod.ts';
import type { AnswerTable, Replacement } from './answers/table.ts';

/**
 * The API's answers in the other language, gettext's way: the text as it is sent is the key, so each text stays where
 * it is defined (byte-exact for the spec's Russian ones) and its translation sits next to it in an area's table under
 * ./answers. Answers written in Russian get English for a person who asks for English; answers written in English get
 * Russian only for a person who asks for Russian (their account or Accept-Language): a request that names no language
 * keeps them as they are. An answer missing from the tables reaches the person untranslated.
 */
export const answerTables: readonly AnswerTable[] = [authAnswers, adminAnswers, generatorAnswers, generationRequestAnswers, sitesAnswers, domainHintAnswers, proMessagesAnswers, zodAnswers];

const english = new Map(answerTables.flatMap((table) => table.englishByRussian ?? []));
const englishPatterns = answerTables.flatMap((table) => table.englishPatterns ?? []);
const russian = new Map(answerTables.flatMap((table) => table.russianByEnglish ?? []));
const russianPatterns = answerTables.flatMap((table) => table.russianPatterns ?? []);

function translatedText(text: string, exact: ReadonlyMap<string, string>, patterns: ReadonlyArray<readonly [RegExp, Replacement]>): string | undefined {
  const found = exact.get(text);
  if (found !== undefined) return found;
  for (const [pattern, replacement] of patterns) {
    if (!pattern.test(text)) continue;
    return typeof replacement === 'string' ? text.replace(pattern, replacement) : text.replace(pattern, replacement);
  }
  return undefined;
}

/**
 * A text's translation; failing that, the translation of each of its sentences when every one has one (an answer that
 * joins several messages, such as a refused pro message's). A sentence is also looked up without its final period,
 * which joining adds to messages written without one.
 */
function translated(text: string, exact: ReadonlyMap<string, string>, patterns: ReadonlyArray<readonly [RegExp, Replacement]>): string | undefined {
  const whole = translatedText(text, exact, patterns);
  if (whole !== undefined) return whole;
  const sentences = text.split(/(?<=[.!?])\s+/);
  if (sentences.length < 2) return undefined;
  const parts: string[] = [];
  for (const sentence of sentences) {
    const part = translatedText(sentence, exact, patterns) ?? (sentence.endsWith('.') ? translatedText(sentence.slice(0, -1), exact, patterns) : undefined);
    if (part === undefined) return undefined;
    parts.push(/[.!?]$/.test(part) ? part : `${part}.`);
  }
  return parts.join(' ');
}

/** The English of an API answer written in Russian; undefined for one not translated (it is then sent in Russian). */
export function englishAnswer(russianText: string): string | undefined {
  return translated(russianText, english, englishPatterns);
}

/** The Russian of an API answer written in English; undefined for one not translated (or already Russian). */
export function russianAnswer(englishText: string): string | undefined {
  return translated(englishText, russian, russianPatterns);
}
