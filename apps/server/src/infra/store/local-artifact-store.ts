import fs from 'node:fs';
import path from 'node:path';
import type { ArtifactStore } from './artifact-store.ts';

const safeKey = /^[A-Za-z0-9._-]{1,200}$/;

/** Keeps artifacts as files in one folder; written to a temporary name first, so a crash never leaves half a ZIP. */
export function createLocalArtifactStore(dir: string): ArtifactStore {
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (key: string) => {
    if (!safeKey.test(key) || key.startsWith('.')) throw new Error(`Invalid artifact key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(temporary, bytes);
      await fs.promises.rename(temporary, file);
    },
    async open(key) {
      const file = fileOf(key);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { stream: fs.createReadStream(file), size: stat.size };
    },
  };
}
