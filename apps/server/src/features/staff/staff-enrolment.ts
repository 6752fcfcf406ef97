/**
 * One-time enrolment links (`/staff/enrol?token=…`): an admin (or `npm run staff-admin` for the first
 * admin) opens one for an account; the person sets a password, adds the authenticator (QR code or the
 * secret in text), confirms it with a first code and receives ten recovery codes, shown once. The link
 * is stored as a hash, lasts 24 hours and works once; a new link replaces any open one.
 */
import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import type {
  StaffEnrolment,
  StaffEnrolRequest,
  StaffEnrolmentLink,
  StaffRecoveryCodes,
} from '@partner-portal/contract/staff-api';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { members } from '../../db/tables/auth.js';
import { staffAccounts, staffEnrolments, staffRecoveryCodes } from '../../db/tables/staff.js';
import type { AppContext } from '../../platform/app-context.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import {
  acceptedStep,
  enrolmentQr,
  hashSecretToken,
  newRecoveryCodes,
  newTotpSecret,
} from '../../platform/auth/totp.js';
import { HttpProblem } from '../../shared/problems.js';

const LINK_HOURS = 24;
export const ENROL_PAGE = '/staff/enrol';
const GONE = '등록 링크가 만료되었거나 이미 사용되었습니다. 관리자에게 새 링크를 요청해주세요.';

type EnrolContext = Pick<AppContext, 'db' | 'clock' | 'totpClock' | 'cipher' | 'tokens' | 'throttle'>;

/** Opens a new link for the account (closing any open one); call it inside the change's transaction. */
export async function openEnrolmentLink(
  tx: Database,
  memberNo: number,
  now: Date,
): Promise<StaffEnrolmentLink> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(staffEnrolments)
    .set({ expiresAt: now })
    .where(
      and(
        eq(staffEnrolments.memberNo, memberNo),
        isNull(staffEnrolments.usedAt),
        gt(staffEnrolments.expiresAt, now),
      ),
    );
  const expiresAt = new Date(now.getTime() + LINK_HOURS * 3_600_000);
  await tx
    .insert(staffEnrolments)
    .values({ tokenHash: hashSecretToken(token), memberNo, createdAt: now, expiresAt });
  return {
    member_no: memberNo,
    enrolment_path: `${ENROL_PAGE}?token=${token}`,
    expires_at: expiresAt.toISOString(),
  };
}

async function openLink(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({
      tokenHash: staffEnrolments.tokenHash,
      memberNo: staffEnrolments.memberNo,
      sealed: staffEnrolments.totpSecretSealed,
      expiresAt: staffEnrolments.expiresAt,
      memberId: members.memberId,
      name: members.name,
    })
    .from(staffEnrolments)
    .innerJoin(members, eq(members.memberNo, staffEnrolments.memberNo))
    .where(
      and(
        eq(staffEnrolments.tokenHash, hashSecretToken(token)),
        isNull(staffEnrolments.usedAt),
        gt(staffEnrolments.expiresAt, now),
      ),
    );
  if (!row) throw new HttpProblem(410, ERROR_CODES.notFound, GONE);
  return row;
}

/** What the enrolment page shows; the authenticator secret is made the first time the link is opened. */
export async function showEnrolment(
  { db, clock, cipher }: EnrolContext,
  token: string,
): Promise<StaffEnrolment> {
  const link = await openLink(db, token, clock.now());
  let secret = link.sealed ? cipher.decrypt(link.sealed) : undefined;
  if (!secret) {
    secret = newTotpSecret();
    await db
      .update(staffEnrolments)
      .set({ totpSecretSealed: cipher.encrypt(secret) })
      .where(eq(staffEnrolments.tokenHash, link.tokenHash));
  }
  const qr = await enrolmentQr(secret, link.memberId);
  return {
    member_id: link.memberId,
    name: link.name,
    secret,
    otpauth_url: qr.otpauthUrl,
    qr_data_url: qr.qrDataUrl,
    expires_at: link.expiresAt.toISOString(),
  };
}

/** Password, authenticator and recovery codes in one transaction; the link is spent, other sessions end. */
export async function completeEnrolment(
  ctx: EnrolContext,
  input: StaffEnrolRequest,
  origin: Omit<AuditActor, 'memberNo' | 'label'>,
): Promise<StaffRecoveryCodes> {
  const now = ctx.clock.now();
  const link = await openLink(ctx.db, input.token, now);
  const lockKey = `staff-enrol:${link.memberNo}`;
  await ctx.throttle.admit(lockKey, origin.ip ?? '');
  const step = link.sealed
    ? await acceptedStep(ctx.cipher.decrypt(link.sealed), input.code, null, ctx.totpClock.now())
    : null;
  if (step === null) {
    throw new HttpProblem(
      400,
      ERROR_CODES.validation,
      '인증 코드가 올바르지 않습니다. 인증 앱에 표시된 현재 코드를 입력해주세요.',
      [{ path: 'code', message: '인증 코드가 올바르지 않습니다.' }],
    );
  }
  const passwordHash = await hashPassword(input.password);
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffEnrolments)
      .set({ usedAt: now })
      .where(and(eq(staffEnrolments.tokenHash, link.tokenHash), isNull(staffEnrolments.usedAt)))
      .returning({ memberNo: staffEnrolments.memberNo });
    if (!spent) throw new HttpProblem(410, ERROR_CODES.notFound, GONE);
    await tx
      .update(members)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(members.memberNo, link.memberNo));
    await tx
      .update(staffAccounts)
      .set({ totpSecretSealed: link.sealed, totpLastStep: step, enrolledAt: now })
      .where(eq(staffAccounts.memberNo, link.memberNo));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.memberNo, link.memberNo));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((code) => ({ memberNo: link.memberNo, codeHash: hashSecretToken(code) })));
    await ctx.tokens.revokeAllSessions(link.memberNo, 'staff enrolment', tx);
    await writeAudit(
      tx,
      { ...origin, memberNo: link.memberNo, label: link.memberId },
      {
        action: 'staff_enrolment',
        targetType: 'staff',
        targetId: link.memberNo,
        after: { recovery_codes: codes.length },
      },
      now,
    );
  });
  // A new password set through an admin's enrolment link ends the account's login back-off.
  await ctx.throttle.clear(link.memberId);
  return { recovery_codes: codes };
}
