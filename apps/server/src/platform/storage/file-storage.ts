/**
 * Where uploaded files live, behind one port with two adapters chosen by configuration (STORAGE):
 * a folder (the embedded default, local-folder-storage.ts) or an S3-compatible bucket shared by
 * every instance (AWS S3, MinIO, Cloudflare R2; s3-storage.ts).
 */
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes, when the store tells. */
  size: number | undefined;
}

export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file as a stream; undefined when there is no such file (or the key is not one of ours). */
  open(key: string): Promise<StoredFile | undefined>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing file is no error. */
  delete(key: string): Promise<void>;
}

/** Keys are ours (`logos/12/ab12….webp`): lowercase segments, no dots leading out of the root. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+\.webp$/;

export const isStorageKey = (key: string) => STORAGE_KEY_PATTERN.test(key);

/** Every stored file is an image re-encoded to WebP (the key pattern's extension). */
export const STORED_CONTENT_TYPE = 'image/webp';

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key ${key}`);
}
