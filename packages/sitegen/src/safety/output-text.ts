// Values of these attributes are keywords of HTML, SVG or XML (or ids), not words of the site.
const syntaxAttributes = new Set([
  'type', 'rel', 'method', 'charset', 'name', 'property', 'http-equiv', 'autocomplete', 'loading', 'decoding', 'lang', 'hreflang',
  'dir', 'width', 'height', 'tabindex', 'maxlength', 'minlength', 'rows', 'datetime', 'id', 'for', 'aria-hidden', 'aria-current',
  'required', 'value', 'xmlns', 'xmlns:xhtml', 'viewbox', 'd', 'points', 'fill', 'stroke', 'stroke-width', 'opacity', 'transform',
  'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'offset', 'stop-color', 'stop-opacity', 'gradienttransform', 'version', 'encoding',
  // Class names are the section library's vocabulary (no reader or crawler shows them), like the drawing attributes of inline icons.
  'class', 'stroke-linecap', 'stroke-linejoin', 'focusable', 'fetchpriority', 'sizes', 'scope', 'colspan', 'rowspan',
]);
// <meta> whose content is a keyword (viewport settings, card type, robots rule, og type and locale).
const syntaxMeta = /\b(?:name|property)="(?:viewport|twitter:card|robots|og:type|og:locale)"/;

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&apos;': "'" };

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|apos);/g, (entity) => entities[entity] ?? entity);
}

/**
 * How a value reads when it is an address: its scheme (https:, tel:) and file extensions
 * (.html, .css…) are syntax, and %-escapes are read as the characters they stand for.
 */
export function withoutScheme(value: string): string {
  let out = value.replace(/^(?:https?:\/\/|tel:|mailto:)/i, '').replace(/\.(?:html|php|css|svg|xml|jpe?g|png|webp)\b/gi, ' ');
  try {
    out = decodeURIComponent(out);
  } catch {
    // Not an address with escapes: read as it is.
  }
  return out;
}

function jsonStrings(value: unknown, out: string[], key = ''): void {
  if (typeof value === 'string') {
    if (key !== '@context' && key !== '@type' && key !== '@id') out.push(withoutScheme(value));
  } else if (Array.isArray(value)) {
    for (const item of value) jsonStrings(item, out, key);
  } else if (value !== null && typeof value === 'object') {
    for (const [childKey, child] of Object.entries(value)) jsonStrings(child, out, childKey);
  }
}

/**
 * The words a reader or a crawler gets from a markup file: text, the values of attributes
 * that carry words (alt, title, content, href, src, aria-label, class…) and JSON-LD values.
 * Tag and attribute names, keyword-valued attributes and JSON keys are left out.
 */
export function markupText(markup: string): string[] {
  const out: string[] = [];
  let rest = markup.replace(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g, (_, json: string) => {
    try {
      jsonStrings(JSON.parse(json), out);
    } catch {
      out.push(json);
    }
    return ' ';
  });
  // The page's section CSS is syntax, as the stylesheet is.
  rest = rest.replace(/<style>[\s\S]*?<\/style>/g, ' ');
  rest = rest.replace(/<!DOCTYPE[^>]*>|<\?xml[^>]*\?>/gi, ' ');
  rest = rest.replace(/<!--([\s\S]*?)-->/g, (_, comment: string) => {
    out.push(comment);
    return ' ';
  });
  rest = rest.replace(/<\/?[a-zA-Z][\w:-]*((?:\s+[\w:-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g, (tag: string, attributes: string) => {
    const keywordContent = tag.startsWith('<meta') && syntaxMeta.test(tag);
    for (const match of attributes.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      const name = (match[1] ?? '').toLowerCase();
      const value = match[2] ?? match[3] ?? match[4];
      if (value === undefined || syntaxAttributes.has(name) || (keywordContent && name === 'content')) continue;
      out.push(withoutScheme(decode(value)));
    }
    return ' ';
  });
  out.push(decode(rest));
  return out;
}

/** The single-quoted string literals of PHP code, unescaped. */
export function phpLiterals(code: string): string[] {
  return [...code.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((match) => (match[1] ?? '').replace(/\\(['\\])/g, '$1'));
}
