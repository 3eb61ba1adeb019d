import { createHash } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { z } from 'zod';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import type { SiteFiles } from '../sites/generation-files.ts';

/**
 * What a publication serves: each path of the site with the SHA-256 of its bytes (its ETag, and the name of its blob),
 * the home page and the not-found page. Stored as `<content key>.json`, each file as `<content key>-<sha256>`.
 */
const manifestSchema = z.object({
  home: z.string(),
  notFound: z.string().nullable(),
  files: z.record(z.string(), z.object({ sha256: z.string(), size: z.number() })),
});
export type PublicationManifest = z.infer<typeof manifestSchema>;

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const manifestKey = (contentKey: string) => `${contentKey}.json`;
export const fileKey = (contentKey: string, hash: string) => `${contentKey}-${hash}`;

/**
 * Writes one site's files under a new content key and returns it. The key comes from the site's identity and its
 * files, so publishing the same files again writes the same objects, and no two publications share an object
 * (unpublishing one never takes files from another).
 */
export async function writePublicationContent(
  artifacts: ArtifactStore,
  site: { trackId: string; host: string; home: string; files: SiteFiles },
): Promise<string> {
  const files: PublicationManifest['files'] = {};
  for (const [file, bytes] of site.files) files[file] = { sha256: sha256(bytes), size: bytes.byteLength };
  const notFound = ['404.html', '404.php'].find((file) => site.files.has(file)) ?? null;
  const manifest: PublicationManifest = { home: site.home, notFound, files };
  const json = JSON.stringify(manifest);
  const contentKey = `pub-${sha256(`${site.trackId}\n${site.host}\n${json}`).slice(0, 40)}`;
  const written = new Set<string>();
  for (const [file, bytes] of site.files) {
    const hash = files[file]!.sha256;
    if (written.has(hash)) continue;
    written.add(hash);
    await artifacts.put(fileKey(contentKey, hash), bytes);
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
  for (const hash of new Set(Object.values(known.files).map((file) => file.sha256))) await artifacts.remove(fileKey(contentKey, hash));
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
