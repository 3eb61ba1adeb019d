/** The non-empty, trimmed entries of a comma-separated answer ("a, b,, c" gives a, b, c). */
export function splitList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[,，、\n]/)
    .map((entry) => entry.trim().replace(/\s+/g, ' '))
    .filter((entry) => entry.length > 0);
}

const wordCharacter = '[\\p{L}\\p{N}\\p{M}_]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Scripts written without spaces between words: a word there has no edge a pattern could see. */
const unspacedScript = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}\p{scx=Tibetan}]/u;

/** Whether a character is of a script written without spaces between words (Japanese, Chinese, Thai…). */
export function isUnspacedScript(character: string): boolean {
  return unspacedScript.test(character);
}

/**
 * A case-insensitive pattern that finds `phrase` only as a whole word (or whole run of
 * words): letters, digits and underscores on either side do not count as a match, like
 * `grep -iw`. Spaces inside the phrase match any run of white space. An end of the phrase
 * in a script written without spaces (激安 in 激安豆) has no word edge to keep to, so there
 * the phrase is found inside a run of letters too.
 */
export function wholeWordPattern(phrase: string, flags = 'giu'): RegExp {
  const trimmed = phrase.trim();
  const body = trimmed.split(/\s+/).map(escapeRegExp).join('\\s+');
  const before = isUnspacedScript([...trimmed][0] ?? '') ? '' : `(?<!${wordCharacter})`;
  const after = isUnspacedScript([...trimmed].at(-1) ?? '') ? '' : `(?!${wordCharacter})`;
  return new RegExp(`${before}${body}${after}`, flags);
}

/** Whether `text` holds `phrase` as a whole word, ignoring case. */
export function containsWholeWord(text: string, phrase: string): boolean {
  return wholeWordPattern(phrase, 'iu').test(text);
}
