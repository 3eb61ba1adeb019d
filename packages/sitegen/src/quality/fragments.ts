export { sentencesOf } from '../content/sentences.ts';

/**
 * Signs that a heading or sentence is broken: a marker left unfilled, a word missing between
 * an article and a preposition ("A on the result"), a sentence ending on a preposition or
 * article, empty brackets or quotes, stray spaces before punctuation, a doubled word.
 */
const common: readonly [RegExp, string][] = [
  [/\s[,.](?!\d)/u, 'a space before punctuation'],
  [/\(\s*\)|«\s*»|“\s*”|"\s*"/u, 'empty brackets or quotes'],
  [/[,;:]\s*[,.;:!?]/u, 'punctuation with nothing between'],
  // Letters on either side end a word in any script (\b knows only ASCII letters); "что что-то" is no doubled word.
  [/(?<![\p{L}\p{N}\p{M}])(\p{L}{2,})\s+\1(?![\p{L}\p{N}\p{M}‐-])/iu, 'a doubled word'],
  [/^[\s\p{P}]*$/u, 'no words'],
  [/\{[A-Za-z]+\}/u, 'a placeholder left unfilled'],
];

const byLanguage: Readonly<Record<string, readonly [RegExp, string][]>> = {
  en: [
    [/(?<![\p{L}\p{N}\p{M}])(?:a|an|the)\s+(?:on|in|at|of|for|with|to|and|or|by|from|is|are)(?=[\s,.;:!?]|$)/iu, 'an article without its noun'],
    [/(?<![\p{L}\p{N}\p{M}])(?:a|an|the|and|or)\s*[.!?]$/u, 'a sentence ending without its last word'],
  ],
  // Separable verb particles (an, auf, aus, ein, mit, nach, zu…) may end a German sentence: only articles and the like are listed.
  de: [[/(?:^|\s)(?:der|die|den|dem|des|eine|einen|einem|eines|einer|und|oder|für|von|zum|zur|im|beim)\s*[.!?]$/iu, 'a sentence ending without its last word']],
  ru: [
    [/(?:^|\s)(?:в|на|с|и|для|по|к|о|от|из|у|за|без|при)\s*[.!?]$/u, 'a sentence ending without its last word'],
    [/(?:^|\s)(?:в|на|с|для|по|к|о|от|из|у|за|без|при)\s+(?:в|на|с|для|по|к|о|от|из|у|за|без|при|и)\s/u, 'two prepositions in a row'],
  ],
};

/** What is wrong with a text, or undefined when nothing is. */
export function fragmentProblem(text: string, languageCode: string): string | undefined {
  for (const [pattern, problem] of [...common, ...(byLanguage[languageCode] ?? [])]) {
    if (pattern.test(text)) return problem;
  }
  return undefined;
}

// The output-fault catalogue checks doubled words and placeholders on its own (with the owner's words masked).
const sentenceOnly = common.filter(([, problem]) => problem !== 'a doubled word' && problem !== 'a placeholder left unfilled');

/** What breaks a sentence or heading (a word missing, stray punctuation), leaving doubled words and placeholders aside. */
export function brokenSentenceProblem(text: string, languageCode: string): string | undefined {
  for (const [pattern, problem] of [...sentenceOnly, ...(byLanguage[languageCode] ?? [])]) {
    if (pattern.test(text)) return problem;
  }
  return undefined;
}
