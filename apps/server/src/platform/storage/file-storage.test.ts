import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test-support/s3-server.js';
import type { FileStorage } from './file-storage.js';
import { localFolderStorage } from './local-folder-storage.js';
import { s3Storage } from './s3-storage.js';

async function read(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const adapters: { name: string; open(): Promise<{ storage: FileStorage; close(): Promise<void> }> }[] = [
  {
    name: 'local folder',
    open: async () => {
      const root = mkdtempSync(join(tmpdir(), 'portal-storage-'));
      return { storage: localFolderStorage(root), close: async () => rmSync(root, { recursive: true }) };
    },
  },
  {
    name: 'S3-compatible bucket',
    open: async () => {
      const server = await startS3Server();
      return { storage: s3Storage(server.config), close: server.close };
    },
  },
];

describe.each(adapters)('file storage: $name', (adapter) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await adapter.open());
  });
  afterAll(() => close());

  it('streams back what was put, with its content type and size', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 a stored image');
    await storage.put('cases/7/abc-large.webp', bytes);
    expect(await storage.exists('cases/7/abc-large.webp')).toBe(true);
    const file = await storage.open('cases/7/abc-large.webp');
    expect(file).toMatchObject({ contentType: 'image/webp', size: bytes.length });
    expect(await read(file!.body)).toEqual(bytes);
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put('logos/1/same.webp', Buffer.from('first'));
    await storage.put('logos/1/same.webp', Buffer.from('second'));
    expect((await read((await storage.open('logos/1/same.webp'))!.body)).toString()).toBe('second');
  });

  it('answers a missing file as missing, and deletes a file for good (twice is no error)', async () => {
    expect(await storage.open('cases/7/none.webp')).toBeUndefined();
    expect(await storage.exists('cases/7/none.webp')).toBe(false);
    await storage.put('content/gone.webp', Buffer.from('x'));
    await storage.delete('content/gone.webp');
    await storage.delete('content/gone.webp');
    expect(await storage.exists('content/gone.webp')).toBe(false);
    expect(await storage.open('content/gone.webp')).toBeUndefined();
  });

  it('takes only keys of its own shape: nothing outside its root, nothing but WebP', async () => {
    for (const key of ['../escape.webp', 'logos/../../etc/passwd', 'logos/1/a.html', '/abs/a.webp']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      expect(await storage.open(key)).toBeUndefined();
      expect(await storage.exists(key)).toBe(false);
    }
  });
});

describe('local folder storage', () => {
  it('keeps files readable by the server user only (0600 in 0700 folders)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-storage-'));
    await localFolderStorage(root).put('logos/3/mode.webp', Buffer.from('x'));
    expect(statSync(join(root, 'logos/3/mode.webp')).mode & 0o777).toBe(0o600);
    expect(statSync(join(root, 'logos/3')).mode & 0o777).toBe(0o700);
    rmSync(root, { recursive: true });
  });
});
