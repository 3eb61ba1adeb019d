import type { Readable } from 'node:stream';

/** Where finished ZIPs are kept: a local folder by default, an S3-compatible bucket at scale. */
export interface ArtifactStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The artifact as a stream, or undefined when there is none under this key. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
}
