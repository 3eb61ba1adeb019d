const quoted = /[«“„"]([^«»“”„"]{2,40})[»”"]/u;
const calledPattern = /\b(?:called|named|under the name|под названием|называется|называемся)\s+[«“"]?((?:\p{Lu}[\p{L}\p{N}&'’.-]*)(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*){0,3})/u;
const subjectPattern = /(?:^|[.!?]\s+)((?:\p{Lu}[\p{L}\p{N}&'’.-]*)(?:\s+(?:&\s+|and\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*){0,3})\s+(?:is\s+an?\b|is\s+the\b|—\s*это\b|-\s*это\b|–\s*это\b)/u;

// Words that start a sentence without being a name.
const notNames = new Set(['we', 'our', 'this', 'it', 'the', 'a', 'an', 'мы', 'наш', 'наша', 'это', 'здесь', 'here', 'there']);

function plausible(name: string): string | undefined {
  const trimmed = name.trim().replace(/[.,;:]+$/, '');
  const words = trimmed.split(/\s+/);
  if (trimmed.length < 2 || trimmed.length > 40 || words.length > 5) return undefined;
  if (!/\p{L}/u.test(trimmed) || notNames.has(words[0]?.toLocaleLowerCase() ?? '')) return undefined;
  return trimmed;
}

/**
 * The business name the owner wrote in the description: a quoted name («Улыбка», "Crumb &
 * Co"), a name after "called"/"под названием", or the subject of "X is a …" / "X — это …".
 * Undefined when the description names none (the domain then gives the name).
 */
export function nameFromDescription(description: string): string | undefined {
  const text = description.replace(/\s+/g, ' ').trim();
  for (const pattern of [quoted, calledPattern, subjectPattern]) {
    const match = pattern.exec(text)?.[1];
    const name = match ? plausible(match) : undefined;
    if (name) return name;
  }
  return undefined;
}
