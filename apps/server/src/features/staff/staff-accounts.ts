/**
 * What admins do to staff accounts: create one (an enrolment link, shown once), change its roles,
 * disable or enable it, reset its second factor (a new enrolment link), and issue or revoke automation
 * tokens. Each change and its audit entry commit together; a disabled account or a removed role takes
 * effect on the next request (the scope checks the database every time).
 */
import { randomBytes } from 'node:crypto';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import type {
  AutomationToken,
  AutomationTokenCreateRequest,
  AutomationTokenIssued,
  StaffAccount,
  StaffAccountCreateRequest,
  StaffEnrolmentLink,
  StaffRole,
} from '@partner-portal/contract/staff-api';
import { asc, desc, eq, and, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { members } from '../../db/tables/auth.js';
import { staffAccounts, staffAutomationTokens, staffRecoveryCodes } from '../../db/tables/staff.js';
import type { AppContext } from '../../platform/app-context.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { newAutomationTokenValue } from '../../platform/auth/scopes.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { hashSecretToken } from '../../platform/auth/totp.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { openEnrolmentLink } from './staff-enrolment.js';

type AccountContext = Pick<AppContext, 'db' | 'clock' | 'tokens'>;
const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function listStaffAccounts(db: Database): Promise<StaffAccount[]> {
  const rows = await db
    .select({ account: staffAccounts, memberId: members.memberId, name: members.name })
    .from(staffAccounts)
    .innerJoin(members, eq(members.memberNo, staffAccounts.memberNo))
    .orderBy(asc(members.memberId));
  return rows.map(({ account, memberId, name }) => ({
    member_no: account.memberNo,
    member_id: memberId,
    name,
    roles: account.roles,
    enrolled_at: iso(account.enrolledAt),
    disabled_at: iso(account.disabledAt),
    created_at: account.createdAt.toISOString(),
  }));
}

/** A new staff member: no usable password nor second factor until they follow the enrolment link. */
export async function createStaffAccount(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  actor: AuditActor,
  input: StaffAccountCreateRequest,
): Promise<StaffEnrolmentLink> {
  const now = clock.now();
  const [taken] = await db
    .select({ no: members.memberNo })
    .from(members)
    .where(eq(members.memberId, input.member_id));
  if (taken) throw new Refusal(RETURN_CODES.duplicateMemberId, '이미 사용 중인 아이디입니다.', 'member_id');
  // A random password nobody knows: the account opens only through its enrolment link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({ memberId: input.member_id, passwordHash, name: input.name, role: 'staff', createdAt: now })
      .returning({ memberNo: members.memberNo });
    const memberNo = member!.memberNo;
    await tx
      .insert(staffAccounts)
      .values({ memberNo, roles: input.roles, createdBy: actor.memberNo, createdAt: now });
    await writeAudit(
      tx,
      actor,
      { action: 'staff_account_create', targetType: 'staff', targetId: memberNo, after: input },
      now,
    );
    return openEnrolmentLink(tx, memberNo, now);
  });
}

async function lockAccount(tx: Database, memberNo: number) {
  const [row] = await tx
    .select({ account: staffAccounts, memberId: members.memberId })
    .from(staffAccounts)
    .innerJoin(members, eq(members.memberNo, staffAccounts.memberNo))
    .where(eq(staffAccounts.memberNo, memberNo))
    .for('update', { of: staffAccounts });
  if (!row) throw notFound();
  return row;
}

/** An admin never removes their own admin role nor disables themselves: someone must stay able to fix things. */
function refuseSelfLockout(actor: AuditActor, memberNo: number) {
  if (actor.memberNo === memberNo)
    throw new Refusal(
      RETURN_CODES.staffAccountRefused,
      '자기 자신의 관리자 권한은 바꾸거나 중지할 수 없습니다.',
    );
}

/**
 * One change to an account: the row locked, the change made and its audit entry (with what `apply`
 * says was before and after) written, all in one transaction.
 */
async function changeAccount<T>(
  { db, clock }: AccountContext,
  actor: AuditActor,
  memberNo: number,
  action: string,
  apply: (
    tx: Database,
    account: typeof staffAccounts.$inferSelect,
    now: Date,
  ) => Promise<{ before: unknown; after: unknown; result: T }>,
): Promise<T> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { account } = await lockAccount(tx, memberNo);
    const { before, after, result } = await apply(tx, account, now);
    await writeAudit(tx, actor, { action, targetType: 'staff', targetId: memberNo, before, after }, now);
    return result;
  });
}

export async function setStaffRoles(
  ctx: AccountContext,
  actor: AuditActor,
  memberNo: number,
  roles: StaffRole[],
): Promise<StaffAccount> {
  if (!roles.includes('admin')) refuseSelfLockout(actor, memberNo);
  const sorted = [...new Set(roles)].sort();
  await changeAccount(ctx, actor, memberNo, 'staff_roles_change', async (tx, account) => {
    await tx.update(staffAccounts).set({ roles: sorted }).where(eq(staffAccounts.memberNo, memberNo));
    return { before: { roles: account.roles }, after: { roles: sorted }, result: null };
  });
  return accountOf(ctx.db, memberNo);
}

/** Disabled: every session and automation token of the account stops at once. Enabled: it signs in again. */
export async function setStaffDisabled(
  ctx: AccountContext,
  actor: AuditActor,
  memberNo: number,
  disabled: boolean,
): Promise<StaffAccount> {
  if (disabled) refuseSelfLockout(actor, memberNo);
  const action = disabled ? 'staff_account_disable' : 'staff_account_enable';
  await changeAccount(ctx, actor, memberNo, action, async (tx, account, now) => {
    const disabledAt = disabled ? now : null;
    await tx.update(staffAccounts).set({ disabledAt }).where(eq(staffAccounts.memberNo, memberNo));
    if (disabled) await ctx.tokens.revokeAllSessions(memberNo, 'staff account disabled', tx);
    return {
      before: { disabled_at: iso(account.disabledAt) },
      after: { disabled_at: iso(disabledAt) },
      result: null,
    };
  });
  return accountOf(ctx.db, memberNo);
}

/** A lost authenticator: the second factor and recovery codes are dropped and a new enrolment link opens. */
export const resetStaffTwoFactor = (
  ctx: AccountContext,
  actor: AuditActor,
  memberNo: number,
): Promise<StaffEnrolmentLink> =>
  changeAccount(ctx, actor, memberNo, 'staff_2fa_reset', async (tx, account, now) => {
    await tx
      .update(staffAccounts)
      .set({ totpSecretSealed: null, totpLastStep: null, enrolledAt: null })
      .where(eq(staffAccounts.memberNo, memberNo));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.memberNo, memberNo));
    await ctx.tokens.revokeAllSessions(memberNo, 'staff two-factor reset', tx);
    return {
      before: { enrolled_at: iso(account.enrolledAt) },
      after: { enrolled_at: null },
      result: await openEnrolmentLink(tx, memberNo, now),
    };
  });

async function accountOf(db: Database, memberNo: number): Promise<StaffAccount> {
  const account = (await listStaffAccounts(db)).find((row) => row.member_no === memberNo);
  if (!account) throw notFound();
  return account;
}

export async function listAutomationTokens(db: Database): Promise<AutomationToken[]> {
  const rows = await db
    .select({ token: staffAutomationTokens, memberId: members.memberId })
    .from(staffAutomationTokens)
    .innerJoin(members, eq(members.memberNo, staffAutomationTokens.memberNo))
    .orderBy(desc(staffAutomationTokens.tokenId));
  return rows.map(({ token, memberId }) => tokenView(token, memberId));
}

function tokenView(token: typeof staffAutomationTokens.$inferSelect, memberId: string): AutomationToken {
  return {
    token_id: token.tokenId,
    member_no: token.memberNo,
    member_id: memberId,
    label: token.label,
    roles: token.roles,
    created_at: token.createdAt.toISOString(),
    expires_at: token.expiresAt.toISOString(),
    revoked_at: iso(token.revokedAt),
  };
}

/** A token acting as a staff member, with at most the roles that member holds; its value is shown once. */
export async function issueAutomationToken(
  { db, clock }: AccountContext,
  actor: AuditActor,
  input: AutomationTokenCreateRequest,
): Promise<AutomationTokenIssued> {
  const now = clock.now();
  const value = newAutomationTokenValue(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const { account, memberId } = await lockAccount(tx, input.member_no);
    const roles = input.roles.filter((role) => account.roles.includes(role));
    if (roles.length === 0)
      throw new Refusal(
        RETURN_CODES.staffAccountRefused,
        '그 직원 계정이 가진 역할만 토큰에 줄 수 있습니다.',
        'roles',
      );
    const [token] = await tx
      .insert(staffAutomationTokens)
      .values({
        memberNo: input.member_no,
        tokenHash: hashSecretToken(value),
        label: input.label,
        roles,
        createdBy: actor.memberNo,
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.days * 86_400_000),
      })
      .returning();
    const view = tokenView(token!, memberId);
    await writeAudit(
      tx,
      actor,
      {
        action: 'automation_token_issue',
        targetType: 'automation_token',
        targetId: view.token_id,
        after: view,
      },
      now,
    );
    return { ...view, token: value };
  });
}

export async function revokeAutomationToken(
  { db, clock }: AccountContext,
  actor: AuditActor,
  tokenId: number,
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(staffAutomationTokens)
      .set({ revokedAt: now })
      .where(and(eq(staffAutomationTokens.tokenId, tokenId), isNull(staffAutomationTokens.revokedAt)))
      .returning({ tokenId: staffAutomationTokens.tokenId });
    if (!revoked) throw notFound();
    await writeAudit(
      tx,
      actor,
      { action: 'automation_token_revoke', targetType: 'automation_token', targetId: tokenId },
      now,
    );
  });
}
