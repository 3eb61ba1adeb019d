import fs from 'node:fs';
import path from 'node:path';

/** The files under DATA_DIR (the SQLite file, its WAL and shared memory, the artifacts) whose bytes hold `secret`. */
export function filesHolding(dataDir: string, secret: string): string[] {
  const needle = Buffer.from(secret);
  const files = fs.readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return files.map((entry) => path.join(entry.parentPath, entry.name)).filter((file) => fs.readFileSync(file).includes(needle));
}
