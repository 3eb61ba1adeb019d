import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createArtifactStore } from '../../src/infra/store/create-artifact-store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('S3 settings from the environment', () => {
  it('without S3_BUCKET the artifacts stay in DATA_DIR/artifacts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-local-store-'));
    dirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.s3).toBeUndefined();
    const store = createArtifactStore(config);
    await store.put('local.zip', new Uint8Array([1, 2]));
    await store.check();
    expect(fs.readFileSync(path.join(dataDir, 'artifacts', 'local.zip'))).toEqual(Buffer.from([1, 2]));
  });

  it('an endpoint (MinIO, R2) means path-style unless S3_FORCE_PATH_STYLE says otherwise; the region defaults to us-east-1', () => {
    const env = { S3_BUCKET: 'sites', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_PREFIX: '/prod/artifacts/' };
    expect(loadConfig(env).s3).toEqual({
      bucket: 'sites',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'prod/artifacts/',
    });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('AWS itself: no endpoint, virtual-hosted style, and the SDK default credential chain when no keys are given', () => {
    expect(loadConfig({ S3_BUCKET: 'sites', S3_REGION: 'eu-central-1', S3_ENDPOINT: '', S3_PREFIX: '' }).s3).toEqual({
      bucket: 'sites',
      endpoint: undefined,
      region: 'eu-central-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('half a key pair, or S3 settings without a bucket, stop the start instead of being ignored', () => {
    expect(() => loadConfig({ S3_BUCKET: 'sites', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/need S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'sites', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
