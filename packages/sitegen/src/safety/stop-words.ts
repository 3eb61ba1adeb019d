import { isUnspacedScript, wholeWordPattern } from '@sitecraft/shared/generation';
import { joinSentences, sentencesOf } from '../content/sentences.ts';

/**
 * Removes the customer's stop words from text the engine writes. Prose loses the sentences
 * that hold a stop word; short phrases lose the words themselves.
 */
export class StopWordFilter {
  private readonly patterns: readonly RegExp[];

  constructor(readonly words: readonly string[]) {
    this.patterns = words.filter((word) => /[\p{L}\p{N}]/u.test(word)).map((word) => wholeWordPattern(word));
  }

  get empty(): boolean {
    return this.patterns.length === 0;
  }

  /** The stop words found in `text`. */
  find(text: string): string[] {
    return this.words.filter((_, index) => {
      const pattern = this.patterns[index];
      if (!pattern) return false;
      pattern.lastIndex = 0;
      return pattern.test(text);
    });
  }

  has(text: string): boolean {
    return this.find(text).length > 0;
  }

  /** A phrase without its stop words, with the punctuation around them tidied. */
  phrase(text: string): string {
    if (this.empty || !this.has(text)) return text;
    let out = text;
    // A word glued to its neighbours (激安 in 激安豆とお湯) leaves no gap: a space there would split the run.
    const gap = (match: string, at: number, whole: string) => ([whole.charAt(at - 1), whole.charAt(at + match.length)].some(isUnspacedScript) ? '' : ' ');
    for (const pattern of this.patterns) out = out.replace(pattern, gap);
    return out
      .replace(/[«"“„(]\s*[»"”)]/gu, ' ')
      .replace(/\s+([,.;:!?…»)”])/gu, '$1')
      .replace(/([,;:]\s*)+([,.;:!?…])/gu, '$2')
      .replace(/\s{2,}/g, ' ')
      .replace(/^[\s,.;:—–\-|·]+|[\s,;:—–\-|·]+$/gu, '')
      .trim();
  }

  /** Prose without the sentences that hold stop words (or, if none is clean, without the words). */
  prose(text: string): string {
    if (this.empty || !this.has(text)) return text;
    const clean = sentencesOf(text).filter((sentence) => !this.has(sentence));
    return clean.length > 0 ? joinSentences(clean) : this.phrase(text);
  }

  /** Either prose or phrase cleaning, by the look of the text; `fallback` replaces an emptied text. */
  text(text: string, fallback: string): string {
    const cleaned = /[.!?…]\s+\S/u.test(text) ? this.prose(text) : this.phrase(text);
    return cleaned.length > 0 ? cleaned : fallback;
  }

  /**
   * A deep copy of a content object with every string cleaned; a string the cleaning left `broken` ("At a glance"
   * without "glance") is replaced by `fallback` too.
   */
  deep<T>(value: T, fallback: string, broken: (text: string) => boolean = () => false): T {
    if (this.empty) return value;
    return this.walk(value, fallback, broken) as T;
  }

  private walk(value: unknown, fallback: string, broken: (text: string) => boolean): unknown {
    if (typeof value === 'string') {
      const cleaned = this.text(value, fallback);
      return cleaned !== value && broken(cleaned) ? fallback : cleaned;
    }
    if (Array.isArray(value)) return value.map((item) => this.walk(item, fallback, broken));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.walk(item, fallback, broken)]));
    }
    return value;
  }
}
