/** A pattern's translation: a replacement string with `$1`, `$2`… for the values, or a function of the match and its values. */
export type Replacement = string | ((match: string, ...values: string[]) => string);

/** One area's answers in both directions: exact texts keyed by the text as it is sent, and patterns for texts with values. */
export interface AnswerTable {
  /** [Russian as sent, English]. */
  readonly englishByRussian?: ReadonlyArray<readonly [russian: string, english: string]>;
  /** [Russian pattern, English with `$1`, `$2`… for the values]. */
  readonly englishPatterns?: ReadonlyArray<readonly [russian: RegExp, english: string]>;
  /** [English as sent, Russian]. */
  readonly russianByEnglish?: ReadonlyArray<readonly [english: string, russian: string]>;
  /** [English pattern, Russian with `$1`, `$2`… for the values, or a function making it]. */
  readonly russianPatterns?: ReadonlyArray<readonly [english: RegExp, russian: Replacement]>;
}
