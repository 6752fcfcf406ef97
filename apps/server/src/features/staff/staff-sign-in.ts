/**
 * Staff sign-in in two steps: the password earns a five-minute challenge; the challenge with the
 * authenticator's 6-digit code (or one unused recovery code) earns the access token. Wrong codes count
 * towards a lock like wrong passwords (10 in 15 minutes), a code is never accepted twice, and every
 * success and failure is a row of the audit log.
 */
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import type { StaffChallenge, StaffCodeRequest, StaffToken } from '@partner-portal/contract/staff-api';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { staffAccounts, staffRecoveryCodes } from '../../db/tables/staff.js';
import type { AppContext } from '../../platform/app-context.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { findEnrolledStaff } from '../../platform/auth/enrolled-staff.js';
import { STAFF_CHALLENGE_TTL_SECONDS } from '../../platform/auth/tokens.js';
import { acceptedStep, hashSecretToken, normaliseRecoveryCode } from '../../platform/auth/totp.js';
import { HttpProblem } from '../../shared/problems.js';
import { checkPassword, hitLoginLimit } from '../../platform/auth/password-sign-in.js';

type SignInContext = Pick<
  AppContext,
  'db' | 'tokens' | 'throttle' | 'limiter' | 'limits' | 'clock' | 'totpClock' | 'cipher'
>;
/** Where the attempt comes from; `label` becomes the member id once known. */
type Origin = Omit<AuditActor, 'memberNo'>;

const WRONG_CODE = '인증 코드가 올바르지 않습니다. 인증 앱의 새 코드를 입력해주세요.';
const NOT_ENROLLED =
  '2단계 인증 등록이 끝나지 않았거나 사용이 중지된 계정입니다. 관리자에게 등록 링크를 요청해주세요.';

const codeLockKey = (memberNo: number) => `staff-2fa:${memberNo}`;

async function auditFailure(ctx: SignInContext, origin: Origin, memberNo: number | null, reason: string) {
  await writeAudit(
    ctx.db,
    { ...origin, memberNo },
    {
      action: 'staff_sign_in_failed',
      targetType: 'staff',
      ...(memberNo ? { targetId: memberNo } : {}),
      after: { reason },
    },
    ctx.clock.now(),
  );
}

/** Step 1: the password. */
export async function startStaffSignIn(
  ctx: SignInContext,
  input: { account: string; password: string },
  origin: Origin,
): Promise<StaffChallenge> {
  let member;
  try {
    member = await checkPassword(ctx, { ...input, address: origin.ip ?? '', role: 'staff' });
  } catch (error) {
    await auditFailure(ctx, { ...origin, label: input.account.toLowerCase() }, null, 'password');
    throw error;
  }
  if (!(await findEnrolledStaff(ctx.db, member.memberNo))) {
    await auditFailure(
      ctx,
      { ...origin, label: member.memberId },
      member.memberNo,
      'not enrolled or disabled',
    );
    throw new HttpProblem(401, ERROR_CODES.badCredentials, NOT_ENROLLED);
  }
  return {
    challenge: await ctx.tokens.signStaffChallenge(member.memberNo),
    expires_in: STAFF_CHALLENGE_TTL_SECONDS,
  };
}

/** Step 2: the code (or a recovery code) for the challenge. */
export async function finishStaffSignIn(
  ctx: SignInContext,
  input: StaffCodeRequest,
  origin: Origin,
): Promise<StaffToken> {
  await hitLoginLimit(ctx, origin.ip ?? '');
  const memberNo = await ctx.tokens.verifyStaffChallenge(input.challenge);
  if (memberNo === undefined)
    throw new HttpProblem(
      401,
      ERROR_CODES.badCredentials,
      '로그인 시간이 지났습니다. 처음부터 다시 로그인해주세요.',
    );
  await ctx.throttle.admit(codeLockKey(memberNo), origin.ip ?? '');
  const account = await findEnrolledStaff(ctx.db, memberNo);
  if (!account?.totpSecretSealed) throw new HttpProblem(401, ERROR_CODES.badCredentials, NOT_ENROLLED);
  const actor: AuditActor = { ...origin, memberNo, label: account.memberId };
  const now = ctx.clock.now();

  const accepted = await ctx.db.transaction(async (tx) => {
    let method: 'totp' | 'recovery_code';
    if (input.code !== undefined) {
      method = 'totp';
      const step = await acceptedStep(
        ctx.cipher.decrypt(account.totpSecretSealed!),
        input.code,
        account.totpLastStep,
        ctx.totpClock.now(),
      );
      if (step === null) return false;
      // The conditional update is the replay guard between instances: one sign-in per step.
      const [claimed] = await tx
        .update(staffAccounts)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staffAccounts.memberNo, memberNo),
            or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
          ),
        )
        .returning({ memberNo: staffAccounts.memberNo });
      if (!claimed) return false;
    } else {
      method = 'recovery_code';
      const [spent] = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffRecoveryCodes.memberNo, memberNo),
            eq(staffRecoveryCodes.codeHash, hashSecretToken(normaliseRecoveryCode(input.recovery_code!))),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ codeId: staffRecoveryCodes.codeId });
      if (!spent) return false;
    }
    await writeAudit(
      tx,
      actor,
      { action: 'staff_sign_in', targetType: 'staff', targetId: memberNo, after: { method } },
      now,
    );
    return true;
  });

  if (!accepted) {
    await auditFailure(
      ctx,
      { ...origin, label: account.memberId },
      memberNo,
      input.code !== undefined ? 'wrong or reused code' : 'wrong recovery code',
    );
    throw new HttpProblem(401, ERROR_CODES.badCredentials, WRONG_CODE);
  }
  await ctx.throttle.succeeded(codeLockKey(memberNo), origin.ip ?? '');
  const issued = await ctx.tokens.startSession({ memberNo, memberId: account.memberId, name: account.name });
  return { access_token: issued.accessToken, expires_in: issued.expiresIn, roles: account.roles };
}
