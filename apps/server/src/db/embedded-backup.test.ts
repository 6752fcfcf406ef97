import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.js';
import { DataDirLockedError } from './data-dir-lock.js';
import { BackupError, backupEmbedded, restoreEmbedded } from './embedded-backup.js';
import { embeddedVapidKeys } from './embedded-secrets.js';

const folders: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

/**
 * A database folder with an empty table, made once: each data folder starts as a copy of it (PGlite
 * creating a database folder takes seconds, copying one a moment).
 */
let emptyDatabase: string;
beforeAll(async () => {
  emptyDatabase = join(mkdtempSync(join(tmpdir(), 'portal-empty-')), 'pgdata');
  const database = await openPglite(emptyDatabase);
  await database.exec('CREATE TABLE kept (note text)');
  await database.close();
});
afterAll(() => rmSync(join(emptyDatabase, '..'), { recursive: true, force: true }));

/** A data folder as the embedded server leaves it: a database, the generated secrets, an upload. */
async function embeddedDataDir(rows: string[]) {
  const dataDir = tempDir('portal-data-');
  cpSync(emptyDatabase, join(dataDir, 'pgdata'), { recursive: true });
  const database = await openPglite(join(dataDir, 'pgdata'));
  for (const row of rows) await database.executeSql('INSERT INTO kept VALUES ($1)', [row]);
  await database.close();
  writeFileSync(join(dataDir, 'jwt-secret'), 'jwt-secret-of-this-portal');
  writeFileSync(join(dataDir, 'field-key'), 'field-key-of-this-portal');
  embeddedVapidKeys(dataDir);
  mkdirSync(join(dataDir, 'uploads', 'cases'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'cases', 'photo.webp'), 'webp bytes');
  return { dataDir, uploadsDir: join(dataDir, 'uploads') };
}

async function rowsOf(dataDir: string): Promise<string[]> {
  const database = await openPglite(join(dataDir, 'pgdata'));
  const { rows } = await database.executeSql('SELECT note FROM kept ORDER BY note');
  await database.close();
  return rows.map((row) => String(row.note));
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('embedded backup and restore', () => {
  it('brings back the database, the secrets and the uploads, and keeps what was there aside', async () => {
    const source = await embeddedDataDir(['첫 주문', '둘째 주문']);
    const file = join(tempDir('portal-backups-'), 'portal.backup');
    const manifest = await backupEmbedded(source, file, new Date('2026-11-26T03:00:00Z'));
    expect(manifest).toMatchObject({ secrets: ['jwt-secret', 'field-key', 'vapid-keys'], uploads: true });
    // The file carries every secret: private to its owner.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The source is untouched and unlocked afterwards.
    expect(await rowsOf(source.dataDir)).toEqual(['둘째 주문', '첫 주문']);
    expect(existsSync(join(source.dataDir, 'server.lock'))).toBe(false);

    // Restored over a folder holding other data: the backup's data is live, the other kept aside.
    const target = await embeddedDataDir(['다른 데이터']);
    await restoreEmbedded(target, file, new Date('2026-11-27T00:00:00Z'));
    expect(await rowsOf(target.dataDir)).toEqual(['둘째 주문', '첫 주문']);
    expect(readFileSync(join(target.dataDir, 'jwt-secret'), 'utf8')).toBe('jwt-secret-of-this-portal');
    // The browsers subscribed to push with the backup's VAPID key go on receiving pushes.
    expect(embeddedVapidKeys(target.dataDir)).toEqual(embeddedVapidKeys(source.dataDir));
    expect(readFileSync(join(target.uploadsDir, 'cases', 'photo.webp'), 'utf8')).toBe('webp bytes');
    expect(statSync(join(target.dataDir, 'field-key')).mode & 0o777).toBe(0o600);
    const aside = join(target.dataDir, 'before-restore-2026-11-27T00-00-00-000Z');
    expect(readdirSync(aside).sort()).toEqual(['field-key', 'jwt-secret', 'pgdata', 'uploads', 'vapid-keys']);
    expect(await rowsOf(aside)).toEqual(['다른 데이터']);
  });

  it('restores into an empty folder (a new machine)', async () => {
    const source = await embeddedDataDir(['이전 서버의 주문']);
    const file = join(tempDir('portal-backups-'), 'portal.backup');
    await backupEmbedded(source, file);
    const dataDir = join(tempDir('portal-new-'), 'data');
    await restoreEmbedded({ dataDir, uploadsDir: join(dataDir, 'uploads') }, file);
    expect(await rowsOf(dataDir)).toEqual(['이전 서버의 주문']);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it('refuses while a server holds the folder, and changes nothing', async () => {
    const source = await embeddedDataDir(['주문']);
    // A live process (this test's parent) holds the lock.
    writeFileSync(join(source.dataDir, 'server.lock'), String(process.ppid));
    const file = join(tempDir('portal-backups-'), 'portal.backup');
    await expect(backupEmbedded(source, file)).rejects.toThrow(DataDirLockedError);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a file that is not a portal backup, and moves nothing', async () => {
    const target = await embeddedDataDir(['지켜야 할 데이터']);
    const foreign = join(tempDir('portal-backups-'), 'notes.txt');
    writeFileSync(foreign, '백업이 아닌 파일');
    await expect(restoreEmbedded(target, foreign)).rejects.toThrow(BackupError);
    await expect(restoreEmbedded(target, join(target.dataDir, 'missing.backup'))).rejects.toThrow(
      BackupError,
    );
    expect(await rowsOf(target.dataDir)).toEqual(['지켜야 할 데이터']);
    expect(readdirSync(target.dataDir).some((name) => name.startsWith('before-restore'))).toBe(false);
  });
});
