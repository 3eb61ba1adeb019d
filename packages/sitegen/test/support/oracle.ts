import { decode } from './page-checks.ts';

// Attribute values that are HTML/XML keywords or ids rather than words of the site.
const keywordAttributes = /^(?:type|rel|method|charset|name|property|http-equiv|autocomplete|loading|decoding|lang|hreflang|dir|width|height|tabindex|maxlength|minlength|rows|datetime|id|for|aria-hidden|aria-current|required|value|xmlns(?::\w+)?|viewbox|version|encoding|class|fill|stroke|stroke-[\w-]+|d|points|cx|cy|r|rx|ry|x[12]?|y[12]?|focusable|fetchpriority|sizes|scope|colspan|rowspan)$/i;

/**
 * Everything a visitor, a crawler or a file browser reads in one output file, written
 * independently of the engine's own checker: file name parts, text nodes, JSON-LD and
 * attribute values (without keyword attributes and the viewport/card/robots/og keywords).
 */
export function readableParts(path: string, content: string | Uint8Array): string[] {
  const parts = path.split('/').map((segment) => segment.replace(/\.[a-z0-9]+$/i, '')).filter((segment) => segment !== 'robots');
  if (typeof content !== 'string' || path.endsWith('.css')) return parts;
  if (path.endsWith('.md')) return [...parts, content];
  if (path.endsWith('.txt')) return [...parts, ...content.split('\n').map((line) => withoutScheme(line.replace(/^[\w-]+:\s*/, '')))];
  let text = path.endsWith('.xml') ? content.replace(/https?:\/\/|\.(?:html|php)\b/g, ' ') : content;
  if (path.endsWith('.php')) {
    text = text.replace(/<\?(?:php|=)[\s\S]*?\?>/g, (block) => {
      const literals = [...block.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((match) => (match[1] ?? '').replace(/\\(['\\])/g, '$1'));
      // Long literals are page texts (read as markup); short ones are PHP keys and settings of the handler.
      for (const literal of literals.filter((item) => item.length > 24 && !item.startsWith('/'))) parts.push(...markupParts(literal, false));
      return ' ';
    });
  }
  return [...parts, ...markupParts(text, path.endsWith('.svg'))];
}

function markupParts(markup: string, svg: boolean): string[] {
  const parts: string[] = [];
  let text = markup;
  text = text.replace(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g, (_, json: string) => {
    JSON.stringify(JSON.parse(json), (key, value: unknown) => {
      if (typeof value === 'string' && key !== '@type' && key !== '@context' && key !== '@id') parts.push(withoutScheme(value));
      return value;
    });
    return ' ';
  });
  // The page's own section CSS is syntax, like the stylesheet.
  text = text.replace(/<style>[\s\S]*?<\/style>/g, ' ');
  text = text.replace(/<[a-zA-Z][^>]*>/g, (tag) => {
    // SVG attributes are geometry and colours; only its text is read.
    if (svg) return ' ';
    const keywordMeta = /^<meta (?:name|property)="(?:viewport|twitter:card|robots|og:type|og:locale)"/.test(tag);
    for (const match of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      const name = match[1] ?? '';
      if (keywordAttributes.test(name) || (keywordMeta && name === 'content')) continue;
      parts.push(withoutScheme(decode(match[2] ?? '')));
    }
    return ' ';
  });
  parts.push(decode(text.replace(/<\/[^>]+>|<!DOCTYPE[^>]*>|<\?xml[^>]*\?>/gi, ' ')));
  return parts;
}

export function wholeWord(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}\\p{M}_])${escaped}(?![\\p{L}\\p{N}\\p{M}_])`, 'iu');
}

/**
 * How a value reads when it is an address: its scheme (https:, tel:) and file extensions
 * (.html, .css…) are syntax, and %-escapes are read as the characters they stand for.
 */
function withoutScheme(value: string): string {
  let out = value.replace(/^(?:https?:\/\/|tel:|mailto:)/i, '').replace(/\.(?:html|php|css|svg|xml|jpe?g|png|webp)\b/gi, ' ');
  try {
    out = decodeURIComponent(out);
  } catch {
    // Not an address with escapes: read as it is.
  }
  return out;
}
