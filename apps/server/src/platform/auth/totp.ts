/**
 * Time-based one-time codes (RFC 6238, otplib) for staff: 6 digits, 30-second steps, one step of
 * clock drift either way. A code is accepted only for a step after the last one accepted, so the same
 * code never works twice. Recovery codes are random, shown once and kept as SHA-256 hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = '리모델링마켓 운영 콘솔';
const PERIOD = 30;

export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The step the code belongs to when it is right and newer than `lastStep`; null otherwise. */
export async function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now: Date,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export async function enrolmentQr(secret: string, memberId: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: memberId, secret, period: PERIOD });
  return { otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

export const hashSecretToken = (value: string): string =>
  createHash('sha256').update(value).digest('base64url');

/** Ten codes like `k7qm-3xwd-p2ha`: 60 bits each, easy to read aloud and type. */
export function newRecoveryCodes(count = 10): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

export const normaliseRecoveryCode = (code: string): string => code.trim().toLowerCase().replace(/\s+/g, '');
