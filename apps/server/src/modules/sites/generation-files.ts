import { buffer } from 'node:stream/consumers';
import { unzipSync } from 'fflate';
import { checkDomain, splitDomains, type GenerationRequest } from '@sitecraft/shared/generation';
import type { Generation } from '../../infra/db/schema.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';

/** The request a generation was made from, as it was stored when it started. */
export function requestOf(generation: Pick<Generation, 'request'>): GenerationRequest {
  return JSON.parse(generation.request) as GenerationRequest;
}

/** The sites of a generation by their domain, as the engine names their folders in the ZIP. */
export function siteHosts(request: Pick<GenerationRequest, 'domain_name'>): string[] {
  return splitDomains(request.domain_name).flatMap((domain) => {
    const check = checkDomain(domain);
    return check.ok ? [check.host] : [];
  });
}

/** The home page's file name: rename_index with the site's extension. */
export function homePageOf(request: Pick<GenerationRequest, 'rename_index' | 'file_extension'>): string {
  return `${request.rename_index || 'index'}.${request.file_extension === 'PHP' ? 'php' : 'html'}`;
}

/** One site's files from a generation's ZIP, by their path inside the site's folder. */
export type SiteFiles = Map<string, Uint8Array>;

const CACHE_BYTES = 48 * 1024 * 1024;

/**
 * Reads the sites out of finished generations' ZIPs, keeping the most recently used ZIPs unpacked (up to 48 MiB) so a
 * thumbnail's dozen requests do not each read and unpack the archive. A ZIP never changes once its generation has
 * finished, so the cache cannot serve a stale file; who may read it is checked before every call.
 */
export function createGenerationFiles(artifacts: ArtifactStore) {
  const unpacked = new Map<string, { files: Record<string, Uint8Array>; bytes: number }>();
  let cachedBytes = 0;

  async function unpack(generation: Pick<Generation, 'artifact_key' | 'finished_at'>): Promise<Record<string, Uint8Array> | undefined> {
    if (!generation.artifact_key) return undefined;
    const cacheKey = `${generation.artifact_key}@${generation.finished_at ?? 0}`;
    const hit = unpacked.get(cacheKey);
    if (hit) {
      unpacked.delete(cacheKey);
      unpacked.set(cacheKey, hit);
      return hit.files;
    }
    const stored = await artifacts.open(generation.artifact_key);
    if (!stored) return undefined;
    const zip = await buffer(stored.stream);
    const files = unzipSync(new Uint8Array(zip.buffer, zip.byteOffset, zip.byteLength));
    const bytes = Object.values(files).reduce((sum, file) => sum + file.byteLength, 0);
    unpacked.set(cacheKey, { files, bytes });
    cachedBytes += bytes;
    for (const [key, entry] of unpacked) {
      if (cachedBytes <= CACHE_BYTES || key === cacheKey) break;
      unpacked.delete(key);
      cachedBytes -= entry.bytes;
    }
    return files;
  }

  return {
    /** Every file of a finished generation's ZIP by its path (folders left out); undefined when its ZIP is gone. */
    async allFiles(generation: Pick<Generation, 'artifact_key' | 'finished_at'>): Promise<Map<string, Uint8Array> | undefined> {
      const files = await unpack(generation);
      if (!files) return undefined;
      return new Map(Object.entries(files).filter(([name]) => !name.endsWith('/')));
    },
    /** The files of one site (host) of a finished generation; undefined when its ZIP is gone. */
    async siteFiles(generation: Pick<Generation, 'artifact_key' | 'finished_at'>, host: string): Promise<SiteFiles | undefined> {
      const files = await unpack(generation);
      if (!files) return undefined;
      const prefix = `${host}/`;
      const site: SiteFiles = new Map();
      for (const [name, bytes] of Object.entries(files)) if (name.startsWith(prefix) && !name.endsWith('/')) site.set(name.slice(prefix.length), bytes);
      return site;
    },
  };
}

export type GenerationFiles = ReturnType<typeof createGenerationFiles>;
