// A sentence ends at . ! ? … (with a closing quote or bracket) before a space, or at a CJK full stop:
// "1.5 kg" and "e.g.," stay inside their sentence.
const boundary = /(?<=[.!?…]["»”’)]*)\s+|(?<=[。！？])/u;

/** The sentences of a text, trimmed. */
export function sentencesOf(text: string): string[] {
  return text.trim().split(boundary).map((sentence) => sentence.trim()).filter(Boolean);
}

/** Sentences joined back into a paragraph (CJK sentences without a space between). */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.reduce((out, sentence) => (out === '' ? sentence : /[。！？]$/u.test(out) ? `${out}${sentence}` : `${out} ${sentence}`), '');
}

/** The leading whole sentences of a text that fit in `max` characters (empty when the first does not). */
export function leadingSentences(text: string, max: number): string {
  const kept: string[] = [];
  for (const sentence of sentencesOf(text.replace(/\s+/g, ' '))) {
    if (joinSentences([...kept, sentence]).length > max) break;
    kept.push(sentence);
  }
  return joinSentences(kept);
}
