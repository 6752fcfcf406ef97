/**
 * PGlite has one connection and no lock of its own: two processes on one data folder would corrupt
 * it. The server holds `<dataDir>/server.lock` (its pid) while it runs and refuses a live holder.
 * Taking the lock also makes the folder private (data-dir-permissions.ts).
 */
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE, restrictDataDir } from './data-dir-permissions.js';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `데이터 폴더 ${dataDir} 를 다른 서버 프로세스(pid ${pid})가 사용 중입니다. 그 프로세스를 먼저 종료하세요.`,
    );
  }
}

export function lockDataDir(dataDir: string): () => void {
  restrictDataDir(dataDir);
  const lockPath = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', PRIVATE_FILE_MODE);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockPath, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      rmSync(lockPath, { force: true }); // stale lock of a process that died
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
