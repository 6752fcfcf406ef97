import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

describe('data folder lock', () => {
  it('refuses a second holder while the first runs, and frees the folder on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
    const release = lockDataDir(dir);
    // A live process (this test's parent) holds it: simulate by writing its pid.
    writeFileSync(join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over the lock of a process that died', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
    writeFileSync(join(dir, 'server.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    release();
  });
});
