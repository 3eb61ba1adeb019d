import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOOKING_SLOTS_START } from '@sitecraft/shared/bookings';
import { FORM_PAGE_PLACEHOLDER, FORM_TOKEN_PLACEHOLDER } from '@sitecraft/shared/forms';
import type { VisitCounter } from '../site-stats/visit-counter.ts';
import { cacheControlOf, contentTypeOf, isFont, sitePath } from './file-types.ts';
import { fileKey, type Encoding, type ManifestCache, type PublicationManifest } from './publication-content.ts';
import type { PublishedFiles } from './published-files.ts';
import { generatedSiteHeaders, publishedSiteCsp, PUBLISHED_SITE_CSP } from './site-policy.ts';

/** What serving needs of the sites' forms: the endpoint a site's form posts to, and a fresh time token for it. */
export interface FormPages {
  action(formId: string): string;
  token(formId: string): string;
  /** The public address of a served page, from the request's host and path. */
  pageAddress(host: string, path: string): string;
  /** A Book page with the form's free slots put in place of its day and time fields (see withFreeSlots). */
  freeSlots(formId: string, page: string): Promise<string>;
}

export interface ServeDeps {
  files: PublishedFiles;
  manifests: ManifestCache;
  forms: FormPages;
  visits: Pick<VisitCounter, 'count'>;
}

/** A published site being served: its content, where its root is served, and the path asked for (see servePublishedFile). */
export interface ServedFile {
  trackId: string;
  host: string;
  contentKey: string;
  base: string;
  path: string | undefined;
}

const NOT_PUBLISHED = '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Not found</title><p>No site is published at this address.</p></html>';

/** The file a path names: the home page for a folder, `about.html` for `about` when there is no file `about`. */
function resolveFile(manifest: PublicationManifest, file: string): string | undefined {
  if (file === '' || file.endsWith('/')) return manifest.files[`${file}${manifest.home}`] ? `${file}${manifest.home}` : undefined;
  if (manifest.files[file]) return file;
  return manifest.files[`${file}.html`] ? `${file}.html` : undefined;
}

const contentEncodings: Record<Encoding, string> = { br: 'br', gz: 'gzip' };

/** The codings an Accept-Encoding header takes, by name (lower case), with their weights. */
function acceptedCodings(header: string | undefined): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((each) => each.trim());
    const quality = parameters.find((parameter) => /^q\s*=/i.test(parameter));
    const weight = quality ? Number(quality.replace(/^q\s*=\s*/i, '')) : 1;
    if (name) codings.set(name.toLowerCase(), Number.isNaN(weight) ? 0 : weight);
  }
  return codings;
}

/** The stored encoding to send for the request's Accept-Encoding: brotli, else gzip, else none (`*` takes either). */
function chosenEncoding(entry: PublicationManifest['files'][string], header: string | undefined): Encoding | undefined {
  const codings = acceptedCodings(header);
  const takes = (name: string) => (codings.get(name) ?? codings.get('*') ?? 0) > 0;
  if (entry.br !== undefined && takes('br')) return 'br';
  if (entry.gz !== undefined && takes('gzip')) return 'gz';
  return undefined;
}

/** A 404 page of ours, for an address where no site (or no file of one) is published. */
export function sendNotFound(reply: FastifyReply, body: string = NOT_PUBLISHED): FastifyReply {
  return reply.code(404).headers(generatedSiteHeaders(PUBLISHED_SITE_CSP)).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body);
}

/**
 * The site's own 404 page, with a <base> so its relative links (styles, pictures, home) work at any depth of a
 * missing path, not only at the top.
 */
async function siteNotFound(files: PublishedFiles, contentKey: string, manifest: PublicationManifest, base: string): Promise<string | undefined> {
  const entry = manifest.notFound ? manifest.files[manifest.notFound] : undefined;
  const stored = entry && (await files.open(fileKey(contentKey, entry.sha256)));
  if (!stored) return undefined;
  const html = (Buffer.isBuffer(stored) ? stored : await buffer(stored)).toString('utf8');
  const escapedBase = base.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return html.replace(/<head>/i, `<head>\n<base href="${escapedBase}">`);
}

/**
 * A page with a contact form: its stored bytes with a time token signed now in place of the placeholder (and, on a
 * Book page, the free slots in place of its day and time fields). The page
 * differs on every request, so it is neither cached nor compressed. Its Referer goes to the forms endpoint whole, so
 * the endpoint finds the thank-you page beside it: the app's own policy (no-referrer) would send none, and a
 * browser's default would cut it to the origin whenever the site is served on another origin than the endpoint.
 */
async function sendFormPage(deps: ServeDeps, reply: FastifyReply, stored: Buffer | Readable, formId: string, pageUrl: string): Promise<FastifyReply> {
  const text = (Buffer.isBuffer(stored) ? stored : await buffer(stored)).toString('utf8');
  // A Book page offers only the slots free now, so a taken one is never offered.
  const html = (text.includes(BOOKING_SLOTS_START) ? await deps.forms.freeSlots(formId, text) : text)
    .replaceAll(FORM_TOKEN_PLACEHOLDER, deps.forms.token(formId))
    // The sandbox gives the page an opaque origin, and Chromium then sends its form without a Referer: the page says where it is.
    .replaceAll(FORM_PAGE_PLACEHOLDER, pageUrl.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;'));
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer-when-downgrade').type('text/html; charset=utf-8').send(html);
}

/** The page a site's file is, as its statistics name it: `/` for the home page, `/blog/` for a folder's, `/about.html`. */
function pageOf(manifest: PublicationManifest, file: string): string {
  return file === manifest.home || file.endsWith(`/${manifest.home}`) ? `/${file.slice(0, -manifest.home.length)}` : `/${file}`;
}

/**
 * Answers a request for a file of a published site from its content: the right type, brotli or gzip when the browser
 * takes it (stored so at publishing), a strong ETag per representation (the file's SHA-256; 304 when the browser has
 * it), a year's cache for fingerprinted files, the site's 404 page for a missing one; a page with a contact form gets
 * its time token (see sendFormPage). A page (an HTML file) found is counted in the site's visits.
 * `base` is where the site's root is served (`/p/<slug>/`, or `/` by host); `path` is undefined when it could not be decoded.
 */
export async function servePublishedFile(deps: ServeDeps, request: FastifyRequest, reply: FastifyReply, site: ServedFile): Promise<FastifyReply> {
  const file = site.path === undefined ? undefined : sitePath(site.path);
  if (file === undefined) return reply.code(400).type('text/plain; charset=utf-8').send('Bad path');
  const manifest = await deps.manifests.get(site.contentKey);
  if (!manifest) return sendNotFound(reply);
  const resolved = resolveFile(manifest, file);
  const entry = resolved && manifest.files[resolved];
  if (!resolved || !entry) return sendNotFound(reply, (await siteNotFound(deps.files, site.contentKey, manifest, site.base)) ?? NOT_PUBLISHED);

  if (resolved.endsWith('.html')) deps.visits.count(request, site, pageOf(manifest, resolved));
  reply.headers(generatedSiteHeaders(publishedSiteCsp(manifest.form && deps.forms.action(manifest.form))));
  if (entry.token && manifest.form) {
    const page = await deps.files.open(fileKey(site.contentKey, entry.sha256));
    return page ? sendFormPage(deps, reply, page, manifest.form, deps.forms.pageAddress(request.host, request.url.split('?')[0]!)) : sendNotFound(reply);
  }

  const chosen = chosenEncoding(entry, request.headers['accept-encoding']);
  const etagOf = (encoding: Encoding | undefined) => `"${entry.sha256}${encoding ? `-${encoding}` : ''}"`;
  reply
    .header('etag', etagOf(chosen))
    .header('cache-control', cacheControlOf(resolved));
  if (entry.br !== undefined || entry.gz !== undefined) reply.header('vary', 'Accept-Encoding');
  // The sandboxed page's origin is opaque ("null"), so its own fonts, fetched in CORS mode, are cross-origin to it.
  // `*` is the same for every request (no Vary: Origin) and gives nothing away: the fonts are as public as the site.
  if (isFont(resolved)) reply.header('access-control-allow-origin', '*');
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etagOf(chosen))) return reply.code(304).send();
  let encoding = chosen;
  let stored = await deps.files.open(fileKey(site.contentKey, entry.sha256, encoding));
  if (!stored && encoding) {
    // A compressed form that went missing from the store: the file as it is will do.
    encoding = undefined;
    reply.header('etag', etagOf(undefined));
    stored = await deps.files.open(fileKey(site.contentKey, entry.sha256));
  }
  if (!stored) return sendNotFound(reply);
  reply.type(contentTypeOf(resolved)).header('content-length', encoding ? entry[encoding]! : entry.size);
  if (encoding) reply.header('content-encoding', contentEncodings[encoding]);
  return reply.send(stored);
}
