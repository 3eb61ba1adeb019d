import { containsWholeWord, splitList } from './lists.ts';

/** The owner's answers a stop word may not be part of: a site must show them exactly, and never show the stop word. */
export type ConflictField = 'business_name' | 'offers' | 'key_words';

/** A stop word inside another answer of the same request: the owner has to choose which one gives way. */
export interface StopWordConflict {
  stopWord: string;
  field: ConflictField;
  /** The answer that holds the stop word: the business name, the offer's name or the keyword. */
  value: string;
}

/** The longest stop word a request may hold; longer ones are refused before any matching. */
export const STOP_WORD_MAX_LENGTH = 60;

interface ConflictInput {
  stop_words?: string | undefined;
  business_name?: string | undefined;
  offers?: readonly { name: string }[] | undefined;
  key_words?: string | undefined;
}

/**
 * Every stop word that is a whole word (in any case) of the business name, of an offer's name or of a keyword: one
 * conflict per stop word and field, the first answer of that field holding it. Matching is by whole words, as the
 * engine's stop-word filter matches: "Crust" is in "Crumb & Crust", not in "Crusty".
 */
export function stopWordConflicts(input: ConflictInput): StopWordConflict[] {
  const answers: [ConflictField, string[]][] = [
    ['business_name', input.business_name?.trim() ? [input.business_name.trim()] : []],
    ['offers', (input.offers ?? []).map((offer) => offer.name.trim())],
    ['key_words', splitList(input.key_words)],
  ];
  // A word the schema refuses anyway is never matched: a 100,000-character one is too large for a regular expression.
  const stopWords = splitList(input.stop_words).filter((word) => word.length <= STOP_WORD_MAX_LENGTH && /[\p{L}\p{N}]/u.test(word));
  return stopWords.flatMap((stopWord) =>
    answers.flatMap(([field, values]) => {
      const value = values.find((answer) => containsWholeWord(answer, stopWord));
      return value ? [{ stopWord, field, value }] : [];
    }),
  );
}

/** The languages the product's own answers are written in. */
export type CustomerLanguage = 'en' | 'ru';

/** The words that say what to do about a conflict, in the customer's language, naming both answers. */
export const stopWordConflictTexts: Record<CustomerLanguage, (conflict: StopWordConflict) => string> = {
  en: ({ stopWord, field, value }) => {
    if (field === 'business_name') return `The stop word “${stopWord}” is part of the business name “${value}”. Remove it from the stop words or change the name.`;
    if (field === 'offers') return `The stop word “${stopWord}” is part of the offer “${value}”. Remove it from the stop words or change the offer.`;
    return `The stop word “${stopWord}” is part of the keyword “${value}”. Remove it from the stop words or from the keywords.`;
  },
  ru: ({ stopWord, field, value }) => {
    if (field === 'business_name') return `Стоп-слово «${stopWord}» входит в название компании «${value}». Уберите его из стоп-слов или измените название.`;
    if (field === 'offers') return `Стоп-слово «${stopWord}» входит в предложение «${value}». Уберите его из стоп-слов или измените предложение.`;
    return `Стоп-слово «${stopWord}» входит в ключевое слово «${value}». Уберите его из стоп-слов или из ключевых слов.`;
  },
};
