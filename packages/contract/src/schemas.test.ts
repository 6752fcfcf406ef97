import { describe, expect, it } from 'vitest';
import {
  IDENTITY_FAILURE_DEFAULT,
  IDENTITY_FAILURE_MESSAGES,
  IDENTITY_MESSAGES,
  identityFailureMessage,
  readIdentityMessage,
} from './identity-constants.js';
import { changePasswordRequestSchema } from './member-api.js';
import {
  inquiryRequestSchema,
  signUpRequestSchema,
  type InquiryRequest,
  type SignUpRequest,
} from './partner-api.js';
import { VALIDATION_MESSAGES } from './validation.js';

/** Path and message of every issue of a failed parse (empty when it succeeded). */
function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const validSignUp: SignUpRequest = {
  account: 'partner_01',
  password: 'abcdefgh1!',
  identity_token: 'verified-token',
  email: 'ceo@example.co.kr',
  partner_name: '테스트 인테리어',
  biz_no: '2208162517',
  join_channel: 4,
  agreed_terms: ['service', 'privacy'],
};

describe('signUpRequestSchema', () => {
  it('parses a valid payload and normalises the business number', () => {
    const parsed = signUpRequestSchema.parse(validSignUp);
    expect(parsed).toEqual({ ...validSignUp, biz_no: '220-81-62517', agreement_marketing: false });
  });

  it('trims text fields and strips emoji from the company name', () => {
    const parsed = signUpRequestSchema.parse({
      ...validSignUp,
      account: ' partner_01 ',
      partner_name: '테스트 인테리어 🏠',
      biz_no: '123-45-67891',
      hunter_no: '17',
      join_channel: 2,
    });
    expect(parsed).toMatchObject({
      account: 'partner_01',
      partner_name: '테스트 인테리어',
      biz_no: '123-45-67891',
      hunter_no: 17,
      join_channel: 2,
    });
  });

  it('takes the CEO name and mobile from the verification, not the payload: both are optional', () => {
    expect(signUpRequestSchema.safeParse(validSignUp).success).toBe(true);
    expect(
      signUpRequestSchema.safeParse({ ...validSignUp, name: '홍길동', phone_no: '01012345678' }).success,
    ).toBe(true);
  });

  it.each([
    ['account', 'A', VALIDATION_MESSAGES.memberId],
    ['account', 'a', VALIDATION_MESSAGES.memberId],
    ['account', 'Partner01', VALIDATION_MESSAGES.memberId],
    ['account', '파트너', VALIDATION_MESSAGES.memberId],
    ['password', 'abcdefghij', VALIDATION_MESSAGES.password],
    ['password', 'short1!', VALIDATION_MESSAGES.password],
    ['password', 'abcdefgh12', VALIDATION_MESSAGES.password],
    ['biz_no', '123-45-67890', VALIDATION_MESSAGES.businessNumber],
    ['biz_no', '123456789', VALIDATION_MESSAGES.businessNumber],
    ['email', 'ceo@example.info', VALIDATION_MESSAGES.email],
    ['identity_token', '', IDENTITY_MESSAGES.required],
    ['partner_name', '😀', VALIDATION_MESSAGES.required('업체명')],
    ['partner_name', '가'.repeat(51), VALIDATION_MESSAGES.maxLength('업체명', 50)],
  ])('rejects %s = %j with %j', (field, value, message) => {
    expect(issuesOf(signUpRequestSchema.safeParse({ ...validSignUp, [field]: value }))).toEqual([
      { path: field, message },
    ]);
  });

  it.each([[1], [5], [0], ['4'], [null]])('rejects the unknown join_channel %j', (joinChannel) => {
    const issues = issuesOf(signUpRequestSchema.safeParse({ ...validSignUp, join_channel: joinChannel }));
    expect(issues.map((issue) => issue.path)).toEqual(['join_channel']);
  });

  it.each([
    ['account'],
    ['password'],
    ['identity_token'],
    ['email'],
    ['partner_name'],
    ['biz_no'],
    ['join_channel'],
    ['agreed_terms'],
  ])('requires %s', (field) => {
    const payload: Record<string, unknown> = { ...validSignUp };
    delete payload[field];
    const issues = issuesOf(signUpRequestSchema.safeParse(payload));
    expect(issues.map((issue) => issue.path)).toEqual([field]);
  });

  it('reports every bad field at once', () => {
    const issues = issuesOf(
      signUpRequestSchema.safeParse({ ...validSignUp, account: 'A', password: 'weak', biz_no: '1234567890' }),
    );
    expect(issues).toEqual([
      { path: 'account', message: VALIDATION_MESSAGES.memberId },
      { path: 'password', message: VALIDATION_MESSAGES.password },
      { path: 'biz_no', message: VALIDATION_MESSAGES.businessNumber },
    ]);
  });

  it.each([[0], [-1], [1.5], ['abc']])('rejects the referrer number %j', (hunterNo) => {
    expect(signUpRequestSchema.safeParse({ ...validSignUp, hunter_no: hunterNo }).success).toBe(false);
  });
});

describe('readIdentityMessage', () => {
  it('reads what the identity pages post to their opener and nothing else', () => {
    const verified = {
      type: 'identity-verified',
      token: 't',
      purpose: 'signup',
      name: '김민수',
      mobile: '010-2222-3333',
    };
    expect(readIdentityMessage(verified)).toEqual(verified);
    expect(readIdentityMessage({ ...verified, extra: 'x' })).toEqual(verified);
    expect(readIdentityMessage({ type: 'identity-failed', code: '0017' })).toEqual({
      type: 'identity-failed',
      code: '0017',
    });
    expect(readIdentityMessage({ ...verified, purpose: 'login' })).toBeNull();
    expect(readIdentityMessage({ ...verified, token: 7 })).toBeNull();
    expect(readIdentityMessage({ ...verified, mobile: undefined })).toBeNull();
    expect(readIdentityMessage({ type: 'identity-failed' })).toBeNull();
    expect(readIdentityMessage({ type: 'webview_finish' })).toBeNull();
    for (const data of [null, 'identity-verified', 3, [verified]])
      expect(readIdentityMessage(data)).toBeNull();
  });

  it('gives the failure page a message for our codes and the default for anything else in the address', () => {
    expect(identityFailureMessage('expired')).toBe(IDENTITY_FAILURE_MESSAGES.expired);
    for (const code of ['0017', '__proto__', 'toString', ''])
      expect(identityFailureMessage(code)).toBe(IDENTITY_FAILURE_DEFAULT);
  });
});

describe('changePasswordRequestSchema', () => {
  const valid = {
    current_password: 'oldPassword1!',
    member_id: 'partner_01',
    member_no: 7,
    new_password: 'newPassw0rd!',
    valid_password: 'newPassw0rd!',
  };

  it('accepts a matching confirmation', () => {
    expect(changePasswordRequestSchema.parse(valid)).toEqual(valid);
  });

  it('coerces member_no from a query string', () => {
    expect(changePasswordRequestSchema.parse({ ...valid, member_no: '7' }).member_no).toBe(7);
  });

  it.each([['newPassw0rd?'], ['newPassw0rd'], [''], ['NEWPASSW0RD!']])(
    'rejects the mismatched confirmation %j on path valid_password',
    (confirmation) => {
      expect(
        issuesOf(changePasswordRequestSchema.safeParse({ ...valid, valid_password: confirmation })),
      ).toEqual([{ path: 'valid_password', message: VALIDATION_MESSAGES.passwordConfirm }]);
    },
  );

  it('rejects a weak new password even when the confirmation matches', () => {
    expect(
      issuesOf(
        changePasswordRequestSchema.safeParse({
          ...valid,
          new_password: 'weakpass',
          valid_password: 'weakpass',
        }),
      ),
    ).toEqual([{ path: 'new_password', message: VALIDATION_MESSAGES.password }]);
  });

  it('requires the current password', () => {
    expect(issuesOf(changePasswordRequestSchema.safeParse({ ...valid, current_password: '' }))).toEqual([
      { path: 'current_password', message: '현재 비밀번호를 입력해주세요.' },
    ]);
  });
});

describe('inquiryRequestSchema', () => {
  const valid: InquiryRequest = {
    company_name: '테스트 인테리어',
    contact_name: '김담당',
    phone_no: '01012345678',
    region: '서울 강남구',
    agree_privacy: true,
  };
  const privacyMessage = '개인정보 수집·이용에 동의해주세요.';

  it('accepts a valid inquiry, normalising the phone and defaulting the message', () => {
    expect(inquiryRequestSchema.parse(valid)).toEqual({ ...valid, phone_no: '010-1234-5678', message: '' });
  });

  it.each([[''], [undefined], ['a@b.co.kr']])('accepts the optional email %j', (email) => {
    expect(inquiryRequestSchema.safeParse({ ...valid, email }).success).toBe(true);
  });

  it.each([[false], [undefined], ['true'], [1]])('requires agree_privacy: true, rejecting %j', (agree) => {
    expect(issuesOf(inquiryRequestSchema.safeParse({ ...valid, agree_privacy: agree }))).toEqual([
      { path: 'agree_privacy', message: privacyMessage },
    ]);
  });

  it.each([
    ['phone_no', '012-1234-5678'],
    ['email', 'a@b.info'],
    ['company_name', '  '],
    ['region', ''],
    ['message', 'x'.repeat(1001)],
  ])('rejects %s = %j', (field, value) => {
    const issues = issuesOf(inquiryRequestSchema.safeParse({ ...valid, [field]: value }));
    expect(issues.map((issue) => issue.path)).toEqual([field]);
  });
});
