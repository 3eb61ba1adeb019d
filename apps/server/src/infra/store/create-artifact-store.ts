import path from 'node:path';
import type { Config } from '../../config.ts';
import type { ArtifactStore } from './artifact-store.ts';
import { createLocalArtifactStore } from './local-artifact-store.ts';
import { createS3ArtifactStore } from './s3-artifact-store.ts';

/** The bucket when S3_BUCKET is set, else the folder DATA_DIR/artifacts. */
export function createArtifactStore(config: Pick<Config, 's3' | 'dataDir'>): ArtifactStore {
  return config.s3 ? createS3ArtifactStore(config.s3) : createLocalArtifactStore(path.join(config.dataDir, 'artifacts'));
}
