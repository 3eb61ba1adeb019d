import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/config.ts';

/** s3rver checks every request's signature against this key pair. */
const KEY = 'S3RVER';

export interface S3Peer {
  /** The app's settings for this server's bucket (path-style, its key pair), with `overrides`. */
  settings(overrides?: Partial<S3Settings>): S3Settings;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  bytes(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Stops answering: the port is closed, as when the storage host is down. */
  stop(): Promise<void>;
  /** Answers again on the same port, with the objects it had. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free loopback port, keeping its objects in a temporary folder. */
export async function startS3Peer(bucket = 'artifacts'): Promise<S3Peer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const run = async () => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
    port = (await server.run()).port;
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: KEY, secretAccessKey: KEY } });

  return {
    settings: (overrides = {}) => ({
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
      forcePathStyle: true,
      prefix: '',
      ...overrides,
    }),
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async bytes(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    stop,
    restart: run,
    async close() {
      client.destroy();
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
