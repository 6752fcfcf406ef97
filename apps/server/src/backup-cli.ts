/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: the embedded mode's data folder
 * (DATA_DIR, UPLOADS_DIR) to one file and back (db/embedded-backup.ts). Stop the server first: both
 * hold the folder's lock. With DATABASE_URL set they refuse and point at pg_dump (README).
 */
import { loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { BackupError, backupEmbedded, restoreEmbedded } from './db/embedded-backup.js';

const USAGE = '사용법: npm run backup -- <백업 파일> | npm run restore -- <백업 파일>';

async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL이 설정된 PostgreSQL 모드입니다. PostgreSQL은 pg_dump로 백업합니다 (README "Running in production").',
    );
    return 2;
  }
  const folders = { dataDir: config.dataDir, uploadsDir: config.uploadsDir };
  try {
    if (config.s3)
      console.warn(
        `STORAGE=s3: 업로드 이미지는 버킷 ${config.s3.bucket}에 있어 이 백업에 들어가지 않습니다. 버킷은 저장소의 도구로 백업하세요.`,
      );
    if (command === 'backup') {
      const manifest = await backupEmbedded(folders, file);
      console.log(
        `백업 완료: ${file} (${manifest.created_at}, 비밀 키 ${manifest.secrets.length}개, 업로드 ${manifest.uploads ? '포함' : '없음'})`,
      );
    } else {
      const manifest = await restoreEmbedded(folders, file);
      console.log(
        `복원 완료 (백업 시각 ${manifest.created_at}). 이전 데이터는 ${config.dataDir}/before-restore-*에 남아 있습니다.`,
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError || error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = await main();
