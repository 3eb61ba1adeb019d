import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArtifactStoreUnavailable, type ArtifactStore } from '../../src/infra/store/artifact-store.ts';
import { createS3ArtifactStore } from '../../src/infra/store/s3-artifact-store.ts';
import { startS3Peer, type S3Peer } from './s3-peer.ts';

let peer: S3Peer;
const stores: ArtifactStore[] = [];
const storeWith = (...overrides: Parameters<S3Peer['settings']>) => {
  const store = createS3ArtifactStore(peer.settings(...overrides));
  stores.push(store);
  return store;
};
beforeAll(async () => {
  peer = await startS3Peer();
});
afterAll(async () => {
  for (const store of stores) await store.close();
  await peer.close();
});

describe('the S3 artifact store against a real S3-compatible server', () => {
  it('keeps objects under the prefix, reads them back whole with their size, and removes them (twice is fine)', async () => {
    const store = storeWith({ prefix: 'tenant-a/' });
    const bytes = new Uint8Array(randomBytes(300 * 1024));
    await store.put('one.zip', bytes);
    expect(await peer.keys()).toEqual(['tenant-a/one.zip']);
    await store.check();

    const opened = await store.open('one.zip');
    expect(opened?.size).toBe(bytes.byteLength);
    expect((await buffer(opened!.stream)).equals(bytes)).toBe(true);

    await store.remove('one.zip');
    await store.remove('one.zip');
    expect(await peer.keys()).toEqual([]);
  });

  it('a key that was never written opens as undefined, not as an error', async () => {
    expect(await storeWith().open('never-written.zip')).toBeUndefined();
  });

  it('keys that are not plain file names are refused before any request', async () => {
    const store = storeWith();
    await expect(store.put('../escape.zip', new Uint8Array(1))).rejects.toThrow(/Invalid artifact key/);
    await expect(store.open('a/b.zip')).rejects.toThrow(/Invalid artifact key/);
  });

  it('refused credentials and a missing bucket reject with ArtifactStoreUnavailable, never as a missing object', async () => {
    const intruder = storeWith({ credentials: { accessKeyId: 'intruder', secretAccessKey: 'nope' } });
    await expect(intruder.open('anything.zip')).rejects.toBeInstanceOf(ArtifactStoreUnavailable);
    await expect(intruder.put('anything.zip', new Uint8Array(1))).rejects.toThrow(/InvalidAccessKeyId/);
    await expect(intruder.check()).rejects.toBeInstanceOf(ArtifactStoreUnavailable);

    const elsewhere = storeWith({ bucket: 'no-such-bucket' });
    await expect(elsewhere.open('anything.zip')).rejects.toThrow(/NoSuchBucket/);
    await expect(elsewhere.check()).rejects.toBeInstanceOf(ArtifactStoreUnavailable);
  });

  it('a server that is down rejects every call with ArtifactStoreUnavailable, and the store works again once it is back', async () => {
    const store = storeWith();
    await peer.stop();
    try {
      await expect(store.put('while-down.zip', new Uint8Array(4))).rejects.toBeInstanceOf(ArtifactStoreUnavailable);
      await expect(store.open('while-down.zip')).rejects.toBeInstanceOf(ArtifactStoreUnavailable);
      await expect(store.remove('while-down.zip')).rejects.toBeInstanceOf(ArtifactStoreUnavailable);
      await expect(store.check()).rejects.toBeInstanceOf(ArtifactStoreUnavailable);
    } finally {
      await peer.restart();
    }
    await store.put('after.zip', new Uint8Array([1, 2, 3]));
    expect((await buffer((await store.open('after.zip'))!.stream)).equals(Buffer.from([1, 2, 3]))).toBe(true);
    await store.remove('after.zip');
  });
});
