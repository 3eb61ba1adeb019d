import type { Readable } from 'node:stream';

/** Where finished ZIPs and site models are kept: a local folder by default, an S3-compatible bucket at scale. */
export interface ArtifactStore {
  /** Keeps the bytes under `key` whole or not at all: a failed write (a full disk, an unreachable bucket) leaves nothing behind. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * The artifact as a stream with its size when the store knows it, or undefined when there is none under this key.
   * Throws ArtifactStoreUnavailable when the store cannot be asked.
   */
  open(key: string): Promise<{ stream: Readable; size: number | undefined } | undefined>;
  /** Deletes the artifact; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Resolves when the store can be reached and written; rejects with ArtifactStoreUnavailable saying why not. */
  check(): Promise<void>;
  /** Lets go of connections; the store is not used afterwards. */
  close(): Promise<void>;
}

/**
 * The store could not be asked: unreachable, refusing our credentials, or without its bucket. The API answers it
 * with a 503 (see the error handler), never as a missing artifact and never as a 500.
 */
export class ArtifactStoreUnavailable extends Error {
  constructor(what: string, cause: unknown) {
    super(`${what}: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}`, { cause });
    this.name = 'ArtifactStoreUnavailable';
  }
}

/** The longest key a store takes. */
export const ARTIFACT_KEY_MAX_LENGTH = 200;
const safeKey = new RegExp(`^[A-Za-z0-9._-]{1,${ARTIFACT_KEY_MAX_LENGTH}}$`);

/** Returns the key when it is a plain file name (letters, digits, dot, dash, underscore; no leading dot); throws otherwise. */
export function assertArtifactKey(key: string): string {
  if (!safeKey.test(key) || key.startsWith('.')) throw new Error(`Invalid artifact key: ${key}`);
  return key;
}
