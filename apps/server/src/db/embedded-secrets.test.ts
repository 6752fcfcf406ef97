import { createECDH } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedVapidKeys } from './embedded-secrets.js';

const parent = mkdtempSync(join(tmpdir(), 'portal-secrets-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe("embedded mode's VAPID keys", () => {
  it('are one P-256 pair per data folder, kept across restarts in a private file', () => {
    const dataDir = mkdtempSync(join(parent, 'data-'));
    const keys = embeddedVapidKeys(dataDir);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    // The uncompressed point browsers take as applicationServerKey.
    expect(ecdh.getPublicKey('base64url')).toBe(keys.publicKey);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);

    expect(embeddedVapidKeys(dataDir)).toEqual(keys);
    expect(statSync(join(dataDir, 'vapid-keys')).mode & 0o777).toBe(0o600);
    expect(embeddedVapidKeys(mkdtempSync(join(parent, 'data-'))).publicKey).not.toBe(keys.publicKey);
  });
});
