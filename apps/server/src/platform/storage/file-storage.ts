/**
 * Where uploaded files live. The default adapter writes into the data folder; several production
 * instances need a shared volume here (or an object-store adapter behind the same port).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../db/data-dir-permissions.js';

export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** Undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

/** Keys are ours (`logos/12/ab12….webp`): lowercase segments, no dots leading out of the root. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+\.webp$/;

export function localFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, key));
    if (!STORAGE_KEY_PATTERN.test(key) || !path.startsWith(base + sep))
      throw new Error(`invalid storage key ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_FOLDER_MODE });
      await writeFile(path, bytes, { mode: PRIVATE_FILE_MODE });
    },
    async get(key) {
      if (!STORAGE_KEY_PATTERN.test(key)) return undefined;
      return readFile(pathOf(key)).catch(() => undefined);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
