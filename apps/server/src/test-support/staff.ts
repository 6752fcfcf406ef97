/** Staff accounts for API tests: enrolled with a known authenticator secret, signed in either way. */
import type { StaffRole } from '@partner-portal/contract/staff-api';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { members } from '../db/tables/auth.js';
import { staffAccounts } from '../db/tables/staff.js';
import { hashPassword } from '../platform/auth/passwords.js';
import type { TestApp } from './test-app.js';

export const TEST_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
export const STAFF_PASSWORD = 'Staff!2026pw-test';

/** An enrolled staff account holding `roles`; returns its member number. */
export async function addStaff(
  t: TestApp,
  memberId: string,
  roles: StaffRole[],
  password = STAFF_PASSWORD,
): Promise<number> {
  const [member] = await t.database.db
    .insert(members)
    .values({ memberId, passwordHash: await hashPassword(password), name: `직원 ${memberId}`, role: 'staff' })
    .returning({ memberNo: members.memberNo });
  await t.database.db.insert(staffAccounts).values({
    memberNo: member!.memberNo,
    roles,
    totpSecretSealed: t.app.context.cipher.encrypt(TEST_TOTP_SECRET),
    enrolledAt: t.clock.now(),
  });
  return member!.memberNo;
}

/** A session started directly (for tests about what staff do, not how they sign in). */
export async function staffHeaders(t: TestApp, memberId: string): Promise<{ authorization: string }> {
  const [member] = await t.database.db
    .select({ memberNo: members.memberNo, memberId: members.memberId, name: members.name })
    .from(members)
    .where(eq(members.memberId, memberId));
  const issued = await t.app.context.tokens.startSession(member!);
  return { authorization: `Bearer ${issued.accessToken}` };
}

/** The code an authenticator shows at the app clock's time (plus `offsetSeconds`). */
export const totpCode = (t: TestApp, offsetSeconds = 0, secret = TEST_TOTP_SECRET) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });

/** The whole sign-in: password, then the current code. */
export async function staffSignIn(t: TestApp, memberId: string, password = STAFF_PASSWORD) {
  const first = await t.app.inject({
    method: 'POST',
    url: '/staff-api/login',
    payload: { member_id: memberId, password },
  });
  const challenge = first.json().data?.challenge as string | undefined;
  if (!challenge) return { first, second: undefined, auth: undefined };
  const second = await t.app.inject({
    method: 'POST',
    url: '/staff-api/login/code',
    payload: { challenge, code: await totpCode(t) },
  });
  const token = second.json().data?.access_token as string | undefined;
  return { first, second, auth: token ? { authorization: `Bearer ${token}` } : undefined };
}
