/**
 * Password sign-in shared by partners (ceologin) and staff: per-address limit, back-off per
 * account and address after repeated failures (login-throttle.ts), one answer for "no such account" and "wrong password", and a role check so a
 * partner's password never opens the staff API nor the other way round.
 */
import { LOGIN_THROTTLE } from '@partner-portal/contract/constants';
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { members } from '../../db/tables/auth.js';
import { HttpProblem } from '../../shared/problems.js';
import { verifyPassword } from './passwords.js';
import type { IssuedTokens } from './tokens.js';

const BAD_CREDENTIALS = '아이디 또는 비밀번호가 일치하지 않습니다.';

type SignInContext = Pick<AppContext, 'db' | 'tokens' | 'throttle' | 'limiter' | 'limits'>;
interface Credentials {
  account: string;
  password: string;
  address: string;
  role: 'partner' | 'staff';
}

export async function signIn(ctx: SignInContext, input: Credentials): Promise<IssuedTokens> {
  const member = await checkPassword(ctx, input);
  return ctx.tokens.startSession(member);
}

/** One sign-in attempt (a password, or a staff member's code) against the client address's limit. */
export const hitLoginLimit = (ctx: Pick<AppContext, 'limiter' | 'limits'>, address: string) =>
  ctx.limiter.hit(
    {
      bucket: 'login',
      limit: ctx.limits.loginPerAddress,
      windowMinutes: LOGIN_THROTTLE.windowMinutes,
      message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
    },
    address,
  );

/**
 * The password step alone (staff go on to a second factor): the member when the password is right;
 * a 401 or 429 problem otherwise, every attempt counted towards the back-off of the account and address.
 */
export async function checkPassword(ctx: SignInContext, input: Credentials): Promise<IssuedTokens['member']> {
  const { db, throttle } = ctx;
  await hitLoginLimit(ctx, input.address);
  const account = input.account.toLowerCase();
  await throttle.admit(account, input.address);
  const [member] = await db
    .select({
      memberNo: members.memberNo,
      memberId: members.memberId,
      name: members.name,
      passwordHash: members.passwordHash,
      status: members.status,
      role: members.role,
    })
    .from(members)
    .where(eq(members.memberId, account));
  // verifyPassword hashes even without a stored hash, so a wrong role takes as long as a wrong password.
  const valid = await verifyPassword(
    member?.role === input.role ? member.passwordHash : undefined,
    input.password,
  );
  if (!member || !valid) {
    throw new HttpProblem(401, ERROR_CODES.badCredentials, BAD_CREDENTIALS);
  }
  if (member.status !== 'active') {
    throw new HttpProblem(
      401,
      ERROR_CODES.badCredentials,
      '이용이 제한된 계정입니다. 고객센터로 문의해주세요.',
    );
  }
  await throttle.succeeded(account, input.address);
  return { memberNo: member.memberNo, memberId: member.memberId, name: member.name };
}
