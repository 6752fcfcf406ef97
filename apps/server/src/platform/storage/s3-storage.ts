/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), so every server instance sees
 * every upload. Credentials come the SDK's standard way (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile or an instance role); nothing here reads them.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertStorageKey, isStorageKey, STORED_CONTENT_TYPE, type FileStorage } from './file-storage.js';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Another S3-compatible service than AWS (MinIO, R2): its URL. */
  endpoint?: string;
  /** Bucket in the path (`host/bucket/key`), as MinIO wants, rather than in the host name. */
  forcePathStyle: boolean;
  /** Tests pass them; production leaves them to the SDK's provider chain. */
  credentials?: S3ClientConfig['credentials'];
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

export function s3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  return {
    async put(key, bytes) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: STORED_CONTENT_TYPE }),
      );
    },
    async open(key) {
      if (!isStorageKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? STORED_CONTENT_TYPE,
          size: object.ContentLength,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      if (!isStorageKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
