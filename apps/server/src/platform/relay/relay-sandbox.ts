/**
 * The embedded relay provider: it issues 0508 numbers derived from the reference (the same lead always
 * gets the same number) and records nothing outside the process. It fails the way a provider does:
 * for a customer number ending in 0000 the pool is exhausted on the first request of each reference
 * and has a number again on the next, so the retry path (the detail read, the job) runs in embedded
 * mode too.
 */
import { createHash } from 'node:crypto';
import { RelayUnavailable, type RelayProvider } from './relay-provider.js';

const EXHAUSTED_TARGET = /0000$/;

export function relaySandbox(): RelayProvider {
  const attempts = new Map<string, number>();
  return {
    async issue({ target, reference }) {
      const attempt = (attempts.get(reference) ?? 0) + 1;
      attempts.set(reference, attempt);
      if (EXHAUSTED_TARGET.test(target) && attempt === 1) {
        throw new RelayUnavailable('relay sandbox: number pool exhausted');
      }
      const digits = BigInt(`0x${createHash('sha256').update(reference).digest('hex').slice(0, 12)}`)
        .toString()
        .slice(-8)
        .padStart(8, '0');
      return { relayNumber: `0508-${digits.slice(0, 4)}-${digits.slice(4)}`, relayId: `sbx-${reference}` };
    },
    async release() {},
  };
}
