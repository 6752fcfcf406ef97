/**
 * Embedded mode keeps generated secrets in the data folder, so sessions, sealed fields and browsers'
 * push subscriptions survive restarts; the backup (embedded-backup.ts) carries these same files.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE } from './data-dir-permissions.js';

export const EMBEDDED_SECRET_FILES = { jwt: 'jwt-secret', field: 'field-key', vapid: 'vapid-keys' } as const;
export const EMBEDDED_SECRETS = Object.values(EMBEDDED_SECRET_FILES);

/** The secret in `dataDir`, generated on first use. */
export function embeddedSecret(dataDir: string, secret: 'jwt' | 'field'): string {
  const file = join(dataDir, EMBEDDED_SECRET_FILES[secret]);
  if (!existsSync(file))
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: PRIVATE_FILE_MODE });
  return readFileSync(file, 'utf8').trim();
}

/**
 * Web push's VAPID key pair in `dataDir`, generated on first use: P-256, base64url as browsers take
 * the public key (the uncompressed point) and web-push the private one. A new pair would orphan
 * every browser that subscribed with the old public key.
 */
export function embeddedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, EMBEDDED_SECRET_FILES.vapid);
  if (!existsSync(file)) {
    const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
    const point = Buffer.concat([
      Buffer.of(4),
      Buffer.from(jwk.x!, 'base64url'),
      Buffer.from(jwk.y!, 'base64url'),
    ]);
    const keys = { publicKey: point.toString('base64url'), privateKey: jwk.d! };
    writeFileSync(file, JSON.stringify(keys), { mode: PRIVATE_FILE_MODE });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
}
