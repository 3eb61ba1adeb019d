const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML text and for double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);
}

/** Escapes text for XML text and attributes (sitemap, SVG). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => (character === "'" ? '&apos;' : (htmlEntities[character] ?? character)));
}

/**
 * Serialises a value as JSON that is safe inside a <script type="application/ld+json">
 * element: no "</script", "<!--" or line separators can come out of a string.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A single-quoted PHP string literal holding `text` exactly. */
export function phpString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * Keeps only links the engine can vouch for: relative paths it built, https and http
 * addresses, tel: and mailto:. Anything else (javascript:, data:, vbscript:) becomes "#".
 */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  if (/^(?:https?:\/\/|tel:|mailto:)/i.test(trimmed)) return trimmed;
  // Control characters are exactly what this check looks for: browsers strip them to hide a scheme.
  // eslint-disable-next-line no-control-regex
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || /[\u0000-\u001f]/.test(trimmed)) return '#';
  return trimmed;
}

/** The digits and leading plus of a phone number, for a tel: link. */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace(/\D/g, '').length >= 5 ? `tel:${digits}` : undefined;
}

/** A phone number that does not wrap: non-breaking spaces and hyphens. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
