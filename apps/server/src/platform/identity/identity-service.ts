/**
 * Identity verification requests: started for one purpose and one browser, completed by the
 * provider's encrypted return (checked against the request number we issued), consumed once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { IDENTITY_MESSAGES, type IdentityPurpose } from '@partner-portal/contract/identity-constants';
import { formatMobilePhone } from '@partner-portal/contract/validation';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { identityRequests } from '../../db/tables/identity.js';
import type { Clock } from '../../shared/clock.js';
import type { FieldCipher } from '../../shared/field-crypto.js';
import { Refusal } from '../../shared/problems.js';
import { niceDateTime, type IdentityProvider } from './identity-provider.js';
import { openNice, type NiceKeys } from './nice-crypto.js';
import { ageInSeoul } from '@partner-portal/contract/seoul-time';

export type { IdentityPurpose };
export const WINDOW_MINUTES = 10;
export const VERIFIED_MINUTES = 30;

export interface VerifiedIdentity {
  name: string;
  mobile: string;
  di: string;
  ageGroup: 'child' | 'minor' | 'adult';
}

/** What a step expects of a verification: its purpose, the browser, and for a phone change the member. */
interface Expectation {
  purpose: IdentityPurpose;
  memberNo?: number;
  binding: string | undefined;
}

export type ReturnOutcome =
  { ok: true; token: string; purpose: IdentityPurpose } | { ok: false; code: string };

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export function createIdentityService(
  db: Database,
  clock: Clock,
  provider: IdentityProvider,
  cipher: FieldCipher,
) {
  return {
    provider,

    /** Opens a verification for this browser (`binding` is the secret of its HttpOnly cookie). */
    async start(input: {
      purpose: IdentityPurpose;
      memberNo: number | null;
      binding: string;
      returnUrl: string;
    }) {
      const now = clock.now();
      const requestNo = `REQ${niceDateTime(now)}${randomBytes(6).toString('hex')}`;
      const started = await provider.start({ requestNo, requestedAt: now, returnUrl: input.returnUrl });
      await db.insert(identityRequests).values({
        requestNo,
        purpose: input.purpose,
        memberNo: input.memberNo,
        bindingHash: sha256(input.binding),
        tokenVersionId: started.tokenVersionId,
        keysEncrypted: cipher.encrypt(JSON.stringify(started.keys)),
        createdAt: now,
        expiresAt: new Date(now.getTime() + WINDOW_MINUTES * 60_000),
      });
      return { windowUrl: started.windowUrl, fields: started.fields };
    },

    /** Reads the provider's return; trusts nothing until integrity and request number both match. */
    async complete(
      fields: Record<string, string | undefined>,
      binding: string | undefined,
    ): Promise<ReturnOutcome> {
      const tokenVersionId = fields.token_version_id ?? '';
      const [row] = await db
        .select()
        .from(identityRequests)
        .where(eq(identityRequests.tokenVersionId, tokenVersionId));
      const now = clock.now();
      if (!row || row.status !== 'pending') return { ok: false, code: 'unknown-request' };
      if (!binding || sha256(binding) !== row.bindingHash) return { ok: false, code: 'other-browser' };
      if (row.expiresAt <= now) return { ok: false, code: 'expired' };
      const keys = JSON.parse(cipher.decrypt(row.keysEncrypted)) as NiceKeys;
      const result = openNice(keys, fields.enc_data ?? '', fields.integrity_value ?? '', 'euc-kr');
      if (!result || result.requestno !== row.requestNo) return { ok: false, code: 'integrity' };
      if (result.resultcode !== '0000' || !result.di || !result.mobileno) {
        await db
          .update(identityRequests)
          .set({ status: 'failed', failureCode: result.resultcode ?? 'unknown', completedAt: now })
          .where(eq(identityRequests.requestNo, row.requestNo));
        return { ok: false, code: result.resultcode ?? 'unknown' };
      }
      const token = randomBytes(24).toString('base64url');
      await db
        .update(identityRequests)
        .set({
          status: 'verified',
          verificationTokenHash: sha256(token),
          name: result.utf8_name ? decodeURIComponent(result.utf8_name) : result.name!,
          mobile: formatMobilePhone(result.mobileno),
          di: result.di,
          ageGroup: ageGroup(result.birthdate ?? '', now),
          completedAt: now,
          expiresAt: new Date(now.getTime() + VERIFIED_MINUTES * 60_000),
        })
        .where(and(eq(identityRequests.requestNo, row.requestNo), eq(identityRequests.status, 'pending')));
      return { ok: true, token, purpose: row.purpose };
    },

    /** The verified person behind a token, for display in the browser that verified. */
    async peek(token: string, binding: string | undefined) {
      const row = await verifiedRow(token, binding);
      return row && { purpose: row.purpose, name: row.name!, mobile: row.mobile! };
    },

    /** The verified person, for a step before the one that uses the verification (which checks again). */
    async inspect(token: string, expect: Expectation): Promise<VerifiedIdentity> {
      return personOf(await usableRow(token, expect));
    },

    /**
     * Uses a verification once, for its purpose, in the browser that made it (and for a phone
     * change, by the member who asked). Anything else is refused without consuming it.
     */
    async consume(token: string, expect: Expectation, tx: Database = db): Promise<VerifiedIdentity> {
      const row = await usableRow(token, expect, tx);
      const used = await tx
        .update(identityRequests)
        .set({ status: 'used', usedAt: clock.now() })
        .where(and(eq(identityRequests.requestNo, row.requestNo), eq(identityRequests.status, 'verified')))
        .returning({ requestNo: identityRequests.requestNo });
      if (used.length === 0)
        throw new Refusal(RETURN_CODES.identityRequired, IDENTITY_MESSAGES.expired, 'identity_token');
      return personOf(row);
    },
  };

  /** The verified row `expect` may use, without using it; a refusal otherwise. */
  async function usableRow(token: string, expect: Expectation, tx: Database = db) {
    const row = await verifiedRow(token, expect.binding, tx);
    if (
      !row ||
      row.purpose !== expect.purpose ||
      (expect.memberNo !== undefined && row.memberNo !== expect.memberNo)
    ) {
      throw new Refusal(RETURN_CODES.identityRequired, IDENTITY_MESSAGES.expired, 'identity_token');
    }
    return row;
  }

  async function verifiedRow(token: string, binding: string | undefined, tx: Database = db) {
    if (!binding) return undefined;
    const [row] = await tx
      .select()
      .from(identityRequests)
      .where(eq(identityRequests.verificationTokenHash, sha256(token)));
    if (
      !row ||
      row.status !== 'verified' ||
      row.bindingHash !== sha256(binding) ||
      row.expiresAt <= clock.now()
    )
      return undefined;
    return row;
  }
}

const personOf = (row: typeof identityRequests.$inferSelect): VerifiedIdentity => ({
  name: row.name!,
  mobile: row.mobile!,
  di: row.di!,
  ageGroup: row.ageGroup!,
});

export type IdentityService = ReturnType<typeof createIdentityService>;

/** Under 14 needs a guardian's consent; under 19 is a minor (spec §5 terms rules). Korean time. */
export function ageGroup(birthdate: string, now: Date): 'child' | 'minor' | 'adult' {
  const age = ageInSeoul(birthdate, now);
  return age < 14 ? 'child' : age < 19 ? 'minor' : 'adult';
}

/** Retention: verification requests (name, mobile, DI) made before `cutoff`. */
export async function destroyIdentityRequestsBefore(db: Database, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(identityRequests)
    .where(lt(identityRequests.createdAt, cutoff))
    .returning({ no: identityRequests.requestNo });
  return gone.length;
}
