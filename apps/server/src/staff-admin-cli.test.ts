/**
 * `npm run staff-admin`: the first admin of an empty database gets a one-time enrolment link, the
 * command is written to the audit log as `system`, and an id in use is refused.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { configVariables } from './config.js';
import { openPglite } from './db/client.js';
import { auditLog, staffAccounts } from './db/tables/staff.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-staff-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !configVariables.some((v) => v.name === name)),
  );
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions',
      'source',
      join(REPO_ROOT, 'apps/server/src/staff-admin-cli.ts'),
      ...args,
    ],
    {
      cwd: REPO_ROOT,
      env: { ...inherited, DATA_DIR: dataDir, PORTAL_URL: 'https://portal.example' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

// Three cold starts of the command (tsx compiles the server's sources, PGlite opens the folder; the
// first also creates and migrates the database): on a busy 2-core machine more than the usual 30 s.
const THREE_COMMANDS_MS = 120_000;

describe('npm run staff-admin', () => {
  it(
    'creates the first admin with a one-time enrolment link, audited as system; refuses an id in use',
    {
      timeout: THREE_COMMANDS_MS,
    },
    async () => {
      const created = await run('create-admin', 'first_admin', '최초', '관리자');
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toMatch(
        /^등록 링크 \(한 번만 사용, .+까지\): https:\/\/portal\.example\/staff\/enrol\?token=[\w-]{43}\n$/,
      );
      const again = await run('create-admin', 'first_admin', '둘째');
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('이미 사용 중인 아이디입니다.');
      expect((await run('enrolment-link', 'first_admin')).code).toBe(0);

      const database = await openPglite(join(dataDir, 'pgdata'));
      try {
        expect(
          await database.db
            .select({ roles: staffAccounts.roles, enrolledAt: staffAccounts.enrolledAt })
            .from(staffAccounts),
        ).toEqual([{ roles: ['admin'], enrolledAt: null }]);
        const entries = await database.db.select().from(auditLog);
        expect(entries.map((e) => [e.actorLabel, e.action])).toEqual([
          ['system', 'staff_account_create'],
          ['system', 'staff_2fa_reset'],
        ]);
      } finally {
        await database.close();
      }
    },
  );
});
