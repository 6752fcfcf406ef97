/** Member API group (spec §7): login, tokens, user detail, password, manager contact. */
import { z } from 'zod';
import { idParamSchema } from './ids.js';
import { IDENTITY_MESSAGES } from './identity-constants.js';
import { LOGIN_MESSAGES } from './messages.js';
import { memberIdSchema, passwordSchema, VALIDATION_MESSAGES } from './validation.js';

export const loginRequestSchema = z
  .object({
    username: z.string().trim().min(1, LOGIN_MESSAGES.usernameRequired).max(64),
    password: z.string().min(1, LOGIN_MESSAGES.passwordRequired).max(128),
    otp: z.string().max(16).optional(),
  })
  .meta({
    description: "Partner sign-in; the spec's query-string form (the same fields) is also accepted.",
    // The demo account seeded in embedded mode.
    examples: [{ username: 'demo_partner', password: 'Demo2024!pass' }],
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenContextSchema = z
  .object({
    member_info: z.object({ member_no: z.number().int(), member_id: z.string(), name: z.string() }),
    /** Access-token lifetime in seconds. */
    expires_in: z.number().int(),
    access_token: z.string(),
    refresh_token: z.string(),
  })
  .describe('The signed-in member and a new access and refresh token (login, token renewal).');
export type TokenContext = z.infer<typeof tokenContextSchema>;

export const refreshQuerySchema = z.object({
  client: z.literal('ceo').default('ceo'),
  refreshToken: z.string().max(256).optional(),
});

export const userDetailSchema = z
  .object({
    member_no: z.number().int(),
    member_id: z.string(),
    username: z.string(),
    /** Access-token expiry, epoch seconds. */
    exp: z.number().int(),
  })
  .describe('The member the access token belongs to.');
export type UserDetail = z.infer<typeof userDetailSchema>;

export const managerContactQuerySchema = z.object({ member_no: idParamSchema() });
export const managerContactSchema = z
  .object({
    manager_name: z.string(),
    manager_phone: z.string(),
    manager_email: z.string().nullable(),
  })
  .describe("The provider's manager assigned to the member's partner.");
export type ManagerContact = z.infer<typeof managerContactSchema>;

export const validateMemberIdQuerySchema = z.object({ memberId: memberIdSchema });
export const validateMemberIdSchema = z
  .object({ member_id: z.string(), available: z.boolean() })
  .describe('Whether a member id is still free for sign-up.');
export type ValidateMemberIdResult = z.infer<typeof validateMemberIdSchema>;

const passwordOwner = {
  current_password: z.string().min(1, '현재 비밀번호를 입력해주세요.').max(128),
  member_id: z.string().min(1).max(64),
  member_no: idParamSchema(),
};
export const checkPasswordRequestSchema = z.object(passwordOwner);
export const changePasswordRequestSchema = z
  .object({ ...passwordOwner, new_password: passwordSchema, valid_password: z.string() })
  .refine((body) => body.new_password === body.valid_password, {
    path: ['valid_password'],
    message: VALIDATION_MESSAGES.passwordConfirm,
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const passwordCheckSchema = z
  .object({ valid: z.literal(true) })
  .describe('The current password is right (a wrong one is a refusal).');
export type PasswordCheck = z.infer<typeof passwordCheckSchema>;

/** Context of a member call that answers nothing (logout, password change): `{}`. */
export const emptyContextSchema = z.object({}).describe('Nothing to answer: an empty object.');

/** ID and password recovery after identity verification (purposes `find-id` and `password-reset`). */
export const RECOVERY_MESSAGES = {
  idRequired: '아이디를 입력해주세요.',
  /** Neutral: the same for an unknown id and for another person's id. */
  mismatch:
    '입력하신 아이디와 본인인증 정보가 일치하는 계정을 찾을 수 없습니다. 아이디를 확인한 뒤 다시 인증해주세요.',
  samePassword: '이전 비밀번호와 다른 비밀번호를 입력해주세요.',
  done: '비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해주세요.',
} as const;

const identityToken = z.string().min(1, IDENTITY_MESSAGES.required).max(100);

export const findIdRequestSchema = z.object({ identity_token: identityToken });
export const foundAccountsSchema = z
  .object({
    accounts: z.array(
      z.object({
        /** The id with all but its first characters hidden (`maskMemberId`). */
        member_id: z.string(),
        /** Sign-up day, Korean time (YYYY-MM-DD). */
        joined_on: z.string(),
      }),
    ),
  })
  .describe('The partner accounts of the verified person, ids masked; empty when there is none.');
export type FoundAccounts = z.infer<typeof foundAccountsSchema>;

const resetOwner = {
  member_id: z.string().trim().min(1, RECOVERY_MESSAGES.idRequired).max(64),
  identity_token: identityToken,
};
export const passwordResetCheckRequestSchema = z.object(resetOwner);
export type PasswordResetCheckRequest = z.infer<typeof passwordResetCheckRequestSchema>;
export const passwordResetRequestSchema = z
  .object({ ...resetOwner, new_password: passwordSchema, valid_password: z.string() })
  .refine((body) => body.new_password === body.valid_password, {
    path: ['valid_password'],
    message: VALIDATION_MESSAGES.passwordConfirm,
  });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * What find-ID shows of a member id: at most the first three characters and never more than half,
 * the rest as `*` (`ab**`, `par*********`).
 */
export function maskMemberId(memberId: string): string {
  const shown = Math.min(3, Math.floor(memberId.length / 2));
  return memberId.slice(0, shown) + '*'.repeat(memberId.length - shown);
}
