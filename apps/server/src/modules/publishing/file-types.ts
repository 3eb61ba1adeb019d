import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
};

/** The Content-Type of a site's file by its extension; unknown ones are sent as bytes, never guessed. */
export function contentTypeOf(file: string): string {
  return contentTypes[path.posix.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const fonts = new Set(['.woff2', '.woff', '.ttf', '.otf']);

/** A font file, which browsers fetch in CORS mode wherever it comes from. */
export function isFont(file: string): boolean {
  return fonts.has(path.posix.extname(file).toLowerCase());
}

const compressible = new Set(['.html', '.css', '.txt', '.md', '.xml', '.json', '.webmanifest', '.svg', '.php']);

/** Text a site serves that compresses well (pictures and fonts are compressed already). */
export function isCompressible(file: string): boolean {
  return compressible.has(path.posix.extname(file).toLowerCase());
}

/** A name that carries its content's hash (`styles.3f9a2c1d.css`, `app-3f9a2c1d.js`): its bytes never change. */
export function isFingerprinted(file: string): boolean {
  return /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(path.posix.basename(file));
}

/**
 * Fingerprinted files are cached for a year; everything else is revalidated on each use (a cheap 304 by its ETag), so
 * a republished site shows at once.
 */
export function cacheControlOf(file: string): string {
  return isFingerprinted(file) ? 'public, max-age=31536000, immutable' : 'public, no-cache';
}

/**
 * A path inside a site (already URL-decoded), or undefined when it could leave the site's folder or is no plain path:
 * `..`, `.`, empty segments, backslashes or control characters.
 */
export function sitePath(raw: string): string | undefined {
  if (raw === '') return '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(raw) || raw.startsWith('/')) return undefined;
  const segments = raw.split('/');
  const inner = raw.endsWith('/') ? segments.slice(0, -1) : segments;
  if (inner.some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined;
  return raw;
}
