/** The member's own account: id availability, the assigned manager's contact, password check and change. */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import type {
  changePasswordRequestSchema,
  checkPasswordRequestSchema,
  ManagerContact,
} from '@partner-portal/contract/member-api';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import type { MemberPrincipal } from '../../platform/auth/tokens.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import type { Database } from '../../db/client.js';
import { knownBrowsers, members } from '../../db/tables/auth.js';
import { managers, partners } from '../../db/tables/partners.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { notifyPasswordChanged } from './security-notices.js';

const WRONG_CURRENT_PASSWORD = '현재 비밀번호가 일치하지 않습니다.';

type PasswordCheck = z.output<typeof checkPasswordRequestSchema>;
type PasswordChange = z.output<typeof changePasswordRequestSchema>;
type Caller = Pick<MemberPrincipal, 'memberNo' | 'memberId' | 'sessionId'>;

export async function isMemberIdAvailable(db: Database, memberId: string): Promise<boolean> {
  const [existing] = await db
    .select({ no: members.memberNo })
    .from(members)
    .where(eq(members.memberId, memberId));
  return !existing;
}

/** The provider's manager assigned to the caller's partner; `memberNo` must be the caller's own. */
export async function managerContactOf(
  db: Database,
  caller: Caller,
  memberNo: number,
): Promise<ManagerContact> {
  if (memberNo !== caller.memberNo) throw notFound();
  const [row] = await db
    .select({ name: managers.name, phone: managers.phone, email: managers.email })
    .from(partners)
    .innerJoin(managers, eq(managers.managerId, partners.managerId))
    .where(eq(partners.memberNo, memberNo));
  if (!row) throw new Refusal(RETURN_CODES.noManager, '배정된 담당 매니저가 없습니다.');
  return { manager_name: row.name, manager_phone: row.phone, manager_email: row.email };
}

/** Checks the caller's current password; every try counts towards the login back-off at the address. */
export async function checkCurrentPassword(
  { db, throttle }: Pick<AppContext, 'db' | 'throttle'>,
  caller: Caller,
  body: PasswordCheck,
  address: string,
): Promise<void> {
  if (body.member_no !== caller.memberNo || body.member_id !== caller.memberId) throw notFound();
  await confirmPassword(
    { db, throttle },
    caller,
    body.current_password,
    address,
    new Refusal(RETURN_CODES.wrongCurrentPassword, WRONG_CURRENT_PASSWORD, 'current_password'),
  );
}

/** The caller's password typed again; a wrong one counts towards the login back-off and throws `refusal`. */
export async function confirmPassword(
  { db, throttle }: Pick<AppContext, 'db' | 'throttle'>,
  caller: Pick<Caller, 'memberNo' | 'memberId'>,
  password: string,
  address: string,
  refusal: Refusal,
): Promise<void> {
  await throttle.admit(caller.memberId, address);
  const [row] = await db
    .select({ hash: members.passwordHash })
    .from(members)
    .where(eq(members.memberNo, caller.memberNo));
  if (!(await verifyPassword(row?.hash, password))) throw refusal;
  await throttle.succeeded(caller.memberId, address);
}

/**
 * 탈퇴: the member can no longer sign in and its login id is free (not a valid id: spec §9 allows
 * letters and digits only); the browsers it signed in from are forgotten.
 */
export async function anonymiseMember(tx: Database, memberNo: number, name: string): Promise<void> {
  await tx.delete(knownBrowsers).where(eq(knownBrowsers.memberNo, memberNo));
  await tx
    .update(members)
    .set({ memberId: `withdrawn:${memberNo}`, passwordHash: '', name, status: 'withdrawn' })
    .where(eq(members.memberNo, memberNo));
}

/** Sets a new password after checking the current one and tells the partner; the caller's other sessions end. */
export async function changePassword(
  deps: Pick<AppContext, 'db' | 'throttle' | 'tokens' | 'clock'>,
  caller: Caller,
  body: PasswordChange,
  address: string,
): Promise<void> {
  await checkCurrentPassword(deps, caller, body, address);
  if (body.new_password === body.current_password) {
    throw new Refusal(
      RETURN_CODES.samePassword,
      '현재 비밀번호와 다른 비밀번호를 입력해주세요.',
      'new_password',
    );
  }
  const passwordHash = await hashPassword(body.new_password);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await tx
      .update(members)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(members.memberNo, caller.memberNo));
    await notifyPasswordChanged(tx, caller.memberNo, now);
  });
  await deps.tokens.revokeOtherSessions(caller.memberNo, caller.sessionId, 'password changed');
}
