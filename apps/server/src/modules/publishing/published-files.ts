import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';

const KEPT_BYTES = 64 * 1024 * 1024;
const LARGEST_KEPT_FILE = 1024 * 1024;

export interface PublishedFiles {
  /** The file's bytes (a small one, kept after its first use), a stream for a large one, or undefined when there is none. */
  open(key: string): Promise<Buffer | Readable | undefined>;
}

/**
 * The published files, the most recently used small ones (up to 1 MB each, 64 MB in all) kept in memory. A key names
 * its bytes (their SHA-256 under the publication's content key), so a kept file is never stale. Reading the file from
 * the store on every request (stat, open, read, close) was, after the database lookup, the largest cost of serving.
 */
export function createPublishedFiles(artifacts: ArtifactStore): PublishedFiles {
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  const keep = (key: string, bytes: Buffer) => {
    if (kept.has(key)) return;
    kept.set(key, bytes);
    keptBytes += bytes.byteLength;
    for (const [oldest, old] of kept) {
      if (keptBytes <= KEPT_BYTES) break;
      kept.delete(oldest);
      keptBytes -= old.byteLength;
    }
  };
  return {
    async open(key) {
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const stored = await artifacts.open(key);
      if (!stored) return undefined;
      if (stored.size === undefined || stored.size > LARGEST_KEPT_FILE) return stored.stream;
      const bytes = await buffer(stored.stream);
      keep(key, bytes);
      return bytes;
    },
  };
}
