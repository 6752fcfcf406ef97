/**
 * ID and password recovery through identity verification: the verified person's DI is the CEO's
 * DI a partner stored at sign-up. Find-ID shows that partner's member id masked; a password reset
 * needs the id and a verification of that partner's CEO, and ends every session of the member.
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import {
  maskMemberId,
  RECOVERY_MESSAGES,
  type FoundAccounts,
  type PasswordResetCheckRequest,
  type PasswordResetRequest,
} from '@partner-portal/contract/member-api';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import type { Database } from '../../db/client.js';
import { members } from '../../db/tables/auth.js';
import { partners } from '../../db/tables/partners.js';
import { Refusal } from '../../shared/problems.js';
import { notifyPasswordChanged } from './security-notices.js';

type RecoveryContext = Pick<AppContext, 'db' | 'clock' | 'identity' | 'tokens' | 'throttle'>;
/** Where the request comes from, for the audit entry. */
export type RequestOrigin = Pick<AuditActor, 'ip' | 'userAgent'>;

const MISMATCH = new Refusal(RETURN_CODES.recoveryMismatch, RECOVERY_MESSAGES.mismatch, 'member_id');

/** The member accounts of the partner whose CEO this DI is (withdrawn ones are gone). */
const accountsOf = (db: Database, di: string) =>
  db
    .select({
      memberNo: members.memberNo,
      memberId: members.memberId,
      passwordHash: members.passwordHash,
      createdAt: members.createdAt,
    })
    .from(partners)
    .innerJoin(members, eq(members.memberNo, partners.memberNo))
    .where(and(eq(partners.ceoIdentityDi, di), eq(members.role, 'partner'), ne(members.status, 'withdrawn')))
    .orderBy(asc(members.createdAt));

/** Uses a `find-id` verification: the verified person's member ids, masked, with the sign-up day. */
export async function findMemberIds(
  { db, identity }: RecoveryContext,
  token: string,
  binding: string | undefined,
): Promise<FoundAccounts> {
  const person = await identity.consume(token, { purpose: 'find-id', binding });
  const accounts = await accountsOf(db, person.di);
  return {
    accounts: accounts.map((account) => ({
      member_id: maskMemberId(account.memberId),
      joined_on: seoulDate(account.createdAt),
    })),
  };
}

async function resetTarget(db: Database, memberId: string, di: string) {
  const account = (await accountsOf(db, di)).find((row) => row.memberId === memberId);
  if (!account) throw MISMATCH;
  return account;
}

/** Whether a `password-reset` verification is the CEO's of this member id; uses nothing up. */
export async function checkPasswordReset(
  { db, identity }: RecoveryContext,
  input: PasswordResetCheckRequest,
  binding: string | undefined,
): Promise<void> {
  const person = await identity.inspect(input.identity_token, { purpose: 'password-reset', binding });
  await resetTarget(db, input.member_id, person.di);
}

/**
 * Sets the new password with the verification (used up), ends every session of the member, lifts
 * a login lock, writes the audit entry and tells the partner, all in one transaction.
 */
export async function resetPassword(
  { db, clock, identity, tokens, throttle }: RecoveryContext,
  input: PasswordResetRequest,
  binding: string | undefined,
  origin: RequestOrigin,
): Promise<void> {
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    const person = await identity.consume(input.identity_token, { purpose: 'password-reset', binding }, tx);
    const account = await resetTarget(tx, input.member_id, person.di);
    if (await verifyPassword(account.passwordHash, input.new_password)) {
      throw new Refusal(RETURN_CODES.samePassword, RECOVERY_MESSAGES.samePassword, 'new_password');
    }
    const now = clock.now();
    await tx
      .update(members)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(members.memberNo, account.memberNo));
    await tokens.revokeAllSessions(account.memberNo, 'password reset', tx);
    await notifyPasswordChanged(tx, account.memberNo, now);
    await writeAudit(
      tx,
      { memberNo: account.memberNo, label: account.memberId, ...origin },
      { action: 'member_password_reset', targetType: 'members', targetId: account.memberNo },
      now,
    );
  });
  await throttle.clear(input.member_id);
}
