/**
 * The embedded data folder holds the database, the generated secrets and the uploads: only the
 * server's own user may read it. Folders are 0700 and files 0600, those already there (a folder from
 * before, or copied in) tightened at every start, and everything the process creates afterwards
 * (PGlite's files included) born that way through the umask.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export function restrictDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  restrictTree(dataDir);
}

function restrictTree(path: string): void {
  const stats = lstatSync(path);
  // A link is not followed: what it points to is not ours to change.
  if (stats.isSymbolicLink()) return;
  if (!stats.isDirectory()) {
    chmodSync(path, PRIVATE_FILE_MODE);
    return;
  }
  chmodSync(path, PRIVATE_FOLDER_MODE);
  for (const entry of readdirSync(path)) restrictTree(join(path, entry));
}
