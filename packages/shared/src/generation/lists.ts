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

/**
 * A case-insensitive pattern that finds `phrase` only as a whole word (or whole run of
 * words): letters, digits and underscores on either side do not count as a match, like
 * `grep -iw`. Spaces inside the phrase match any run of white space.
 */
export function wholeWordPattern(phrase: string, flags = 'giu'): RegExp {
  const body = phrase.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  return new RegExp(`(?<!${wordCharacter})${body}(?!${wordCharacter})`, flags);
}

/** Whether `text` holds `phrase` as a whole word, ignoring case. */
export function containsWholeWord(text: string, phrase: string): boolean {
  return wholeWordPattern(phrase, 'iu').test(text);
}
