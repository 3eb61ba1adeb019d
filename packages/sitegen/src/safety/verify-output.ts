import { phpSyntaxLiterals } from '../php/contact-handler.ts';
import { markupText, phpLiterals, withoutScheme } from './output-text.ts';
import type { StopWordFilter } from './stop-words.ts';

export interface StopWordHit {
  path: string;
  word: string;
  /** Where it was found: "file name" or a short excerpt. */
  where: string;
}

// robots.txt's file name is fixed by the protocol that reads it.
const fixedNames = new Set(['robots']);

function textsOfFile(path: string, content: string): string[] {
  if (path.endsWith('.css')) return [];
  // The engine's own drawings: shapes and icon paths; only text nodes could carry words.
  if (path.endsWith('.svg')) return [content.replace(/<[^>]*>/g, ' ')];
  if (path.endsWith('.txt')) return content.split('\n').map((line) => withoutScheme(line.replace(/^[\w-]+:\s*/, '')));
  if (path.endsWith('.md')) return [content];
  // A sitemap's text is addresses: their schemes and extensions are syntax.
  if (path.endsWith('.xml')) return markupText(content.replace(/https?:\/\/|\.(?:html|php)\b/g, ' '));
  if (path.endsWith('.php')) {
    const texts: string[] = [];
    const outside = content.replace(/<\?(?:php|=)([\s\S]*?)(?:\?>|$)/g, (_, code: string) => {
      for (const literal of phpLiterals(code)) {
        if (phpSyntaxLiterals.has(literal)) continue;
        // A literal that is a path (an include) reads like a link; any other holds markup.
        texts.push(...(/^[\w./-]+$/.test(literal) ? [withoutScheme(literal)] : markupText(literal)));
      }
      return ' ';
    });
    return [...texts, ...markupText(outside)];
  }
  return markupText(content);
}

/**
 * Looks for stop words in everything the customer receives: file and folder names and the
 * words of every file (see markupText for what counts as words in markup).
 */
export function findStopWords(files: ReadonlyMap<string, string | Uint8Array>, stopWords: StopWordFilter): StopWordHit[] {
  if (stopWords.empty) return [];
  const hits: StopWordHit[] = [];
  for (const [path, content] of files) {
    for (const segment of path.split('/')) {
      const base = segment.replace(/\.[a-z0-9]+$/i, '');
      if (fixedNames.has(base)) continue;
      for (const word of stopWords.find(base)) hits.push({ path, word, where: 'file name' });
    }
    // SVG is text even when it arrives as bytes (a provider's picture).
    const decoded = typeof content === 'string' ? content : path.endsWith('.svg') ? new TextDecoder().decode(content) : undefined;
    if (decoded === undefined) continue;
    for (const text of textsOfFile(path, decoded)) {
      for (const word of stopWords.find(text)) {
        const index = text.toLowerCase().indexOf(word.toLowerCase());
        hits.push({ path, word, where: text.slice(Math.max(0, index - 30), index + word.length + 30) });
      }
    }
  }
  return hits;
}
