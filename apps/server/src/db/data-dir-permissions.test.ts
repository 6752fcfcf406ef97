import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localFolderStorage } from '../platform/storage/local-folder-storage.js';
import { openPglite } from './client.js';
import { lockDataDir } from './data-dir-lock.js';

/** Every path under `root` (itself included) with its permission bits, e.g. `pgdata/base: 700`. */
function modesUnder(root: string): Map<string, string> {
  const modes = new Map<string, string>();
  const walk = (path: string, name: string) => {
    modes.set(name, (statSync(path).mode & 0o777).toString(8));
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) walk(join(path, entry), name ? `${name}/${entry}` : entry);
    }
  };
  walk(root, '');
  return modes;
}

describe('embedded data folder permissions', () => {
  const umask = process.umask();
  const parent = mkdtempSync(join(tmpdir(), 'portal-perms-'));
  afterEach(() => {
    process.umask(umask);
  });
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('tightens a world-readable folder left from before to 0700 folders and 0600 files', () => {
    const dataDir = join(parent, 'old');
    mkdirSync(join(dataDir, 'uploads', 'logos'), { recursive: true, mode: 0o755 });
    writeFileSync(join(dataDir, 'jwt-secret'), 'secret', { mode: 0o666 });
    writeFileSync(join(dataDir, 'uploads', 'logos', 'a.webp'), 'image', { mode: 0o644 });
    chmodSync(dataDir, 0o755);

    lockDataDir(dataDir)();

    expect(Object.fromEntries(modesUnder(dataDir))).toEqual({
      '': '700',
      'jwt-secret': '600',
      uploads: '700',
      'uploads/logos': '700',
      'uploads/logos/a.webp': '600',
    });
  });

  it('creates the database and the uploads readable by the server user only', async () => {
    process.umask(0o022);
    const dataDir = join(parent, 'new');
    const release = lockDataDir(dataDir);
    const database = await openPglite(join(dataDir, 'pgdata'));
    await database.close();
    await localFolderStorage(join(dataDir, 'uploads')).put('logos/1/abc.webp', Buffer.from('image'));
    release();

    const modes = modesUnder(dataDir);
    expect(modes.get('pgdata/PG_VERSION')).toBe('600');
    expect(modes.get('uploads/logos/1/abc.webp')).toBe('600');
    const open = [...modes].filter(([, mode]) => mode !== '600' && mode !== '700');
    expect(open).toEqual([]);
  });
});
