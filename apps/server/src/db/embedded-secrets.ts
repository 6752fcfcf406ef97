/**
 * Embedded mode keeps generated secrets in the data folder, so sessions and sealed fields survive
 * restarts; the backup (embedded-backup.ts) carries these same files.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE } from './data-dir-permissions.js';

export const EMBEDDED_SECRET_FILES = { jwt: 'jwt-secret', field: 'field-key' } as const;
export const EMBEDDED_SECRETS = Object.values(EMBEDDED_SECRET_FILES);

/** The secret in `dataDir`, generated on first use. */
export function embeddedSecret(dataDir: string, secret: keyof typeof EMBEDDED_SECRET_FILES): string {
  const file = join(dataDir, EMBEDDED_SECRET_FILES[secret]);
  if (!existsSync(file))
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: PRIVATE_FILE_MODE });
  return readFileSync(file, 'utf8').trim();
}
