import { escapeHtml } from '../safety/escape.ts';

/** Markup the engine built itself: interpolating it into `html` does not escape it again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlPart = SafeHtml | string | number | null | undefined | false | readonly HtmlPart[];

function render(part: HtmlPart): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/**
 * Tagged template for markup: every interpolated string is escaped for HTML text and
 * quoted attribute values; only SafeHtml (markup built by `html` itself) passes as is.
 */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlPart[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let index = 0; index < values.length; index += 1) {
    out += render(values[index]) + (strings[index + 1] ?? '');
  }
  return new SafeHtml(out);
}

/** Joins parts into one piece of markup. */
export function join(parts: readonly HtmlPart[]): SafeHtml {
  return new SafeHtml(render(parts));
}

/** Markup that comes from the engine's own constants, never from the request. */
export function trusted(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
