const quoted = /[«“„"「『]([^«»“”„"「」『』]{2,40})[»”"」』]/u;
const calledPattern = /\b(?:called|named|under the name|под названием|называется|называемся)\s+[«“"]?((?:\p{Lu}[\p{L}\p{N}&'’.-]*)(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*){0,3})/u;
// Lower-case particles inside a name: "Le Barbier du Vieux Lyon", "Haus am See", "Crumb and Kettle".
const particle = String.raw`(?:&|and|of|the|du|de|des|la|le|les|d’|von|van|der|den|am|im|di|del|da|do|dos)`;
const capitalised = String.raw`\p{Lu}[\p{L}\p{N}&'’.-]*`;
// "X is a …", "X — это …", "X ist ein …", "X est un …", "X es una …", "X è un …", "X é um …", "X is een …".
const verbs = String.raw`(?:is\s+(?:an?|the|een)|ist\s+(?:ein|eine|der|die|das)|est\s+(?:un|une|le|la|l’)|es\s+(?:un|una|el|la)|è\s+(?:un|una|il|la|l’)|é\s+(?:um|uma|o|a)|[—–-]\s*это)`;
const subjectPattern = new RegExp(String.raw`(?:^|[.!?]\s+)(${capitalised}(?:\s+(?:${particle}\s+)*${capitalised}){0,4})\s+${verbs}(?=\s|$)`, 'u');

// Words that start a sentence without being a name.
const notNames = new Set(['we', 'our', 'this', 'it', 'the', 'a', 'an', 'here', 'there', 'мы', 'наш', 'наша', 'это', 'здесь', 'wir', 'unser', 'unsere', 'hier', 'dies', 'nous', 'notre', 'nos', 'ce', 'cette', 'ici', 'nosotros', 'noi']);

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
