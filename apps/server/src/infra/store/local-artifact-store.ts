import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ArtifactStoreUnavailable, assertArtifactKey, type ArtifactStore } from './artifact-store.ts';

/** Keeps artifacts as files in one folder; written to a temporary name first, so a crash never leaves half a ZIP. */
export function createLocalArtifactStore(dir: string): ArtifactStore {
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (key: string) => path.join(dir, assertArtifactKey(key));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      // A name of this write's own: two writes of one key at once (in one process or several) never share it.
      const temporary = `${file}.${randomBytes(8).toString('hex')}.tmp`;
      try {
        await fs.promises.writeFile(temporary, bytes);
        await fs.promises.rename(temporary, file);
      } catch (error) {
        // A write that ran out of space keeps what it wrote; left there, it would hold that space for good.
        await fs.promises.rm(temporary, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async open(key) {
      const file = fileOf(key);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { stream: fs.createReadStream(file), size: stat.size };
    },
    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async check() {
      await fs.promises.access(dir, fs.constants.W_OK).catch((error: unknown) => {
        throw new ArtifactStoreUnavailable(`artifact folder ${dir}`, error);
      });
    },
    async close() {},
  };
}
