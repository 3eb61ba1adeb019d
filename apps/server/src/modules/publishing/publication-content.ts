import { createHash } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { z } from 'zod';
import { FORM_TOKEN_PLACEHOLDER } from '@sitecraft/shared/forms';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import type { SiteFiles } from '../sites/generation-files.ts';
import { isCompressible } from './file-types.ts';

/**
 * What a publication serves: each path of the site with the SHA-256 of its bytes (its ETag, and the name of its blob),
 * the home page and the not-found page. Stored as `<content key>.json`, each file as `<content key>-<sha256>`; a text
 * file also as `…-<sha256>.br` and `…-<sha256>.gz` (their sizes in `br` and `gz`) when that makes it smaller. A page
 * with a contact form (`token`) is kept as it is, placeholder and all, and gets a fresh time token each time it is
 * served, so it has no compressed forms; `form` is the site's form id that the tokens are signed for.
 */
const manifestSchema = z.object({
  home: z.string(),
  notFound: z.string().nullable(),
  form: z.string().optional(),
  files: z.record(z.string(), z.object({ sha256: z.string(), size: z.number(), br: z.number().optional(), gz: z.number().optional(), token: z.literal(true).optional() })),
});
export type PublicationManifest = z.infer<typeof manifestSchema>;

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const manifestKey = (contentKey: string) => `${contentKey}.json`;
export type Encoding = 'br' | 'gz';
export const fileKey = (contentKey: string, hash: string, encoding?: Encoding) => `${contentKey}-${hash}${encoding ? `.${encoding}` : ''}`;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The file compressed both ways, each kept only when it is smaller than the file by at least a tenth. zlib's async
 * forms run on the thread pool: publishing a large site does not hold up other requests.
 */
async function compressed(bytes: Uint8Array): Promise<Partial<Record<Encoding, Uint8Array>>> {
  const worth = (packed: Uint8Array) => (packed.byteLength <= bytes.byteLength * 0.9 ? packed : undefined);
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }).then(worth),
    gzipped(bytes, { level: 9 }).then(worth),
  ]);
  return { ...(br ? { br } : {}), ...(gz ? { gz } : {}) };
}

/** Whether a file is a page whose form waits for a time token (see FORM_TOKEN_PLACEHOLDER). */
export function carriesFormToken(file: string, bytes: Uint8Array): boolean {
  return file.endsWith('.html') && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(FORM_TOKEN_PLACEHOLDER);
}

/**
 * Writes one site's files under a new content key and returns it. The key comes from the site's identity and its
 * files, so publishing the same files again writes the same objects, and no two publications share an object
 * (unpublishing one never takes files from another).
 */
export async function writePublicationContent(
  artifacts: ArtifactStore,
  site: { trackId: string; host: string; home: string; files: SiteFiles; formId: string | undefined },
): Promise<string> {
  const files: PublicationManifest['files'] = {};
  const packed = new Map<string, Partial<Record<Encoding, Uint8Array>>>();
  for (const [file, bytes] of site.files) {
    const hash = sha256(bytes);
    if (site.formId && carriesFormToken(file, bytes)) {
      files[file] = { sha256: hash, size: bytes.byteLength, token: true };
      continue;
    }
    if (isCompressible(file) && !packed.has(hash)) packed.set(hash, await compressed(bytes));
    const variants = packed.get(hash) ?? {};
    files[file] = { sha256: hash, size: bytes.byteLength, ...(variants.br ? { br: variants.br.byteLength } : {}), ...(variants.gz ? { gz: variants.gz.byteLength } : {}) };
  }
  const notFound = ['404.html', '404.php'].find((file) => site.files.has(file)) ?? null;
  const manifest: PublicationManifest = { home: site.home, notFound, ...(site.formId ? { form: site.formId } : {}), files };
  const json = JSON.stringify(manifest);
  const contentKey = `pub-${sha256(`${site.trackId}\n${site.host}\n${json}`).slice(0, 40)}`;
  const written = new Set<string>();
  for (const [file, bytes] of site.files) {
    const hash = files[file]!.sha256;
    if (written.has(hash)) continue;
    written.add(hash);
    await artifacts.put(fileKey(contentKey, hash), bytes);
    for (const [encoding, variant] of Object.entries(packed.get(hash) ?? {}) as [Encoding, Uint8Array][]) await artifacts.put(fileKey(contentKey, hash, encoding), variant);
  }
  // The manifest last: content whose manifest exists is complete.
  await artifacts.put(manifestKey(contentKey), new TextEncoder().encode(json));
  return contentKey;
}

/** Removes a publication's files and manifest; what is already gone is skipped. */
export async function removePublicationContent(artifacts: ArtifactStore, contentKey: string, manifest?: PublicationManifest): Promise<void> {
  const known = manifest ?? (await readManifest(artifacts, contentKey));
  await artifacts.remove(manifestKey(contentKey));
  if (!known) return;
  const kept = new Map(Object.values(known.files).map((file) => [file.sha256, file]));
  for (const [hash, file] of kept) {
    await artifacts.remove(fileKey(contentKey, hash));
    if (file.br !== undefined) await artifacts.remove(fileKey(contentKey, hash, 'br'));
    if (file.gz !== undefined) await artifacts.remove(fileKey(contentKey, hash, 'gz'));
  }
}

async function readManifest(artifacts: ArtifactStore, contentKey: string): Promise<PublicationManifest | undefined> {
  const stored = await artifacts.open(manifestKey(contentKey));
  if (!stored) return undefined;
  return manifestSchema.parse(JSON.parse(await text(stored.stream)));
}

const CACHED_MANIFESTS = 500;

/**
 * Manifests by content key, the most recently used kept in memory. Content under a key never changes, so a cached
 * manifest is never stale: which key a slug serves is read from the database on every request.
 */
export function createManifestCache(artifacts: ArtifactStore) {
  const cache = new Map<string, PublicationManifest>();
  return {
    async get(contentKey: string): Promise<PublicationManifest | undefined> {
      const hit = cache.get(contentKey);
      if (hit) {
        cache.delete(contentKey);
        cache.set(contentKey, hit);
        return hit;
      }
      const manifest = await readManifest(artifacts, contentKey);
      if (!manifest) return undefined;
      cache.set(contentKey, manifest);
      if (cache.size > CACHED_MANIFESTS) cache.delete(cache.keys().next().value!);
      return manifest;
    },
  };
}

export type ManifestCache = ReturnType<typeof createManifestCache>;
