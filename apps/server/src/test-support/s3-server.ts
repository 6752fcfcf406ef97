/** An S3-compatible server in this process (s3rver) on a free loopback port, with one empty bucket. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../platform/storage/s3-storage.js';

export interface TestS3Server {
  /** What `s3Storage` needs to reach the bucket. */
  config: S3StorageConfig;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'portal-uploads'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's fixed test keys.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
