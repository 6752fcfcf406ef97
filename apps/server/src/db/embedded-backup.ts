/**
 * Backup and restore of the embedded mode's data (`npm run backup` / `npm run restore`): one
 * gzipped tar file holding PGlite's own dump of the database, the generated secrets (without them
 * sessions end and sealed fields cannot be opened) and the uploaded images. Both hold the data
 * folder's lock, so they refuse to run beside a server, and a server cannot start meanwhile.
 * A restore never deletes: what the folder held before is moved to `before-restore-<time>/` in it.
 * Production (PostgreSQL) is backed up with pg_dump and the object store's own tools (README).
 */
import { PGlite } from '@electric-sql/pglite';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { lockDataDir } from './data-dir-lock.js';
import { EMBEDDED_SECRETS } from './embedded-secrets.js';
import { PRIVATE_FILE_MODE, restrictDataDir } from './data-dir-permissions.js';

const MANIFEST = 'portal-backup.json';
const DATABASE_DUMP = 'pgdata.tar.gz';
const FORMAT = 1;

interface Manifest {
  format: number;
  created_at: string;
  secrets: string[];
  uploads: boolean;
}

export interface EmbeddedFolders {
  dataDir: string;
  /** `DATA_DIR/uploads` unless UPLOADS_DIR moved it. */
  uploadsDir: string;
}

export class BackupError extends Error {}

export async function backupEmbedded(
  folders: EmbeddedFolders,
  file: string,
  now = new Date(),
): Promise<Manifest> {
  const pgdata = join(folders.dataDir, 'pgdata');
  if (!existsSync(pgdata)) throw new BackupError(`데이터베이스가 없습니다: ${folders.dataDir}`);
  const release = lockDataDir(folders.dataDir);
  const staging = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  try {
    // PGlite's dump is taken through the database itself: a folder left by a crash is recovered first.
    const database = await PGlite.create(pgdata);
    const dump = await database.dumpDataDir('gzip');
    await database.close();
    writeFileSync(join(staging, DATABASE_DUMP), Buffer.from(await dump.arrayBuffer()));

    const secrets = EMBEDDED_SECRETS.filter((name) => existsSync(join(folders.dataDir, name)));
    mkdirSync(join(staging, 'secrets'));
    for (const name of secrets) cpSync(join(folders.dataDir, name), join(staging, 'secrets', name));
    const uploads = existsSync(folders.uploadsDir);
    if (uploads) cpSync(folders.uploadsDir, join(staging, 'uploads'), { recursive: true });

    const manifest: Manifest = { format: FORMAT, created_at: now.toISOString(), secrets, uploads };
    writeFileSync(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    // The file holds every secret of the portal: only its owner may read it.
    writeFileSync(file, '', { mode: PRIVATE_FILE_MODE });
    chmodSync(file, PRIVATE_FILE_MODE);
    await tar.create({ gzip: true, file, cwd: staging, portable: true }, [
      MANIFEST,
      DATABASE_DUMP,
      'secrets',
      ...(uploads ? ['uploads'] : []),
    ]);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}

export async function restoreEmbedded(
  folders: EmbeddedFolders,
  file: string,
  now = new Date(),
): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`백업 파일을 찾을 수 없습니다: ${file}`);
  const release = lockDataDir(folders.dataDir);
  const staging = mkdtempSync(join(tmpdir(), 'portal-restore-'));
  try {
    await tar
      .extract({ file, cwd: staging, strict: true })
      .catch(() => Promise.reject(new BackupError(`포털 백업 파일이 아닙니다: ${file}`)));
    const manifest = readManifest(staging);
    // The dump is opened in memory first: a damaged one stops here, before anything is moved.
    const dump = new Blob([readFileSync(join(staging, DATABASE_DUMP))]);
    const check = await PGlite.create({ loadDataDir: dump }).catch(() =>
      Promise.reject(new BackupError('백업 안의 데이터베이스가 손상되어 열 수 없습니다.')),
    );
    await check.close();

    // What is there now is kept aside, inside the private folder, until someone deletes it.
    const aside = join(folders.dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
    const current: [string, string][] = [
      [join(folders.dataDir, 'pgdata'), 'pgdata'],
      ...EMBEDDED_SECRETS.map((name): [string, string] => [join(folders.dataDir, name), name]),
      [folders.uploadsDir, 'uploads'],
    ];
    mkdirSync(aside);
    for (const [path, name] of current) if (existsSync(path)) renameSync(path, join(aside, name));

    await (await PGlite.create(join(folders.dataDir, 'pgdata'), { loadDataDir: dump })).close();
    for (const name of manifest.secrets) cpSync(join(staging, 'secrets', name), join(folders.dataDir, name));
    if (manifest.uploads) cpSync(join(staging, 'uploads'), folders.uploadsDir, { recursive: true });
    restrictDataDir(folders.dataDir);
    if (existsSync(folders.uploadsDir)) restrictDataDir(folders.uploadsDir);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}

function readManifest(staging: string): Manifest {
  const path = join(staging, MANIFEST);
  let manifest: Partial<Manifest> = {};
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Partial<Manifest>;
  } catch {
    // refused below, with the same message as any other foreign file
  }
  const secrets = manifest.secrets ?? [];
  const known = secrets.every((name) => (EMBEDDED_SECRETS as readonly string[]).includes(name));
  if (manifest.format !== FORMAT || !known || !existsSync(join(staging, DATABASE_DUMP)))
    throw new BackupError('포털 백업 파일이 아니거나 이 버전이 읽을 수 없는 형식입니다.');
  return manifest as Manifest;
}
