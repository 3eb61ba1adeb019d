import { zipSync } from 'fflate';
import type { Zippable } from 'fflate';

const encoder = new TextEncoder();

/**
 * Packs files into a ZIP. Text is compressed; images that are already compressed are
 * stored. `mtime` is fixed so the same input gives the same archive.
 */
export function zipFiles(files: ReadonlyMap<string, string | Uint8Array>, mtime: Date): Uint8Array {
  const entries: Zippable = {};
  for (const [path, content] of files) {
    const data = typeof content === 'string' ? encoder.encode(content) : content;
    const stored = /\.(?:jpe?g|png|webp)$/i.test(path);
    entries[path] = [data, { level: stored ? 0 : 6, mtime }];
  }
  return zipSync(entries);
}
