import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';
import { ArtifactStoreUnavailable, assertArtifactKey, type ArtifactStore } from './artifact-store.ts';

/** A health check must answer quickly even when the bucket's host swallows packets. */
const CHECK_TIMEOUT_MS = 3000;

const contentTypes: Record<string, string> = { zip: 'application/zip', json: 'application/json' };
const contentTypeOf = (key: string) => contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** A missing object; a missing bucket (NoSuchBucket) is a broken configuration, so it is not one of these. */
const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Keeps artifacts as objects of one bucket (AWS S3, MinIO, R2, s3rver…), never public: downloads are streamed
 * through the API after its owner check. A PutObject is atomic, so a failed write leaves no partial object.
 */
export function createS3ArtifactStore(settings: S3Settings): ArtifactStore {
  const { bucket, prefix } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    maxAttempts: 3,
    // An unreachable host fails in seconds rather than hanging a worker; a stalled transfer fails after a minute of silence.
    requestHandler: { connectionTimeout: 5000, socketTimeout: 60_000 },
  });
  const objectKey = (key: string) => `${prefix}${assertArtifactKey(key)}`;
  const unavailable = (what: string) => (error: unknown) => {
    throw new ArtifactStoreUnavailable(`${what} (bucket ${bucket})`, error);
  };

  return {
    async put(key, bytes) {
      const Key = objectKey(key);
      const command = new PutObjectCommand({ Bucket: bucket, Key, Body: bytes, ContentLength: bytes.byteLength, ContentType: contentTypeOf(key) });
      await client.send(command).catch(unavailable(`storing ${Key}`));
    },
    async open(key) {
      const Key = objectKey(key);
      let response;
      try {
        response = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
      } catch (error) {
        if (isMissing(error)) return undefined;
        return unavailable(`reading ${Key}`)(error);
      }
      if (!(response.Body instanceof Readable)) return unavailable(`reading ${Key}`)(new Error('the answer has no body stream'));
      return { stream: response.Body, size: response.ContentLength };
    },
    async remove(key) {
      const Key = objectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key })).catch(unavailable(`deleting ${Key}`));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).catch(unavailable('checking'));
    },
    async close() {
      client.destroy();
    },
  };
}
