/**
 * The embedded default: files in a folder of the data directory, readable by the server's user only
 * (0600 files, 0700 folders). Several instances would need that folder on a shared volume; they
 * are better served by the S3 adapter.
 */
import { mkdir, open, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../db/data-dir-permissions.js';
import { assertStorageKey, isStorageKey, STORED_CONTENT_TYPE, type FileStorage } from './file-storage.js';

export function localFolderStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`invalid storage key ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_FOLDER_MODE });
      await writeFile(path, bytes, { mode: PRIVATE_FILE_MODE });
    },
    async open(key) {
      if (!isStorageKey(key)) return undefined;
      // Opened once: a file deleted meanwhile is either streamed whole or answered as missing.
      const handle = await open(pathOf(key)).catch(() => undefined);
      if (!handle) return undefined;
      const found = await handle.stat();
      if (!found.isFile()) {
        await handle.close();
        return undefined;
      }
      return { body: handle.createReadStream(), contentType: STORED_CONTENT_TYPE, size: found.size };
    },
    async exists(key) {
      if (!isStorageKey(key)) return false;
      return stat(pathOf(key)).then(
        (found) => found.isFile(),
        () => false,
      );
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
